// What the operator may do to an order now, from its allowed_actions: status changes (force past the files gate
// with a reason), retry files, ship with per-line quantities, reship (a lost shipment's lines prefilled and linked),
// and record a shipment's progress with the carrier's time.
import { createContext } from "preact";
import { useContext, useEffect, useRef, useState } from "preact/hooks";
import { admin, ApiError, post, type AdminOperation, type RequestOf, type ResponseOf } from "../api.js";
import { carrierSuggestions, localTimeToUtc } from "../carriers.js";
import { localRefusal } from "../form-errors.js";
import { SHIPMENT_UPDATES, type Order, type OrderStatus, type Shipment } from "../types.js";
import { ActionForm, Check, Field, Select, Status, useLoad, When } from "../ui.js";
import { lineName, ShippedItems } from "../names.js";
import { SlipButton } from "./slip.js";

/** Told when a change was refused because the order moved on since the page read it (the sequence the page had seen). */
export const StaleContext = createContext<(seen: number) => void>(() => undefined);

/** The changes of one order that take the sequence the page read (expected_sequence). */
type OrderChange = Extract<AdminOperation, "orders/transition" | "orders/ship" | "orders/retry-files">;

/**
 * Sends an order change with the sequence the page shows (docs/operator-guide.md#stale-pages-cannot-undo-a-colleague): a colleague's change since then makes the
 * service refuse it with order_changed, and the page reloads the order and says what changed instead of undoing it.
 */
