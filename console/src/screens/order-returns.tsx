// The order page's returns (docs/operator-guide.md#returns): what came back, each line restocked or disposed of, and
// the form that records a return (returns/receive) for the units shipped and not yet back.
import { useState } from "preact/hooks";
import { admin } from "../api.js";
import type { OrderDetail } from "../types.js";
import { ActionForm, Empty, Field, Select, When } from "../ui.js";

type Line = OrderDetail["items"][number];
type Disposition = "restock" | "dispose";

const DISPOSITIONS: readonly { value: Disposition; label: string }[] = [
  { value: "restock", label: "Restock (back on hand)" },
  { value: "dispose", label: "Dispose of" },
];

const DISPOSED: Record<Disposition, string> = { restock: "restocked", dispose: "disposed of" };

/** Units of each line that came back in earlier returns. */
function returnedOf(order: OrderDetail): Map<string, number> {
  const returned = new Map<string, number>();
  for (const ret of order.returns) for (const line of ret.lines) returned.set(line.item_ref, (returned.get(line.item_ref) ?? 0) + line.quantity);
  return returned;
}

interface Row {
  quantity: string;
  disposition: Disposition;
}

/** The form's lines: those with units shipped and not back yet, each with what may still come back. */
function returnable(order: OrderDetail): { line: Line; left: number }[] {
  const returned = returnedOf(order);
  return order.items.map((line) => ({ line, left: line.shipped_quantity - (returned.get(line.item_ref) ?? 0) })).filter((r) => r.left > 0);
}

function ReceiveForm({ order, onChange }: { order: OrderDetail; onChange: () => void }) {
  const lines = returnable(order);
  const [rows, setRows] = useState<Record<string, Row>>({});
  const [note, setNote] = useState("");
  const rowOf = (itemRef: string): Row => rows[itemRef] ?? { quantity: "", disposition: "restock" };
  const set = (itemRef: string, change: Partial<Row>) => setRows({ ...rows, [itemRef]: { ...rowOf(itemRef), ...change } });
  // The request names only the lines with units back; a refusal's path (lines[k]) counts those.
  const sent = lines.filter(({ line }) => Number(rowOf(line.item_ref).quantity) > 0);
  const pathOf = (itemRef: string) => `lines[${sent.findIndex(({ line }) => line.item_ref === itemRef)}]`;
  if (lines.length === 0) return <p class="muted">Nothing shipped is left to come back.</p>;
  return (
    <ActionForm
      label="Record return"
      busyLabel="Recording the return"
      noValidate
      action={() =>
        admin("returns/receive", {
          order_ref: order.order_ref,
          lines: sent.map(({ line }) => ({ item_ref: line.item_ref, quantity: Number(rowOf(line.item_ref).quantity), disposition: rowOf(line.item_ref).disposition })),
          ...(note.trim() ? { note: note.trim() } : {}),
        })
      }
      done={() => {
        setRows({});
        setNote("");
        onChange();
      }}
    >
      <p class="muted" id="return-hint">
        Units shipped and not back yet, per line. Restocked units of a counted product go back on hand and serve waiting orders; printed items can only be disposed of.
      </p>
      {lines.map(({ line, left }) => (
        <fieldset class="return-line" key={line.item_ref} data-testid="return-line">
          <legend>
            {line.sku} <span class="muted">({left} can come back)</span>
          </legend>
          <Field label="Units back" type="number" min={0} max={left} value={rowOf(line.item_ref).quantity} onValue={(quantity) => set(line.item_ref, { quantity })} path={`${pathOf(line.item_ref)}.quantity`} />
          <Select label="What happens to them" value={rowOf(line.item_ref).disposition} options={DISPOSITIONS} onValue={(disposition) => set(line.item_ref, { disposition })} path={`${pathOf(line.item_ref)}.disposition`} />
        </fieldset>
      ))}
      <Field label="Note (optional)" value={note} onValue={setNote} maxLength={500} path="note" />
    </ActionForm>
  );
}

export function OrderReturns({ order, onChange }: { order: OrderDetail; onChange: () => void }) {
  const skus = new Map(order.items.map((line) => [line.item_ref, line.sku]));
  const anyShipped = order.items.some((line) => line.shipped_quantity > 0);
  if (!anyShipped && order.returns.length === 0) return null;
  return (
    <section aria-labelledby="returns-title" class="card">
      <h2 id="returns-title">Returns</h2>
      {order.returns.length === 0 ? (
        <Empty>No units have come back.</Empty>
      ) : (
        <ol class="plain returns" data-testid="returns">
          {order.returns.map((ret) => (
            <li key={ret.return_ref}>
              <div>
                <strong>{ret.return_ref}</strong>, <When at={ret.received_at} />
              </div>
              <ul>
                {ret.lines.map((line) => (
                  <li key={line.item_ref}>
                    {skus.get(line.item_ref) ?? line.item_ref} × {line.quantity}: {DISPOSED[line.disposition]}
                  </li>
                ))}
              </ul>
              {ret.note && <p class="note-text">{ret.note}</p>}
            </li>
          ))}
        </ol>
      )}
      <h3>Receive a return</h3>
      <ReceiveForm order={order} onChange={onChange} />
    </section>
  );
}
