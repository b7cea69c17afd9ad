// Batch packing slips for bulk work: orders selected by the list's filter, and skip_unprintable with its
// Skipped-Orders header; read back as PDF text; the refusals, auth and malformed input.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedAccount, type SeededAccount, standardOrder, startSeededServer } from "../helpers/fixtures.js";
import { createOrder, walk } from "../helpers/orders.js";
import { pageText } from "../helpers/pdf.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";
import { LocalFileStore } from "../../src/files/store.js";
import { serviceContext } from "../../src/services/context.js";
import { packingSlipBatch } from "../../src/services/packing-slips.js";

let server: TestServer;
let acme: SeededAccount;

beforeAll(async () => {
  ({ server, acme } = await startSeededServer());
});
afterAll(() => server.close());

async function batch(body: unknown, token = ADMIN_TOKEN) {
  const res = await fetch(`${server.url}/v1/admin/packing-slips`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get("content-type"), skipped: res.headers.get("skipped-orders"), bytes, json: () => JSON.parse(bytes.toString("utf8")) };
}

/** Creates `count` orders for the token, a few at a time; their refs, oldest first. */
async function createMany(token: string, count: number): Promise<string[]> {
  const refs: string[] = [];
  for (let i = 0; i < count; i += 25) {
    const made = await Promise.all(
      Array.from({ length: Math.min(25, count - i) }, async () => {
        const res = await server.post("/v1/orders/create", standardOrder(), token);
        expect(res.status).toBe(200);
        return (res.body as { data: { order_ref: string } }).data.order_ref;
      }),
    );
    refs.push(...made.sort());
  }
  return refs;
}

/** How many packing slips a PDF holds: pages headed "Packing slip" (continuations and declarations are not). */
async function slipCount(pdf: Buffer): Promise<number> {
  return (await pageText(pdf)).filter((text) => text.includes("Packing slip")).length;
}

