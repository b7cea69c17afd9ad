// What the operator may do to an order now, from its allowed_actions: status changes (force past the files gate
// with a reason), retry files, ship with per-line quantities, reship, and record a shipment's progress.
import { createContext } from "preact";
import { useContext, useState } from "preact/hooks";
import { admin, ApiError } from "../api.js";
import { localRefusal } from "../form-errors.js";
import { SHIPMENT_UPDATES, type Order, type OrderStatus, type Shipment } from "../types.js";
import { ActionForm, Check, Field, Select, Status, When } from "../ui.js";
import { ShippedItems } from "../names.js";
import { SlipButton } from "./slip.js";

/** Told when a change was refused because the order moved on since the page read it (the sequence the page had seen). */
export const StaleContext = createContext<(seen: number) => void>(() => undefined);

/**
 * Sends an order change with the sequence the page shows (API.md §20): a colleague's change since then makes the
 * service refuse it with order_changed, and the page reloads the order and says what changed instead of undoing it.
 */
function useChange() {
  const onStale = useContext(StaleContext);
  return async <T,>(order: Order, operation: string, body: Record<string, unknown>): Promise<T> => {
    try {
      return await admin<T>(operation, { ...body, order_ref: order.order_ref, expected_sequence: order.sequence });
    } catch (error) {
      if (error instanceof ApiError && error.errors.some((e) => e.code === "order_changed")) {
        onStale(order.sequence);
        throw new ApiError("Not done: the order changed while this page was open. It has been reloaded; see what changed above, then decide again.", error.status, [], error.data);
      }
      throw error;
    }
  };
}

const TRANSITION_LABELS: Partial<Record<OrderStatus, string>> = {
  on_hold: "Put on hold",
  received: "Release from hold",
  in_production: "Send to production",
  cancelled: "Cancel the order",
};

function Transition({ order, status, onChange }: { order: Order; status: OrderStatus; onChange: () => void }) {
  const [reason, setReason] = useState("");
  const change = useChange();
  return (
    <ActionForm
      label={TRANSITION_LABELS[status] ?? `Move to ${status}`}
      danger={status === "cancelled"}
      confirm={
        status === "cancelled"
          ? { title: `Cancel order ${order.order_ref}?`, body: <p>Every open line is cancelled and the account is told. A cancelled order cannot be reopened.</p>, confirmLabel: `Cancel order ${order.order_ref}`, cancelLabel: "Keep the order" }
          : undefined
      }
      action={() => change(order, "orders/transition", { status, ...(reason.trim() ? { reason: reason.trim() } : {}) })}
      done={onChange}
      class="row"
    >
      <Field label={`Reason (optional) for “${TRANSITION_LABELS[status] ?? status}”`} value={reason} onValue={setReason} maxLength={500} />
    </ActionForm>
  );
}

/** The files gate refuses in_production while a file is pending or failed; forcing needs a reason, recorded in the event. */
function ForceToProduction({ order, onChange }: { order: Order; onChange: () => void }) {
  const [reason, setReason] = useState("");
  const change = useChange();
  return (
    <ActionForm
      label="Force to production"
      busyLabel="Forcing"
      danger
      action={() => change(order, "orders/transition", { status: "in_production", force: true, reason: reason.trim() })}
      done={onChange}
      class="row"
    >
      <Field
        label="Reason for forcing past the files gate"
        value={reason}
        onValue={setReason}
        required
        maxLength={500}
        hint="Some print files are not ready; the event records that it was forced and why."
      />
    </ActionForm>
  );
}

function openQuantity(line: Order["items"][number]): number {
  return line.quantity - line.cancelled_quantity - line.shipped_quantity;
}

/** Carrier, tracking and a quantity per line (0 leaves a line out); a reshipment counts against what shipped. */
function ShipForm({ order, reshipment, onChange }: { order: Order; reshipment: boolean; onChange: () => void }) {
  const limit = (line: Order["items"][number]) => (reshipment ? line.shipped_quantity : openQuantity(line));
  const lines = order.items.filter((line) => limit(line) > 0);
  const [carrier, setCarrier] = useState("");
  const [tracking, setTracking] = useState("");
  const [url, setUrl] = useState("");
  const [quantities, setQuantities] = useState<Record<string, string>>(() => Object.fromEntries(lines.map((l) => [l.item_ref, String(reshipment ? 0 : limit(l))])));
  const items = lines.map((l) => ({ item_ref: l.item_ref, quantity: Number(quantities[l.item_ref] ?? 0) })).filter((i) => i.quantity > 0);
  const prefix = reshipment ? "Reship" : "Ship";
  const change = useChange();
  return (
    <ActionForm
      label={reshipment ? "Record the reshipment" : "Record the shipment"}
      busyLabel="Recording"
      action={() =>
        items.length === 0
          ? Promise.reject(localRefusal([{ path: "items", code: "too_few_items", message: "no line has a quantity" }]))
          : change(order, "orders/ship", {
          carrier: carrier.trim(),
          tracking_number: tracking.trim(),
          ...(url.trim() ? { tracking_url: url.trim() } : {}),
          items,
          ...(reshipment ? { reshipment: true } : {}),
        })
      }
      done={onChange}
    >
      <div class="grid">
        <Field label={`${prefix}: carrier`} value={carrier} onValue={setCarrier} required maxLength={100} />
        <Field label={`${prefix}: tracking number`} value={tracking} onValue={setTracking} required maxLength={100} />
        <Field label={`${prefix}: tracking URL (optional)`} type="url" value={url} onValue={setUrl} />
      </div>
      <table class="quantities">
        <caption>{reshipment ? "Quantities to send again (up to what shipped)" : "Quantities in this parcel (up to what is open)"}</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">{reshipment ? "Shipped" : "Open"}</th>
            <th scope="col">In this parcel</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.item_ref}>
              <td>
                {line.sku} <span class="muted">{line.item_ref}</span>
              </td>
              <td>{limit(line)}</td>
              <td>
                <input
                  type="number"
                  min={0}
                  max={limit(line)}
                  aria-label={`${prefix} quantity of ${line.sku} (${line.item_ref})`}
                  value={quantities[line.item_ref]}
                  onInput={(e) => setQuantities((q) => ({ ...q, [line.item_ref]: (e.target as HTMLInputElement).value }))}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ActionForm>
  );
}

