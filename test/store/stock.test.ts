// Stock items below the services (docs/operator-guide.md#stock): commits decided by one upsert, arrivals to waiting lines oldest
// order first, counts below what is committed taken back from the newest lines, the ledger's sums always the
// figures; on SQLite and (when POD_TEST_POSTGRES_URL is set) PostgreSQL, with changes racing on one item.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { storeEngines } from "../helpers/engines.js";
import { migrate, readThenInsert, transaction, type Database, type Db } from "../../src/store/database.js";
import { newRef } from "../../src/domain/refs.js";
import { insertOrder } from "../../src/store/orders.js";
import * as stock from "../../src/store/stock.js";
import { BatchWriter, writerOf, type Writer } from "../../src/store/writer.js";
import { LeadRefused } from "../../src/store/prepared.js";
import type { NewOrder } from "../../src/store/tables.js";

const AT = "2026-11-28T10:00:00.000Z";
const ACCOUNT = "acc_stock";

let serial = 0;
/** A fresh item of the account, so that tests sharing the database never share figures. */
function newKey(): stock.StockKey {
  serial += 1;
  return { owner: ACCOUNT, sku: `MUG-${serial}` };
}

const cause = (reason: stock.MovementCause["reason"], extra: Partial<stock.MovementCause> = {}): stock.MovementCause => ({ reason, actor: "test", at: AT, ...extra });

/** An order with one counted line of `key`: allocated and backordered as a create's commit answered them. */
async function orderWithLine(db: Db, key: stock.StockKey, allocated: number, backordered: number, writer: Writer = writerOf(db)): Promise<{ order_ref: string; item_ref: string }> {
  const orderRef = newRef("ord");
  const itemRef = newRef("itm");
  const order: NewOrder = {
    order_ref: orderRef,
    account_id: ACCOUNT,
    external_ref: orderRef,
    request_hash: "h",
    response: { order_ref: orderRef, items: [], warnings: [] } as unknown as NewOrder["response"],
    status: "received",
    item_kind: "standard",
    order_note: null,
    created_at: AT,
    received_at: AT,
    editable_until: AT,
    updated_at: AT,
    shipping_name: "Ada",
    shipping_phone: "1",
    shipping_address_1: "1 Road",
    shipping_address_2: null,
    shipping_city: "Town",
    shipping_zip: "12345",
    shipping_state: "CA",
    shipping_country: "US",
    return_address: null,
    return_address_source: "account",
    packing_slip: null,
    insert_id: null,
    ship_by: "2026-12-01",
    stock: backordered > 0 ? "backordered" : "allocated",
  };
  const item = { item_ref: itemRef, order_ref: orderRef, position: 0, sku: key.sku, kind: "standard" as const, product_id: null, blank_sku: "BLANK", quantity: allocated + backordered, print_areas: null, stock_owner: key.owner, stock_sku: key.sku, allocated_quantity: allocated, backordered_quantity: backordered };
  await insertOrder(writer, order, [item]);
  return { order_ref: orderRef, item_ref: itemRef };
}

/**
 * A create's commit decided from a read (`allocated`, `backordered`), written as its batch's lead with the order,
 * its line and its movement, the way orders/create writes it (readThenInsert: on PostgreSQL one statement).
 */
async function decidedCreate(db: Db, key: stock.StockKey, allocated: number, backordered: number) {
  const writer = new BatchWriter(db);
  const lead = stock.commitLead([{ key, allocated, backordered }], AT);
  writer.batch.setLead(lead);
  await stock.addCommitMovement(writer, key, allocated, cause("order"));
  const line = await orderWithLine(db, key, allocated, backordered, writer);
  await readThenInsert(db, () => Promise.resolve({ result: undefined, inserts: writer.batch }));
  return { lead, ...line };
}

/** A create's commit of `quantity` units and its line, in one transaction. */
async function create(db: Db, key: stock.StockKey, quantity: number) {
  return transaction(db, async (trx) => {
    const committed = await stock.commitUnits(trx, key, quantity, cause("order"));
    const line = await orderWithLine(trx, key, committed.allocated, quantity - committed.allocated);
    return { ...committed, ...line };
  });
}

