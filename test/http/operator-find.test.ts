// orders/list's finding filters (q, received_after / received_before, sku, queue), its total_count, and the work
// queue of orders/counts, through real HTTP on a service whose clock the test moves (docs/operator-guide.md#finding-orders, docs/operator-guide.md#the-work-queue).
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transaction } from "../../src/store/database.js";
import { insertSearchWords } from "../../src/store/order-search.js";
import { writerOf } from "../../src/store/writer.js";
import { printFileOrder, seedAccount, seedCatalog, standardOrder, type SeededAccount } from "../helpers/fixtures.js";
import { FORCED } from "../helpers/orders.js";
import { ADMIN_TOKEN, startTestServer, type TestServer } from "../helpers/server.js";
import { engineOf } from "../../src/store/engine.js";

let server: TestServer;
let acme: SeededAccount;
let clock = new Date("2026-11-20T09:00:00.000Z");
const admin = (path: string, body: unknown, token: string = ADMIN_TOKEN) => server.post(`/v1/admin${path}`, body, token);
const refs = (res: { body: { data: { orders: { order_ref: string }[] } } }) => res.body.data.orders.map((o) => o.order_ref);
const minutes = (n: number) => (clock = new Date(clock.getTime() + n * 60_000));

async function create(body: Record<string, unknown>, token = acme.token): Promise<string> {
  const res = await server.post("/v1/orders/create", body, token);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: "success" });
  return res.body.data.order_ref as string;
}

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  await seedCatalog(server);
  acme = await seedAccount(server);
});
afterAll(() => server.close());

