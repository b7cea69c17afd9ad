// Names where the service's views carry ids (docs/operator-guide.md#names-beside-ids): an account by its name (its id small beside it, to copy),
// a line or a shipped line by its SKU and product name.
import { admin } from "./api.js";
import { href } from "./router.js";
import type { Shipment } from "./types.js";
import { useLoad } from "./ui.js";

/** The account's name, linked to its page; the id stays visible, small, for copying into a request or a ticket. */
export function AccountName({ id, name }: { id: string; name: string }) {
  return (
    <span class="named" data-testid="account-name">
      <a href={href(["accounts", id])}>{name}</a> <code class="secondary-id">{id}</code>
    </span>
  );
}

/** Names of the first 100 accounts, for views that answer an account_id only (a receiving): looked up once per screen. */
export function useAccountNames(): Map<string, string> {
  const accounts = useLoad(() => admin("accounts/list", { limit: 100 }), []);
  return new Map((accounts.data?.accounts ?? []).map((a) => [a.account_id, a.name]));
}

/** An account by its id: named and linked when `names` has it, else its id alone. */
export function AccountById({ id, names }: { id: string; names: Map<string, string> }) {
  const name = names.get(id);
  return name ? <AccountName id={id} name={name} /> : <code class="secondary-id">{id}</code>;
}

/** A line as people say it: its SKU and what the product is called. */
export function lineName(line: { sku: string; product_name: string }): string {
  return line.product_name && line.product_name !== line.sku ? `${line.sku} · ${line.product_name}` : line.sku;
}

/** What a parcel holds, line by line: "2 × TEE-M · Classic tee". */
export function ShippedItems({ shipment }: { shipment: Shipment }) {
  return (
    <div class="muted" data-testid="shipment-items">
      {shipment.items.map((i) => `${i.quantity} × ${lineName(i)}`).join(", ")}
    </div>
  );
}
