// Use cases of receivings (docs/caller-guide.md#sending-goods-in, docs/operator-guide.md#receiving): the merchant
// announces goods box by box, the operator receives them (good units on hand at once, damaged ones recorded) and closes
// the receiving with its differences. `incoming` of each item follows in the same transaction.
import type { Actor } from "../domain/actors.js";
import { Failure, fieldError, type FieldError } from "../domain/errors.js";
import { parseUtcTimestamp } from "../domain/fields.js";
import { newRef } from "../domain/refs.js";
import { OPEN_RECEIVING, outstandingOf, summarize, type ReceivingStatus } from "../domain/receiving.js";
import { movementActor, type StockKey } from "../domain/stock.js";
import type { AdminListReceivingsBody, CreateReceivingBody, ListReceivingsData, ReceiveBody, ReceivingView } from "../schemas/receiving.js";
import { transaction, type Db } from "../store/database.js";
import * as store from "../store/receivings.js";
import { changeOnHand } from "../store/stock.js";
import type { ReceivingLineRow, ReceivingRow } from "../store/tables.js";
import { nowIso, type ServiceContext } from "./context.js";
import { decodeCursor, DEFAULT_LIMIT, page } from "./cursor.js";
import { countedItem } from "./stock.js";
import { afterStockChange } from "./stock-events.js";
import { recordAccountEvent } from "./events.js";
import { writerOf } from "../store/writer.js";
import { findAccount } from "../store/accounts.js";
import { renderReceivingLabels } from "../render/receiving-labels.js";

export function receivingView(row: ReceivingRow, lines: readonly ReceivingLineRow[]): ReceivingView {
  const boxes = new Map<number, ReceivingView["boxes"][number]["lines"]>();
  for (let box = 1; box <= row.box_count; box++) boxes.set(box, []);
  for (const line of lines) {
    if (!boxes.has(line.box)) boxes.set(line.box, []);
    boxes.get(line.box)!.push({ sku: line.sku, expected: line.expected, received: line.received, damaged: line.damaged });
  }
  return {
    receiving_ref: row.receiving_ref,
    account_id: row.account_id,
    external_ref: row.external_ref,
    status: row.status,
    expected_at: row.expected_at,
    carrier: row.carrier,
    tracking_number: row.tracking_number,
    boxes: [...boxes].sort(([a], [b]) => a - b).map(([box, boxLines]) => ({ box, lines: boxLines })),
    lines: summarize(lines).sort((a, b) => bySku([a.sku], [b.sku])),
    created_at: row.created_at,
    updated_at: row.updated_at,
    completed_at: row.completed_at,
    cancelled_at: row.cancelled_at,
  };
}

async function viewOf(db: Db, row: ReceivingRow): Promise<ReceivingView> {
  return receivingView(row, await store.linesOf(db, [row.receiving_ref]));
}

/** The counted items the SKUs name, each checked once; every refusal at each path that names it. */
async function countedItems(db: Db, accountId: string, named: readonly { sku: string; path: string }[]): Promise<Map<string, StockKey>> {
  const keys = new Map<string, StockKey>();
  const refused = new Map<string, FieldError[]>();
  for (const { sku } of named) {
    if (keys.has(sku) || refused.has(sku)) continue;
    try {
      keys.set(sku, await countedItem(db, sku, accountId));
    } catch (error) {
      if (!(error instanceof Failure) || error.status !== 400) throw error;
      refused.set(sku, error.errors);
    }
  }
  const errors = named.flatMap(({ sku, path }) => (refused.get(sku) ?? []).map((e) => fieldError(path, e.code, e.message)));
  if (errors.length > 0) throw Failure.invalid(errors);
  return keys;
}