describe("orders/list q", () => {
  let ada: string;
  let etienne: string;
  let london: string;
  beforeAll(async () => {
    ada = await create(standardOrder({ external_ref: "SHOP-1001", shipping_name: "Ada Lovelace" }));
    etienne = await create(standardOrder({ external_ref: "SHOP-2002", shipping_name: "Étienne O'Brien-Smith", shipping_city: "Saint-Étienne" }));
    london = await create(
      standardOrder({ external_ref: "mkt-77", shipping_name: "Grace Hopper", shipping_city: "London", shipping_zip: "SW1A 1AA", shipping_state: "London", shipping_country: "GB" }),
    );
  });

  it("finds by a prefix of order_ref or external_ref, case ignored", async () => {
    expect(refs(await admin("/orders/list", { q: ada.slice(0, 12).toUpperCase() }))).toContain(ada);
    expect(refs(await admin("/orders/list", { q: ada }))).toEqual([ada]);
    expect(refs(await admin("/orders/list", { q: "shop-100" }))).toEqual([ada]);
    expect(refs(await admin("/orders/list", { q: "SHOP-" }))).toEqual([etienne, ada]);
  });

  it("finds by words of the ship-to name, city and zip, accents ignored, every word required", async () => {
    expect(refs(await admin("/orders/list", { q: "etien" }))).toEqual([etienne]);
    expect(refs(await admin("/orders/list", { q: "obrien" }))).toEqual([]);
    expect(refs(await admin("/orders/list", { q: "brien" }))).toEqual([etienne]);
    expect(refs(await admin("/orders/list", { q: "o'brien-smith" }))).toEqual([etienne]);
    expect(refs(await admin("/orders/list", { q: "lovel" }))).toEqual([ada]);
    expect(refs(await admin("/orders/list", { q: "ada lovelace" }))).toEqual([ada]);
    expect(refs(await admin("/orders/list", { q: "ada hopper" }))).toEqual([]);
    expect(refs(await admin("/orders/list", { q: "lond" }))).toEqual([london]);
    expect(refs(await admin("/orders/list", { q: "sw1a" }))).toEqual([london]);
    expect(refs(await admin("/orders/list", { q: "sw1a1a" }))).toEqual([london]);
    expect(refs(await admin("/orders/list", { q: "1aa" }))).toEqual([london]);
    // The address line is not searched (only name, city and zip).
    expect(refs(await admin("/orders/list", { q: "analytical" }))).toEqual([]);
  });

  it("finds words in any script by any prefix of their characters, and takes a query language's characters as text", async () => {
    const tokyo = await create(standardOrder({ external_ref: "JP-東京-1", shipping_name: "山田 太郎", shipping_city: "Zoë’s 😀town" }));
    expect(refs(await admin("/orders/list", { q: "山" }))).toEqual([tokyo]);
    expect(refs(await admin("/orders/list", { q: "山田" }))).toEqual([tokyo]);
    expect(refs(await admin("/orders/list", { q: "山田太" }))).toEqual([]);
    expect(refs(await admin("/orders/list", { q: "太郎" }))).toEqual([tokyo]);
    expect(refs(await admin("/orders/list", { q: "jp-東" }))).toEqual([tokyo]);
    expect(refs(await admin("/orders/list", { q: "東京" }))).toEqual([tokyo]);
    expect(refs(await admin("/orders/list", { q: "zoe" }))).toEqual([tokyo]);
    expect(refs(await admin("/orders/list", { q: "😀" }))).toEqual([tokyo]);
    // Quotes, stars, OR, NEAR and parentheses are characters of a word like any other, never an operator.
    for (const q of ['ada" OR "*', "ada*", "NEAR(ada lovelace)", "-ada", "^ada", '"', "*"]) {
      const res = await admin("/orders/list", { q });
      expect(res.body, q).toMatchObject({ status: "success" });
      expect(refs(res), q).toEqual([]);
    }
  });

  it("finds a word of a script written without spaces by any part of it, and Latin words by their prefixes only", async () => {
    const chiyoda = await create(standardOrder({ external_ref: "JP-2", shipping_name: "鈴木 イチロー", shipping_city: "東京都千代田区", shipping_zip: "100-0005", shipping_state: "JP-13", shipping_country: "JP" }));
    for (const q of ["千代田区", "代田", "東京都千代田区", "田区", "チロー", "鈴木 代田"]) expect(refs(await admin("/orders/list", { q })), q).toEqual([chiyoda]);
    expect(refs(await admin("/orders/list", { q: "千代田区丸の内" }))).toEqual([]);
    // Still prefixes only in Latin script: the middle of "Lovelace" or of "SHOP-1001" finds nothing.
    for (const q of ["velace", "op-1001", "ondon"]) expect(refs(await admin("/orders/list", { q })), q).toEqual([]);
  });

  it("keeps no word of a transaction that failed, beside one that committed with it", async () => {
    const db = server.database.db;
    // Together, so that on SQLite they share a group commit: the failed one is rolled back to its savepoint.
    const [failed, kept] = await Promise.allSettled([
      transaction(db, async (trx) => {
        await insertSearchWords(writerOf(trx), ada, ["rolledbackword"]);
        throw new Error("the change fails after writing its word");
      }),
      transaction(db, (trx) => insertSearchWords(writerOf(trx), ada, ["keptword"])),
    ]);
    expect(failed.status).toBe("rejected");
    expect(kept.status).toBe("fulfilled");
    expect(refs(await admin("/orders/list", { q: "rolledback" }))).toEqual([]);
    expect(refs(await admin("/orders/list", { q: "keptw" }))).toEqual([ada]);
    if (engineOf(server.database.db) === "sqlite") {
      // FTS5's own check of its index against itself: throws when the index is corrupt.
      await sql`insert into "order_search" ("order_search") values ('integrity-check')`.execute(db);
    }
  });

  it("gives a tracking number to an order that has no words yet (a row written before them)", async () => {
    const bare = await create(standardOrder({ external_ref: "BARE-1" }));
    const sqlite = engineOf(server.database.db) === "sqlite";
    await sql.raw(`delete from ${sqlite ? "order_search_rows" : "order_words"} where order_ref = '${bare}'`).execute(server.database.db);
    expect(refs(await admin("/orders/list", { q: "bare-1" }))).toEqual([]);
    expect((await admin("/orders/transition", { order_ref: bare, status: "in_production", ...FORCED })).body.status).toBe("success");
    expect((await admin("/orders/ship", { order_ref: bare, carrier: "UPS", tracking_number: "1ZBARE0001" })).body.status).toBe("success");
    expect(refs(await admin("/orders/list", { q: "1zbare" }))).toEqual([bare]);
  });

  it("follows a new ship-to address and finds tracking numbers once shipped", async () => {
    const moved = await server.post(
      "/v1/orders/update-shipping",
      { order_ref: ada, shipping_name: "Augusta King", shipping_phone: "+1 555 010 0000", shipping_address_1: "1 Analytical Way", shipping_city: "Springfield", shipping_zip: "62701", shipping_state: "IL", shipping_country: "US" },
      acme.token,
    );
    expect(moved.body.status).toBe("success");
    expect(refs(await admin("/orders/list", { q: "lovelace" }))).toEqual([]);
    expect(refs(await admin("/orders/list", { q: "augusta" }))).toEqual([ada]);
    expect(refs(await admin("/orders/list", { q: "shop-1001" }))).toEqual([ada]);

    expect((await admin("/orders/transition", { order_ref: london, status: "in_production", ...FORCED })).body.status).toBe("success");
    expect((await admin("/orders/ship", { order_ref: london, carrier: "Royal Mail", tracking_number: "RM 1234 5678 GB" })).body.status).toBe("success");
    expect(refs(await admin("/orders/list", { q: "rm12345" }))).toEqual([london]);
    expect(refs(await admin("/orders/list", { q: "hopper RM1234" }))).toEqual([london]);
  });

  it("combines with the other filters and pages with its total", async () => {
    expect(refs(await admin("/orders/list", { q: "shop", status: "received" }))).toEqual([etienne, ada]);
    expect(refs(await admin("/orders/list", { q: "shop", status: "shipped" }))).toEqual([]);
    const first = await admin("/orders/list", { q: "shop", limit: 1 });
    expect(first.body.data).toMatchObject({ total_count: 2 });
    expect(refs(first)).toEqual([etienne]);
    const second = await admin("/orders/list", { q: "shop", limit: 1, cursor: first.body.data.next_cursor });
    expect(refs(second)).toEqual([ada]);
    expect(second.body.data.next_cursor).toBeNull();
    expect(second.body.data.total_count).toBe(2);
  });

  it("refuses a q that is empty or too long, and non-operators", async () => {
    const empty = await admin("/orders/list", { q: "" });
    expect(empty.status).toBe(400);
    expect(empty.body.data.errors[0]).toMatchObject({ code: "required", path: "q" });
    expect((await admin("/orders/list", { q: "x".repeat(201) })).body.data.errors[0]).toMatchObject({ code: "too_long", path: "q" });
    expect((await admin("/orders/list", { q: 7 })).body.data.errors[0]).toMatchObject({ code: "invalid_type", path: "q" });
    expect((await admin("/orders/list", { q: "ada" }, acme.token)).status).toBe(403);
    expect((await server.post("/v1/admin/orders/list", { q: "ada" })).status).toBe(401);
  });
});

