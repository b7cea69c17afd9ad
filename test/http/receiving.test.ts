// Receivings through real HTTP (docs/caller-guide.md#sending-goods-in, docs/operator-guide.md#receiving): the merchant
// announces boxes and prints their labels, the operator receives them (good units on hand at once, waiting orders
// served, damaged units recorded) and closes with differences; incoming follows; refusals, auth and a race.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SKU } from "../../src/fixtures/catalog.js";
import { movementSums } from "../../src/store/stock.js";
import { bars, decode, pageText } from "../helpers/pdf.js";
import { standardOrder, startSeededServer, type SeededAccount } from "../helpers/fixtures.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";

let server: TestServer;
let acme: SeededAccount;
let other: SeededAccount;

const admin = (path: string, body: unknown, token = ADMIN_TOKEN) => server.post(`/v1/admin/${path}`, body, token);
const merchant = (path: string, body: unknown, token = acme.token) => server.post(`/v1/receiving/${path}`, body, token);
const item = async (sku: string, token = acme.token) => (await server.post("/v1/inventory/list", { skus: [sku] }, token)).body.data.items[0] as { on_hand: number; committed: number; backordered: number; incoming: number };
const labels = async (ref: string, token: string | null = acme.token) => {
  const res = await fetch(`${server.url}/v1/receiving/${ref}/labels`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, type: res.headers.get("content-type"), bytes: Buffer.from(await res.arrayBuffer()) };
};
const create = async (body: Record<string, unknown>, token = acme.token) => {
  const res = await merchant("create", body, token);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: "success" });
  return res.body.data as { receiving_ref: string; status: string };
};
const errorsOf = (res: { body: { data: { errors: unknown[] } } }) => res.body.data.errors;

beforeAll(async () => {
  ({ server, acme, other } = await startSeededServer());
  expect((await admin("catalog/update", { sku: SKU.notebookBlank, track_stock: true })).body.status).toBe("success");
  // BOOK-B is Acme's alone: to Other it is an unknown SKU.
  for (const sku of ["BOOK-B", "BOOK-C"]) expect((await server.post("/v1/products/create", { sku, name: sku, blank_sku: SKU.notebookBlank }, acme.token)).body.status).toBe("success");
});
afterAll(() => server.close());

