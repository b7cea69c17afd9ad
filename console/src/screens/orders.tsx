// Orders: search (q: references, ship-to name, city, zip, tracking numbers; "/" focuses the box), filter by status,
// account, received dates, SKU, method, lateness or work queue, newest first or by ship-by day; page through them.
import { useEffect, useRef, useState } from "preact/hooks";
import { admin } from "../api.js";
import { ExportButton } from "../export-button.js";
import { go, href, urlPages } from "../router.js";
import { isLate } from "../late.js";
import { ORDER_STATUSES } from "../types.js";
import { DraftBadge, Empty, ErrorMessage, Field, Heading, Loading, Pager, Select, Status, TestBadge, useLoad, When } from "../ui.js";
import { BulkBar, MAX_BULK_SELECTION, OutcomeSummary, SelectionLine, type OrdersFilter, type Outcome, type Selection } from "./bulk.js";

const PAGE_SIZE = 25;

/** The work queues of the overview's tiles (orders/counts), as the list names them. */
const QUEUES: Record<NonNullable<OrdersFilter["queue"]>, string> = {
  ready_to_produce: "Ready to produce",
  files_stuck: "Files stuck",
  forced_unready: "Forced, files not ready",
  shipment_exceptions: "Shipment exceptions",
  late: "Late",
  backordered: "Backordered",
};

/** The value if it is one of `values` (an address someone typed may hold anything), else "". */
function oneOf<T extends string>(values: readonly T[], value: string | null): T | "" {
  return values.find((v) => v === value) ?? "";
}

/** A day (YYYY-MM-DD) as the instant it starts, UTC; `next`: the instant the following day starts. */
function dayStart(day: string, next = false): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const at = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return undefined;
  if (next) at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().replace(".000Z", "Z");
}

/** "/" anywhere but in a field focuses the search box, as in most web apps. */
function useSlashFocus(target: { current: HTMLInputElement | null }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "/" || e.ctrlKey || e.metaKey || e.altKey) return;
      const at = e.target as HTMLElement | null;
      if (at && (at.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(at.tagName))) return;
      e.preventDefault();
      target.current?.focus();
      target.current?.select();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [target]);
}

/**
 * The orders ticked (on any page of the list: moving between pages keeps them, so a selection may span pages), or
 * every order the filter finds; forgotten when the search or a filter changes, or after a bulk action.
 */
function useSelection(listKey: string) {
  const [refs, setRefs] = useState<ReadonlySet<string>>(new Set());
  const [all, setAll] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  useEffect(() => {
    setRefs(new Set());
    setAll(false);
    setOutcome(undefined);
  }, [listKey]);
  return {
    refs,
    all,
    outcome,
    tick: (ref: string, on: boolean) => {
      setAll(false);
      setRefs((now) => {
        const next = new Set(now);
        if (on) next.add(ref);
        else next.delete(ref);
        return next;
      });
    },
    page: (pageRefs: string[], on: boolean) => {
      setAll(false);
      setRefs((now) => {
        const next = new Set(now);
        for (const ref of pageRefs) {
          if (on) next.add(ref);
          else next.delete(ref);
        }
        return next;
      });
    },
    everyMatching: () => setAll(true),
    clear: () => {
      setAll(false);
      setRefs(new Set());
    },
    done: (result: Outcome) => {
      setAll(false);
      setRefs(new Set());
      setOutcome(result);
    },
  };
}