describe("orders/list received_after, received_before and sku", () => {
  let early: string;
  let late: string;
  beforeAll(async () => {
    clock = new Date("2026-11-21T08:00:00.000Z");
    early = await create(standardOrder({ items: [{ sku: "MY-BOOK", quantity: 1 }] }));
    clock = new Date("2026-11-21T12:00:00.000Z");
    late = await create(standardOrder({ items: [{ sku: "MY-TEE", quantity: 2 }] }));
  });

  it("keeps orders received in [received_after, received_before)", async () => {
    const day = { received_after: "2026-11-21T00:00:00Z", received_before: "2026-11-22T00:00:00Z" };
    expect(refs(await admin("/orders/list", day))).toEqual([late, early]);
    expect(refs(await admin("/orders/list", { ...day, received_before: "2026-11-21T12:00:00Z" }))).toEqual([early]);
    expect(refs(await admin("/orders/list", { ...day, received_after: "2026-11-21T12:00:00Z" }))).toEqual([late]);
    expect((await admin("/orders/list", day)).body.data.total_count).toBe(2);
  });

  it("keeps orders with a line of the SKU", async () => {
    const day = { received_after: "2026-11-21T00:00:00Z", received_before: "2026-11-22T00:00:00Z" };
    expect(refs(await admin("/orders/list", { ...day, sku: "MY-BOOK" }))).toEqual([early]);
    expect(refs(await admin("/orders/list", { ...day, sku: "MY-TEE" }))).toEqual([late]);
    expect(refs(await admin("/orders/list", { sku: "NO-SUCH-SKU" }))).toEqual([]);
    expect((await admin("/orders/list", { sku: "NO-SUCH-SKU" })).body.data.total_count).toBe(0);
  });

  it("refuses timestamps that are not RFC 3339 UTC at their path", async () => {
    const bad = await admin("/orders/list", { received_after: "yesterday" });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors[0]).toMatchObject({ code: "invalid_timestamp", path: "received_after" });
    expect((await admin("/orders/list", { received_before: "2026-11-21T12:00:00+02:00" })).body.data.errors[0]).toMatchObject({ code: "invalid_timestamp", path: "received_before" });
    expect((await admin("/orders/list", { sku: "" })).body.data.errors[0]).toMatchObject({ code: "required", path: "sku" });
  });
});

