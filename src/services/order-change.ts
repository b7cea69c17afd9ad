// What every change to an existing order shares: one transaction, the order loaded or a business failure, and events.
import type { Actor } from "../domain/actors.js";
import { Failure, fieldError, type ErrorCode, type FieldError } from "../domain/errors.js";
import type { OrderStatus } from "../domain/status.js";
import { reachesOrder, type OrderOwner } from "../domain/stores.js";
import type { EventType } from "../schemas/webhooks.js";
import { transaction, type Db } from "../store/database.js";
import { latestSequence } from "../store/events.js";
import * as orders from "../store/orders.js";
import type { OrderLineRow, OrderRow } from "../store/tables.js";
import { type ServiceContext } from "./context.js";
import { recordEvent } from "./events.js";
import { writerOf, type Writer } from "../store/writer.js";

export interface Change {
  trx: Db;
  /** Who makes the change (its events and stock movements record them). */
  actor: Actor;
  /** Writes the change's side effects (jobs, search words) in its transaction: the one writer (docs/architecture.md). */
  writer: Writer;
  order: OrderRow;
  items: OrderLineRow[];
  /** When the change happens, as the rows record it (ISO 8601). */
  nowIso: string;
  /**
   * Appends an outbox event whose data carries order_ref, external_ref, the given status, and `extra`;
   * `occurredAt` when the thing happened earlier than now (a carrier's scan), else now.
   */
  record(type: EventType, status: OrderStatus, extra?: Record<string, unknown>, occurredAt?: string): Promise<void>;
  /** Refuses the change as a business failure: HTTP 200, status error, the operation's refusal message, data.order_ref. */
  refuse(errors: FieldError[]): never;
}

function refusal(message: string, orderRef: string, errors: FieldError[], data: Record<string, unknown> = {}): Failure {
  return new Failure(200, message, errors, { order_ref: orderRef, ...data });
}

/** Who asks for a change, and what they saw. */
export interface ChangeBy {
  actor: Actor;
  /** Scopes the lookup to a caller's own orders (another account's, or another store's for a store token, answers exactly like an unknown one); absent: the operator's view. */
  owner?: OrderOwner;
  /**
   * The order's latest event sequence as the asker last saw it (docs/operator-guide.md#stale-pages-cannot-undo-a-colleague): when the order has moved on since, the
   * change is refused with order_changed, so a stale page cannot undo what a colleague just did.
   */
  expectedSequence?: number;
}

/** The envelope message of order_changed, whatever the operation. */
export const ORDER_CHANGED = "The order has changed since you last read it; nothing was changed";

export function reason(path: string, code: ErrorCode, message: string): FieldError[] {
  return [fieldError(path, code, message)];
}

/**
 * Runs `work` on the order inside one transaction, every event it records made by `by.actor`. `refused` is the
 * envelope message of every business failure of the operation. The expected sequence is compared after the
 * order's row is locked, so no other change can slip in between the check and the work.
 */
export async function changeOrder<T>(ctx: ServiceContext, orderRef: string, by: ChangeBy, refused: string, work: (change: Change) => Promise<T>): Promise<T> {
  return transaction(ctx.db, (trx) => changeOrderIn(trx, ctx, orderRef, by, refused, work));
}

/**
 * changeOrder inside a transaction the caller holds: several changes of one order that must see each other and
 * then be rolled back together (a dry run of a shipment import).
 */
export async function changeOrderIn<T>(trx: Db, ctx: ServiceContext, orderRef: string, by: ChangeBy, refused: string, work: (change: Change) => Promise<T>): Promise<T> {
  const order = await orders.findOrderForChange(trx, orderRef, by.owner?.accountId);
  if (!order || !reachesOrder(by.owner, order)) throw refusal(refused, orderRef, reason("order_ref", "order_not_found", "no order with that reference"));
  if (by.expectedSequence !== undefined) {
    const sequence = await latestSequence(trx, orderRef);
    if (sequence !== by.expectedSequence) {
      const message = `the order is at event ${sequence} now, not ${by.expectedSequence} as you saw it: read it again (orders/events after_sequence ${by.expectedSequence} says what changed)`;
      throw refusal(ORDER_CHANGED, orderRef, reason("expected_sequence", "order_changed", message), { sequence });
    }
  }
  const items = await orders.findLines(trx, orderRef);
  const now = ctx.now();
  const nowIso = now.toISOString();
  const writer = writerOf(trx);
  const record = async (type: EventType, status: OrderStatus, extra: Record<string, unknown> = {}, occurredAt?: string) => {
    await recordEvent(writer, now, by.actor, order, { type, status, extra, occurredAt });
  };
  const refuse = (errors: FieldError[]): never => {
    throw refusal(refused, order.order_ref, errors);
  };
  return work({ trx, actor: by.actor, writer, order, items, nowIso, record, refuse });
}

/**
 * Writes a new status and its event (with `extra` fields, such as forced); no event when the status stays the same.
 * Entering on_hold also records order.on_hold, so a receiver can subscribe to the orders that need attention alone.
 */
export async function setStatus(change: Change, status: OrderStatus, reason: string | null, extra: Record<string, unknown> = {}): Promise<void> {
  const previous = change.order.status;
  if (previous === status) return;
  await orders.updateOrder(change.trx, change.order.order_ref, { status, status_reason: reason, updated_at: change.nowIso });
  await change.record("order.status_changed", status, { previous_status: previous, reason, ...extra });
  if (status === "on_hold") await change.record("order.on_hold", status, { reason });
}
