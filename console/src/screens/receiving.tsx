// One receiving (docs/console.md#receiving): what was announced, each box with its receive form, the differences per
// SKU, and Close; `?box=N` (a scanned box label) brings box N forward with the focus in its form.
import { useEffect, useState } from "preact/hooks";
import { admin } from "../api.js";
import { AccountById, useAccountNames } from "../names.js";
import { href } from "../router.js";
import type { Receiving } from "../types.js";
import { ActionForm, ErrorMessage, Heading, Loading, Notice, Status, useLoad, When } from "../ui.js";
import { focusBox, ReceiveBox } from "./receiving-box.js";

/** A difference in words beside its number: a screen reader hears what the sign means. */
function Difference({ units }: { units: number }) {
  if (units === 0) return <span>0</span>;
  return units < 0 ? <span class="error-text">−{-units} missing</span> : <span class="warn">+{units} more than announced</span>;
}

/** Per SKU over all boxes: expected, received good, damaged and the difference (received + damaged − expected). */
export function Differences({ lines, caption }: { lines: Receiving["lines"]; caption: string }) {
  return (
    <div class="table-wrap">
      <table class="differences" data-testid="differences">
        <caption class="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">SKU</th>
            <th scope="col" class="num">Expected</th>
            <th scope="col" class="num">Received good</th>
            <th scope="col" class="num">Damaged</th>
            <th scope="col" class="num">Difference</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.sku} data-testid="difference">
              <td class="sku">{line.sku}</td>
              <td class="num">{line.expected}</td>
              <td class="num">{line.received}</td>
              <td class="num">{line.damaged}</td>
              <td class="num">
                <Difference units={line.difference} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Facts({ receiving }: { receiving: Receiving }) {
  const names = useAccountNames();
  return (
    <dl class="facts">
      <dt>Account</dt>
      <dd>
        <AccountById id={receiving.account_id} names={names} />
      </dd>
      <dt>External ref</dt>
      <dd>{receiving.external_ref ?? <span class="muted">—</span>}</dd>
      <dt>Carrier</dt>
      <dd>{[receiving.carrier, receiving.tracking_number].filter(Boolean).join(" · ") || <span class="muted">—</span>}</dd>
      <dt>Expected at</dt>
      <dd>
        <When at={receiving.expected_at} />
      </dd>
      <dt>Created</dt>
      <dd>
        <When at={receiving.created_at} />
      </dd>
      {receiving.completed_at && (
        <>
          <dt>Closed</dt>
          <dd>
            <When at={receiving.completed_at} />
          </dd>
        </>
      )}
      {receiving.cancelled_at && (
        <>
          <dt>Cancelled by the merchant</dt>
          <dd>
            <When at={receiving.cancelled_at} />
          </dd>
        </>
      )}
    </dl>
  );
}

/** Units missing (short of what was announced) and units beyond it, over every SKU. */
function shortAndOver(lines: Receiving["lines"]): { missing: number; extra: number } {
  return {
    missing: lines.reduce((n, l) => n + Math.max(0, -l.difference), 0),
    extra: lines.reduce((n, l) => n + Math.max(0, l.difference), 0),
  };
}

function CloseForm({ receiving, onClosed }: { receiving: Receiving; onClosed: (view: Receiving) => void }) {
  const { missing } = shortAndOver(receiving.lines);
  return (
    <section class="card close" aria-labelledby="close-title">
      <h2 id="close-title">Close</h2>
      <p class="muted">When every box is in (or no more will come): what has not arrived stops counting as incoming, and nothing more can be received.</p>
      <ActionForm
        label="Close the receiving"
        busyLabel="Closing"
        action={() => admin("receiving/close", { receiving_ref: receiving.receiving_ref })}
        done={onClosed}
        confirm={{
          title: `Close ${receiving.receiving_ref}?`,
          body: (
            <>
              <p>{missing > 0 ? `${missing} units have not arrived: they stop counting as incoming.` : "Every announced unit has arrived."} Nothing more can be received into it afterwards.</p>
              <Differences lines={receiving.lines} caption="The differences it closes with" />
            </>
          ),
          confirmLabel: `Close ${receiving.receiving_ref}`,
          cancelLabel: "Keep it open",
        }}
      />
    </section>
  );
}

/** The box a scanned label named (?box=N), if any. */
function boxOf(query: URLSearchParams): number | undefined {
  const box = Number(query.get("box"));
  return Number.isInteger(box) && box >= 1 ? box : undefined;
}

export function ReceivingScreen({ receivingRef, query }: { receivingRef: string; query: URLSearchParams }) {
  const box = boxOf(query);
  const loaded = useLoad(() => admin("receiving/get", { receiving_ref: receivingRef }), [receivingRef]);
  // The answer of the last receive or close: the receiving as it is now, without reading it again.
  // `box`: the box it received into, whose section says what happened (the operator's eyes are there).
  const [latest, setLatest] = useState<{ view: Receiving; words: string; box?: number } | undefined>(undefined);
  const receiving = latest?.view ?? loaded.data;
  const shown = receiving !== undefined;
  // A scanned label (?box=N): that box comes forward with the focus in its form, once the receiving is shown.
  useEffect(() => {
    if (shown && box !== undefined) focusBox(box);
  }, [shown, box]);
  const open = receiving?.status === "awaiting" || receiving?.status === "arriving";
  return (
    <>
      <p class="crumbs">
        <a href={href(["receiving"])}>Receiving</a> / {receivingRef}
      </p>
      <Heading>
        Receiving {receivingRef} {receiving && <Status value={receiving.status} />}
      </Heading>
      {loaded.loading && !receiving && <Loading what="the receiving" />}
      <ErrorMessage error={loaded.error} title="The receiving could not be read" />
      {receiving && (
        <>
          {latest && latest.box === undefined && (
            <Notice key={latest.words} testId="receiving-notice">
              {latest.words}
            </Notice>
          )}
          <Facts receiving={receiving} />
          {box !== undefined && box > receiving.boxes.length && (
            <p class="error" role="alert">
              The scanned label names box {box}, but this receiving has {receiving.boxes.length} boxes.
            </p>
          )}
          {!open && <p class="notice">{receiving.status === "completed" ? "Closed: nothing more can be received into it." : "Cancelled by the merchant: nothing can be received into it."}</p>}
          <h2>Boxes</h2>
          {receiving.boxes.map((b) => (
            <ReceiveBox
              key={b.box}
              receiving={receiving}
              box={b}
              current={b.box === box}
              notice={latest?.box === b.box ? latest.words : undefined}
              onReceived={(view, words) => setLatest({ view, words, box: b.box })}
            />
          ))}
          <h2>Differences</h2>
          <Differences lines={receiving.lines} caption="Per SKU over all boxes" />
          {open && <CloseForm receiving={receiving} onClosed={(view) => setLatest({ view, words: closedWords(view) })} />}
        </>
      )}
    </>
  );
}

function closedWords(view: Receiving): string {
  const { missing, extra } = shortAndOver(view.lines);
  const parts = [missing > 0 ? `${missing} units missing` : "", extra > 0 ? `${extra} more than announced` : ""].filter(Boolean);
  return `Receiving ${view.receiving_ref} closed: ${parts.length > 0 ? parts.join(", ") : "everything announced arrived"}.`;
}