/** Announces goods the account sends in: each box's counted products; their units become the items' incoming. */
export async function createReceiving(ctx: ServiceContext, accountId: string, body: CreateReceivingBody): Promise<ReceivingView> {
  const expectedAt = body.expected_at === undefined ? null : parseUtcTimestamp(body.expected_at);
  if (expectedAt === undefined) throw Failure.of("invalid_timestamp", "must be an RFC 3339 date-time in UTC", "expected_at");
  const named = body.boxes.flatMap((box, b) => box.lines.map((line, l) => ({ sku: line.sku, path: `boxes[${b}].lines[${l}].sku` })));
  // A SKU named twice in one box is one line of their sum.
  const lines = body.boxes.flatMap((box, b) => {
    const bySku = new Map<string, number>();
    for (const line of box.lines) bySku.set(line.sku, (bySku.get(line.sku) ?? 0) + line.quantity);
    return [...bySku].map(([sku, expected]) => ({ box: b + 1, sku, expected }));
  });
  return transaction(ctx.db, async (trx) => {
    const keys = await countedItems(trx, accountId, named);
    const at = nowIso(ctx);
    const ref = newRef("rcv", ctx.now().getTime());
    const row: store.NewReceiving = {
      receiving_ref: ref,
      account_id: accountId,
      external_ref: body.external_ref ?? null,
      status: "awaiting",
      expected_at: expectedAt,
      carrier: body.carrier ?? null,
      tracking_number: body.tracking_number ?? null,
      box_count: body.boxes.length,
      created_at: at,
      updated_at: at,
      completed_at: null,
      cancelled_at: null,
    };
    if (!(await store.insertReceiving(trx, row, lines.map((line) => ({ receiving_ref: ref, ...line }))))) {
      const existing = await store.findByExternalRef(trx, accountId, body.external_ref!);
      throw Failure.of("receiving_exists", `your receiving ${existing?.receiving_ref ?? ""} has the external_ref "${body.external_ref}"`, "external_ref", { receiving_ref: existing?.receiving_ref ?? null });
    }
    for (const [sku, units] of [...unitsBySku(lines)].sort(bySku)) await store.addIncoming(trx, keys.get(sku)!, units, at);
    return viewOf(trx, { ...row, event_sequence: 0 });
  });
}

function bySku(a: readonly [string, ...unknown[]], b: readonly [string, ...unknown[]]): number {
  return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
}

function unitsBySku(lines: readonly { sku: string; expected: number }[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const line of lines) sums.set(line.sku, (sums.get(line.sku) ?? 0) + line.expected);
  return sums;
}

/** One receiving; with an account, only its own (another's answers receiving_not_found). */
export async function getReceiving(ctx: ServiceContext, ref: string, accountId?: string): Promise<ReceivingView> {
  const row = await store.findReceiving(ctx.db, ref, accountId);
  if (!row) throw notFound(ref);
  return viewOf(ctx.db, row);
}

/** Receivings newest first: one account's (the merchant's, or the operator's filter) or every one, by status. */
export async function listReceivings(ctx: ServiceContext, body: AdminListReceivingsBody): Promise<ListReceivingsData> {
  const limit = body.limit ?? DEFAULT_LIMIT;
  const before = decodeCursor("receivings", body.cursor);
  const rows = await store.listReceivings(ctx.db, { accountId: body.account_id, status: body.status, before }, limit + 1);
  const result = page("receivings", rows, limit, (r) => r.receiving_ref);
  const lines = await store.linesOf(ctx.db, result.rows.map((r) => r.receiving_ref));
  return { receivings: result.rows.map((row) => receivingView(row, lines.filter((line) => line.receiving_ref === row.receiving_ref))), next_cursor: result.next_cursor };
}

function notFound(ref: string): Failure {
  return Failure.of("receiving_not_found", `no receiving ${ref}`, "receiving_ref");
}

/**
 * Tells the merchant of a change to its receiving (receiving.updated, docs/receiving-webhooks.md), in the change's
 * transaction; its sequence is the receiving's, raised by the UPDATE that made the change. Answers the view it sent.
 */
async function told(trx: Db, row: ReceivingRow, lines: readonly ReceivingLineRow[], now: Date): Promise<ReceivingView> {
  const view = receivingView(row, lines);
  const account = await findAccount(trx, row.account_id);
  const subject = { account_id: row.account_id, ref: row.receiving_ref, sequence: row.event_sequence, test: account?.mode === "test" };
  await recordAccountEvent(writerOf(trx), now, subject, "receiving.updated", view);
  return view;
}

/** Why a receiving did not move: absent (or another account's), or in a status the change does not start from. */
async function refusal(db: Db, ref: string, accountId: string | undefined, code: "receiving_not_open" | "receiving_not_awaiting"): Promise<Failure> {
  const row = await store.findReceiving(db, ref, accountId);
  if (!row) return notFound(ref);
  const message = code === "receiving_not_open" ? `receiving ${ref} is ${row.status}: it takes no more goods` : `receiving ${ref} is ${row.status}: only an awaiting receiving can be cancelled`;
  return Failure.of(code, message, "receiving_ref", { status: row.status });
}

/** Moves the receiving (refusing as `code` when it cannot), then takes what is still to come off incoming. */
async function finish(ctx: ServiceContext, ref: string, accountId: string | undefined, from: readonly ReceivingStatus[], to: ReceivingStatus, code: "receiving_not_open" | "receiving_not_awaiting"): Promise<ReceivingView> {
  return transaction(ctx.db, async (trx) => {
    const at = nowIso(ctx);
    const row = await store.moveReceiving(trx, ref, from, to, at, accountId);
    if (!row) throw await refusal(trx, ref, accountId, code);
    const lines = await store.linesOf(trx, [ref]);
    const left = new Map<string, number>();
    for (const line of lines) left.set(line.sku, (left.get(line.sku) ?? 0) + outstandingOf(line));
    for (const [sku, units] of [...left].sort(bySku)) await store.takeIncoming(trx, { owner: row.account_id, sku }, units, at);
    return told(trx, row, lines, new Date(at));
  });
}

