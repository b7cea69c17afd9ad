// Stock items, their movements and the order lines they are allocated to (docs/operator-guide.md#stock). Every function here runs
// inside the caller's transaction: the first statement of each change is the conditional UPDATE (or upsert) of the
// item's row, which decides from the row's own figures and, on PostgreSQL, holds its lock until the change commits,
// so concurrent changes of one item queue on that row and never read figures another is about to change.
import { sql, type RawBuilder } from "kysely";
import { newRef } from "../domain/refs.js";
import type { OrderStatus } from "../domain/status.js";
import { stockIdOf, stockStatusOf, type StockKey, type StockReason, type StockStatus } from "../domain/stock.js";

export type { StockKey };
import type { Db } from "./database.js";
import { PreparedQuery, type BatchLead } from "./prepared.js";
import type { StockItemRow, StockMovementRow } from "./tables.js";
import { writerOf, type Writer } from "./writer.js";

/** What a movement records beside its deltas. */
export interface MovementCause {
  reason: StockReason;
  actor: string;
  at: string;
  order_ref?: string | null;
  receiving_ref?: string | null;
  note?: string | null;
}

/** An item's figures after a change, and the level its owner was last told of. */
export type StockFigures = Pick<StockItemRow, "owner" | "sku" | "on_hand" | "committed" | "backordered" | "incoming" | "reorder_point" | "alerted">;

/** How much of an order line's open quantity a change allocated (positive) or took back (negative). */
export interface LineAllocation {
  order_ref: string;
  item_ref: string;
  allocated: number;
}

/** An order whose `stock` a change turned (to backordered, or back to allocated), with what its events need. */
export interface OrderStockTurn {
  order_ref: string;
  account_id: string;
  external_ref: string;
  store_id: string | null;
  status: OrderStatus;
  test: boolean;
  stock: "allocated" | "backordered";
}

/** A fall the owner is told of once: the level, and the item's count of such events with this one. */
export interface Crossing {
  level: Exclude<StockStatus, "in_stock">;
  sequence: number;
}

/** A change's outcome: the item's figures, the lines it moved between allocated and backordered, the orders it turned, a crossing. */
export interface StockChange {
  item: StockFigures;
  lines: LineAllocation[];
  orders: OrderStockTurn[];
  /** When the change took the item to low or out of stock from a better level: tell the owner once. */
  crossed?: Crossing;
}

const FIGURES = ["owner", "sku", "on_hand", "committed", "backordered", "incoming", "reorder_point", "alerted"] as const;

/** The smaller of two integer expressions: the same SQL on both engines (PostgreSQL's LEAST is SQLite's min()). */
function least(a: RawBuilder<number>, b: RawBuilder<number>): RawBuilder<number> {
  return sql<number>`(case when ${a} < ${b} then ${a} else ${b} end)`;
}

/** Units of the existing row free to allocate, never below 0. */
const FREE = sql<number>`(case when stock_items.on_hand > stock_items.committed then stock_items.on_hand - stock_items.committed else 0 end)`;

/** A movement of the item, through `writer`: the change's transaction, or the batch a create writes its order with. */
async function insertMovement(writer: Writer, key: StockKey, onHand: number, committed: number, cause: MovementCause): Promise<void> {
  if (onHand === 0 && committed === 0) return;
  const movement = {
    movement_id: newRef("mov"),
    owner: key.owner,
    sku: key.sku,
    at: cause.at,
    on_hand_delta: onHand,
    committed_delta: committed,
    reason: cause.reason,
    order_ref: cause.order_ref ?? null,
    receiving_ref: cause.receiving_ref ?? null,
    actor: cause.actor,
    note: cause.note ?? null,
  };
  await writer.insert({ stock_movements: [movement] });
}

/**
 * The commit's upsert, built and compiled once (it runs for every counted line of every create: store/prepared.ts).
 * The units asked are the new row's `backordered` (`excluded.backordered`), so each argument is one parameter.
 */
