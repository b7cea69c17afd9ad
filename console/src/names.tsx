// Names where the service's views carry ids (docs/operator-guide.md#names-beside-ids): an account by its name (its id small beside it, to copy),
// a line or a shipped line by its SKU and product name.
import { href } from "./router.js";
import type { Shipment } from "./types.js";

/** The account's name, linked to its page; the id stays visible, small, for copying into a request or a ticket. */
export function AccountName({ id, name }: { id: string; name: string }) {
  return (
    <span class="named" data-testid="account-name">
      <a href={href(["accounts", id])}>{name}</a> <code class="secondary-id">{id}</code>
    </span>
  );
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