describe("a receiving from announcement to close", () => {
  it("announces boxes as incoming, prints a label per box, receives good units on hand (serving waiting orders) and damaged ones aside, and closes with differences", async () => {
    // An order waits for 3 BOOK-B: none on hand.
    const waiting = await server.post("/v1/orders/create", standardOrder({ items: [{ sku: "BOOK-B", quantity: 3 }] }), acme.token);
    expect((await server.post("/v1/orders/get", { order_ref: waiting.body.data.order_ref }, acme.token)).body.data.stock).toBe("backordered");

    const created = await merchant("create", { external_ref: "PO-1001", expected_at: "2026-12-01T09:00:00Z", carrier: "DHL", tracking_number: "JD0001", boxes: [{ lines: [{ sku: "BOOK-B", quantity: 10 }, { sku: "BOOK-C", quantity: 4 }] }, { lines: [{ sku: "BOOK-B", quantity: 6 }] }] });
    expect(created.status).toBe(200);
    const ref = created.body.data.receiving_ref as string;
    expect(ref).toMatch(/^rcv_/);
    expect(created.body.data).toMatchObject({
      status: "awaiting",
      account_id: acme.accountId,
      external_ref: "PO-1001",
      expected_at: "2026-12-01T09:00:00.000Z",
      carrier: "DHL",
      tracking_number: "JD0001",
      boxes: [
        { box: 1, lines: [{ sku: "BOOK-B", expected: 10, received: 0, damaged: 0 }, { sku: "BOOK-C", expected: 4, received: 0, damaged: 0 }] },
        { box: 2, lines: [{ sku: "BOOK-B", expected: 6, received: 0, damaged: 0 }] },
      ],
      lines: [{ sku: "BOOK-B", expected: 16, received: 0, damaged: 0, difference: -16 }, { sku: "BOOK-C", expected: 4, received: 0, damaged: 0, difference: -4 }],
      completed_at: null,
      cancelled_at: null,
    });
    expect(await item("BOOK-B")).toMatchObject({ on_hand: 0, incoming: 16, backordered: 3 });
    expect(await item("BOOK-C")).toMatchObject({ incoming: 4 });

    const pdf = await labels(ref);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe("application/pdf");
    const pages = await pageText(pdf.bytes);
    expect(pages).toHaveLength(2);
    for (const expected of ["Acme", ref, "PO-1001", "Box 1 of 2", "BOOK-B", "10", "BOOK-C", "4"]) expect(pages[0]).toContain(expected);
    expect(pages[1]).toContain("Box 2 of 2");
    expect(pages[1]).not.toContain("BOOK-C");
    expect((await decode(await bars(pdf.bytes, 1))).map((r) => r.text)).toEqual([`${ref}/1`]);
    expect((await decode(await bars(pdf.bytes, 2))).map((r) => r.text)).toEqual([`${ref}/2`]);

    // Box 1 arrives: 9 good BOOK-B, 1 damaged, 5 BOOK-C (one more than announced).
    const first = await admin("receiving/receive", { receiving_ref: ref, box: 1, lines: [{ sku: "BOOK-B", quantity: 9, condition: "good" }, { sku: "BOOK-B", quantity: 1, condition: "damaged" }, { sku: "BOOK-C", quantity: 5, condition: "good" }] });
    expect(first.body, JSON.stringify(first.body)).toMatchObject({ status: "success", data: { status: "arriving", boxes: [{ box: 1, lines: [{ sku: "BOOK-B", expected: 10, received: 9, damaged: 1 }, { sku: "BOOK-C", expected: 4, received: 5, damaged: 0 }] }, {}] } });
    expect(await item("BOOK-B")).toMatchObject({ on_hand: 9, committed: 3, backordered: 0, incoming: 6 });
    expect(await item("BOOK-C")).toMatchObject({ on_hand: 5, incoming: 0 });
    expect((await server.post("/v1/orders/get", { order_ref: waiting.body.data.order_ref }, acme.token)).body.data.stock).toBe("allocated");
    const movements = (await server.post("/v1/inventory/movements", { sku: "BOOK-B" }, acme.token)).body.data.movements as { reason: string; on_hand_delta: number; committed_delta: number; receiving_ref: string | null; order_ref: string | null }[];
    expect(movements.slice(-2).map((m) => [m.reason, m.on_hand_delta, m.committed_delta, m.receiving_ref, m.order_ref])).toEqual([
      ["receiving", 9, 0, ref, null],
      ["allocation", 0, 3, ref, waiting.body.data.order_ref],
    ]);

    // Box 2 arrives with 4 of its 6; then the receiving is closed: 2 BOOK-B missing, 1 BOOK-C more.
    expect((await admin("receiving/receive", { receiving_ref: ref, box: 2, lines: [{ sku: "BOOK-B", quantity: 4, condition: "good" }] })).body.data.status).toBe("arriving");
    expect(await item("BOOK-B")).toMatchObject({ on_hand: 13, incoming: 2 });
    const closed = await admin("receiving/close", { receiving_ref: ref });
    expect(closed.body, JSON.stringify(closed.body)).toMatchObject({
      status: "success",
      data: {
        status: "completed",
        completed_at: expect.any(String),
        lines: [
          { sku: "BOOK-B", expected: 16, received: 13, damaged: 1, difference: -2 },
          { sku: "BOOK-C", expected: 4, received: 5, damaged: 0, difference: 1 },
        ],
      },
    });
    expect(await item("BOOK-B")).toMatchObject({ on_hand: 13, incoming: 0 });
    const key = { owner: acme.accountId, sku: "BOOK-B" };
    expect(await movementSums(server.database.db, key)).toEqual({ on_hand: 13, committed: 3 });

    // Nothing more is received into a completed receiving, nor is it closed or cancelled again.
    const late = await admin("receiving/receive", { receiving_ref: ref, lines: [{ sku: "BOOK-B", quantity: 1, condition: "good" }] });
    expect(late.status).toBe(409);
    expect(late.body.data).toMatchObject({ status: "completed", errors: [expect.objectContaining({ path: "receiving_ref", code: "receiving_not_open" })] });
    expect(errorsOf(await admin("receiving/close", { receiving_ref: ref }))).toEqual([expect.objectContaining({ code: "receiving_not_open" })]);
    const cancel = await merchant("cancel", { receiving_ref: ref });
    expect(cancel.status).toBe(409);
    expect(errorsOf(cancel)).toEqual([expect.objectContaining({ code: "receiving_not_awaiting" })]);
    expect(await item("BOOK-B")).toMatchObject({ on_hand: 13, incoming: 0 });

    // The merchant and the operator read it back.
    expect((await merchant("get", { receiving_ref: ref })).body.data).toEqual(closed.body.data);
    expect((await admin("receiving/get", { receiving_ref: ref })).body.data).toEqual(closed.body.data);
  });

  it("spreads units received without a box over the boxes that announced the SKU, and records an unannounced SKU", async () => {
    const { receiving_ref: ref } = await create({ boxes: [{ lines: [{ sku: "BOOK-B", quantity: 2 }] }, { lines: [{ sku: "BOOK-B", quantity: 3 }] }] });
    expect(await item("BOOK-B")).toMatchObject({ incoming: 5 });
    const res = await admin("receiving/receive", { receiving_ref: ref, lines: [{ sku: "BOOK-B", quantity: 6, condition: "good" }, { sku: SKU.notebook, quantity: 1, condition: "damaged" }] });
    expect(res.body.data.boxes).toEqual([
      { box: 1, lines: [{ sku: "BOOK-B", expected: 2, received: 2, damaged: 0 }, { sku: SKU.notebook, expected: 0, received: 0, damaged: 1 }] },
      { box: 2, lines: [{ sku: "BOOK-B", expected: 3, received: 4, damaged: 0 }] },
    ]);
    expect(await item("BOOK-B")).toMatchObject({ incoming: 0 });
    expect(await item(SKU.notebook)).toMatchObject({ on_hand: 0, incoming: 0 });
    expect((await admin("receiving/close", { receiving_ref: ref })).body.data.lines).toEqual([
      { sku: "BOOK-B", expected: 5, received: 6, damaged: 0, difference: 1 },
      { sku: SKU.notebook, expected: 0, received: 0, damaged: 1, difference: 1 },
    ]);
  });

  it("cancels an awaiting receiving (its units no longer incoming) but not one whose goods arrived", async () => {
    const before = (await item("BOOK-C")).incoming;
    const { receiving_ref: ref } = await create({ boxes: [{ lines: [{ sku: "BOOK-C", quantity: 7 }] }] });
    expect(await item("BOOK-C")).toMatchObject({ incoming: before + 7 });
    const cancelled = await merchant("cancel", { receiving_ref: ref });
    expect(cancelled.body.data).toMatchObject({ status: "cancelled", cancelled_at: expect.any(String) });
    expect(await item("BOOK-C")).toMatchObject({ incoming: before });
    expect(errorsOf(await merchant("cancel", { receiving_ref: ref }))).toEqual([expect.objectContaining({ code: "receiving_not_awaiting" })]);
    const late = await admin("receiving/receive", { receiving_ref: ref, lines: [{ sku: "BOOK-C", quantity: 1, condition: "good" }] });
    expect(late.status).toBe(409);
    expect(late.body.data).toMatchObject({ status: "cancelled", errors: [expect.objectContaining({ code: "receiving_not_open" })] });

    const { receiving_ref: arriving } = await create({ boxes: [{ lines: [{ sku: "BOOK-C", quantity: 2 }] }] });
    expect((await admin("receiving/receive", { receiving_ref: arriving, lines: [{ sku: "BOOK-C", quantity: 1, condition: "good" }] })).status).toBe(200);
    const refused = await merchant("cancel", { receiving_ref: arriving });
    expect(refused.status).toBe(409);
    expect(refused.body.data).toMatchObject({ status: "arriving", errors: [expect.objectContaining({ path: "receiving_ref", code: "receiving_not_awaiting" })] });
    expect((await admin("receiving/close", { receiving_ref: arriving })).body.data.status).toBe("completed");
  });

  it("lets exactly one of a receive and a cancel racing on one receiving win, with figures equal to the ledger's sums", async () => {
    const key = { owner: acme.accountId, sku: "BOOK-C" };
    for (let round = 0; round < 6; round++) {
      const before = await item("BOOK-C");
      const { receiving_ref: ref } = await create({ boxes: [{ lines: [{ sku: "BOOK-C", quantity: 5 }] }] });
      const [received, cancelled] = await Promise.all([
        admin("receiving/receive", { receiving_ref: ref, lines: [{ sku: "BOOK-C", quantity: 2, condition: "good" }] }),
        merchant("cancel", { receiving_ref: ref }),
      ]);
      expect([received.status, cancelled.status].sort()).toEqual([200, 409]);
      const after = await item("BOOK-C");
      if (received.status === 200) {
        expect(after).toMatchObject({ on_hand: before.on_hand + 2, incoming: before.incoming + 3 });
        expect(errorsOf(cancelled)).toEqual([expect.objectContaining({ code: "receiving_not_awaiting" })]);
        expect((await admin("receiving/close", { receiving_ref: ref })).status).toBe(200);
      } else {
        expect(after).toMatchObject({ on_hand: before.on_hand, incoming: before.incoming });
        expect(errorsOf(received)).toEqual([expect.objectContaining({ code: "receiving_not_open" })]);
      }
      expect(await movementSums(server.database.db, key)).toEqual({ on_hand: (await item("BOOK-C")).on_hand, committed: (await item("BOOK-C")).committed });
      expect((await item("BOOK-C")).incoming).toBe(before.incoming);
    }
  });
});