function ShipmentProgress({ orderRef, shipment, onChange }: { orderRef: string; shipment: Shipment; onChange: () => void }) {
  const [status, setStatus] = useState<(typeof SHIPMENT_UPDATES)[number]>("in_transit");
  const [note, setNote] = useState("");
  return (
    <li class="shipment card" data-testid="shipment">
      <div>
        <strong>
          {shipment.reshipment ? "Reshipment " : "Shipment "}
          {shipment.shipment_ref}
        </strong>{" "}
        <Status value={shipment.status} />
      </div>
      <div>
        {shipment.carrier} {shipment.tracking_url ? <a href={shipment.tracking_url}>{shipment.tracking_number}</a> : shipment.tracking_number}, shipped{" "}
        <When at={shipment.shipped_at} />
      </div>
      <ShippedItems shipment={shipment} />
      <SlipButton orderRef={orderRef} shipmentRef={shipment.shipment_ref} />
      {shipment.events.length > 0 && (
        <ol class="plain">
          {shipment.events.map((e, i) => (
            <li key={i}>
              <Status value={e.status} /> <When at={e.occurred_at} /> {e.note}
            </li>
          ))}
        </ol>
      )}
      <ActionForm label="Record progress" action={() => admin("shipments/update", { shipment_ref: shipment.shipment_ref, status, ...(note.trim() ? { note: note.trim() } : {}) })} done={onChange} class="row">
        <Select label={`Progress of ${shipment.shipment_ref}`} value={status} options={SHIPMENT_UPDATES.map((s) => ({ value: s, label: s.replace(/_/g, " ") }))} onValue={setStatus} />
        <Field label="Note (optional)" value={note} onValue={setNote} maxLength={500} />
      </ActionForm>
    </li>
  );
}

export function OrderActions({ order, onChange }: { order: Order; onChange: () => void }) {
  const actions = order.allowed_actions;
  const filesFailed = order.items.some((l) => Object.values(l.print_files).some((f) => f.status === "failed"));
  const gateHolds = (order.status === "received" || order.status === "on_hold") && !actions.transitions.includes("in_production");
  const [reshipping, setReshipping] = useState(false);
  const change = useChange();
  const nothing = actions.transitions.length === 0 && !gateHolds && !filesFailed && !actions.ship && !actions.reship && order.shipments.length === 0;
  return (
    <section aria-labelledby="actions-title" class="card actions">
      <h2 id="actions-title">Actions</h2>
      {nothing && <p class="empty">Nothing can be done to this order now.</p>}
      {filesFailed && (
        <ActionForm label="Retry failed files" busyLabel="Queueing the files" action={() => change(order, "orders/retry-files", {})} done={onChange} class="row">
          <p class="muted">Queues every failed print file again; move the order back to received once they are ready.</p>
        </ActionForm>
      )}
      {actions.transitions.map((status) => (
        <Transition key={status} order={order} status={status} onChange={onChange} />
      ))}
      {gateHolds && <ForceToProduction order={order} onChange={onChange} />}
      {actions.ship && (
        <details open class="ship">
          <summary>Ship</summary>
          <ShipForm key={`ship-${order.updated_at}`} order={order} reshipment={false} onChange={onChange} />
        </details>
      )}
      {actions.reship && (
        <div>
          <Check label="Send something again (reshipment of a lost or damaged parcel)" checked={reshipping} onChange={setReshipping} />
          {reshipping && <ShipForm key={`reship-${order.updated_at}`} order={order} reshipment onChange={onChange} />}
        </div>
      )}
      {order.shipments.length > 0 && (
        <>
          <h3>Shipments</h3>
          <ul class="plain">
            {order.shipments.map((s) => (
              <ShipmentProgress key={s.shipment_ref} orderRef={order.order_ref} shipment={s} onChange={onChange} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
