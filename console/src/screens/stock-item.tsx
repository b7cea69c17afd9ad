// One counted item (#/stock/<account id or "shared">/<sku>): its figures, whose it is, its ledger newest first, and
// the operator's adjustment and cycle count (docs/console.md "## Stock", docs/operator-guide.md "## Stock").
import { useState } from "preact/hooks";
import { admin } from "../api.js";
import { AccountName } from "../names.js";
import { href } from "../router.js";
import type { StockItem } from "../types.js";
import { ErrorMessage, Heading, Loading, Notice, Status, useLoad, When } from "../ui.js";
import { AdjustForm, CountForm } from "./stock-forms.js";
import { StockLedger } from "./stock-ledger.js";

/** The URL segment of a shared POD blank's stock, which belongs to no account. */
export const SHARED = "shared";

/** The item page's address: the owner (an account id, or "shared") and the SKU. */
export function stockItemHref(item: { account_id: string | null; sku: string }): string {
  return href(["stock", item.account_id ?? SHARED, item.sku]);
}

/** The first row `match` picks of a cursor listing, read a page at a time; undefined when no page has it. */
async function findInPages<T>(read: (cursor: string | undefined) => Promise<{ rows: T[]; next: string | null }>, match: (row: T) => boolean): Promise<T | undefined> {
  let cursor: string | undefined;
  do {
    const page = await read(cursor);
    const row = page.rows.find(match);
    if (row) return row;
    cursor = page.next ?? undefined;
  } while (cursor);
  return undefined;
}

const at = (cursor: string | undefined) => ({ limit: 100, ...(cursor ? { cursor } : {}) });

/**
 * The item as stock/list answers it: its SKU is given as the start of a SKU (case ignored), so the list is read
 * until the exact one; undefined when nothing was counted, received or ordered of it yet.
 */
function findItem(accountId: string | null, sku: string): Promise<StockItem | undefined> {
  return findInPages(
    (cursor) => admin("stock/list", { account_id: accountId, sku, ...at(cursor) }).then((p) => ({ rows: p.items, next: p.next_cursor })),
    (item) => item.sku === sku,
  );
}

/** The blank a shared item counts, by its SKU (catalogs hold tens of blanks: a few pages at most). */
function findBlank(sku: string) {
  return findInPages(
    (cursor) => admin("catalog/list", at(cursor)).then((p) => ({ rows: p.blanks, next: p.next_cursor })),
    (blank) => blank.sku === sku,
  );
}

function Figures({ item }: { item: StockItem }) {
  const figures: [string, string, number | string][] = [
    ["on_hand", "On hand", item.on_hand],
    ["committed", "Committed", item.committed],
    ["available", "Available", item.available],
    ["backordered", "Backordered", item.backordered],
    ["incoming", "Incoming", item.incoming],
    ["reorder_point", "Reorder point", item.reorder_point ?? "none"],
  ];
  return (
    <dl class="figures" aria-label="Figures">
      {figures.map(([key, label, value]) => (
        <div key={key} class={key === "backordered" && item.backordered > 0 ? "figure warn-box" : "figure"} data-testid={`figure-${key}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Whose goods these are: the account (by name, linked) and its product, or the shared POD blank. */
function Owner({ accountId, sku }: { accountId: string | null; sku: string }) {
  const account = useLoad(() => (accountId ? admin("accounts/get", { account_id: accountId }) : Promise.resolve(undefined)), [accountId]);
  const blank = useLoad(() => (accountId ? Promise.resolve(undefined) : findBlank(sku)), [accountId, sku]);
  return (
    <dl class="facts">
      <dt>Account</dt>
      <dd>
        {accountId === null ? (
          <span class="muted">none: a shared POD blank, counted once for every account</span>
        ) : account.data ? (
          <AccountName id={accountId} name={account.data.name} />
        ) : (
          <a href={href(["accounts", accountId])}>{accountId}</a>
        )}
      </dd>
      <dt>{accountId === null ? "Blank" : "Product"}</dt>
      <dd>
        <code>{sku}</code>
        {accountId === null
          ? blank.data && ` · ${blank.data.name}`
          : " · the account's own goods, made of a fulfillment blank that tracks stock"}
      </dd>
    </dl>
  );
}

export function StockItemScreen({ owner, sku }: { owner: string; sku: string }) {
  const accountId = owner === SHARED ? null : owner;
  const item = useLoad(() => findItem(accountId, sku), [accountId, sku]);
  // A change made here: the figures and the ledger read again, and the ledger goes back to its newest page.
  const [version, setVersion] = useState(0);
  const [result, setResult] = useState<string | undefined>(undefined);
  const changed = (words: string) => {
    setResult(words);
    setVersion((v) => v + 1);
    item.reload();
  };
  const target = { sku, ...(accountId ? { account_id: accountId } : {}) };
  return (
    <>
      <p class="crumbs">
        <a href={href(["stock"])}>Stock</a> / {accountId ?? "shared blanks"} / {sku}
      </p>
      <Heading>
        Stock of {sku} {item.data && <Status value={item.data.status} />}
      </Heading>
      <ErrorMessage error={item.error} title="The item could not be read" />
      {item.loading && !item.data && <Loading what={`the stock of ${sku}`} />}
      {!item.loading && !item.error && !item.data && (
        <p class="empty" data-testid="no-figures">
          No figures yet: nothing of {sku} was counted, received or ordered. A count or an adjustment below starts them.
        </p>
      )}
      {item.data && <Figures item={item.data} />}
      {item.data && (
        <p class="muted" data-testid="item-updated">
          Last changed <When at={item.data.updated_at} />.{" "}
          {accountId
            ? "When available falls to the reorder point, the item is low: the merchant sets it (their inventory/update), not the console."
            : "A shared blank has no reorder point (no operation sets one): it reads out of stock at 0 available, never low."}
        </p>
      )}
      <Owner accountId={accountId} sku={sku} />
      {result && (
        <Notice key={result} testId="stock-result">
          {result}
        </Notice>
      )}
      {/* Keyed by the changes made here: after one, both forms start afresh (a refusal shown before quotes old figures). */}
      <div class="two" key={version}>
        <AdjustForm target={target} item={item.data} onDone={changed} onRefused={item.reload} />
        <CountForm target={target} item={item.data} onDone={changed} />
      </div>
      <StockLedger target={target} version={version} />
    </>
  );
}
