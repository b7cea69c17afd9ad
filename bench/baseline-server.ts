// The baseline: a bare node:http server that reads and parses the same JSON body as the service and answers the
// create's envelope, echoing the items. What HTTP and JSON alone cost on this machine; run as its own process, it
// prints {"port": N}.
import { createServer } from "node:http";

let counter = 0;

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      body = undefined;
    }
    const ok = typeof body === "object" && body !== null;
    counter += 1;
    const lines = ok && Array.isArray((body as { items?: unknown }).items) ? ((body as { items: { sku?: unknown; quantity?: unknown }[] }).items) : [];
    const items = lines.map((line, i) => ({ item_ref: `itm_baseline_${counter}_${i}`, sku: line.sku, quantity: line.quantity }));
    const payload = ok
      ? { status: "success", message: "Order created successfully", data: { order_ref: `ord_baseline_${counter}`, items } }
      : { status: "error", message: "The request is not valid.", data: { errors: [{ path: "", code: "invalid_json", message: "not JSON" }] } };
    const text = JSON.stringify(payload);
    res.writeHead(ok ? 200 : 400, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(text) });
    res.end(text);
  });
});

server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("no address");
  process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
});

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