describe("events", () => {
  it("sends receiving.updated on each receive and status change, numbered per receiving by its own sequence", async () => {
    const hook = await admin("webhooks/create", { account_id: other.accountId, url: "https://hooks.example.com/receiving", events: ["receiving.updated"] });
    expect(hook.body.status).toBe("success");
    const { receiving_ref: ref } = await create({ boxes: [{ lines: [{ sku: SKU.notebook, quantity: 4 }] }] }, other.token);
    expect((await admin("receiving/receive", { receiving_ref: ref, lines: [{ sku: SKU.notebook, quantity: 1, condition: "good" }] })).status).toBe(200);
    expect((await admin("receiving/receive", { receiving_ref: ref, lines: [{ sku: SKU.notebook, quantity: 1, condition: "damaged" }] })).status).toBe(200);
    // A refused change tells nothing.
    expect((await merchant("cancel", { receiving_ref: ref }, other.token)).status).toBe(409);
    expect((await admin("receiving/close", { receiving_ref: ref })).status).toBe(200);
    const rows = await server.database.db.selectFrom("webhook_deliveries").select("payload").where("event_type", "=", "receiving.updated").where("webhook_id", "=", hook.body.data.webhook_id).execute();
    const events = rows.map((row) => JSON.parse(String(row.payload)) as { type: string; sequence: number; data: { receiving_ref: string; status: string; lines: unknown[] } });
    expect(events.map((e) => [e.type, e.sequence, e.data.receiving_ref, e.data.status]).sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
      ["receiving.updated", 1, ref, "arriving"],
      ["receiving.updated", 2, ref, "arriving"],
      ["receiving.updated", 3, ref, "completed"],
    ]);
    expect(events.find((e) => e.sequence === 3)!.data.lines).toEqual([{ sku: SKU.notebook, expected: 4, received: 1, damaged: 1, difference: -2 }]);
  });
});

