// Reading orders through real HTTP: get by either reference, list with filters and cursor pagination.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedAccount, seedCatalog, standardOrder, type SeededAccount } from "../helpers/fixtures.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
let acme: SeededAccount;
const created: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalog(server);
  acme = await seedAccount(server);
  for (let i = 0; i < 7; i++) {
    const res = await server.post("/v1/orders/create", standardOrder({ created_at: `2026-11-0${i + 1}T12:00:00Z` }), acme.token);
    created.push(res.body.data.order_ref);
  }
});
afterAll(() => server.close());

describe("orders/get", () => {
  it("finds an order by order_ref and by external_ref alike", async () => {
    const byRef = await server.post("/v1/orders/get", { order_ref: created[0] }, acme.token);
    const byExternal = await server.post("/v1/orders/get", { external_ref: byRef.body.data.external_ref }, acme.token);
    expect(byRef.body.message).toBe("Order found");
    expect(byExternal.body.data).toEqual(byRef.body.data);
  });

  it.each([
    ["neither reference", {}, "order_ref", "required"],
    ["both references", { order_ref: "a", external_ref: "b" }, "external_ref", "invalid"],
    ["an unknown field", { order_id: "x" }, "order_id", "unknown_field"],
  ])("refuses %s", async (_case, body, path, code) => {
    const res = await server.post("/v1/orders/get", body, acme.token);
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ path, code }));
  });
});

describe("orders/list", () => {
  it("pages newest first without gaps or repeats", async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await server.post("/v1/orders/list", { limit: 3, ...(cursor ? { cursor } : {}) }, acme.token);
      expect(res.status).toBe(200);
      seen.push(...res.body.data.orders.map((o: { order_ref: string }) => o.order_ref));
      cursor = res.body.data.next_cursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual([...created].sort().reverse());
  });

  it("filters by status and created_after", async () => {
    const received = await server.post("/v1/orders/list", { status: "received" }, acme.token);
    expect(received.body.data.orders).toHaveLength(7);
    const shipped = await server.post("/v1/orders/list", { status: "shipped" }, acme.token);
    expect(shipped.body.data).toEqual({ orders: [], next_cursor: null });
    const recent = await server.post("/v1/orders/list", { created_after: "2026-11-05T00:00:00Z" }, acme.token);
    expect(recent.body.data.orders.map((o: { created_at: string }) => o.created_at).sort()).toEqual([
      "2026-11-05T12:00:00.000Z",
      "2026-11-06T12:00:00.000Z",
      "2026-11-07T12:00:00.000Z",
    ]);
  });

  it.each([
    ["an unknown status", { status: "lost" }, "status", "invalid_value"],
    ["a limit over 100", { limit: 101 }, "limit", "out_of_range"],
    ["a non-UTC created_after", { created_after: "2026-11-05T00:00:00+02:00" }, "created_after", "invalid_timestamp"],
    ["a forged cursor", { cursor: Buffer.from('["accounts","x"]').toString("base64url") }, "cursor", "invalid_cursor"],
  ])("refuses %s", async (_case, body, path, code) => {
    const res = await server.post("/v1/orders/list", body, acme.token);
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ path, code }));
  });
});