const commitUpsert = new PreparedQuery((db, $: { owner: string; sku: string; quantity: number; at: string }) => {
  const take = least(sql<number>`excluded.backordered`, FREE);
  return db
    .insertInto("stock_items")
    .values({ owner: $.owner, sku: $.sku, backordered: $.quantity, last_change: 0, updated_at: $.at })
    .onConflict((oc) =>
      oc.columns(["owner", "sku"]).doUpdateSet({
        last_change: take,
        committed: sql<number>`stock_items.committed + ${take}`,
        backordered: sql<number>`stock_items.backordered + excluded.backordered - ${take}`,
        updated_at: sql<string>`excluded.updated_at`,
      }),
    )
    .returning([...FIGURES, "last_change"]);
});

/**
 * Commits `quantity` units of the item to an order line: allocated up to what is available, the rest backordered,
 * decided by one upsert (an item never counted before starts at 0 on hand: all of it backordered). The line's own
 * columns are the caller's (they go into its insert); so may its movement (`writer`: a create's batch, written with
 * its order; by default the transaction `db`). Answers the units allocated.
 */
export async function commitUnits(db: Db, key: StockKey, quantity: number, cause: MovementCause, writer: Writer = writerOf(db)): Promise<StockChange & { allocated: number }> {
  const row = await commitUpsert.first(db, { owner: key.owner, sku: key.sku, quantity, at: cause.at });
  if (!row) throw new Error(`the stock upsert of ${key.sku} answered no row`);
  const allocated = Number(row.last_change);
  await insertMovement(writer, key, 0, allocated, cause);
  const item = figuresOf(row);
  return { item, lines: [], orders: [], allocated, ...(await noteLevel(db, item)) };
}

/** The whole commit's conditional UPDATE, compiled once as the upsert is; `needed` is the quantity again (an argument is one parameter). */
const commitWholeUpdate = new PreparedQuery((db, $: { owner: string; sku: string; quantity: number; needed: number; at: string }) =>
  db
    .updateTable("stock_items")
    .set({ committed: sql<number>`committed + ${$.quantity}`, updated_at: $.at })
    .where("owner", "=", $.owner)
    .where("sku", "=", $.sku)
    .where(sql<boolean>`(case when on_hand > committed then on_hand - committed else 0 end) >= ${$.needed}`)
    .returning([...FIGURES]),
);

/**
 * Commits `quantity` units only if that many are available (an account that refuses backorders), by one conditional
 * UPDATE; answers undefined, writing nothing, when fewer are (or the item was never counted: nothing is). Its
 * movement goes through `writer`, as commitUnits's does.
 */
export async function commitWhole(db: Db, key: StockKey, quantity: number, cause: MovementCause, writer: Writer = writerOf(db)): Promise<StockChange | undefined> {
  const row = await commitWholeUpdate.first(db, { owner: key.owner, sku: key.sku, quantity, needed: quantity, at: cause.at });
  if (!row) return undefined;
  await insertMovement(writer, key, 0, quantity, cause);
  const item = figuresOf(row);
  return { item, lines: [], orders: [], ...(await noteLevel(db, item)) };
}

/** A create's stock commit of one item, decided from the figures its read found: units allocated, units backordered. */
export interface DecidedCommit {
  key: StockKey;
  allocated: number;
  backordered: number;
}

/** Whether the allocation decided from a read (`excluded`'s committed and backordered) is the one the row's figures give now. */
const SAME_DECISION = sql<boolean>`${FREE} >= excluded.committed and (excluded.backordered = 0 or ${FREE} = excluded.committed)`;

/**
 * The commits a create decided from its read, as its batch's lead (store/prepared.ts, BatchLead): one upsert of
 * their items, each row changed only when the units it decided are still what the item gives (what commitUnits
 * would decide now), so that the order, its lines and their movements go in the same statement as the commit (on
 * PostgreSQL one statement and no transaction). An item that moved meanwhile refuses the whole batch (LeadRefused).
 * One row per item: commits of one item are summed. An item never counted starts with them (nothing allocated).
 */