describe("reads", () => {
  it("lists the merchant's own receivings newest first by status, and the operator's across accounts by account and status", async () => {
    const mine = await create({ external_ref: "PO-LIST", boxes: [{ lines: [{ sku: "BOOK-B", quantity: 1 }] }] });
    const theirs = await create({ boxes: [{ lines: [{ sku: SKU.notebook, quantity: 1 }] }] }, other.token);
    const listed = (await merchant("list", {})).body.data;
    expect(listed.receivings[0]).toMatchObject({ receiving_ref: mine.receiving_ref, external_ref: "PO-LIST" });
    expect(listed.receivings.map((r: { account_id: string }) => r.account_id)).toEqual(listed.receivings.map(() => acme.accountId));
    expect((await merchant("list", { status: "awaiting" })).body.data.receivings.map((r: { status: string }) => r.status)).toEqual(["awaiting"]);
    const firstPage = (await merchant("list", { limit: 1 })).body.data;
    expect(firstPage.receivings).toHaveLength(1);
    expect((await merchant("list", { limit: 1, cursor: firstPage.next_cursor })).body.data.receivings[0].receiving_ref).not.toBe(mine.receiving_ref);
    const otherList = (await merchant("list", {}, other.token)).body.data.receivings as { receiving_ref: string; account_id: string }[];
    expect(otherList[0]!.receiving_ref).toBe(theirs.receiving_ref);
    expect(new Set(otherList.map((r) => r.account_id))).toEqual(new Set([other.accountId]));
    const all = (await admin("receiving/list", {})).body.data.receivings.map((r: { receiving_ref: string }) => r.receiving_ref);
    expect(all.slice(0, 2)).toEqual([theirs.receiving_ref, mine.receiving_ref]);
    expect((await admin("receiving/list", { account_id: other.accountId })).body.data.receivings.map((r: { receiving_ref: string }) => r.receiving_ref)).toEqual(otherList.map((r) => r.receiving_ref));
    const awaiting = (await admin("receiving/list", { status: "awaiting" })).body.data.receivings.map((r: { receiving_ref: string }) => r.receiving_ref);
    expect(awaiting).toEqual([theirs.receiving_ref, mine.receiving_ref]);
    expect(errorsOf(await merchant("list", { cursor: "nope" }))).toEqual([expect.objectContaining({ code: "invalid_cursor" })]);
  });
});

