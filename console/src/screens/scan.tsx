// The scan box in the console's header: a barcode scanner types the packing slip's barcode (the order_ref, Code 128)
// and Enter, and the order opens; an external_ref typed or scanned opens its order too.
import { useEffect, useRef, useState } from "preact/hooks";
import { admin, ApiError } from "../api.js";
import { go, href } from "../router.js";

type Found = { kind: "order"; orderRef: string } | { kind: "several" } | { kind: "none" };

/**
 * An order_ref (what the slip's barcode holds) is read with orders/get; anything else is taken for an
 * external_ref (orders/list, test orders included: a scan must find whatever was printed).
 */
async function find(scanned: string): Promise<Found> {
  if (/^ord_/i.test(scanned)) {
    const orderRef = scanned.toLowerCase();
    try {
      await admin("orders/get", { order_ref: orderRef });
      return { kind: "order", orderRef };
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { kind: "none" };
      throw error;
    }
  }
  const { orders } = await admin("orders/list", { external_ref: scanned, include_test: true, limit: 2 });
  if (orders.length === 1) return { kind: "order", orderRef: orders[0]!.order_ref };
  return orders.length === 0 ? { kind: "none" } : { kind: "several" };
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
      } else if (found.kind === "several") {
        setMessage(`Several accounts have an order with the external reference ${scanned}: they are listed below.`);
        const list = href(["orders"], { q: scanned, test: "1" });
        keepOnMove.current = location.hash !== list;
        location.hash = list;
      } else {
        setMessage(`No order has the reference ${scanned}. Scan again, or search the orders list.`);
        input.current?.select();
      }
    } catch (error) {
      setMessage(error instanceof Error ? error.message : "The order could not be looked up.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="scan" role="search" aria-label="Open an order by scanning its packing slip" onSubmit={(e) => void open(e)}>
      <label for="scan-box" class="sr-only">
        Scan or type an order reference
      </label>
      <input
        id="scan-box"
        ref={input}
        type="text"
        value={value}
        placeholder="Scan a slip"
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