export function OrdersScreen({ query }: { query: URLSearchParams }) {
  const status = oneOf(ORDER_STATUSES, query.get("status"));
  const accountId = query.get("account") ?? "";
  const q = query.get("q") ?? "";
  const sandbox = query.get("test") ?? "";
  const drafts = query.get("drafts") ?? "";
  const late = query.get("late") === "true" ? "true" : "";
  const method = query.get("method") ?? "";
  const sort = query.get("sort") === "ship_by" ? "ship_by" : "";
  const from = query.get("from") ?? "";
  const to = query.get("to") ?? "";
  const sku = query.get("sku") ?? "";
  const queue = oneOf(Object.keys(QUEUES) as (keyof typeof QUEUES)[], query.get("queue"));
  const pages = urlPages(["orders"], query);
  const methods = useLoad(() => admin("shipping-methods/list", {}), []);
  const [text, setText] = useState(q);
  const [fromText, setFrom] = useState(from);
  const [toText, setTo] = useState(to);
  const [skuText, setSku] = useState(sku);
  const searchBox = useRef<HTMLInputElement>(null);
  useSlashFocus(searchBox);
  const accounts = useLoad(() => admin("accounts/list", { limit: 100 }), []);
  const receivedAfter = dayStart(from);
  const receivedBefore = dayStart(to, true);
  // The list's filter (every field but its page and sort): what "select all matching" hands to the bulk actions.
  const listFilter: OrdersFilter = {
    ...(q ? { q } : {}),
    ...(status ? { status } : {}),
    ...(accountId ? { account_id: accountId } : {}),
    ...(sandbox ? { include_test: true } : {}),
    ...(drafts ? { include_drafts: true } : {}),
    ...(late ? { late: true } : {}),
    ...(method ? { shipping_method: method } : {}),
    ...(receivedAfter ? { received_after: receivedAfter } : {}),
    ...(receivedBefore ? { received_before: receivedBefore } : {}),
    ...(sku ? { sku } : {}),
    ...(queue ? { queue } : {}),
  };
  const list = useLoad(
    () =>
      admin("orders/list", {
        limit: PAGE_SIZE,
        ...listFilter,
        ...(sort ? { sort } : {}),
        ...(pages.cursor ? { cursor: pages.cursor } : {}),
      }),
    [q, status, accountId, sandbox, drafts, late, method, from, to, sku, queue, sort, pages.cursor],
  );
  const selection = useSelection(JSON.stringify(listFilter));
  type Filters = { status?: string; account?: string; test?: string; drafts?: string; q?: string; late?: string; method?: string; sort?: string; from?: string; to?: string; sku?: string; queue?: string };
  const filter = (next: Filters) => {
    // A new filter starts at the first page: go() leaves the page trail out.
    go(["orders"], { q, status, account: accountId, test: sandbox, drafts, late, method, sort, from, to, sku, queue, ...next });
  };
  const filtered = q || status || accountId || late || method || from || to || sku || queue;
  const pageRefs = list.data?.orders.map((o) => o.order_ref) ?? [];
  const wholePage = pageRefs.length > 0 && pageRefs.every((ref) => selection.refs.has(ref));
  const total = list.data?.total_count;
  const bulkTarget: Selection | undefined =
    selection.all && typeof total === "number" && total <= MAX_BULK_SELECTION
      ? { kind: "filter", filter: listFilter, count: total }
      : selection.refs.size > 0
        ? { kind: "refs", refs: [...selection.refs] }
        : undefined;
  return (
    <>
      <Heading>{queue ? `Orders: ${QUEUES[queue].toLowerCase()}` : "Orders"}</Heading>
      <p class="muted">
        Tick orders to act on several at once. <a href={href(["import"])}>Import shipments from a CSV file</a>
      </p>
      <div class="toolbar">
        <form
          class="inline"
          role="search"
          aria-label="Search orders"
          onSubmit={(e) => {
            e.preventDefault();
            filter({ q: text.trim(), from: fromText, to: toText, sku: skuText.trim() });
          }}
        >
          <div class="field">
            <label for="order-search">Search</label>
            <input
              id="order-search"
              type="search"
              ref={searchBox}
              value={text}
              onInput={(e) => setText((e.target as HTMLInputElement).value)}
              placeholder="ref, name, city, zip, tracking number"
              aria-describedby="order-search-hint"
              aria-keyshortcuts="/"
            />
            <small id="order-search-hint" class="hint">
              Press / to search. Each word begins a reference, a word of the ship-to name, city or zip, or a tracking number.
            </small>
          </div>
          <Field label="Received from" type="date" value={fromText} onValue={setFrom} />
          <Field label="Received to" type="date" value={toText} onValue={setTo} />
          <Field label="SKU" value={skuText} onValue={setSku} placeholder="any SKU" />
          <button type="submit">Search</button>
          {(q || from || to || sku || queue) && (
            <button
              type="button"
              onClick={() => {
                setText("");
                setFrom("");
                setTo("");
                setSku("");
                filter({ q: undefined, from: undefined, to: undefined, sku: undefined, queue: undefined });
              }}
            >
              Clear search
            </button>
          )}
        </form>
        <div class="inline" role="group" aria-label="Filter orders">
          <Select
            label="Status"
            value={status}
            options={[{ value: "", label: "Any status" }, ...ORDER_STATUSES.map((s) => ({ value: s, label: s.replace(/_/g, " ") }))]}
            onValue={(value) => filter({ status: value })}
          />
          <Select
            label="Account"
            value={accountId}
            options={[{ value: "", label: "Every account" }, ...(accounts.data?.accounts ?? []).map((a) => ({ value: a.account_id, label: a.name }))]}
            onValue={(value) => filter({ account: value })}
          />
          <Select
            label="Sandbox"
            value={sandbox}
            options={[
              { value: "", label: "Live orders only" },
              { value: "1", label: "Test orders too" },
            ]}
            onValue={(value) => filter({ test: value })}
          />
          <Select
            label="Drafts"
            value={drafts}
            options={[
              { value: "", label: "Without drafts" },
              { value: "1", label: "Drafts too" },
            ]}
            onValue={(value) => filter({ drafts: value })}
          />
          <Select
            label="Lateness"
            value={late}
            options={[
              { value: "", label: "Late or not" },
              { value: "true", label: "Late only (ship-by day passed, not shipped)" },
            ]}
            onValue={(value) => filter({ late: value })}
          />
          <Select
            label="Shipping method"
            value={method}
            options={[{ value: "", label: "Any method" }, ...(methods.data?.methods ?? []).map((m) => ({ value: m.code, label: `${m.name} (${m.code})` }))]}
            onValue={(value) => filter({ method: value })}
          />
          <Select
            label="Sort"
            value={sort}
            options={[
              { value: "", label: "Newest first" },
              { value: "ship_by", label: "Ship-by day, soonest first" },
            ]}
            onValue={(value) => filter({ sort: value })}
          />
        </div>
      </div>
      {list.loading && <Loading what="orders" />}
      <ErrorMessage error={list.error} title="Orders not loaded" />
      {list.data && (
        <p class="muted count-line" role="status" data-testid="total-count">
          {list.data.total_count === 1 ? "1 order" : `${typeof list.data.total_count === "number" ? list.data.total_count.toLocaleString("en") : "More than 10,000"} orders`}
          {filtered ? (list.data.total_count === 1 ? " matches" : " match") : ""}
          {selection.refs.size > 0 && !selection.all && (
            <span data-testid="ticked-count">
              {" "}
              · {selection.refs.size.toLocaleString("en")} ticked{selection.refs.size > pageRefs.filter((ref) => selection.refs.has(ref)).length ? " (on several pages)" : ""}
            </span>
          )}
        </p>
      )}
      {list.data && <ExportButton operation="orders/export" filter={listFilter} file="orders.csv" label="Export these orders (CSV)" what="every order of this search and these filters, a row per line" />}
      {selection.outcome && <OutcomeSummary outcome={selection.outcome} />}
      {list.data && wholePage && total !== undefined && (
        <SelectionLine onPage={pageRefs.length} total={total} all={selection.all} onAll={selection.everyMatching} onClear={selection.clear} />
      )}
      {bulkTarget && (
        <BulkBar
          selection={bulkTarget}
          onDone={(outcome) => {
            selection.done(outcome);
            list.reload();
          }}
        />
      )}
      {list.data && list.data.orders.length === 0 && <Empty>{filtered ? "No order matches this search and these filters." : "No orders yet."}</Empty>}
      {list.data && list.data.orders.length > 0 && (
        <div class="table-wrap">
          <table class="orders">
            <caption class="sr-only">{sort ? "Orders, soonest ship-by day first" : "Orders, newest first"}</caption>
            <thead>
              <tr>
                <th scope="col" class="pick">
                  <input
                    id="pick-page"
                    type="checkbox"
                    checked={wholePage}
                    indeterminate={!wholePage && pageRefs.some((ref) => selection.refs.has(ref))}
                    onChange={(e) => selection.page(pageRefs, (e.target as HTMLInputElement).checked)}
                  />
                  <label for="pick-page" class="pick-label">
                    Select every order on this page
                  </label>
                </th>
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
                <tr key={o.order_ref} class={selection.refs.has(o.order_ref) || selection.all ? "picked" : undefined}>
                  <td class="pick">
                    <input
                      type="checkbox"
                      aria-label={`Select ${o.order_ref}`}
                      checked={selection.refs.has(o.order_ref) || selection.all}
                      onChange={(e) => selection.tick(o.order_ref, (e.target as HTMLInputElement).checked)}
                    />
                  </td>
                  <td>
                    <a href={href(["orders", o.order_ref])}>{o.order_ref}</a>
                    {o.mode === "test" && <TestBadge />}
                    {o.status === "draft" && <DraftBadge />}
                    <div class="muted">{o.external_ref}</div>
                  </td>
                  <td>
                    <Status value={o.status} />
                    {o.status_reason && <div class="muted reason">{o.status_reason}</div>}
                  </td>
                  <td data-label="Account" title={o.account_id}>{o.account_name}</td>
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
      {list.data && (
        <Pager label="Order pages" page={pages.page} hasNext={list.data.next_cursor !== null} onNext={() => pages.next(list.data!.next_cursor!)} onPrevious={pages.previous} />
      )}
    </>
  );
}