/** The merchant calls off a receiving none of whose goods arrived: its units are no longer incoming. */
export function cancelReceiving(ctx: ServiceContext, accountId: string, ref: string): Promise<ReceivingView> {
  return finish(ctx, ref, accountId, ["awaiting"], "cancelled", "receiving_not_awaiting");
}

/** The operator closes a receiving: what did not arrive is no longer incoming; the lines answer the differences. */
export function closeReceiving(ctx: ServiceContext, ref: string): Promise<ReceivingView> {
  return finish(ctx, ref, undefined, OPEN_RECEIVING, "completed", "receiving_not_open");
}

/**
 * The operator receives units of a receiving (a box, or units of several): good ones go on hand (and on to waiting
 * orders, oldest first), damaged ones are recorded only; both are no longer incoming.
 */
export async function receive(ctx: ServiceContext, body: ReceiveBody, actor: Actor): Promise<ReceivingView> {
  return transaction(ctx.db, async (trx) => {
    const at = nowIso(ctx);
    const row = await store.moveReceiving(trx, body.receiving_ref, OPEN_RECEIVING, "arriving", at);
    if (!row) throw await refusal(trx, body.receiving_ref, undefined, "receiving_not_open");
    if (body.box !== undefined && body.box > row.box_count) throw Failure.invalid([fieldError("box", "out_of_range", `receiving ${row.receiving_ref} has ${row.box_count} boxes`)]);
    const keys = await countedItems(trx, row.account_id, body.lines.map((line, i) => ({ sku: line.sku, path: `lines[${i}].sku` })));
    const cause = { reason: "receiving" as const, actor: movementActor(actor), at, receiving_ref: row.receiving_ref };
    // Items in SKU order, whatever the body's: two changes that lock the same items never wait on each other in a circle.
    for (const line of [...body.lines].sort((a, b) => bySku([a.sku], [b.sku]))) {
      const key = keys.get(line.sku)!;
      let arrived = 0;
      for (const part of await spread(trx, row, body.box, line.sku, line.quantity)) {
        const units = line.condition === "good" ? { received: part.units, damaged: 0 } : { received: 0, damaged: part.units };
        const after = await store.addReceived(trx, row.receiving_ref, part.box, line.sku, units);
        // What of these units was still to come: the line's outstanding before them.
        arrived += Math.min(part.units, outstandingOf({ ...after, received: after.received - units.received, damaged: after.damaged - units.damaged }));
      }
      await store.takeIncoming(trx, key, arrived, at);
      if (line.condition !== "good") continue;
      const changed = await changeOnHand(trx, key, { delta: line.quantity }, cause);
      if (!changed) throw new Error("units received never take on_hand below 0");
      await afterStockChange(trx, changed, { actor, now: new Date(at) });
    }
    return told(trx, row, await store.linesOf(trx, [row.receiving_ref]), new Date(at));
  });
}

/**
 * Which box's line the units of a SKU go to: the named box; else the boxes that announced the SKU, each up to what
 * it still awaits, the rest to the last of them (box 1 when none announced it).
 */
async function spread(db: Db, row: ReceivingRow, box: number | undefined, sku: string, quantity: number): Promise<{ box: number; units: number }[]> {
  if (box !== undefined) return [{ box, units: quantity }];
  const lines = (await store.linesOf(db, [row.receiving_ref])).filter((line) => line.sku === sku);
  if (lines.length === 0) return [{ box: 1, units: quantity }];
  const parts: { box: number; units: number }[] = [];
  let left = quantity;
  for (const line of lines) {
    const take = Math.min(left, outstandingOf(line));
    if (take > 0) parts.push({ box: line.box, units: take });
    left -= take;
  }
  if (left > 0) parts.push({ box: lines[lines.length - 1]!.box, units: left });
  return parts;
}

/** The receiving's box labels as PDF: one 4×6 inch page per box, whatever its status. */
export async function receivingLabels(ctx: ServiceContext, accountId: string, ref: string): Promise<Buffer> {
  const row = await store.findReceiving(ctx.db, ref, accountId);
  if (!row) throw notFound(ref);
  const view = await viewOf(ctx.db, row);
  const account = await findAccount(ctx.db, accountId);
  return renderReceivingLabels({
    receivingRef: row.receiving_ref,
    accountName: account?.name ?? accountId,
    externalRef: row.external_ref,
    boxes: view.boxes.map((box) => ({ box: box.box, lines: box.lines.filter((line) => line.expected > 0).map((line) => ({ sku: line.sku, quantity: line.expected })) })),
  });
}