describe("POST /v1/admin/packing-slips with filter and skip_unprintable", () => {
  it("prints the orders the list's filter selects, newest first", async () => {
    const account = await seedAccount(server, { name: "Filtered", connected_stores: true });
    const [first, second, held] = [await createOrder(server, account.token), await createOrder(server, account.token), await createOrder(server, account.token)];
    await walk(server, held, ["on_hold"]);
    const res = await batch({ filter: { account_id: account.accountId, status: "received" } });
    expect(res.status).toBe(200);
    expect(res.type).toBe("application/pdf");
    expect(res.skipped).toBeNull();
    const pages = await pageText(res.bytes);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(second.orderRef);
    expect(pages[1]).toContain(first.orderRef);
    expect(pages.join("\n")).not.toContain(held.orderRef);
  });

  it("with skip_unprintable leaves out the orders with nothing left to ship and names them in Skipped-Orders", async () => {
    const account = await seedAccount(server, { name: "Mixed", connected_stores: true });
    const open = await createOrder(server, account.token);
    const shipped = await createOrder(server, account.token);
    await walk(server, shipped, ["in_production", "ship"]);
    const cancelled = await createOrder(server, account.token);
    await walk(server, cancelled, ["cancelled"]);

    const byRefs = await batch({ order_refs: [shipped.orderRef, open.orderRef, cancelled.orderRef], skip_unprintable: true });
    expect(byRefs.status).toBe(200);
    expect(byRefs.skipped).toBe(`${shipped.orderRef},${cancelled.orderRef}`);
    const pages = await pageText(byRefs.bytes);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain(open.orderRef);

    const byFilter = await batch({ filter: { account_id: account.accountId }, skip_unprintable: true });
    expect(byFilter.status).toBe(200);
    expect(byFilter.skipped).toBe(`${cancelled.orderRef},${shipped.orderRef}`);
    expect(await pageText(byFilter.bytes)).toHaveLength(1);

    // Without it, the batch is refused as before, naming each order.
    const refused = await batch({ filter: { account_id: account.accountId } });
    expect(refused.status).toBe(409);
    expect(refused.json().data.errors).toEqual([
      { path: "filter", code: "nothing_to_ship", message: expect.stringContaining(cancelled.orderRef) },
      { path: "filter", code: "nothing_to_ship", message: expect.stringContaining(shipped.orderRef) },
    ]);
    const byRefsRefused = await batch({ order_refs: [open.orderRef, shipped.orderRef] });
    expect(byRefsRefused.status).toBe(409);
    expect(byRefsRefused.json().data.errors).toEqual([{ path: "order_refs[1]", code: "nothing_to_ship", message: expect.any(String) }]);
    // Nothing printable at all: nothing to render, even when skipping.
    const none = await batch({ order_refs: [shipped.orderRef, cancelled.orderRef], skip_unprintable: true });
    expect(none.status).toBe(409);
    expect(none.json().data.errors.map((e: { code: string }) => e.code)).toEqual(["nothing_to_ship", "nothing_to_ship"]);
    // An unknown order is a mistake, not an unprintable order: still 404.
    const unknown = await batch({ order_refs: [open.orderRef, "ord_01KAZZZZZZZZZZZZZZZZZZZZZZ"], skip_unprintable: true });
    expect(unknown.status).toBe(404);
    expect(unknown.json().data.errors).toEqual([{ path: "order_refs[1]", code: "order_not_found", message: expect.any(String) }]);
  });

  it("prints a filter selecting more than 100 orders in one PDF, and refuses one selecting none (nothing_to_ship)", async () => {
    const busy = await seedAccount(server, { name: "Busy", connected_stores: true });
    await createMany(busy.token, 101);
    const all = await batch({ filter: { account_id: busy.accountId }, skip_unprintable: true });
    expect(all.status).toBe(200);
    expect(await slipCount(all.bytes)).toBe(101);
    const none = await batch({ filter: { account_id: busy.accountId, status: "shipped" } });
    expect(none.status).toBe(409);
    expect(none.json().data.errors).toEqual([{ path: "filter", code: "nothing_to_ship", message: expect.any(String) }]);
  });

  it("prints 250 orders named by order_refs as one PDF of 250 slips, in the order given, streamed", async () => {
    const many = await seedAccount(server, { name: "Many", connected_stores: true });
    const refs = (await createMany(many.token, 250)).reverse();
    const res = await fetch(`${server.url}/v1/admin/packing-slips`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${ADMIN_TOKEN}` },
      body: JSON.stringify({ order_refs: refs }),
    });
    expect(res.status).toBe(200);
    // Streamed as rendered: no length known before the end.
    expect(res.headers.get("content-length")).toBeNull();
    expect(res.headers.get("transfer-encoding")).toBe("chunked");
    const pages = (await pageText(Buffer.from(await res.arrayBuffer()))).filter((text) => text.includes("Packing slip"));
    expect(pages).toHaveLength(250);
    pages.forEach((text, i) => expect(text).toContain(refs[i]));
  });

  it("fails the stream, never ends the PDF early, when an order past the first part is cancelled after the check", async () => {
    const racing = await seedAccount(server, { name: "Racing", connected_stores: true });
    const refs = await createMany(racing.token, 120);
    const victim = await createOrder(server, racing.token);
    const ctx = serviceContext(server.database.db, server.config);
    const { pdf } = await packingSlipBatch(ctx, { ...server.config, files: new LocalFileStore(server.config.filesDir) }, { order_refs: [...refs, victim.orderRef] });
    const reader = pdf[Symbol.asyncIterator]();
    // The first part's bytes (orders 0–99) are out, as the response's would be, when the last order is cancelled.
    const first = await reader.next();
    expect(first.done).toBe(false);
    await walk(server, victim, ["cancelled"]);
    await expect((async () => {
      for (let next = await reader.next(); !next.done; next = await reader.next());
    })()).rejects.toMatchObject({ status: 409, errors: [{ path: "order_refs[120]", code: "nothing_to_ship" }] });
  });

  it("checks every order of a large batch before the first byte: an unknown ref past the first hundred refuses it all", async () => {
    const late = await seedAccount(server, { name: "Late", connected_stores: true });
    const refs = await createMany(late.token, 120);
    const res = await batch({ order_refs: [...refs.slice(0, 110), "ord_missing", ...refs.slice(110)] });
    expect(res.status).toBe(404);
    expect(res.json().data.errors).toEqual([{ path: "order_refs[110]", code: "order_not_found", message: expect.any(String) }]);
  });

  it("refuses malformed selections with the path, and needs an operator token", async () => {
    const order = await createOrder(server, acme.token);
    const cases: [unknown, { path: string; code: string }][] = [
      [{}, { path: "order_refs", code: "required" }],
      [{ skip_unprintable: true }, { path: "order_refs", code: "required" }],
      [{ order_refs: [order.orderRef], filter: {} }, { path: "filter", code: "invalid" }],
      [{ filter: { colour: "red" } }, { path: "filter.colour", code: "unknown_field" }],
      [{ filter: { created_after: "soon" } }, { path: "filter.created_after", code: "invalid_timestamp" }],
      [{ order_refs: [order.orderRef], skip_unprintable: "yes" }, { path: "skip_unprintable", code: "invalid_type" }],
    ];
    for (const [body, error] of cases) {
      const res = await batch(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json().data.errors, JSON.stringify(body)).toContainEqual(expect.objectContaining(error));
    }
    expect((await batch("{")).json().data.errors[0].code).toBe("malformed_json");
    expect((await batch({ order_refs: [order.orderRef] }, "")).status).toBe(401);
    const forbidden = await batch({ filter: {} }, acme.token);
    expect(forbidden.status).toBe(403);
    expect(forbidden.json().data.errors[0].code).toBe("forbidden");
  });
});
