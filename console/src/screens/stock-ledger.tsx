// One counted item's movements, newest first, a page at a time (admin stock/movements with sort: newest): what changed
// on hand and committed, why, for which order or receiving, and who did it (docs/operator-guide.md "## Stock").
import { useEffect } from "preact/hooks";
import { admin } from "../api.js";
import { href } from "../router.js";
import type { StockMovement } from "../types.js";
import { Empty, ErrorMessage, Loading, Pager, useLoad, usePages, When } from "../ui.js";
import type { StockTarget } from "./stock-forms.js";

/** Each reason of the ledger as an operator says it. */
const REASONS: Record<StockMovement["reason"], string> = {
  order: "Order placed: units set aside",
  allocation: "Arrived units given to a waiting order",
  cancel: "Order cancelled: units released",
  deallocation: "Taken back: the order waits again",
  shipment: "Shipped",
  receiving: "Received",
  return: "Return put back on the shelves",
  damaged: "Adjusted: damaged",
  lost: "Adjusted: lost",
  found: "Adjusted: found",
  correction: "Adjusted: correction",
  cycle_count: "Cycle count",
};

/** A change with its sign ("+3", "−2"); nothing for no change, so the column that moved stands out. */
function Delta({ value }: { value: number }) {
  if (value === 0) return <span class="muted">0</span>;
  return <>{value > 0 ? `+${value}` : `−${-value}`}</>;
}

export function StockLedger({ target, version }: { target: StockTarget; version: number }) {
  const pages = usePages();
  // After a change here the newest page is the one that shows it.
  useEffect(() => pages.reset(), [version]);
  const ledger = useLoad(() => admin("stock/movements", { ...target, sort: "newest", limit: 25, ...(pages.cursor ? { cursor: pages.cursor } : {}) }), [target.sku, target.account_id, pages.cursor, version]);
  return (
    <section aria-labelledby="ledger-title">
      <h2 id="ledger-title">Movements</h2>
      <ErrorMessage error={ledger.error} title="The movements could not be read" />
      {ledger.loading && !ledger.data && <Loading what="the movements" />}
      {ledger.data && ledger.data.movements.length === 0 && <Empty>No movements yet.</Empty>}
      {ledger.data && ledger.data.movements.length > 0 && (
        <div class="table-wrap">
          <table>
            <caption class="sr-only">Movements of {target.sku}, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Reason</th>
                <th scope="col" class="num">On hand</th>
                <th scope="col" class="num">Committed</th>
                <th scope="col">Order</th>
                <th scope="col">Receiving</th>
                <th scope="col">By</th>
                <th scope="col">Note</th>
              </tr>
            </thead>
            <tbody>
              {ledger.data.movements.map((m) => (
                <tr key={m.movement_id} data-testid="movement">
                  <td>
                    <When at={m.at} />
                  </td>
                  <td>{REASONS[m.reason]}</td>
                  <td class="num">
                    <Delta value={m.on_hand_delta} />
                  </td>
                  <td class="num">
                    <Delta value={m.committed_delta} />
                  </td>
                  <td>{m.order_ref ? <a href={href(["orders", m.order_ref])}>{m.order_ref}</a> : <span class="muted">—</span>}</td>
                  <td>{m.receiving_ref ? <code>{m.receiving_ref}</code> : <span class="muted">—</span>}</td>
                  <td>{m.actor === "account" ? "the merchant" : m.actor === "system" ? "the service" : <code>{m.actor}</code>}</td>
                  <td class="reason">{m.note ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {ledger.data && (pages.page > 1 || ledger.data.next_cursor) && (
        <Pager label="Movements pages" page={pages.page} hasNext={!!ledger.data.next_cursor} onNext={() => ledger.data?.next_cursor && pages.next(ledger.data.next_cursor)} onPrevious={pages.previous} />
      )}
    </section>
  );
}
