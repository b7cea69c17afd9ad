// One box of a receiving (docs/console.md#receiving): its lines (expected, received good, damaged, still to come) and
// the form that records what arrived in it, good and damaged units per line; each arrival adds to the last.
import { useState } from "preact/hooks";
import { admin, ApiError } from "../api.js";
import { FieldProblems, localRefusal, useFieldErrors } from "../form-errors.js";
import { outstandingOf, type Receiving } from "../types.js";
import { ActionForm, Notice } from "../ui.js";

type Box = Receiving["boxes"][number];
type Condition = "good" | "damaged";

/** The id of a box's section: the scan box and ?box=N find it by this. */
export const boxId = (box: number) => `box-${box}`;

/** Brings a box into view with the focus on its form's first field, so the operator types what arrived at once. */
export function focusBox(box: number): boolean {
  const section = document.getElementById(boxId(box));
  if (!section) return false;
  section.scrollIntoView({ block: "start" });
  section.querySelector<HTMLElement>("input")?.focus({ preventScroll: true });
  return true;
}

/** A whole number of units, 0 when left empty. */
function unitsOf(typed: string): number | undefined {
  const text = typed.trim();
  if (text === "") return 0;
  return /^\d{1,7}$/.test(text) ? Number(text) : undefined;
}

/** A quantity field in the box's table: labelled for a screen reader, the service's errors at its line shown under it. */
function QuantityInput({ label, value, onValue, path }: { label: string; value: string; onValue: (value: string) => void; path: string | undefined }) {
  const errors = useFieldErrors({ path });
  const id = `${label.replace(/\W+/g, "-")}`;
  return (
    <>
      <input
        type="number"
        min={0}
        inputMode="numeric"
        aria-label={label}
        value={value}
        onInput={(e) => onValue((e.target as HTMLInputElement).value)}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-describedby={errors.length > 0 ? `${id}-error` : undefined}
      />
      <FieldProblems id={`${id}-error`} errors={errors} />
    </>
  );
}

/**
 * What the form sends: a line per SKU and condition with units, in the table's order; `paths` says which request path
 * each field became, so the service's refusal of `lines[2].quantity` shows at the field that sent it.
 */
function received(box: Box, typed: Record<string, string>) {
  const lines: { sku: string; quantity: number; condition: Condition }[] = [];
  const paths: Record<string, string> = {};
  const wrong: string[] = [];
  for (const line of box.lines) {
    for (const condition of ["good", "damaged"] as const) {
      const key = `${line.sku}/${condition}`;
      const units = unitsOf(typed[key] ?? "");
      if (units === 0) continue;
      paths[key] = `lines[${lines.length}].quantity`;
      if (units === undefined) wrong.push(paths[key]);
      lines.push({ sku: line.sku, quantity: units ?? 0, condition });
    }
  }
  return { lines, paths, wrong };
}

const unitsIn = (lines: readonly { quantity: number }[]) => lines.reduce((n, l) => n + l.quantity, 0);

/** "Box 2: 3 good and 1 damaged units received; in it now 5 good, 1 damaged of 10 expected." */
function arrivalWords(number: number, sent: { quantity: number; condition: Condition }[], now: Box | undefined): string {
  const good = unitsIn(sent.filter((l) => l.condition === "good"));
  const damaged = unitsIn(sent) - good;
  const head = `Box ${number}: ${good} good and ${damaged} damaged units received`;
  if (!now) return `${head}.`;
  const sum = (pick: (l: Box["lines"][number]) => number) => now.lines.reduce((n, l) => n + pick(l), 0);
  return `${head}; in it now ${sum((l) => l.received)} good, ${sum((l) => l.damaged)} damaged of ${sum((l) => l.expected)} expected.`;
}

export function ReceiveBox({
  receiving,
  box,
  current,
  notice,
  onReceived,
}: {
  receiving: Receiving;
  box: Box;
  current: boolean;
  /** What the last receive into this box did, in words. */
  notice: string | undefined;
  onReceived: (view: Receiving, words: string) => void;
}) {
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [paths, setPaths] = useState<Record<string, string>>({});
  const open = receiving.status === "awaiting" || receiving.status === "arriving";
  const title = `Box ${box.box} of ${receiving.boxes.length}`;
  const send = async () => {
    const body = received(box, typed);
    setPaths(body.paths);
    if (body.wrong.length > 0) throw localRefusal(body.wrong.map((path) => ({ path, code: "not_whole_units", message: "a whole number of units, 0 or more" })));
    if (body.lines.length === 0) throw new ApiError("Nothing to receive: type the good or damaged units of at least one line.", 0, []);
    try {
      const view = await admin("receiving/receive", { receiving_ref: receiving.receiving_ref, box: box.box, lines: body.lines });
      return { view, words: arrivalWords(box.box, body.lines, view.boxes.find((b) => b.box === box.box)) };
    } catch (error) {
      if (error instanceof ApiError && error.errors.some((e) => e.code === "receiving_not_open")) {
        const status = typeof error.data.status === "string" ? error.data.status : "closed";
        throw new ApiError(`Not received: receiving ${receiving.receiving_ref} is ${status} (since this page was loaded), so it takes no more goods. Reload the page to see it.`, error.status, [], error.data);
      }
      throw error;
    }
  };
  const lines = (
    <div class="table-wrap">
      <table class="box-lines">
        <caption class="sr-only">{title}: units per SKU</caption>
        <thead>
          <tr>
            <th scope="col">SKU</th>
            <th scope="col" class="num">Expected</th>
            <th scope="col" class="num">Received good</th>
            <th scope="col" class="num">Damaged</th>
            <th scope="col" class="num">Still to come</th>
            {open && <th scope="col">Good units now</th>}
            {open && <th scope="col">Damaged units now</th>}
          </tr>
        </thead>
        <tbody>
          {box.lines.map((line) => (
            <tr key={line.sku} data-testid="box-line">
              <td class="sku" data-label="SKU">{line.sku}</td>
              <td class="num" data-label="Expected">{line.expected}</td>
              <td class="num" data-label="Received good">{line.received}</td>
              <td class="num" data-label="Damaged">{line.damaged}</td>
              <td class="num" data-label="Still to come">{outstandingOf(line)}</td>
              {open &&
                (["good", "damaged"] as const).map((condition) => {
                  const key = `${line.sku}/${condition}`;
                  return (
                    <td key={condition} data-label={condition === "good" ? "Good units now" : "Damaged units now"}>
                      <QuantityInput
                        label={`${condition === "good" ? "Good" : "Damaged"} units of ${line.sku} in box ${box.box}`}
                        value={typed[key] ?? ""}
                        onValue={(value) => setTyped((t) => ({ ...t, [key]: value }))}
                        path={paths[key]}
                      />
                    </td>
                  );
                })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  return (
    <section id={boxId(box.box)} class={current ? "card box current" : "card box"} aria-labelledby={`${boxId(box.box)}-title`} data-testid="receiving-box">
      <h2 id={`${boxId(box.box)}-title`}>
        {title}
        {current && <span class="badge s-scanned">scanned</span>}
      </h2>
      {notice && (
        <Notice key={notice} testId="receiving-notice">
          {notice}
        </Notice>
      )}
      {open ? (
        <ActionForm
          label={`Receive box ${box.box}`}
          busyLabel="Receiving"
          noValidate
          action={send}
          done={({ view, words }) => {
            setTyped({});
            setPaths({});
            onReceived(view, words);
          }}
        >
          {lines}
        </ActionForm>
      ) : (
        lines
      )}
    </section>
  );
}
