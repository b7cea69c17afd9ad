// Overview: orders counted by status and the late ones, orders on hold with their reasons, webhook endpoints that are failing.
import { admin } from "../api.js";
import { href } from "../router.js";
import { ORDER_STATUSES, type Counts, type Order, type Webhook } from "../types.js";
import { Empty, ErrorMessage, Heading, Loading, Status, useLoad, When } from "../ui.js";

export function OverviewScreen() {
  const counts = useLoad(() => admin<Counts>("orders/counts"), []);
  const held = useLoad(() => admin<{ orders: Order[]; next_cursor: string | null }>("orders/list", { status: "on_hold", limit: 20 }), []);
  const hooks = useLoad(() => admin<{ webhooks: Webhook[] }>("webhooks/list", { limit: 100 }), []);
  const failing = hooks.data?.webhooks.filter((w) => w.failing_since !== null || !w.enabled) ?? [];
  return (
    <>
      <Heading>Overview</Heading>
      <section aria-labelledby="counts-title">
        <h2 id="counts-title">Orders by status</h2>
        {counts.loading && !counts.data && <Loading what="counts" />}
        <ErrorMessage error={counts.error} title="Counts not loaded" />
        {counts.data && (
          <ul class="tiles">
            {ORDER_STATUSES.map((status) => (
              <li key={status}>
                <a href={href(["orders"], { status })} class="tile">
                  <span class="tile-count" data-testid={`count-${status}`}>
                    {counts.data!.counts[status]}
                  </span>
                  <Status value={status} />
                </a>
              </li>
            ))}
            <li>
              <a href={href(["orders"])} class="tile">
                <span class="tile-count">{counts.data.total}</span> all orders
              </a>
            </li>
            <li>
              <a href={href(["orders"], { late: "true", sort: "ship_by" })} class={`tile${counts.data.late > 0 ? " tile-late" : ""}`} aria-label={`${counts.data.late} late: ship-by day passed, not shipped`}>
                <span class="tile-count" data-testid="count-late">
                  {counts.data.late}
                </span>
                <span class="badge late">late</span>
                <span class="muted tile-note">ship-by day passed, not shipped</span>
              </a>
            </li>
          </ul>
        )}
      </section>
      <section aria-labelledby="held-title">
        <h2 id="held-title">Orders on hold</h2>
        {held.loading && !held.data && <Loading what="orders on hold" />}
        <ErrorMessage error={held.error} title="Orders on hold not loaded" />
        {held.data && held.data.orders.length === 0 && <Empty>No order is on hold.</Empty>}
        {held.data && held.data.orders.length > 0 && (
          <div class="table-wrap">
            <table>
              <caption class="sr-only">Orders on hold, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Reason</th>
                  <th scope="col">Received</th>
                </tr>
              </thead>
              <tbody>
                {held.data.orders.map((o) => (
                  <tr key={o.order_ref}>
                    <td>
                      <a href={href(["orders", o.order_ref])}>{o.order_ref}</a>
                      <div class="muted">{o.external_ref}</div>
                    </td>
                    <td>{o.status_reason ?? <span class="muted">no reason recorded</span>}</td>
                    <td>
                      <When at={o.received_at} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {held.data.next_cursor && (
              <p>
                <a href={href(["orders"], { status: "on_hold" })}>All orders on hold →</a>
              </p>
            )}
          </div>
        )}
      </section>
      <section aria-labelledby="failing-title">
        <h2 id="failing-title">Webhook endpoints failing</h2>
        {hooks.loading && !hooks.data && <Loading what="webhook endpoints" />}
        <ErrorMessage error={hooks.error} title="Webhook endpoints not loaded" />
        {hooks.data && failing.length === 0 && <Empty>Every webhook endpoint is delivering.</Empty>}
        {failing.length > 0 && (
          <ul class="plain">
            {failing.map((w) => (
              <li key={w.webhook_id}>
                <a href={href(["webhooks", w.webhook_id])}>{w.url}</a>{" "}
                {w.enabled ? (
                  <span>
                    failing since <When at={w.failing_since} />
                  </span>
                ) : (
                  <span class="warn">disabled: {w.disabled_reason ?? "by the operator"}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