export function commitLead(commits: readonly DecidedCommit[], at: string): BatchLead {
  const byItem = new Map<string, { owner: string; sku: string; committed: number; backordered: number; last_change: number; updated_at: string }>();
  for (const { key, allocated, backordered } of commits) {
    const id = stockIdOf(key);
    const row = byItem.get(id);
    if (row) {
      row.committed += allocated;
      row.last_change += allocated;
      row.backordered += backordered;
    } else {
      byItem.set(id, { owner: key.owner, sku: key.sku, committed: allocated, backordered, last_change: allocated, updated_at: at });
    }
  }
  return {
    key: "stock-commit",
    rows: [...byItem.values()],
    columns: ["owner", "sku", "committed", "backordered", "last_change", "updated_at"],
    build: (qc, values) =>
      qc
        .insertInto("stock_items")
        .values(values as never)
        .onConflict((oc) =>
          oc
            .columns(["owner", "sku"])
            .doUpdateSet({
              last_change: sql<number>`excluded.committed`,
              committed: sql<number>`stock_items.committed + excluded.committed`,
              backordered: sql<number>`stock_items.backordered + excluded.backordered`,
              updated_at: sql<string>`excluded.updated_at`,
            })
            .where(SAME_DECISION),
        )
        .returning([...FIGURES]),
  };
}

/** The movement of a create's commit (its allocated units), added to the create's batch with its order. */
export async function addCommitMovement(writer: Writer, key: StockKey, allocated: number, cause: MovementCause): Promise<void> {
  await insertMovement(writer, key, 0, allocated, cause);
}

/**
 * After a commit written outside a transaction of its own (commitLead): records a fall to low or out that its
 * RETURNING figures show, once (recordLevel checks it against the row as it is now). Answers the crossing, or
 * nothing. Should the process stop between the two, the item's next change notes the level, as every change does.
 */
export async function noteLevelAfter(db: Db, seen: StockFigures): Promise<Crossing | undefined> {
  return recordLevel(db, figuresOf(seen));
}

/** The figures of a lead's RETURNING row (drivers answer integers as strings or bigints). */
export function figuresOfRow(row: Record<string, unknown>): StockFigures {
  return figuresOf(row as unknown as StockFigures);
}

/** The figures read of items by owners and SKUs, compiled once per pair of list lengths (a create reads them: store/prepared.ts). */
const figuresRead = new PreparedQuery((db, $: { owners: string[]; skus: string[] }) =>
  db
    .selectFrom("stock_items")
    .select([...FIGURES])
    .where("owner", "in", $.owners)
    .where("sku", "in", $.skus),
);

/** The items of these keys that exist (any owners), as their figures. */
export async function findFigures(db: Db, keys: readonly StockKey[]): Promise<StockFigures[]> {
  if (keys.length === 0) return [];
  const rows = await figuresRead.all(db, { owners: [...new Set(keys.map((key) => key.owner))], skus: [...new Set(keys.map((key) => key.sku))] });
  return rows.map(figuresOf).filter((row) => keys.some((key) => key.owner === row.owner && key.sku === row.sku));
}

/**
 * Changes on_hand by `delta` (or sets it to `count`, recording the difference), then settles the lines: units that
 * arrived go to waiting lines oldest order first; on_hand fallen below committed takes the difference back from
 * the newest allocated lines, which wait again. Answers undefined when on_hand would fall below 0 (nothing written).
 */
export async function changeOnHand(db: Db, key: StockKey, change: { delta: number } | { count: number }, cause: MovementCause): Promise<(StockChange & { delta: number }) | undefined> {
  const update = "delta" in change ? { to: sql<number>`stock_items.on_hand + ${change.delta}`, diff: sql<number>`${change.delta}` } : { to: sql<number>`${change.count}`, diff: sql<number>`${change.count} - stock_items.on_hand` };
  const start = "delta" in change ? change.delta : change.count;
  const set = { last_change: update.diff, on_hand: update.to, updated_at: cause.at };
  // An item not counted before exists from its first arrival (or count); a fall of one that does not exist is a fall below 0.
  const row =
    start >= 0
      ? await db
          .insertInto("stock_items")
          .values({ owner: key.owner, sku: key.sku, on_hand: start, last_change: start, updated_at: cause.at })
          .onConflict((oc) => oc.columns(["owner", "sku"]).doUpdateSet(set).where(sql<boolean>`${update.to} >= 0`))
          .returning([...FIGURES, "last_change"])
          .executeTakeFirst()
      : await db
          .updateTable("stock_items")
          .set(set)
          .where("owner", "=", key.owner)
          .where("sku", "=", key.sku)
          .where(sql<boolean>`${update.to} >= 0`)
          .returning([...FIGURES, "last_change"])
          .executeTakeFirst();
  if (!row) return undefined;
  const delta = Number(row.last_change);
  await insertMovement(writerOf(db), key, delta, 0, cause);
  const settled = await settle(db, figuresOf(row), cause);
  return { ...settled, delta };
}

