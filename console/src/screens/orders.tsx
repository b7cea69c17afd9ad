// Orders: filter by status, account, method and lateness, newest first or by ship-by day; find one by order_ref or
// external_ref; page through them.
import { useState } from "preact/hooks";
import { admin, ApiError } from "../api.js";
import { go, href, urlPages } from "../router.js";
import { isLate } from "../late.js";
import { ORDER_STATUSES, type Account, type Order, type ShippingMethod } from "../types.js";
import { Empty, ErrorMessage, Field, Heading, Loading, Pager, Select, Status, useLoad, When } from "../ui.js";

const PAGE_SIZE = 25;

/** orders/get when the text looks like one of our references, else every order with that external_ref. */
async function find(text: string): Promise<Order[]> {
  if (/^ord_/.test(text)) {
    try {
      return [await admin<Order>("orders/get", { order_ref: text })];
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
    }
  }
  return (await admin<{ orders: Order[] }>("orders/list", { external_ref: text, include_test: true, limit: 100 })).orders;
}

export function OrdersScreen({ query }: { query: URLSearchParams }) {
  const status = query.get("status") ?? "";
  const accountId = query.get("account") ?? "";
  const found = query.get("find") ?? "";
  const sandbox = query.get("test") ?? "";
  const late = query.get("late") === "true" ? "true" : "";
  const method = query.get("method") ?? "";
  const sort = query.get("sort") === "ship_by" ? "ship_by" : "";
  const pages = urlPages(["orders"], query);
  const methods = useLoad(() => admin<{ methods: ShippingMethod[] }>("shipping-methods/list", {}), []);
  const [text, setText] = useState(found);
  const accounts = useLoad(() => admin<{ accounts: Account[] }>("accounts/list", { limit: 100 }), []);
  const list = useLoad(
    async () =>
      found
        ? { orders: await find(found), next_cursor: null }
        : admin<{ orders: Order[]; next_cursor: string | null }>("orders/list", {
            limit: PAGE_SIZE,
            ...(status ? { status } : {}),
            ...(accountId ? { account_id: accountId } : {}),
            ...(sandbox ? { include_test: true } : {}),
            ...(late ? { late: true } : {}),
            ...(method ? { shipping_method: method } : {}),
            ...(sort ? { sort } : {}),
            ...(pages.cursor ? { cursor: pages.cursor } : {}),
          }),
    [status, accountId, sandbox, late, method, sort, found, pages.cursor],
  );
  const names = new Map(accounts.data?.accounts.map((a) => [a.account_id, a.name]) ?? []);
  const filter = (next: { status?: string; account?: string; test?: string; find?: string; late?: string; method?: string; sort?: string }) => {
    go(["orders"], { status, account: accountId, test: sandbox, late, method, sort, ...next });
  };
  const filtered = status || accountId || late || method;
  return (
    <>
      <Heading>Orders</Heading>
      <div class="toolbar">
        <form
          class="inline"
          role="search"
          aria-label="Find an order"
          onSubmit={(e) => {
            e.preventDefault();
            filter({ find: text.trim(), status: undefined, account: undefined });
          }}
        >
          <Field label="Find by order_ref or external_ref" value={text} onValue={setText} placeholder="ord_… or your caller's reference" />
          <button type="submit">Find</button>
          {found && (
            <button
              type="button"
              onClick={() => {
                setText("");
                filter({ find: undefined });
              }}
            >
              Clear
            </button>
          )}
        </form>
        <div class="inline" role="group" aria-label="Filter orders">
          <Select
            label="Status"
            value={status}
            options={[{ value: "", label: "Any status" }, ...ORDER_STATUSES.map((s) => ({ value: s, label: s.replace(/_/g, " ") }))]}
            onValue={(value) => filter({ status: value, find: undefined })}
          />
          <Select
            label="Account"
            value={accountId}
            options={[{ value: "", label: "Every account" }, ...(accounts.data?.accounts ?? []).map((a) => ({ value: a.account_id, label: a.name }))]}
            onValue={(value) => filter({ account: value, find: undefined })}
          />
          <Select
            label="Sandbox"
            value={sandbox}
            options={[
              { value: "", label: "Live orders only" },
              { value: "1", label: "Test orders too" },
            ]}
            onValue={(value) => filter({ test: value, find: undefined })}
          />
          <Select
            label="Lateness"
            value={late}
            options={[
              { value: "", label: "Late or not" },
              { value: "true", label: "Late only (ship-by day passed, not shipped)" },
            ]}
            onValue={(value) => filter({ late: value, find: undefined })}
          />
          <Select
            label="Shipping method"
            value={method}
            options={[{ value: "", label: "Any method" }, ...(methods.data?.methods ?? []).map((m) => ({ value: m.code, label: `${m.name} (${m.code})` }))]}
            onValue={(value) => filter({ method: value, find: undefined })}
          />
          <Select
            label="Sort"
            value={sort}
            options={[
              { value: "", label: "Newest first" },
              { value: "ship_by", label: "Ship-by day, soonest first" },
            ]}
            onValue={(value) => filter({ sort: value, find: undefined })}
          />
        </div>
      </div>
      {list.loading && <Loading what="orders" />}
      <ErrorMessage error={list.error} title="Orders not loaded" />
      {list.data && list.data.orders.length === 0 && (
        <Empty>{found ? `No order has the reference “${found}”.` : filtered ? "No order matches these filters." : "No orders yet."}</Empty>
      )}
      {list.data && list.data.orders.length > 0 && (
        <div class="table-wrap">
          <table class="orders">
            <caption class="sr-only">{sort ? "Orders, soonest ship-by day first" : "Orders, newest first"}</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Status</th>
                <th scope="col">Account</th>
                <th scope="col">Lines</th>
                <th scope="col">Ship by</th>
                <th scope="col">Received</th>
              </tr>
            </thead>
            <tbody>
              {list.data.orders.map((o) => (
                <tr key={o.order_ref}>
                  <td>
                    <a href={href(["orders", o.order_ref])}>{o.order_ref}</a>
                    <div class="muted">{o.external_ref}</div>
                  </td>
                  <td>
                    <Status value={o.status} />
                    {o.status_reason && <div class="muted reason">{o.status_reason}</div>}
                  </td>
                  <td data-label="Account">{names.get(o.account_id) ?? o.account_id}</td>
                  <td data-label="Lines">{o.items.reduce((n, i) => n + i.quantity, 0)} in {o.items.length}</td>
                  <td data-testid="ship-by" data-label="Ship by">
                    <time dateTime={o.ship_by}>{o.ship_by}</time>
                    {isLate(o) && <span class="badge late">late</span>}
                    {o.shipping_method && <div class="muted">{o.shipping_method.code}</div>}
                  </td>
                  <td data-label="Received">
                    <When at={o.received_at} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {!found && list.data && (
        <Pager label="Order pages" page={pages.page} hasNext={list.data.next_cursor !== null} onNext={() => pages.next(list.data!.next_cursor!)} onPrevious={pages.previous} />
      )}
    </>
  );
}
