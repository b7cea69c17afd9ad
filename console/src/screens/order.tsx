// Order detail: method, ship-by and costs, addresses, lines and their print files with thumbnails, shipments, the event timeline, webhook
// deliveries, and every action the order allows now (as allowed_actions says).
import type { ComponentChildren } from "preact";
import { useContext, useEffect, useRef, useState } from "preact/hooks";
import { admin } from "../api.js";
import { toShip } from "../../../src/domain/packing-slip.js";
import { href } from "../router.js";
import type { Delivery, Order, OrderLine } from "../types.js";
import { OrderNotes } from "./order-notes.js";
import { OrderReturns } from "./order-returns.js";
import { ActionForm, DraftBadge, Empty, ErrorMessage, Heading, Loading, Status, TestBadge, useLoad, When } from "../ui.js";
import { OrderCustoms, OrderWarnings } from "./customs.js";
import { OrderActions, StaleContext } from "./order-actions.js";
import { TimelineItem, timelineEntries } from "../timeline.js";
import { Costs, ShippingFacts } from "./order-costs.js";
import { SlipButton } from "./slip.js";
import { AccountName, lineName } from "../names.js";
import { ShipFromContext, shipsAbroad } from "../ship-from.js";

type FileInfo = NonNullable<OrderLine["print_files"][string]["print_file"]>;

function Address({ title, lines, children }: { title: string; lines: (string | null | undefined)[]; children?: ComponentChildren }) {
  return (
    <section class="card" aria-label={title}>
      <h3>{title}</h3>
      <address>
        {lines.filter(Boolean).map((l, i) => (
          <div key={i}>{l}</div>
        ))}
      </address>
      {children}
    </section>
  );
}

type ReturnAddressFields = { name: string; address_1: string; address_2?: string | null | undefined; zip: string; city: string; state: string; country: string };

function returnLines(a: ReturnAddressFields): string[] {
  return [a.name, a.address_1, a.address_2 ?? "", `${a.zip} ${a.city}`, `${a.state}, ${a.country}`];
}

/**
 * The return address the order was sold with (fixed at create, what its slip prints). Taken from the account then,
 * it is said to be "as sold"; the account's address now is shown beside it only when it has changed since.
 */
function ReturnAddress({ order }: { order: Order }) {
  const fromAccount = order.return_address_source === "account";
  const account = useLoad(() => (fromAccount ? admin("accounts/get", { account_id: order.account_id }) : Promise.resolve(undefined)), [order.account_id, fromAccount]);
  if (!order.return_address) {
    return (
      <section class="card" aria-label="Return address">
        <h3>Return address</h3>
        <p class="muted">{order.return_address_source === "connected_store" ? "None needed: the account's connected stores handle returns." : "None: the account had no fixed return address when this order was recorded."}</p>
      </section>
    );
  }
  const sold = returnLines(order.return_address);
  const now = account.data?.return_address;
  const nowLines = now ? returnLines(now) : undefined;
  const changed = account.data !== undefined && (nowLines === undefined || nowLines.join("\n") !== sold.join("\n") || (now?.phone ?? "") !== (order.return_address.phone ?? ""));
  return (
    <Address title={fromAccount ? "Return address (the account's, as sold)" : "Return address (from the order)"} lines={sold}>
      {changed && (
        <div data-testid="account-return-now">
          <p class="muted">The account's return address has changed since; this order's slip still prints the one above. The account's now:</p>
          {nowLines ? (
            <address>
              {nowLines.filter(Boolean).map((l, i) => (
                <div key={i}>{l}</div>
              ))}
            </address>
          ) : (
            <p class="muted">none</p>
          )}
        </div>
      )}
    </Address>
  );
}