/**
 * Locks the item's row (the statement every change of it starts with) and reads a line's units of it: the line's
 * allocated and backordered quantities change only under that lock (arrivals reach lines of any order).
 */
async function lockForLine(db: Db, key: StockKey, itemRef: string, at: string): Promise<{ allocated: number; backordered: number }> {
  await db.updateTable("stock_items").set({ updated_at: at }).where("owner", "=", key.owner).where("sku", "=", key.sku).execute();
  const line = await db.selectFrom("order_items").select(["allocated_quantity", "backordered_quantity"]).where("item_ref", "=", itemRef).executeTakeFirstOrThrow();
  return { allocated: Number(line.allocated_quantity ?? 0), backordered: Number(line.backordered_quantity ?? 0) };
}

/**
 * Releases `quantity` of a line's open units (a cancel): backordered units first (they stop waiting), then allocated
 * ones, which go back to available and on to waiting lines, oldest order first. The line's columns lose them too.
 */
export async function releaseUnits(db: Db, key: StockKey, itemRef: string, quantity: number, cause: MovementCause): Promise<StockChange> {
  const line = await lockForLine(db, key, itemRef, cause.at);
  const backordered = Math.min(quantity, line.backordered);
  const allocated = Math.min(quantity - backordered, line.allocated);
  await db
    .updateTable("order_items")
    .set({ allocated_quantity: sql`allocated_quantity - ${allocated}`, backordered_quantity: sql`backordered_quantity - ${backordered}` })
    .where("item_ref", "=", itemRef)
    .execute();
  const row = await db
    .updateTable("stock_items")
    .set({ committed: sql`committed - ${allocated}`, backordered: sql`backordered - ${backordered}`, updated_at: cause.at })
    .where("owner", "=", key.owner)
    .where("sku", "=", key.sku)
    .returning([...FIGURES])
    .executeTakeFirstOrThrow();
  await insertMovement(writerOf(db), key, 0, -allocated, cause);
  return settle(db, figuresOf(row), cause);
}

/**
 * A shipment takes `quantity` allocated units of a line out of on_hand and committed. Answers undefined, writing
 * nothing, when the line has fewer units allocated.
 */
export async function shipUnits(db: Db, key: StockKey, itemRef: string, quantity: number, cause: MovementCause): Promise<StockChange | undefined> {
  const line = await lockForLine(db, key, itemRef, cause.at);
  if (line.allocated < quantity) return undefined;
  await db.updateTable("order_items").set({ allocated_quantity: sql`allocated_quantity - ${quantity}` }).where("item_ref", "=", itemRef).execute();
  const row = await db
    .updateTable("stock_items")
    .set({ on_hand: sql`on_hand - ${quantity}`, committed: sql`committed - ${quantity}`, updated_at: cause.at })
    .where("owner", "=", key.owner)
    .where("sku", "=", key.sku)
    .returning([...FIGURES])
    .executeTakeFirstOrThrow();
  await insertMovement(writerOf(db), key, -quantity, -quantity, cause);
  const item = figuresOf(row);
  return { item, lines: [], orders: [], ...(await noteLevel(db, item)) };
}

/** Sets the level at which the item counts as low (null: never low). */
export async function setReorderPoint(db: Db, key: StockKey, reorderPoint: number | null, at: string): Promise<StockChange> {
  const row = await db
    .insertInto("stock_items")
    .values({ owner: key.owner, sku: key.sku, reorder_point: reorderPoint, updated_at: at })
    .onConflict((oc) => oc.columns(["owner", "sku"]).doUpdateSet({ reorder_point: reorderPoint, updated_at: at }))
    .returning([...FIGURES])
    .executeTakeFirstOrThrow();
  const item = figuresOf(row);
  return { item, lines: [], orders: [], ...(await noteLevel(db, item)) };
}