describe("the work queue: orders/counts and orders/list queue", () => {
  // An account of its own, so the other tests' orders (whose product art no worker fetches) stay out of its queues.
  let shop: SeededAccount;
  const queue = async (name: string) => refs(await admin("/orders/list", { account_id: shop.accountId, queue: name, limit: 100 }));
  const book = () => standardOrder({ items: [{ sku: "MY-BOOK", quantity: 1 }] });
  let ready: string;
  let pending: string;
  let failed: string;
  let forced: string;
  let lost: string;
  let reshipped: string;

  beforeAll(async () => {
    clock = new Date("2026-11-23T09:00:00.000Z");
    shop = await seedAccount(server, { name: "Queue shop", connected_stores: true });
    ready = await create(book(), shop.token);
    pending = await create(printFileOrder(), shop.token);
    failed = await create(printFileOrder(), shop.token);
    forced = await create(printFileOrder(), shop.token);
    await server.database.db.updateTable("order_files").set({ status: "failed", reason: "not an image" }).where("order_ref", "=", failed).execute();
    expect((await admin("/orders/transition", { order_ref: forced, status: "in_production", ...FORCED })).body.status).toBe("success");
    lost = await create(book(), shop.token);
    reshipped = await create(book(), shop.token);
    for (const ref of [lost, reshipped]) {
      expect((await admin("/orders/transition", { order_ref: ref, status: "in_production" })).body.status).toBe("success");
      const shipped = await admin("/orders/ship", { order_ref: ref, carrier: "UPS", tracking_number: `1Z${ref.slice(-6)}` });
      const update = await admin("/shipments/update", { shipment_ref: shipped.body.data.shipment_ref, status: "exception", occurred_at: clock.toISOString(), note: "lost" });
      expect(update.body.status).toBe("success");
    }
    expect((await admin("/orders/ship", { order_ref: reshipped, carrier: "UPS", tracking_number: "1ZAGAIN", reshipment: true })).body.status).toBe("success");
  });

  it("lists each queue's orders", async () => {
    expect(await queue("ready_to_produce")).toEqual([ready]);
    expect(await queue("files_stuck")).toEqual([failed]);
    expect(await queue("forced_unready")).toEqual([forced]);
    expect(await queue("shipment_exceptions")).toEqual([lost]);
    expect(await queue("late")).toEqual([]);
    minutes(16);
    // Pending over 15 minutes: stuck, in production (forced) or not.
    expect(await queue("files_stuck")).toEqual([forced, failed, pending]);
  });

  it("counts them, and how long the oldest order has waited in each status", async () => {
    const counts = (await admin("/orders/counts", { account_id: shop.accountId })).body.data;
    expect(counts).toMatchObject({ ready_to_produce: 1, files_stuck: 3, forced_unready: 1, shipment_exceptions: 1, late: 0, total: 6 });
    expect(counts.oldest_waiting_minutes).toEqual({ received: 16, on_hold: null, in_production: 16, partially_shipped: null });
    const all = (await admin("/orders/counts", {})).body.data;
    // The first order of the file was received on 2026-11-20T09:00Z, 3 days and 16 minutes before.
    expect(all.oldest_waiting_minutes.received).toBe(3 * 24 * 60 + 16);
    expect(all.files_stuck).toBeGreaterThan(3);
    const none = (await admin("/orders/counts", { account_id: "acc_nobody" })).body.data;
    expect(none).toMatchObject({ total: 0, ready_to_produce: 0, files_stuck: 0, forced_unready: 0, shipment_exceptions: 0, late: 0 });
    expect(none.oldest_waiting_minutes).toEqual({ received: null, on_hold: null, in_production: null, partially_shipped: null });
  });

  it("refuses an unknown queue", async () => {
    const bad = await admin("/orders/list", { queue: "urgent" });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors[0]).toMatchObject({ code: "invalid_value", path: "queue" });
  });
});

describe("total_count beyond 10,000", () => {
  it('answers "10000+" once the filter finds more than 10,000 orders', async () => {
    const db = server.database.db;
    const model = await db.selectFrom("orders").selectAll().where("account_id", "=", acme.accountId).executeTakeFirstOrThrow();
    const stamp = "2030-01-01T00:00:00.000Z";
    const later = "2030-01-02T00:00:00.000Z";
    for (let start = 0; start < 10_001; start += 500) {
      const rows = Array.from({ length: Math.min(500, 10_001 - start) }, (_, i) => ({
        ...model,
        order_ref: `ord_zzbulk${String(start + i).padStart(6, "0")}`,
        external_ref: `bulk-${start + i}`,
        received_at: start + i === 10_000 ? later : stamp,
      }));
      await db.insertInto("orders").values(rows).execute();
    }
    const window = { received_after: stamp };
    expect((await admin("/orders/list", { ...window, limit: 1 })).body.data.total_count).toBe("10000+");
    const exact = await admin("/orders/list", { ...window, received_before: later });
    expect(exact.body.data.total_count).toBe(10_000);
  }, 60_000);
});
