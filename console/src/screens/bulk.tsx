// The orders list's bulk actions (docs/console.md#bulk-work-import-and-scanning): hold, release or send to production, cancel, and packing slips for the
// orders ticked on a page or every order the list's filter selects; then what happened to each, in words.
import { useEffect, useRef, useState } from "preact/hooks";
import { admin, adminFile, saveFile, type RequestOf } from "../api.js";
import type { OrderStatus } from "../types.js";
import { href } from "../router.js";
import { ActionForm, Field, Select } from "../ui.js";
import { bulkSummary, refusalWording } from "../wording.js";

/** Most orders a filter may select for orders/bulk (MAX_BULK_SELECTION of the service). */
export const MAX_BULK_SELECTION = 1000;

/** Which orders a bulk action works on: the ones ticked (refs), or every order the list's filter finds. */
export type Selection = { kind: "refs"; refs: string[] } | { kind: "filter"; filter: OrdersFilter; count: number };

/** The orders list's filter as orders/bulk, packing-slips and export take it (the fields of orders/list). */
export type OrdersFilter = NonNullable<RequestOf<"orders/bulk">["filter"]>;

/** What a bulk action did: one line, and the orders it left as they were with why. */
export interface Outcome {
  title: string;
  /** The heading of the list of orders left out ("Refused", "Left out"). */
  leftOutLabel: string;
  leftOut: { order_ref: string; code: string; message?: string | undefined }[];
}

const SHOWN_REFUSALS = 50;

function target(selection: Selection): Pick<RequestOf<"orders/bulk">, "order_refs" | "filter"> {
  return selection.kind === "refs" ? { order_refs: selection.refs } : { filter: selection.filter };
}

function countOf(selection: Selection): number {
  return selection.kind === "refs" ? selection.refs.length : selection.count;
}

function orders(n: number): string {
  return n === 1 ? "1 order" : `${n.toLocaleString("en")} orders`;
}

/** The statuses an operator moves orders to in bulk besides hold and cancel. */
const MOVES = [
  { value: "received", label: "Received (release from hold)" },
  { value: "in_production", label: "In production" },
] as const;
type Move = (typeof MOVES)[number]["value"];

export function BulkBar({ selection, onDone }: { selection: Selection; onDone: (outcome: Outcome) => void }) {
  const [holdReason, setHoldReason] = useState("");
  const [move, setMove] = useState<Move>("received");
  const [cancelReason, setCancelReason] = useState("");
  const count = countOf(selection);
  const change = async (action: "transition" | "cancel", status: OrderStatus, reason: string): Promise<Outcome> => {
    const { results } = await admin("orders/bulk", {
      action,
      ...(action === "transition" ? { status } : {}),
      ...(reason.trim() ? { reason: reason.trim() } : {}),
      ...target(selection),
    });
    return {
      title: bulkSummary(status, results),
      leftOutLabel: "Refused, left as they were",
      leftOut: results.filter((r) => !r.ok).map((r) => ({ order_ref: r.order_ref, code: r.code ?? "invalid", message: r.message })),
    };
  };
  const slips = async (): Promise<Outcome> => {
    const { blob, headers } = await adminFile("packing-slips", { ...target(selection), skip_unprintable: true });
    saveFile(blob, "packing-slips.pdf");
    const skipped = (headers.get("Skipped-Orders") ?? "").split(",").filter(Boolean);
    return {
      title: `Packing slips of ${orders(count - skipped.length)} downloaded (packing-slips.pdf).${skipped.length > 0 ? ` ${orders(skipped.length)} left out: nothing is left to ship.` : ""}`,
      leftOutLabel: "Left out of the PDF",
      leftOut: skipped.map((order_ref) => ({ order_ref, code: "nothing_to_ship" })),
    };
  };
  return (
    <section class="bulk-bar card" aria-labelledby="bulk-title" data-testid="bulk-bar">
      <h2 id="bulk-title">Bulk actions on {orders(count)}</h2>
      <div class="bulk-actions">
        <ActionForm label="Put on hold" busyLabel="Holding" class="row" action={() => change("transition", "on_hold", holdReason)} done={onDone}>
          <Field label="Hold reason" value={holdReason} onValue={setHoldReason} required maxLength={500} placeholder="e.g. address check" path="reason" />
        </ActionForm>
        <ActionForm label="Move" busyLabel="Moving" class="row" action={() => change("transition", move, "")} done={onDone}>
          <Select label="Move to status" value={move} options={MOVES} onValue={setMove} path="status" />
        </ActionForm>
        <ActionForm
          label="Cancel orders"
          busyLabel="Cancelling"
          class="row"
          danger
          confirm={{
            title: `Cancel ${orders(count)}?`,
            body: (
              <p>
                Every open line of each order is cancelled and its account is told. A cancelled order cannot be reopened. Orders that cannot be cancelled any
                more (in production, shipped) are refused and left as they are.
              </p>
            ),
            confirmLabel: `Cancel ${orders(count)}`,
            cancelLabel: "Keep the orders",
          }}
          action={() => change("cancel", "cancelled", cancelReason)}
          done={onDone}
        >
          <Field label="Cancel reason (optional)" value={cancelReason} onValue={setCancelReason} maxLength={500} path="reason" />
        </ActionForm>
        {/* Any selection: the ticked orders of every page, or all the filter finds; the service says if it takes fewer. */}
        <ActionForm label="Packing slips (PDF)" busyLabel="Rendering the packing slips" class="row" action={slips} done={onDone} />
      </div>
    </section>
  );
}