/** After on_hand or committed changed: free units to waiting lines, or units taken back from the newest lines. */
async function settle(db: Db, item: StockFigures, cause: MovementCause): Promise<StockChange> {
  let lines: LineAllocation[] = [];
  if (item.committed > item.on_hand) lines = await moveUnits(db, item, -(item.committed - item.on_hand), cause);
  else if (item.backordered > 0 && item.on_hand > item.committed) lines = await moveUnits(db, item, Math.min(item.backordered, item.on_hand - item.committed), cause);
  const moved = lines.reduce((sum, line) => sum + line.allocated, 0);
  const after = { ...item, committed: item.committed + moved, backordered: item.backordered - moved };
  const orders = lines.length > 0 ? await refreshOrderStock(db, [...new Set(lines.map((line) => line.order_ref))]) : [];
  if (moved !== 0) {
    await db
      .updateTable("stock_items")
      .set({ committed: sql`committed + ${moved}`, backordered: sql`backordered - ${moved}` })
      .where("owner", "=", item.owner)
      .where("sku", "=", item.sku)
      .execute();
  }
  return { item: after, lines, orders, ...(await noteLevel(db, after)) };
}

/**
 * The item's lines a change moves units to (`allocating`: the waiting ones, oldest order first) or takes them back
 * from (the allocated ones, newest first), read through the partial indexes keyed by order (migration 0035).
 */
export function movableLines(db: Db, item: StockKey, allocating: boolean) {
  return (
    db
      .selectFrom("order_items")
      .select(["item_ref", "order_ref", "allocated_quantity", "backordered_quantity"])
      .where("stock_owner", "=", item.owner)
      .where("stock_sku", "=", item.sku)
      // Literal predicates, so that the partial indexes serve them on both engines.
      .where(allocating ? sql<boolean>`backordered_quantity > 0` : sql<boolean>`allocated_quantity > 0`)
      .orderBy("order_ref", allocating ? "asc" : "desc")
      .orderBy("position", allocating ? "asc" : "desc")
  );
}

/**
 * Allocates up to `units` to waiting lines, oldest order first (units > 0), or takes -units back from the newest
 * allocated lines (units < 0); a movement per order. The item's row is locked by the change that called this.
 */
async function moveUnits(db: Db, item: StockFigures, units: number, cause: MovementCause): Promise<LineAllocation[]> {
  const allocating = units > 0;
  const candidates = await movableLines(db, item, allocating).execute();
  let left = Math.abs(units);
  const moved: LineAllocation[] = [];
  for (const line of candidates) {
    if (left === 0) break;
    const take = Math.min(left, Number(allocating ? line.backordered_quantity : line.allocated_quantity));
    left -= take;
    const allocated = allocating ? take : -take;
    await db
      .updateTable("order_items")
      .set({ allocated_quantity: sql`allocated_quantity + ${allocated}`, backordered_quantity: sql`backordered_quantity - ${allocated}` })
      .where("item_ref", "=", line.item_ref)
      .execute();
    moved.push({ order_ref: line.order_ref, item_ref: line.item_ref, allocated });
  }
  const perOrder = new Map<string, number>();
  for (const line of moved) perOrder.set(line.order_ref, (perOrder.get(line.order_ref) ?? 0) + line.allocated);
  for (const [orderRef, allocated] of perOrder) {
    await insertMovement(writerOf(db), item, 0, allocated, { ...cause, reason: allocating ? "allocation" : "deallocation", order_ref: orderRef, receiving_ref: cause.receiving_ref });
  }
  return moved;
}

/** An order's `stock` as its lines make it: backordered while a line waits, else allocated. */
const ORDER_STOCK = sql<"allocated" | "backordered">`(case when exists (select 1 from order_items where order_items.order_ref = orders.order_ref and order_items.backordered_quantity > 0) then 'backordered' else 'allocated' end)`;

/** Sets each order's `stock` from its lines; answers the orders it turned (one statement, whatever it turned). */
export async function refreshOrderStock(db: Db, orderRefs: readonly string[]): Promise<OrderStockTurn[]> {
  return db
    .updateTable("orders")
    .set({ stock: ORDER_STOCK })
    .where("order_ref", "in", [...orderRefs])
    .where(sql<boolean>`stock <> ${ORDER_STOCK}`)
    .returning(["order_ref", "account_id", "external_ref", "store_id", "status", "test", sql<"allocated" | "backordered">`stock`.as("stock")])
    .execute();
}