describe("refusals", () => {
  const oneBox = (lines: unknown[]) => ({ boxes: [{ lines }] });

  it("refuses goods that are not counted or not the account's, quantities below 1, too many boxes, a bad expected_at and a reused external_ref", async () => {
    const before = await item("BOOK-B");
    const notCounted = await merchant("create", oneBox([{ sku: "BOOK-B", quantity: 1 }, { sku: SKU.logoTee, quantity: 1 }]));
    expect(notCounted.status).toBe(400);
    expect(errorsOf(notCounted)).toEqual([expect.objectContaining({ path: "boxes[0].lines[1].sku", code: "not_stocked" })]);
    const unknown = await merchant("create", { boxes: [{ lines: [{ sku: SKU.notebook, quantity: 1 }] }, { lines: [{ sku: "BOOK-B", quantity: 1 }] }] }, other.token);
    expect(unknown.status).toBe(400);
    expect(errorsOf(unknown)).toEqual([expect.objectContaining({ path: "boxes[1].lines[0].sku", code: "unknown_sku" })]);
    for (const quantity of [0, -2]) {
      const res = await merchant("create", oneBox([{ sku: "BOOK-B", quantity }]));
      expect(res.status).toBe(400);
      expect(errorsOf(res)).toEqual([expect.objectContaining({ path: "boxes[0].lines[0].quantity", code: "out_of_range" })]);
    }
    const tooMany = await merchant("create", { boxes: Array.from({ length: 201 }, () => ({ lines: [{ sku: "BOOK-B", quantity: 1 }] })) });
    expect(tooMany.status).toBe(400);
    expect(errorsOf(tooMany)).toEqual([expect.objectContaining({ path: "boxes", code: "too_many_items" })]);
    expect(errorsOf(await merchant("create", { boxes: [] }))).toEqual([expect.objectContaining({ path: "boxes", code: "too_few_items" })]);
    expect(errorsOf(await merchant("create", { ...oneBox([{ sku: "BOOK-B", quantity: 1 }]), expected_at: "next tuesday" }))).toEqual([expect.objectContaining({ path: "expected_at", code: "invalid_timestamp" })]);
    // Nothing of the refused creates was written.
    expect(await item("BOOK-B")).toMatchObject({ incoming: before.incoming });

    const first = await create({ external_ref: "PO-TWICE", ...oneBox([{ sku: "BOOK-B", quantity: 1 }]) });
    const again = await merchant("create", { external_ref: "PO-TWICE", ...oneBox([{ sku: "BOOK-B", quantity: 2 }]) });
    expect(again.status).toBe(409);
    expect(again.body.data).toMatchObject({ receiving_ref: first.receiving_ref, errors: [expect.objectContaining({ path: "external_ref", code: "receiving_exists" })] });
    expect(await item("BOOK-B")).toMatchObject({ incoming: before.incoming + 1 });
    // Another account may use the same external_ref.
    await create({ external_ref: "PO-TWICE", ...oneBox([{ sku: SKU.notebook, quantity: 1 }]) }, other.token);
    expect((await merchant("cancel", { receiving_ref: first.receiving_ref })).status).toBe(200);
  });

  it("refuses a receive of what is not counted or not the account's, of a box the receiving does not have, and of quantities below 1", async () => {
    const { receiving_ref: ref } = await create(oneBox([{ sku: "BOOK-B", quantity: 2 }]));
    const receiveLines = (lines: unknown[], extra: Record<string, unknown> = {}) => admin("receiving/receive", { receiving_ref: ref, lines, ...extra });
    expect(errorsOf(await receiveLines([{ sku: SKU.logoTee, quantity: 1, condition: "good" }]))).toEqual([expect.objectContaining({ path: "lines[0].sku", code: "not_stocked" })]);
    expect(errorsOf(await receiveLines([{ sku: "NOPE", quantity: 1, condition: "good" }]))).toEqual([expect.objectContaining({ path: "lines[0].sku", code: "unknown_sku" })]);
    expect(errorsOf(await receiveLines([{ sku: "BOOK-B", quantity: 1, condition: "good" }], { box: 2 }))).toEqual([expect.objectContaining({ path: "box", code: "out_of_range" })]);
    expect(errorsOf(await receiveLines([{ sku: "BOOK-B", quantity: 0, condition: "good" }]))).toEqual([expect.objectContaining({ path: "lines[0].quantity", code: "out_of_range" })]);
    expect(errorsOf(await receiveLines([{ sku: "BOOK-B", quantity: 1, condition: "wet" }]))).toEqual([expect.objectContaining({ path: "lines[0].condition", code: "invalid_value" })]);
    expect(errorsOf(await receiveLines([]))).toEqual([expect.objectContaining({ path: "lines", code: "too_few_items" })]);
    // A refused receive wrote nothing: the receiving still awaits, so it can be cancelled.
    expect((await merchant("get", { receiving_ref: ref })).body.data.status).toBe("awaiting");
    expect((await merchant("cancel", { receiving_ref: ref })).status).toBe(200);
  });

  it("answers an unknown receiving, and another account's, as not found", async () => {
    const theirs = await create(oneBox([{ sku: SKU.notebook, quantity: 1 }]), other.token);
    for (const ref of ["rcv_nope", theirs.receiving_ref]) {
      for (const path of ["get", "cancel"]) {
        const res = await merchant(path, { receiving_ref: ref });
        expect(res.status).toBe(404);
        expect(errorsOf(res)).toEqual([expect.objectContaining({ path: "receiving_ref", code: "receiving_not_found" })]);
      }
      const pdf = await labels(ref);
      expect(pdf.status).toBe(404);
      expect(JSON.parse(pdf.bytes.toString()).data.errors).toEqual([expect.objectContaining({ code: "receiving_not_found" })]);
    }
    expect((await merchant("get", { receiving_ref: theirs.receiving_ref }, other.token)).body.data.status).toBe("awaiting");
    for (const path of ["receive", "close", "get"]) {
      const body = path === "receive" ? { receiving_ref: "rcv_nope", lines: [{ sku: "BOOK-B", quantity: 1, condition: "good" }] } : { receiving_ref: "rcv_nope" };
      const res = await admin(`receiving/${path}`, body);
      expect(res.status).toBe(404);
      expect(errorsOf(res)).toEqual([expect.objectContaining({ code: "receiving_not_found" })]);
    }
  });

  it("answers malformed and incomplete bodies at their field on every route", async () => {
    const routes = [...["create", "get", "list", "cancel"].map((path) => `/v1/receiving/${path}`), ...["receive", "close", "get", "list"].map((path) => `/v1/admin/receiving/${path}`)];
    for (const url of routes) {
      const token = url.startsWith("/v1/admin/") ? ADMIN_TOKEN : acme.token;
      const malformed = await server.request(url, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: "{" });
      expect(malformed.status, url).toBe(400);
      expect(malformed.body.data.errors[0].code, url).toBe("malformed_json");
      const unknownField = await server.post(url, { receiving_ref: "rcv_x", boxes: [], lines: [], surprise: 1 }, token);
      expect(unknownField.status, url).toBe(400);
      expect(unknownField.body.data.errors, url).toContainEqual(expect.objectContaining({ path: "surprise", code: "unknown_field" }));
    }
    expect(errorsOf(await merchant("create", {}))).toEqual([expect.objectContaining({ path: "boxes", code: "required" })]);
    expect(errorsOf(await merchant("get", {}))).toEqual([expect.objectContaining({ path: "receiving_ref", code: "required" })]);
    expect(errorsOf(await admin("receiving/receive", { receiving_ref: "rcv_x" }))).toEqual([expect.objectContaining({ path: "lines", code: "required" })]);
    expect(errorsOf(await merchant("create", { boxes: [{ lines: [{ sku: "BOOK-B" }] }] }))).toEqual([expect.objectContaining({ path: "boxes[0].lines[0].quantity", code: "required" })]);
  });
});