function useChange() {
  const onStale = useContext(StaleContext);
  return async <Op extends OrderChange>(order: Order, operation: Op, body: Omit<RequestOf<Op>, "order_ref" | "expected_sequence">): Promise<ResponseOf<Op>> => {
    try {
      return await post<ResponseOf<Op>>(`/v1/admin/${operation}`, { ...body, order_ref: order.order_ref, expected_sequence: order.sequence });
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

/** The id of the carriers' <datalist>, rendered once by OrderActions for every ship form. */
const CARRIER_LIST = "carrier-suggestions";

/** The quantities a reshipment of `lost` starts with: what that parcel carried, at most what has shipped of each line. */
function lostQuantities(order: Order, lost: Shipment): Record<string, string> {
  const carried = new Map(lost.items.map((i) => [i.item_ref, i.quantity]));
  return Object.fromEntries(order.items.filter((l) => l.shipped_quantity > 0).map((l) => [l.item_ref, String(Math.min(carried.get(l.item_ref) ?? 0, l.shipped_quantity))]));
}

/**
 * Carrier, tracking and a quantity per line (0 leaves a line out); a reshipment counts against what shipped, and one
 * made from a lost shipment starts with that parcel's lines and names it (replaces_shipment_ref).
 */
function ShipForm({ order, reshipment, replaces, onShipped }: { order: Order; reshipment: boolean; replaces?: Shipment; onShipped: (shipmentRef: string) => void }) {
  const limit = (line: Order["items"][number]) => (reshipment ? line.shipped_quantity : openQuantity(line));
  const lines = order.items.filter((line) => limit(line) > 0);
  const [carrier, setCarrier] = useState(replaces?.carrier ?? "");
  const [tracking, setTracking] = useState("");
  const [url, setUrl] = useState("");
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    replaces ? lostQuantities(order, replaces) : Object.fromEntries(lines.map((l) => [l.item_ref, String(reshipment ? 0 : limit(l))])),
  );
  const items = lines.map((l) => ({ item_ref: l.item_ref, quantity: Number(quantities[l.item_ref] ?? 0) })).filter((i) => i.quantity > 0);
  const prefix = reshipment ? "Reship" : "Ship";
  const change = useChange();
  return (
    <ActionForm
      label={replaces ? `Record the reshipment of ${replaces.shipment_ref}` : reshipment ? "Record the reshipment" : "Record the shipment"}
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
          ...(replaces ? { replaces_shipment_ref: replaces.shipment_ref } : {}),
        })
      }
      done={(result) => onShipped(result.shipment_ref)}
    >
      {replaces && (
        <p data-testid="replaces" class="muted">
          Replaces the lost shipment {replaces.shipment_ref} ({replaces.carrier} {replaces.tracking_number}): its lines and quantities are filled in.
        </p>
      )}
      <div class="grid">
        <Field
          label={`${prefix}: carrier`}
          value={carrier}
          onValue={setCarrier}
          required
          maxLength={100}
          list={CARRIER_LIST}
          path="carrier"
          hint="Pick from the list or type any carrier."
        />
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
                {lineName(line)} <span class="muted">{line.item_ref}</span>
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

/** The carriers of the shipping methods and of recent shipments, for the ship forms' suggestions. */
function CarrierList() {
  const methods = useLoad(() => admin("shipping-methods/list", {}), []);
  const recent = useLoad(() => admin("orders/list", { status: "shipped", limit: 50 }), []);
  const used = (recent.data?.orders ?? []).flatMap((o) => (o.shipments ?? []).map((s) => s.carrier));
  return (
    <datalist id={CARRIER_LIST} data-testid="carrier-suggestions">
      {carrierSuggestions((methods.data?.methods ?? []).map((m) => m.carrier), used).map((c) => (
        <option key={c} value={c} />
      ))}
    </datalist>
  );
}

function ShipmentProgress({
  order,
  shipment,
  onProgress,
  onReship,
}: {
  order: Order;
  shipment: Shipment;
  onProgress: () => void;
  onReship?: () => void;
}) {
  const [status, setStatus] = useState<(typeof SHIPMENT_UPDATES)[number]>("in_transit");
  const [note, setNote] = useState("");
  const [when, setWhen] = useState("");
  const replacedBy = order.shipments.filter((s) => s.replaces_shipment_ref === shipment.shipment_ref);
  return (
    <li class="shipment card" data-testid="shipment" id={`shipment-${shipment.shipment_ref}`} tabIndex={-1} aria-labelledby={`shipment-${shipment.shipment_ref}-title`}>
      <div>
        <strong id={`shipment-${shipment.shipment_ref}-title`}>
          {shipment.reshipment ? "Reshipment " : "Shipment "}
          {shipment.shipment_ref}
        </strong>{" "}
        <Status value={shipment.status} />
      </div>
      {shipment.replaces_shipment_ref && (
        <div data-testid="replaces-link">
          Replaces lost shipment <a href={`#shipment-${shipment.replaces_shipment_ref}`}>{shipment.replaces_shipment_ref}</a>
        </div>
      )}
      {replacedBy.length > 0 && (
        <div data-testid="replaced-by" class="muted">
          Replaced by{" "}
          {replacedBy.map((s, i) => (
            <span key={s.shipment_ref}>
              {i > 0 && ", "}
              <a href={`#shipment-${s.shipment_ref}`}>{s.shipment_ref}</a>
            </span>
          ))}
        </div>
      )}
      <div>
        {shipment.carrier} {shipment.tracking_url ? <a href={shipment.tracking_url}>{shipment.tracking_number}</a> : shipment.tracking_number}, shipped{" "}
        <When at={shipment.shipped_at} />
      </div>
      <ShippedItems shipment={shipment} />
      <SlipButton orderRef={order.order_ref} shipmentRef={shipment.shipment_ref} />
      {onReship && (
        <button type="button" onClick={onReship} aria-label={`Reship ${shipment.shipment_ref} (parcel lost)`}>
          Reship (parcel lost)
        </button>
      )}
      {shipment.events.length > 0 && (
        <ol class="plain" aria-label={`Progress of ${shipment.shipment_ref}`} data-testid="shipment-events">
          {shipment.events.map((e, i) => (
            <li key={i}>
              <Status value={e.status} /> <When at={e.occurred_at} /> {e.note}
            </li>
          ))}
        </ol>
      )}
      <ActionForm
        label="Record progress"
        action={() =>
          admin("shipments/update", {
            shipment_ref: shipment.shipment_ref,
            status,
            ...(localTimeToUtc(when) ? { occurred_at: localTimeToUtc(when) } : {}),
            ...(note.trim() ? { note: note.trim() } : {}),
          })
        }
        done={() => {
          setWhen("");
          setNote("");
          onProgress();
        }}
        class="row"
      >
        <Select label={`Progress of ${shipment.shipment_ref}`} value={status} options={SHIPMENT_UPDATES.map((s) => ({ value: s, label: s.replace(/_/g, " ") }))} onValue={setStatus} />
        <Field
          label={`When it happened (your local time) for ${shipment.shipment_ref}`}
          type="datetime-local"
          value={when}
          onValue={setWhen}
          path="occurred_at"
          hint="As the carrier reports it; leave empty for now."
        />
        <Field label="Note (optional)" value={note} onValue={setNote} maxLength={500} />
      </ActionForm>
    </li>
  );
}

/**
 * After a ship, reship or progress update, the keyboard goes to its result: the shipment's entry, once the reloaded
 * order shows it (a new shipment) or shows its new event (progress).
 */
function useFocusShipment(order: Order): (shipmentRef: string) => void {
  const pending = useRef<{ ref: string; events: number } | null>(null);
  useEffect(() => {
    const want = pending.current;
    if (!want) return;
    const shipment = order.shipments.find((s) => s.shipment_ref === want.ref);
    if (!shipment || shipment.events.length <= want.events) return;
    pending.current = null;
    document.getElementById(`shipment-${want.ref}`)?.focus();
  });
  return (shipmentRef) => {
    const known = order.shipments.find((s) => s.shipment_ref === shipmentRef);
    pending.current = { ref: shipmentRef, events: known ? known.events.length : -1 };
  };
}

export function OrderActions({ order, onChange }: { order: Order; onChange: () => void }) {
  const actions = order.allowed_actions;
  const filesFailed = order.items.some((l) => Object.values(l.print_files).some((f) => f.status === "failed"));
  const gateHolds = (order.status === "received" || order.status === "on_hold") && !actions.transitions.includes("in_production");
  const [reshipping, setReshipping] = useState(false);
  // The lost shipment a reshipment replaces (its "Reship (parcel lost)"), or none: a reshipment of chosen lines.
  const [lost, setLost] = useState<Shipment | undefined>(undefined);
  const reshipForm = useRef<HTMLDivElement>(null);
  const [openedFor, setOpenedFor] = useState(0);
  const focusShipment = useFocusShipment(order);
  const shipped = (shipmentRef: string) => {
    focusShipment(shipmentRef);
    setReshipping(false);
    setLost(undefined);
    onChange();
  };
  const reshipLost = (shipment: Shipment) => {
    setLost(shipment);
    setReshipping(true);
    setOpenedFor((n) => n + 1);
  };
  // The form opened from a shipment takes the keyboard to its first field, the carrier (the lost parcel's, to keep or change).
  useEffect(() => {
    if (openedFor > 0) reshipForm.current?.querySelector<HTMLInputElement>("input:not([type=checkbox])")?.focus();
  }, [openedFor]);
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
      {(actions.ship || actions.reship) && <CarrierList />}
      {actions.ship && (
        <details open class="ship">
          <summary>Ship</summary>
          <ShipForm key={`ship-${order.updated_at}`} order={order} reshipment={false} onShipped={shipped} />
        </details>
      )}
      {actions.reship && (
        <div ref={reshipForm} data-testid="reship">
          <Check
            label="Send something again (reshipment of a lost or damaged parcel)"
            checked={reshipping}
            onChange={(on) => {
              setReshipping(on);
              if (!on) setLost(undefined);
            }}
          />
          {reshipping && <ShipForm key={`reship-${order.updated_at}-${lost?.shipment_ref ?? ""}-${openedFor}`} order={order} reshipment replaces={lost} onShipped={shipped} />}
        </div>
      )}
      {order.shipments.length > 0 && (
        <>
          <h3>Shipments</h3>
          <ul class="plain">
            {order.shipments.map((s) => (
              <ShipmentProgress
                key={s.shipment_ref}
                order={order}
                shipment={s}
                onProgress={() => {
                  focusShipment(s.shipment_ref);
                  onChange();
                }}
                {...(actions.reship ? { onReship: () => reshipLost(s) } : {})}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
