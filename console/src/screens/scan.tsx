// The scan box in the console's header: a barcode scanner types the packing slip's barcode (the order_ref, Code 128)
// and Enter, and the order opens; an external_ref typed or scanned opens its order too; a box label's barcode
// (rcv_…/N) opens its receiving at that box, ready to receive it (docs/console.md#receiving).
import { useEffect, useRef, useState } from "preact/hooks";
import { admin, ApiError } from "../api.js";
import { go, href } from "../router.js";
import { readBoxCode } from "../types.js";
import { focusBox } from "./receiving-box.js";

type Found =
  | { kind: "order"; orderRef: string }
  | { kind: "receiving"; receivingRef: string; box: number | undefined }
  | { kind: "several" }
  | { kind: "none"; what: "order" | "receiving" };

/** A read that answers 404 (or 400: no such reference can exist) is "not found", anything else a failure to say. */
async function exists(read: () => Promise<unknown>): Promise<boolean> {
  try {
    await read();
    return true;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return false;
    throw error;
  }
}

/**
 * A box label (rcv_…/N, or a bare rcv_…) is read with receiving/get; an order_ref (what the slip's barcode holds)
 * with orders/get; anything else, or a box label no receiving has, is taken for an external_ref (orders/list, test
 * orders included: a scan must find whatever was printed).
 */
async function find(scanned: string): Promise<Found> {
  const label = readBoxCode(scanned);
  if (label) {
    const { receivingRef, box } = label;
    if (await exists(() => admin("receiving/get", { receiving_ref: receivingRef }))) return { kind: "receiving", receivingRef, box };
  }
  if (/^ord_/i.test(scanned)) {
    const orderRef = scanned.toLowerCase();
    return (await exists(() => admin("orders/get", { order_ref: orderRef }))) ? { kind: "order", orderRef } : { kind: "none", what: "order" };
  }
  const { orders } = await admin("orders/list", { external_ref: scanned, include_test: true, limit: 2 });
  if (orders.length === 1) return { kind: "order", orderRef: orders[0]!.order_ref };
  // Not a receiving either (an order's external_ref may look like a box label: it was looked up as one too).
  return orders.length === 0 ? { kind: "none", what: label ? "receiving" : "order" } : { kind: "several" };
}

/** Opens a receiving at the scanned box; the same label scanned again on its page brings the box forward again. */
function openReceiving(receivingRef: string, box: number | undefined): void {
  const target = href(["receiving", receivingRef], { box: box === undefined ? undefined : String(box) });
  if (location.hash === target && box !== undefined) focusBox(box);
  else location.hash = target;
}

export function ScanBox() {
  const [value, setValue] = useState("");
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // A message belongs to the screen it was said on; the one that leads to the list of several orders goes along.
  const keepOnMove = useRef(false);
  useEffect(() => {
    const onMove = () => {
      if (keepOnMove.current) keepOnMove.current = false;
      else setMessage("");
    };
    addEventListener("hashchange", onMove);
    return () => removeEventListener("hashchange", onMove);
  }, []);
  const open = async (event: Event) => {
    event.preventDefault();
    const scanned = value.trim();
    if (!scanned || busy) return;
    setBusy(true);
    setMessage("");
    try {
      const found = await find(scanned);
      if (found.kind === "order") {
        setValue("");
        go(["orders", found.orderRef]);
      } else if (found.kind === "receiving") {
        setValue("");
        openReceiving(found.receivingRef, found.box);
      } else if (found.kind === "several") {
        setMessage(`Several accounts have an order with the external reference ${scanned}: they are listed below.`);
        const list = href(["orders"], { q: scanned, test: "1" });
        keepOnMove.current = location.hash !== list;
        location.hash = list;
      } else {
        setMessage(
          found.what === "receiving"
            ? `No receiving or order has the reference ${scanned}. Scan again, or look in the Receiving list.`
            : `No order has the reference ${scanned}. Scan again, or search the orders list.`,
        );
        input.current?.select();
      }
    } catch (error) {
      setMessage(error instanceof Error ? error.message : "The reference could not be looked up.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="scan" role="search" aria-label="Open an order or a receiving by scanning its label" onSubmit={(e) => void open(e)}>
      <label for="scan-box" class="sr-only">
        Scan or type an order reference or a box label
      </label>
      <input
        id="scan-box"
        ref={input}
        type="text"
        value={value}
        placeholder="Scan a label"
        autoComplete="off"
        spellcheck={false}
        aria-describedby="scan-message"
        onInput={(e) => {
          setValue((e.target as HTMLInputElement).value);
          setMessage("");
        }}
      />
      <button type="submit" aria-busy={busy}>
        Open
      </button>
      <span id="scan-message" class="scan-message" role="status" data-testid="scan-message">
        {message}
      </span>
    </form>
  );
}