/** Of these orders, the ones an automatic release waits on: received, fully allocated, live, of an account with auto_release. */
export async function releasableOrders(db: Db, orderRefs: readonly string[]): Promise<{ order_ref: string; editable_until: string }[]> {
  if (orderRefs.length === 0) return [];
  return db
    .selectFrom("orders as o")
    .innerJoin("accounts as a", "a.id", "o.account_id")
    .select(["o.order_ref", "o.editable_until"])
    .where("o.order_ref", "in", [...orderRefs])
    .where("o.stock", "=", "allocated")
    .where("o.status", "=", "received")
    .where("o.test", "=", false)
    .where("a.auto_release", "=", true)
    .execute();
}

/**
 * Records the item's level when it changed: a fall to low or out is answered once (the owner is told), numbered by
 * the same statement; a rise re-arms it. Only while it is still true of the row and `alerted` is still what the
 * figures carried: inside a change's transaction, whose statement holds the row, it always is; after a commit
 * written with an order (noteLevelAfter), only the first of two changes that saw the same fall records it.
 */
async function recordLevel(db: Db, item: StockFigures): Promise<Crossing | undefined> {
  const level = stockStatusOf(item);
  if (level === item.alerted) return undefined;
  const worse = level === "out_of_stock" || (level === "low" && item.alerted === "in_stock");
  const row = await db
    .updateTable("stock_items")
    .set({ alerted: level, event_sequence: sql`event_sequence + ${worse ? 1 : 0}` })
    .where("owner", "=", item.owner)
    .where("sku", "=", item.sku)
    .where("alerted", "=", item.alerted)
    .where(statusIs(FREE, sql`stock_items.reorder_point`, level))
    .returning("event_sequence")
    .executeTakeFirst();
  return row && worse ? { level, sequence: Number(row.event_sequence) } : undefined;
}

/** recordLevel inside a change's transaction, as a StockChange's `crossed`. */
async function noteLevel(db: Db, item: StockFigures): Promise<{ crossed?: Crossing }> {
  const crossed = await recordLevel(db, item);
  return crossed ? { crossed } : {};
}

function figuresOf(row: StockFigures): StockFigures {
  return {
    owner: row.owner,
    sku: row.sku,
    on_hand: Number(row.on_hand),
    committed: Number(row.committed),
    backordered: Number(row.backordered),
    incoming: Number(row.incoming),
    reorder_point: row.reorder_point === null ? null : Number(row.reorder_point),
    alerted: row.alerted,
  };
}

/** The items of one owner with the given SKUs (all of them when skus is undefined), by SKU. */
export async function findItems(db: Db, owner: string, skus?: readonly string[]): Promise<StockItemRow[]> {
  if (skus !== undefined && skus.length === 0) return [];
  let query = db.selectFrom("stock_items").selectAll().where("owner", "=", owner).orderBy("sku");
  if (skus !== undefined) query = query.where("sku", "in", [...skus]);
  return (await query.execute()).map((row) => ({ ...row, ...figuresOf(row) }));
}

/** Items by owner and SKU after `after` ([owner, sku]); one owner's when given. */
export async function listItems(
  db: Db,
  owner: string | undefined,
  after: readonly [string, string] | undefined,
  limit: number,
  filter: { skuPrefix?: string | undefined; status?: StockStatus | undefined } = {},
): Promise<StockItemRow[]> {
  let query = db.selectFrom("stock_items").selectAll().orderBy("owner").orderBy("sku").limit(limit);
  if (owner !== undefined) query = query.where("owner", "=", owner);
  // Compared as text, not LIKE: a SKU's "_" is no wildcard.
  if (filter.skuPrefix) query = query.where(sql<boolean>`lower(substr(sku, 1, ${filter.skuPrefix.length})) = ${filter.skuPrefix.toLowerCase()}`);
  if (filter.status) query = query.where(statusIs(FREE, sql`stock_items.reorder_point`, filter.status));
  if (after !== undefined) query = query.where((eb) => eb.or([eb("owner", ">", after[0]), eb.and([eb("owner", "=", after[0]), eb("sku", ">", after[1])])]));
  return (await query.execute()).map((row) => ({ ...row, ...figuresOf(row) }));
}