function FileCard({ label, file }: { label: string; file: FileInfo }) {
  return (
    <figure class="file">
      <a href={`/v1/admin/files/${file.checksum}`} target="_blank" rel="noopener" aria-label={`Open the ${label} full size`}>
        <img src={`/v1/admin/files/${file.checksum}/thumbnail`} alt={`${label} thumbnail`} loading="lazy" width={160} height={160} />
      </a>
      <figcaption>
        <strong>{label}</strong>
        <div>
          {file.width_px} × {file.height_px} px, {file.dpi} DPI
        </div>
        <div>
          {(file.size_bytes / 1024).toFixed(0)} KB, {file.content_type}
        </div>
        {file.low_resolution ? <div class="warn">Low resolution for this print area</div> : null}
      </figcaption>
    </figure>
  );
}

function Lines({ order }: { order: Order }) {
  return (
    <section aria-labelledby="lines-title">
      <h2 id="lines-title">Lines</h2>
      {order.items.map((line, index) => (
        <article class="line card" key={line.item_ref} aria-label={`Line ${index + 1}: ${line.sku}`}>
          <header class="line-head">
            <h3>
              {index + 1}. {lineName(line)} <span class="muted">({line.kind.replace(/_/g, " ")})</span>
            </h3>
            <Status value={line.status} />
          </header>
          <p class="muted">
            {line.item_ref}: quantity {line.quantity}, cancelled {line.cancelled_quantity}, shipped {line.shipped_quantity}, open{" "}
            {line.quantity - line.cancelled_quantity - line.shipped_quantity}
            {line.allocated_quantity !== null && line.quantity - line.cancelled_quantity - line.shipped_quantity > 0 && (
              <span data-testid="line-stock">
                ; stock: {line.allocated_quantity} allocated, {line.backordered_quantity ?? 0} backordered
              </span>
            )}
          </p>
          {Object.keys(line.print_files).length === 0 && <p class="muted">No print files for this line.</p>}
          {Object.entries(line.print_files).map(([area, files]) => (
            <div class="area" key={area}>
              <h4>
                {area}: <Status value={files.status} />
              </h4>
              {files.reason && <p class="error-text">{files.reason}</p>}
              <div class="files">
                {files.print_file && <FileCard label={`${area} print file`} file={files.print_file} />}
                {files.preview && <FileCard label={`${area} preview`} file={files.preview} />}
              </div>
            </div>
          ))}
        </article>
      ))}
    </section>
  );
}

function Timeline({ order, version }: { order: Order; version: number }) {
  const events = useLoad(() => admin("orders/events", { order_ref: order.order_ref, limit: 500 }), [order.order_ref, version]);
  return (
    <section aria-labelledby="timeline-title">
      <h2 id="timeline-title">Timeline</h2>
      {events.loading && !events.data && <Loading what="events" />}
      <ErrorMessage error={events.error} title="Events not loaded" />
      {events.data && (
        <ol class="timeline">
          <li data-testid="timeline-entry">
            <strong>The merchant placed the order</strong> <When at={order.received_at} /> <Status value="received" />
          </li>
          {timelineEntries(events.data.events, events.data.activity).map((entry) => (
            <TimelineItem key={entry.key} entry={entry} />
          ))}
        </ol>
      )}
      {events.data?.more && <p class="muted">Only the first 500 events are shown.</p>}
    </section>
  );
}

/** After a refused change (order_changed): what happened since the page read the order, and that nothing was done. */
function StaleNotice({ orderRef, since, onDismiss }: { orderRef: string; since: number; onDismiss: () => void }) {
  const changes = useLoad(() => admin("orders/events", { order_ref: orderRef, after_sequence: since, limit: 50 }), [orderRef, since]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section class="stale" role="alert" aria-labelledby="stale-title" data-testid="stale-notice">
      <h2 id="stale-title" tabIndex={-1} ref={heading}>
        This order changed while the page was open: your change was not made
      </h2>
      {changes.data && (
        <ul class="plain">
          {timelineEntries(changes.data.events).map((entry) => (
            <li key={entry.key}>
              {entry.summary} <When at={entry.at} />
            </li>
          ))}
        </ul>
      )}
      <ErrorMessage error={changes.error} title="What changed could not be loaded" />
      <p>The page now shows the order as it is. Check it, then decide again.</p>
      <button type="button" onClick={onDismiss}>
        Dismiss
      </button>
    </section>
  );
}

