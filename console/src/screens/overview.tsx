// Overview: orders counted by status, the work queue (each tile opens the orders it counts), orders on hold with their
// reasons, webhook endpoints that are failing.
import { admin } from "../api.js";
import { href } from "../router.js";
import { ORDER_STATUSES, type Counts } from "../types.js";
import { Empty, ErrorMessage, Heading, Loading, Status, useLoad, When } from "../ui.js";

export function OverviewScreen() {
  const counts = useLoad(() => admin("orders/counts"), []);
  const held = useLoad(() => admin("orders/list", { status: "on_hold", limit: 20 }), []);
  const hooks = useLoad(() => admin("webhooks/list", { limit: 100 }), []);
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
            {/* Drafts wait for their merchants, not the operator: orders/counts leaves them out, and so do the tiles. */}
            {ORDER_STATUSES.filter((status) => status !== "draft").map((status) => (
              <li key={status}>
                <a href={href(["orders"], { status })} class="tile">
                  <span class="tile-count" data-testid={`count-${status}`}>
                    {counts.data!.counts[status]}
                  </span>
                  <Status value={status} />
                  {waited(counts.data!, status)}
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
      {counts.data && <WorkQueue counts={counts.data} />}
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

/** The work-queue tiles of orders/counts: what can go to production, and what needs someone's attention. */
const QUEUES = [
  { queue: "ready_to_produce", label: "ready to produce", note: "received, files ready, edit window over", alarm: false },
  { queue: "files_stuck", label: "files stuck", note: "a print file failed or pending over 15 minutes", alarm: true },
  { queue: "forced_unready", label: "forced, files not ready", note: "in production with print files not ready", alarm: true },
  { queue: "shipment_exceptions", label: "shipment exceptions", note: "latest shipment in exception or returned", alarm: true },
  { queue: "backordered", label: "backordered", note: "a counted line waits for stock", alarm: false },
] as const;

function WorkQueue({ counts }: { counts: Counts }) {
  return (
    <section aria-labelledby="queue-title">
      <h2 id="queue-title">Work queue</h2>
      <ul class="tiles">
        {QUEUES.map(({ queue, label, note, alarm }) => (
          <li key={queue}>
            <a href={href(["orders"], { queue })} class={`tile${alarm && counts[queue] > 0 ? " tile-late" : ""}`} aria-label={`${counts[queue]} ${label}: ${note}`}>
              <span class="tile-count" data-testid={`count-${queue}`}>
                {counts[queue]}
              </span>
              {label}
              <span class="muted tile-note">{note}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "oldest 3 h" under a waiting status's tile: how long its oldest order has been in the service. */
function waited(counts: Counts, status: string) {
  const minutes = (counts.oldest_waiting_minutes as Record<string, number | null>)[status];
  if (minutes === undefined || minutes === null) return null;
  const text = minutes < 60 ? `${minutes} min` : minutes < 48 * 60 ? `${Math.floor(minutes / 60)} h` : `${Math.floor(minutes / 1440)} days`;
  return <span class="muted tile-note" data-testid={`oldest-${status}`}>oldest {text}</span>;
}