/** The SQL of domain/stock.ts stockStatusOf: an item whose `available` and `reorderPoint` are these is at `status`. */
function statusIs(available: RawBuilder<number>, reorderPoint: RawBuilder<unknown>, status: StockStatus): RawBuilder<boolean> {
  switch (status) {
    case "out_of_stock":
      return sql<boolean>`${available} = 0`;
    case "low":
      return sql<boolean>`${available} > 0 and ${reorderPoint} is not null and ${available} <= ${reorderPoint}`;
    case "in_stock":
      return sql<boolean>`${available} > 0 and (${reorderPoint} is null or ${available} > ${reorderPoint})`;
  }
}

/** An account's counted goods: its products of counted fulfillment blanks, with their figures (0 before any was counted). */
export interface AccountItemRow {
  sku: string;
  on_hand: number;
  committed: number;
  backordered: number;
  incoming: number;
  reorder_point: number | null;
  updated_at: string;
}

/**
 * The account's counted goods by SKU, after `after`, of the given SKUs, at a level (`status`): every product of a
 * fulfillment blank that tracks stock, whether or not anything was counted of it yet.
 */
export async function listAccountItems(db: Db, accountId: string, filter: { skus?: readonly string[]; status?: StockStatus; after?: string }, limit: number): Promise<AccountItemRow[]> {
  const available = sql<number>`(case when coalesce(s.on_hand, 0) > coalesce(s.committed, 0) then coalesce(s.on_hand, 0) - coalesce(s.committed, 0) else 0 end)`;
  let query = db
    .selectFrom("products as p")
    .innerJoin("blanks as b", "b.sku", "p.blank_sku")
    .leftJoin("stock_items as s", (join) => join.onRef("s.owner", "=", "p.account_id").onRef("s.sku", "=", "p.sku"))
    .select(["p.sku", "s.on_hand", "s.committed", "s.backordered", "s.incoming", "s.reorder_point", "s.updated_at", "p.created_at"])
    .where("p.account_id", "=", accountId)
    .where("b.type", "=", "fulfillment")
    .where("b.track_stock", "=", true)
    .orderBy("p.sku")
    .limit(limit);
  if (filter.skus !== undefined) query = query.where("p.sku", "in", [...filter.skus]);
  if (filter.after !== undefined) query = query.where("p.sku", ">", filter.after);
  if (filter.status) query = query.where(statusIs(available, sql`s.reorder_point`, filter.status));
  return (await query.execute()).map((row) => ({
    sku: row.sku,
    on_hand: Number(row.on_hand ?? 0),
    committed: Number(row.committed ?? 0),
    backordered: Number(row.backordered ?? 0),
    incoming: Number(row.incoming ?? 0),
    reorder_point: row.reorder_point === null ? null : Number(row.reorder_point),
    updated_at: row.updated_at ?? row.created_at,
  }));
}

/** An item's movements in the order they were written (or its reverse, newest first), past the cursor's `seq`. */
export async function listMovements(db: Db, key: StockKey, after: number | undefined, limit: number, newestFirst = false): Promise<StockMovementRow[]> {
  // The (owner, sku, seq) index serves both orders: read backwards for newest first.
  let query = db.selectFrom("stock_movements").selectAll().where("owner", "=", key.owner).where("sku", "=", key.sku).orderBy("seq", newestFirst ? "desc" : "asc").limit(limit);
  if (after !== undefined) query = query.where("seq", newestFirst ? "<" : ">", after);
  return (await query.execute()).map((row) => ({ ...row, seq: Number(row.seq), on_hand_delta: Number(row.on_hand_delta), committed_delta: Number(row.committed_delta) }));
}

/** The sums of an item's movements: always its on_hand and committed. */
export async function movementSums(db: Db, key: StockKey): Promise<{ on_hand: number; committed: number }> {
  const row = await db
    .selectFrom("stock_movements")
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>("on_hand_delta"), sql<number>`0`).as("on_hand"), eb.fn.coalesce(eb.fn.sum<number>("committed_delta"), sql<number>`0`).as("committed")])
    .where("owner", "=", key.owner)
    .where("sku", "=", key.sku)
    .executeTakeFirstOrThrow();
  return { on_hand: Number(row.on_hand), committed: Number(row.committed) };
}