/** What the last bulk action did. It takes the focus when it appears, so keyboard and screen-reader users hear it. */
export function OutcomeSummary({ outcome }: { outcome: Outcome }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, [outcome]);
  const shown = outcome.leftOut.slice(0, SHOWN_REFUSALS);
  return (
    <div class="notice bulk-summary" role="status" tabIndex={-1} ref={box} data-testid="bulk-summary">
      <p>
        <strong>{outcome.title}</strong>
      </p>
      {shown.length > 0 && (
        <>
          <p>{outcome.leftOutLabel}:</p>
          <ul>
            {shown.map((r) => (
              <li key={r.order_ref}>
                <a href={href(["orders", r.order_ref])}>{r.order_ref}</a>: {refusalWording(r.code) ?? r.message ?? r.code} <span class="code">({r.code})</span>
              </li>
            ))}
          </ul>
          {outcome.leftOut.length > shown.length && <p>…and {(outcome.leftOut.length - shown.length).toLocaleString("en")} more.</p>}
        </>
      )}
    </div>
  );
}

/**
 * Shown while a whole page is ticked: offers every order the filter finds (total_count), up to the service's
 * 1,000; past that it says so, and the bulk actions stay with the page.
 */
export function SelectionLine({ onPage, total, all, onAll, onClear }: { onPage: number; total: number | string; all: boolean; onAll: () => void; onClear: () => void }) {
  const line = useRef<HTMLParagraphElement>(null);
  const wasAll = useRef(all);
  // The button the operator pressed is gone once it has done its work: the focus goes to the line saying what is selected now.
  useEffect(() => {
    if (wasAll.current !== all) line.current?.focus();
    wasAll.current = all;
  }, [all]);
  const count = typeof total === "number" ? total : undefined;
  const words = count === undefined ? "more than 10,000" : count.toLocaleString("en");
  if (all && count !== undefined && count <= MAX_BULK_SELECTION) {
    return (
      <p class="selection" data-testid="selection" tabIndex={-1} ref={line}>
        All {orders(count)} matching this search and these filters are selected.{" "}
        <button type="button" class="link" onClick={onClear}>
          Clear the selection
        </button>
      </p>
    );
  }
  if (count !== undefined && count <= onPage) {
    return (
      <p class="selection" data-testid="selection" tabIndex={-1} ref={line}>
        All {orders(onPage)} are selected.
      </p>
    );
  }
  if (count === undefined || count > MAX_BULK_SELECTION) {
    return (
      <p class="selection" data-testid="selection" tabIndex={-1} ref={line}>
        All {orders(onPage)} on this page are selected. {words} orders match, and bulk actions work on at most {MAX_BULK_SELECTION.toLocaleString("en")} at
        once: narrow the search or the filters (status, account, received days) to act on every matching order.
      </p>
    );
  }
  return (
    <p class="selection" data-testid="selection" tabIndex={-1} ref={line}>
      All {orders(onPage)} on this page are selected.{" "}
      <button type="button" class="link" onClick={onAll}>
        Select all {orders(count)} matching
      </button>
    </p>
  );
}