async function lineOf(db: Db, itemRef: string) {
  return db.selectFrom("order_items").select(["allocated_quantity", "backordered_quantity"]).where("item_ref", "=", itemRef).executeTakeFirstOrThrow();
}

async function figures(db: Db, key: stock.StockKey) {
  const [item] = await stock.findItems(db, key.owner, [key.sku]);
  return item!;
}

/** The item's on_hand and committed equal its movements' sums; backordered equals what its lines wait for. */
async function expectLedgerHolds(db: Db, key: stock.StockKey): Promise<void> {
  const item = await figures(db, key);
  expect(await stock.movementSums(db, key)).toEqual({ on_hand: item.on_hand, committed: item.committed });
  const lines = await db.selectFrom("order_items").select(["allocated_quantity", "backordered_quantity"]).where("stock_owner", "=", key.owner).where("stock_sku", "=", key.sku).execute();
  expect(lines.reduce((sum, l) => sum + Number(l.allocated_quantity), 0)).toBe(item.committed);
  expect(lines.reduce((sum, l) => sum + Number(l.backordered_quantity), 0)).toBe(item.backordered);
  expect(item.committed).toBeLessThanOrEqual(item.on_hand);
}

describe.each(storeEngines(12))("stock on $name", ({ open }) => {
  let database: Database;
  let db: Db;
  let drop: () => void | Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await open());
    db = database.db;
    await migrate(db);
    await db.insertInto("accounts").values({ id: ACCOUNT, name: "Stocked", connected_stores: false, return_address: null, insert_ids: "[]", packing_slip: null, created_at: AT }).execute();
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  let key: stock.StockKey;
  beforeEach(() => {
    key = newKey();
  });

  it("commits up to what is available and backorders the rest; an item never counted starts with nothing", async () => {
    const first = await create(db, key, 3);
    expect(first).toMatchObject({ allocated: 0, item: { on_hand: 0, committed: 0, backordered: 3 } });
    await transaction(db, (trx) => stock.changeOnHand(trx, key, { delta: 10 }, cause("receiving")));
    // The arrival went to the waiting line first: 3 of 10 committed.
    expect(await lineOf(db, first.item_ref)).toEqual({ allocated_quantity: 3, backordered_quantity: 0 });
    const second = await create(db, key, 9);
    expect(second).toMatchObject({ allocated: 7, item: { on_hand: 10, committed: 10, backordered: 2 } });
    await expectLedgerHolds(db, key);
  });

  it("gives arriving units to waiting lines oldest order first, a movement per order", async () => {
    const lines = [];
    for (let i = 0; i < 3; i++) lines.push(await create(db, key, 2));
    const arrived = await transaction(db, (trx) => stock.changeOnHand(trx, key, { delta: 3 }, cause("receiving", { receiving_ref: "rcv_1" })));
    expect(arrived!.lines).toEqual([
      { order_ref: lines[0]!.order_ref, item_ref: lines[0]!.item_ref, allocated: 2 },
      { order_ref: lines[1]!.order_ref, item_ref: lines[1]!.item_ref, allocated: 1 },
    ]);
    expect(arrived!.item).toMatchObject({ on_hand: 3, committed: 3, backordered: 3 });
    expect(await lineOf(db, lines[1]!.item_ref)).toEqual({ allocated_quantity: 1, backordered_quantity: 1 });
    const moves = await stock.listMovements(db, key, undefined, 10);
    expect(moves.map((m) => [m.reason, m.on_hand_delta, m.committed_delta, m.order_ref, m.receiving_ref])).toEqual([
      ["receiving", 3, 0, null, "rcv_1"],
      ["allocation", 0, 2, lines[0]!.order_ref, "rcv_1"],
      ["allocation", 0, 1, lines[1]!.order_ref, "rcv_1"],
    ]);
    await expectLedgerHolds(db, key);
  });

  it("a count below what is committed takes the difference back from the newest lines; never below 0", async () => {
    await transaction(db, (trx) => stock.changeOnHand(trx, key, { delta: 6 }, cause("receiving")));
    const older = await create(db, key, 3);
    const newer = await create(db, key, 3);
    const counted = await transaction(db, (trx) => stock.changeOnHand(trx, key, { count: 4 }, cause("cycle_count")));
    expect(counted).toMatchObject({ delta: -2, item: { on_hand: 4, committed: 4, backordered: 2 }, lines: [{ item_ref: newer.item_ref, allocated: -2 }] });
    expect(await lineOf(db, older.item_ref)).toEqual({ allocated_quantity: 3, backordered_quantity: 0 });
    expect(await lineOf(db, newer.item_ref)).toEqual({ allocated_quantity: 1, backordered_quantity: 2 });
    // A fall below 0 writes nothing.
    expect(await transaction(db, (trx) => stock.changeOnHand(trx, key, { delta: -5 }, cause("lost")))).toBeUndefined();
    expect(await figures(db, key)).toMatchObject({ on_hand: 4, committed: 4 });
    expect(await transaction(db, (trx) => stock.changeOnHand(trx, newKey(), { delta: -1 }, cause("lost")))).toBeUndefined();
    await expectLedgerHolds(db, key);
  });

  it("a release frees units for the waiting; a shipment takes allocated units off on_hand and committed", async () => {
    await transaction(db, (trx) => stock.changeOnHand(trx, key, { delta: 2 }, cause("receiving")));
    const first = await create(db, key, 2);
    const waiting = await create(db, key, 2);
    const released = await transaction(db, (trx) => stock.releaseUnits(trx, key, first.item_ref, 2, cause("cancel", { order_ref: first.order_ref })));
    expect(released.lines).toEqual([{ order_ref: waiting.order_ref, item_ref: waiting.item_ref, allocated: 2 }]);
    // Never more than the line has allocated.
    expect(await transaction(db, (trx) => stock.shipUnits(trx, key, waiting.item_ref, 3, cause("shipment")))).toBeUndefined();
    const shipped = await transaction(db, (trx) => stock.shipUnits(trx, key, waiting.item_ref, 2, cause("shipment", { order_ref: waiting.order_ref })));
    expect(shipped!.item).toMatchObject({ on_hand: 0, committed: 0, backordered: 0 });
    await expectLedgerHolds(db, key);
  });

  it("tells of a fall to low or out once per crossing", async () => {
    await transaction(db, (trx) => stock.setReorderPoint(trx, key, 2, AT));
    expect((await transaction(db, (trx) => stock.changeOnHand(trx, key, { delta: 5 }, cause("receiving"))))!.crossed).toBeUndefined();
    expect((await create(db, key, 3)).crossed?.level).toBe("low");
    expect((await create(db, key, 1)).crossed).toBeUndefined();
    expect((await create(db, key, 1)).crossed?.level).toBe("out_of_stock");
    expect((await create(db, key, 1)).crossed).toBeUndefined();
    await transaction(db, (trx) => stock.changeOnHand(trx, key, { delta: 10 }, cause("receiving")));
    expect((await create(db, key, 8)).crossed?.level).toBe("low");
  });

  it("writes a commit decided from a read with its order, and refuses the whole batch when the item moved meanwhile", async () => {
    const key = newKey();
    await transaction(db, (trx) => stock.changeOnHand(trx, key, { delta: 5 }, cause("receiving")));
    // Decided from 5 available: 3 allocated. Another create takes 4 before it is written.
    await create(db, key, 4);
    await expect(decidedCreate(db, key, 3, 0)).rejects.toBeInstanceOf(LeadRefused);
    // Nothing of it written: neither the commit, nor the order, nor its movement.
    expect(await figures(db, key)).toMatchObject({ on_hand: 5, committed: 4, backordered: 0 });
    expect(await db.selectFrom("order_items").select("item_ref").where("stock_sku", "=", key.sku).execute()).toHaveLength(1);
    await expectLedgerHolds(db, key);
    // Decided from what is there now (1 available): written, and the item's figures after it read back.
    const made = await decidedCreate(db, key, 1, 2);
    expect(made.lead.returned?.map(stock.figuresOfRow)).toEqual([expect.objectContaining({ owner: key.owner, sku: key.sku, on_hand: 5, committed: 5, backordered: 2 })]);
    expect(await lineOf(db, made.item_ref)).toMatchObject({ allocated_quantity: 1, backordered_quantity: 2 });
    await expectLedgerHolds(db, key);
    // A decision that some units wait is refused while units are free (3 received meanwhile: 2 to the waiting line, 1 free).
    await transaction(db, (trx) => stock.changeOnHand(trx, key, { delta: 3 }, cause("receiving")));
    await expect(decidedCreate(db, key, 0, 1)).rejects.toBeInstanceOf(LeadRefused);
    // An item never counted: its first create backorders everything, and the row starts with it.
    const fresh = newKey();
    await decidedCreate(db, fresh, 0, 2);
    expect(await figures(db, fresh)).toMatchObject({ on_hand: 0, committed: 0, backordered: 2 });
    await expectLedgerHolds(db, fresh);
  });

  it("notes a fall to low or out after a decided commit once, and only while it is true", async () => {
    const key = newKey();
    await transaction(db, (trx) => stock.changeOnHand(trx, key, { delta: 2 }, cause("receiving")));
    const made = await decidedCreate(db, key, 2, 0);
    const [seen] = made.lead.returned!.map(stock.figuresOfRow);
    expect(seen).toMatchObject({ committed: 2, alerted: "in_stock" });
    const [first, second] = await Promise.all([transaction(db, (trx) => stock.noteLevelAfter(trx, seen!)), transaction(db, (trx) => stock.noteLevelAfter(trx, seen!))]);
    expect([first, second].filter((c) => c !== undefined)).toEqual([{ level: "out_of_stock", sequence: 1 }]);
    // Units arrived before the note ran: the fall it saw is over, and nothing is noted.
    const key2 = newKey();
    await transaction(db, (trx) => stock.changeOnHand(trx, key2, { delta: 1 }, cause("receiving")));
    const [seen2] = (await decidedCreate(db, key2, 1, 0)).lead.returned!.map(stock.figuresOfRow);
    await transaction(db, (trx) => stock.changeOnHand(trx, key2, { delta: 3 }, cause("receiving")));
    expect(await transaction(db, (trx) => stock.noteLevelAfter(trx, seen2!))).toBeUndefined();
  });

  it("20 creates racing for the last 5 units allocate exactly 5", async () => {
    await transaction(db, (trx) => stock.changeOnHand(trx, key, { delta: 5 }, cause("receiving")));
    const results = await Promise.all(Array.from({ length: 20 }, () => create(db, key, 1)));
    expect(results.reduce((sum, r) => sum + r.allocated, 0)).toBe(5);
    expect(await figures(db, key)).toMatchObject({ on_hand: 5, committed: 5, backordered: 15 });
    await expectLedgerHolds(db, key);
  });

  it("receive, cancel, count and ship racing on one item leave figures equal to the ledger's sums", async () => {
    await transaction(db, (trx) => stock.changeOnHand(trx, key, { delta: 20 }, cause("receiving")));
    const orders = await Promise.all(Array.from({ length: 20 }, () => create(db, key, 2)));
    const work: Promise<unknown>[] = [];
    for (const [i, order] of orders.entries()) {
      if (i % 4 === 0) work.push(transaction(db, (trx) => stock.changeOnHand(trx, key, { delta: 3 }, cause("receiving"))));
      if (i % 4 === 1) {
        work.push(transaction(db, (trx) => stock.releaseUnits(trx, key, order.item_ref, 2, cause("cancel"))));
      }
      if (i % 4 === 2) work.push(transaction(db, (trx) => stock.changeOnHand(trx, key, { count: 15 + i }, cause("cycle_count"))));
      if (i % 4 === 3) work.push(create(db, key, 1));
    }
    await Promise.all(work);
    await expectLedgerHolds(db, key);
  });
});