function Deliveries({ orderRef, version }: { orderRef: string; version: number }) {
  const [tick, setTick] = useState(0);
  const list = useLoad(() => admin("orders/deliveries", { order_ref: orderRef, limit: 100 }), [orderRef, version, tick]);
  return (
    <section aria-labelledby="deliveries-title">
      <h2 id="deliveries-title">Webhook deliveries</h2>
      {list.loading && !list.data && <Loading what="deliveries" />}
      <ErrorMessage error={list.error} title="Deliveries not loaded" />
      {list.data && list.data.deliveries.length === 0 && <Empty>No webhook deliveries for this order (its account may have no endpoint).</Empty>}
      {list.data && list.data.deliveries.length > 0 && <DeliveryTable deliveries={list.data.deliveries} onChange={() => setTick((t) => t + 1)} />}
    </section>
  );
}

export function DeliveryTable({ deliveries, onChange }: { deliveries: Delivery[]; onChange: () => void }) {
  return (
    <div class="table-wrap">
      <table class="deliveries">
        <caption class="sr-only">Deliveries, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Status</th>
            <th scope="col">Attempts</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((d) => (
            <tr key={d.delivery_id} data-testid="delivery">
              <td>
                <strong>{d.event_type}</strong>
                {d.test && <span class="tag">test event</span>}
                <div class="muted">
                  {d.event_id} → <a href={href(["webhooks", d.webhook_id])}>{d.webhook_id}</a>
                </div>
                <div class="muted">
                  {d.test ? <>sample order {d.order_ref}</> : <>order <a href={href(["orders", d.order_ref])}>{d.order_ref}</a></>}
                </div>
              </td>
              <td>
                <Status value={d.status} />
                {d.next_attempt_at && (
                  <div class="muted">
                    next try <When at={d.next_attempt_at} />
                  </div>
                )}
              </td>
              <td>
                {d.attempts.length === 0 ? (
                  <span class="muted">not tried yet</span>
                ) : (
                  <details>
                    <summary>
                      {d.attempt_count} attempt{d.attempt_count === 1 ? "" : "s"}, last {d.attempts[d.attempts.length - 1]!.http_status ?? "no answer"}
                    </summary>
                    <ol class="attempts">
                      {d.attempts.map((a) => (
                        <li key={a.attempt}>
                          <When at={a.at} />: {a.http_status !== null ? `HTTP ${a.http_status}` : "no answer"}, {a.latency_ms} ms
                          {a.error && <div class="error-text">{a.error}</div>}
                          {a.response_body && <pre class="excerpt">{a.response_body}</pre>}
                        </li>
                      ))}
                    </ol>
                  </details>
                )}
              </td>
              <td>
                {d.status !== "pending" && (
                  <ActionForm label="Redeliver" busyLabel="Queueing" action={() => admin("webhooks/redeliver", { webhook_id: d.webhook_id, delivery_id: d.delivery_id })} done={onChange} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The slip lists what is still to ship, so the service refuses it (409 nothing_to_ship) once every line is shipped or
 * cancelled: the button is offered only while some line has something left (the same rule, toShip, bundled).
 */
function SlipSection({ order }: { order: Order }) {
  const printable = order.items.some((line) => toShip(line) > 0);
  return (
    <section aria-labelledby="slip-title" class="card">
      <h2 id="slip-title">Packing slip</h2>
      {printable ? (
        <SlipButton orderRef={order.order_ref} />
      ) : (
        <p class="muted" data-testid="no-slip">
          No packing slip for the order: nothing is left to ship ({order.status.replace(/_/g, " ")}).
          {order.shipments.length > 0 && " Each shipment under Actions has its own slip of what that parcel held; a reshipment's lists what is sent again."}
        </p>
      )}
    </section>
  );
}

export function OrderScreen({ orderRef }: { orderRef: string }) {
  const order = useLoad(() => admin("orders/get", { order_ref: orderRef }), [orderRef]);
  const shipFrom = useContext(ShipFromContext);
  const [version, setVersion] = useState(0);
  const [staleSince, setStaleSince] = useState<number | undefined>(undefined);
  // "asked": an action reloads the order; "loading": the reload is under way; then the focus is placed.
  const acted = useRef<"no" | "asked" | "loading">("no");
  const changed = () => {
    order.reload();
    setVersion((v) => v + 1);
    acted.current = "asked";
  };
  const stale = (seen: number) => {
    setStaleSince(seen);
    changed();
  };
  // After an action whose button went away (the order no longer allows it), the focus goes to the result: the
  // heading, which says the order's status now, instead of falling back to the top of the page.
  useEffect(() => {
    if (acted.current === "asked" && order.loading) acted.current = "loading";
    else if (acted.current === "loading" && !order.loading) {
      acted.current = "no";
      const focused = document.activeElement;
      if (!focused || focused === document.body || !focused.isConnected) document.querySelector<HTMLElement>("main h1")?.focus();
    }
  }, [order.loading]);
  if (order.loading && !order.data) return <Loading what={`order ${orderRef}`} />;
  if (!order.data)
    return (
      <>
        <Heading>Order {orderRef}</Heading>
        <ErrorMessage error={order.error} title="Order not loaded" />
        <p>
          <a href={href(["orders"])}>Back to the orders</a>
        </p>
      </>
    );
  const o = order.data;
  return (
    <>
      <p class="crumbs">
        <a href={href(["orders"])}>Orders</a> / {o.order_ref}
      </p>
      <Heading>
        Order {o.order_ref} <Status value={o.status} />
        {o.mode === "test" && <TestBadge />}
        {o.status === "draft" && <DraftBadge />}
      </Heading>
      {o.mode === "test" && (
        <p class="muted" data-testid="test-order">
          A test order of a sandbox account: never produced; the sandbox (or the merchant, with sandbox/advance) moves it on.
        </p>
      )}
      <ErrorMessage error={order.error} title="Order not refreshed" />
      <OrderWarnings order={o} />
      <dl class="facts">
        <dt>External ref</dt>
        <dd>{o.external_ref}</dd>
        <dt>Account</dt>
        <dd>
          <AccountName id={o.account_id} name={o.account_name} />
        </dd>
        {o.status_reason && (
          <>
            <dt>Reason</dt>
            <dd data-testid="status-reason">{o.status_reason}</dd>
          </>
        )}
        <dt>Received</dt>
        <dd>
          <When at={o.received_at} />
        </dd>
        <dt>Editable until</dt>
        <dd>
          <When at={o.editable_until} />
        </dd>
        <ShippingFacts order={o} />
        {o.stock !== "not_tracked" && (
          <>
            <dt>Stock</dt>
            <dd data-testid="order-stock">{o.stock === "allocated" ? "allocated: every counted line has its units" : "backordered: a line waits for stock (production waits too)"}</dd>
          </>
        )}
        <dt>Insert</dt>
        <dd>{o.insert_id ?? "none"}</dd>
        {o.order_note && (
          <>
            <dt>Note</dt>
            <dd>{o.order_note}</dd>
          </>
        )}
      </dl>
      {staleSince !== undefined && <StaleNotice orderRef={o.order_ref} since={staleSince} onDismiss={() => setStaleSince(undefined)} />}
      <div class="two">
        <StaleContext.Provider value={stale}>
          <OrderActions order={o} onChange={changed} />
        </StaleContext.Provider>
        <SlipSection order={o} />
      </div>
      <div class="two">
        <Address
          title="Ship to"
          lines={[o.shipping_name, o.shipping_address_1, o.shipping_address_2, `${o.shipping_zip} ${o.shipping_city}`, [o.shipping_state, o.shipping_country].filter(Boolean).join(", "), o.shipping_phone]}
        />
        <ReturnAddress order={o} />
      </div>
      <Costs order={o} />
      <Lines order={o} />
      <OrderReturns order={o} onChange={changed} />
      <OrderNotes orderRef={o.order_ref} notes={o.notes} onChange={order.reload} />
      {shipsAbroad(o, shipFrom) && <OrderCustoms order={o} />}
      <Timeline order={o} version={version} />
      <Deliveries orderRef={o.order_ref} version={version} />
    </>
  );
}
