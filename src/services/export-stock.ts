// stock/export: the counted items stock/list's filters name, as CSV, a keyset page at a time, so an export of any
// size holds one page in memory and the response is written while it is read (docs/operator-guide.md#stock-export).
import { BYTE_ORDER_MARK, csvRow } from "../domain/csv.js";
import { SHARED_OWNER } from "../domain/stock.js";
import * as accounts from "../store/accounts.js";
import * as store from "../store/stock.js";
import type { ListStockBody } from "../schemas/stock.js";
import type { ServiceContext } from "./context.js";
import { stockItemView } from "./stock-events.js";

/** Items read per page: a page's text (~60 KB) stays below V8's large-object size, like orders/export's chunks. */
const PAGE = 500;

/** The columns of a stock export, in order. */
export const STOCK_EXPORT_HEADER = [
  "sku",
  "account_id",
  "account_name",
  "on_hand",
  "committed",
  "available",
  "backordered",
  "incoming",
  "reorder_point",
  "status",
  "updated_at",
] as const;

export type ExportStockBody = Omit<ListStockBody, "cursor" | "limit">;

async function pageText(ctx: ServiceContext, rows: Awaited<ReturnType<typeof store.listItems>>): Promise<string> {
  const names = await accounts.accountNames(ctx.db, rows.filter((r) => r.owner !== SHARED_OWNER).map((r) => r.owner));
  let text = "";
  for (const row of rows) {
    const item = stockItemView(row);
    const name = item.account_id === null ? null : (names.get(item.account_id) ?? null);
    text += csvRow([item.sku, item.account_id, name, item.on_hand, item.committed, item.available, item.backordered, item.incoming, item.reorder_point, item.status, item.updated_at]);
  }
  return text;
}

/**
 * The export as CSV text: the header, then a chunk per page of items by account and SKU (shared blanks first, as
 * stock/list). Each page is read on its own: an item that changes during a long export shows as its page read it.
 */
export function exportStock(ctx: ServiceContext, body: ExportStockBody): AsyncIterable<string> {
  const owner = body.account_id === undefined ? undefined : (body.account_id ?? SHARED_OWNER);
  const filter = { skuPrefix: body.sku, status: body.status };
  return (async function* () {
    yield BYTE_ORDER_MARK + csvRow(STOCK_EXPORT_HEADER);
    let after: readonly [string, string] | undefined;
    for (;;) {
      const rows = await store.listItems(ctx.db, owner, after, PAGE, filter);
      if (rows.length > 0) yield await pageText(ctx, rows);
      if (rows.length < PAGE) return;
      const last = rows[rows.length - 1]!;
      after = [last.owner, last.sku];
    }
  })();
}