describe("auth", () => {
  it("needs a token, inventory:read to read and inventory:write to change; the operator's routes refuse an account token", async () => {
    const { receiving_ref: ref } = await create({ boxes: [{ lines: [{ sku: "BOOK-B", quantity: 1 }] }] });
    const tokenWith = async (scopes: string[]) => (await admin("tokens/create", { account_id: acme.accountId, scopes })).body.data.token as string;
    const reader = await tokenWith(["inventory:read"]);
    const orders = await tokenWith(["orders:read", "orders:write"]);
    const creates = { boxes: [{ lines: [{ sku: "BOOK-B", quantity: 1 }] }] };
    for (const [path, body] of [["create", creates], ["get", { receiving_ref: ref }], ["list", {}], ["cancel", { receiving_ref: ref }]] as const) {
      expect((await server.post(`/v1/receiving/${path}`, body)).status, path).toBe(401);
      const wrong = await merchant(path, body, orders);
      expect(wrong.status, path).toBe(403);
      expect(errorsOf(wrong), path).toEqual([expect.objectContaining({ code: "insufficient_scope" })]);
    }
    expect((await merchant("get", { receiving_ref: ref }, reader)).status).toBe(200);
    expect((await merchant("list", {}, reader)).status).toBe(200);
    expect((await merchant("create", creates, reader)).status).toBe(403);
    expect((await merchant("cancel", { receiving_ref: ref }, reader)).status).toBe(403);
    expect((await labels(ref, reader)).status).toBe(200);
    expect((await labels(ref, orders)).status).toBe(403);
    expect((await labels(ref, null)).status).toBe(401);
    for (const path of ["receive", "close", "get", "list"]) {
      expect((await server.post(`/v1/admin/receiving/${path}`, { receiving_ref: ref }, acme.token)).status, path).toBe(403);
      expect((await server.post(`/v1/admin/receiving/${path}`, { receiving_ref: ref })).status, path).toBe(401);
    }
    expect((await merchant("list", {}, ADMIN_TOKEN)).status).toBe(403);
  });
});
