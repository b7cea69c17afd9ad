// Order detail: method, ship-by and costs, addresses, lines and their print files with thumbnails, shipments, the event timeline, webhook
// deliveries, and every action the order allows now (as allowed_actions says).
import { useEffect, useRef, useState } from "preact/hooks";
import { admin } from "../api.js";
import { toShip } from "../../../src/domain/packing-slip.js";
import { showMoney } from "../money.js";
import { href } from "../router.js";
import type { Delivery, Order, OrderEvent, OrderLine } from "../types.js";
import { ActionForm, Empty, ErrorMessage, Heading, Loading, Status, useLoad, When } from "../ui.js";
import { OrderCustoms, OrderWarnings } from "./customs.js";
import { OrderActions } from "./order-actions.js";
import { Costs, ShippingFacts } from "./order-costs.js";
import { SlipButton } from "./slip.js";

type FileInfo = NonNullable<OrderLine["print_files"][string]["print_file"]>;

function Address({ title, lines }: { title: string; lines: (string | null | undefined)[] }) {
  return (
    <section class="card" aria-label={title}>
      <h3>{title}</h3>
      <address>
        {lines.filter(Boolean).map((l, i) => (
          <div key={i}>{l}</div>
        ))}
      </address>
    </section>
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
              {index + 1}. {line.sku} <span class="muted">({line.kind.replace(/_/g, " ")})</span>
            </h3>
            <Status value={line.status} />
          </header>
          <p class="muted">
            {line.item_ref}: quantity {line.quantity}, cancelled {line.cancelled_quantity}, shipped {line.shipped_quantity}, open{" "}
            {line.quantity - line.cancelled_quantity - line.shipped_quantity}
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

function Timeline({ orderRef, version }: { orderRef: string; version: number }) {
  const events = useLoad(() => admin<{ events: OrderEvent[]; more: boolean }>("orders/events", { order_ref: orderRef, limit: 500 }), [orderRef, version]);
  return (
    <section aria-labelledby="timeline-title">
      <h2 id="timeline-title">Timeline</h2>
      {events.loading && !events.data && <Loading what="events" />}
      <ErrorMessage error={events.error} title="Events not loaded" />
      {events.data && events.data.events.length === 0 && <Empty>No events yet.</Empty>}
      {events.data && events.data.events.length > 0 && (
        <ol class="timeline">
          {events.data.events.map((e) => (
            <li key={e.id}>
              <span class="seq">#{e.sequence}</span> <strong>{e.type}</strong> <When at={e.occurred_at} /> <Status value={text(e.data.status)} />
              {describe(e) && <div class="muted">{describe(e)}</div>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function text(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

function describe(e: OrderEvent): string {
  const d = e.data;
  const parts: string[] = [];
  if (d.previous_status) parts.push(`from ${text(d.previous_status)}`);
  if (d.reason) parts.push(`reason: ${text(d.reason)}`);
  if (d.forced) parts.push("forced past the files gate");
  const total = (costs: unknown) => (costs && typeof costs === "object" && "total" in costs ? showMoney((costs as { total: { amount: number; currency: string } }).total) : "not priced");
  if (e.type === "order.costs_changed") parts.push(`total ${total(d.previous_costs)} → ${total(d.costs)}`);
  const shipment = d.shipment as { carrier?: string; tracking_number?: string; reshipment?: boolean; status?: string } | undefined;
  if (shipment) parts.push(`${shipment.reshipment ? "reshipment " : ""}${shipment.carrier ?? ""} ${shipment.tracking_number ?? ""}${e.type === "shipment.status_changed" ? ` → ${shipment.status}` : ""}`);
  return parts.join("; ");
}

function Deliveries({ orderRef, version }: { orderRef: string; version: number }) {
  const [tick, setTick] = useState(0);
  const list = useLoad(() => admin<{ deliveries: Delivery[] }>("orders/deliveries", { order_ref: orderRef, limit: 100 }), [orderRef, version, tick]);
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
  const order = useLoad(() => admin<Order>("orders/get", { order_ref: orderRef }), [orderRef]);
  const [version, setVersion] = useState(0);
  // "asked": an action reloads the order; "loading": the reload is under way; then the focus is placed.
  const acted = useRef<"no" | "asked" | "loading">("no");
  const changed = () => {
    order.reload();
    setVersion((v) => v + 1);
    acted.current = "asked";
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
      </Heading>
      <ErrorMessage error={order.error} title="Order not refreshed" />
      <OrderWarnings order={o} />
      <dl class="facts">
        <dt>External ref</dt>
        <dd>{o.external_ref}</dd>
        <dt>Account</dt>
        <dd>
          <a href={href(["accounts", o.account_id])}>{o.account_id}</a>
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
        <dt>Insert</dt>
        <dd>{o.insert_id ?? "none"}</dd>
        {o.order_note && (
          <>
            <dt>Note</dt>
            <dd>{o.order_note}</dd>
          </>
        )}
      </dl>
      <div class="two">
        <OrderActions order={o} onChange={changed} />
        <SlipSection order={o} />
      </div>
      <div class="two">
        <Address
          title="Ship to"
          lines={[o.shipping_name, o.shipping_address_1, o.shipping_address_2, `${o.shipping_zip} ${o.shipping_city}`, [o.shipping_state, o.shipping_country].filter(Boolean).join(", "), o.shipping_phone]}
        />
        {o.return_address ? (
          <Address
            title={o.return_address_source === "account" ? "Return address (the account's)" : "Return address (from the order)"}
            lines={[o.return_address.name, o.return_address.address_1, o.return_address.address_2, `${o.return_address.zip} ${o.return_address.city}`, `${o.return_address.state}, ${o.return_address.country}`]}
          />
        ) : (
          <section class="card" aria-label="Return address">
            <h3>Return address</h3>
            <p class="muted">{o.return_address_source === "connected_store" ? "None needed: the account's connected stores handle returns." : "None."}</p>
          </section>
        )}
      </div>
      <Costs order={o} />
      <Lines order={o} />
      <OrderCustoms order={o} />
      <Timeline orderRef={o.order_ref} version={version} />
      <Deliveries orderRef={o.order_ref} version={version} />
    </>
  );
}
