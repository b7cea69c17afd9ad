// Stock: the counted items (on hand, committed, available, backordered, incoming), found by the start of their SKU
// and by level, a page at a time; each SKU opens the item's page (docs/operator-guide.md "## Stock").
import { useState } from "preact/hooks";
import { admin } from "../api.js";
import { ExportButton } from "../export-button.js";
import { go, href } from "../router.js";
import { stockItemHref } from "./stock-item.js";
import { Empty, ErrorMessage, Heading, Loading, Status, useLoad, When } from "../ui.js";

const LEVELS = [
  ["", "All levels"],
  ["low", "Low"],
  ["out_of_stock", "Out of stock"],
] as const;

export function StockScreen({ query }: { query: URLSearchParams }) {
  const sku = query.get("sku") ?? "";
  const status = query.get("status") ?? "";
  const cursor = query.get("cursor") ?? "";
  const [typed, setTyped] = useState(sku);
  const list = useLoad(
    () =>
      admin("stock/list", {
        ...(sku ? { sku } : {}),
        ...(status === "low" || status === "out_of_stock" ? { status } : {}),
        ...(cursor ? { cursor } : {}),
        limit: 50,
      }),
    [sku, status, cursor],
  );
  const filter = (next: { sku?: string; status?: string }) => go(["stock"], { sku, status, ...next });
  return (
    <>
      <Heading>Stock</Heading>
      <form
        class="toolbar"
        role="search"
        aria-label="Find stock"
        onSubmit={(e) => {
          e.preventDefault();
          filter({ sku: typed.trim() });
        }}
      >
        <label>
          SKU starts with
          <input type="search" value={typed} onInput={(e) => setTyped(e.currentTarget.value)} maxLength={100} />
        </label>
        <label>
          Level
          <select value={status} onChange={(e) => filter({ status: e.currentTarget.value })}>
            {LEVELS.map(([value, label]) => (
              <option value={value}>{label}</option>
            ))}
          </select>
        </label>
        <button type="submit">Find</button>
      </form>
      <ErrorMessage error={list.error} title="The stock could not be listed" />
      {list.loading && <Loading what="stock" />}
      {list.data && list.data.items.length === 0 && <Empty>No counted items match.</Empty>}
      {list.data && list.data.items.length > 0 && (
        <div class="table-wrap">
          <table aria-label="Stock">
            <thead>
              <tr>
                <th scope="col">SKU</th>
                <th scope="col">Account</th>
                <th scope="col" class="num">On hand</th>
                <th scope="col" class="num">Committed</th>
                <th scope="col" class="num">Available</th>
                <th scope="col" class="num">Backordered</th>
                <th scope="col" class="num">Incoming</th>
                <th scope="col" class="num">Reorder point</th>
                <th scope="col">Level</th>
                <th scope="col">Updated</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((item) => (
                <tr key={`${item.account_id ?? ""}/${item.sku}`} data-testid="stock-item">
                  <td class="sku">
                    <a href={stockItemHref(item)}>{item.sku}</a>
                  </td>
                  <td>{item.account_id ? <a href={href(["accounts", item.account_id])}>{item.account_id}</a> : <span class="muted">shared blank</span>}</td>
                  <td class="num">{item.on_hand}</td>
                  <td class="num">{item.committed}</td>
                  <td class="num">{item.available}</td>
                  <td class="num">{item.backordered}</td>
                  <td class="num">{item.incoming}</td>
                  <td class="num">{item.reorder_point ?? "—"}</td>
                  <td>
                    <Status value={item.status} />
                  </td>
                  <td>
                    <When at={item.updated_at} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.data && list.data.items.length > 0 && (
        <ExportButton
          operation="stock/export"
          filter={{ ...(sku ? { sku } : {}), ...(status === "low" || status === "out_of_stock" ? { status } : {}) }}
          file="stock.csv"
          label="Export these items (CSV)"
          what="every counted item of this search and level, all pages"
        />
      )}
      {list.data?.next_cursor && (
        <p>
          <button type="button" onClick={() => go(["stock"], { sku, status, cursor: list.data?.next_cursor ?? undefined })}>
            Next page
          </button>
        </p>
      )}
    </>
  );
}
