// POST /v1/sandbox/advance: a test order moved at once where its merchant asks, through the states between, by the
// operator's own steps (a status change, a shipment, shipment progress) in one transaction, with their usual events.
import { randomInt } from "node:crypto";
import { ACCOUNT_ACTOR } from "../domain/actors.js";
import { Failure, fieldError } from "../domain/errors.js";
import { filesNotReady } from "../domain/production.js";
import { isShipmentTarget, SANDBOX_CARRIER, SANDBOX_REASON, sandboxTrackingNumber, shipmentSteps, type SandboxTarget } from "../domain/sandbox.js";
import type { ShipmentUpdate } from "../domain/shipments.js";
import { canTransition, type OrderStatus } from "../domain/status.js";
import type { OrderOwner } from "../domain/stores.js";
import type { OrderView } from "../schemas/orders.js";
import type { SandboxAdvanceBody } from "../schemas/sandbox.js";
import * as accounts from "../store/accounts.js";
import * as files from "../store/files.js";
import * as orders from "../store/orders.js";
import * as shipments from "../store/shipments.js";
import type { ServiceContext } from "./context.js";
import { changeOrder, setStatus, type Change } from "./order-change.js";
import { stateOfChange } from "./order-state.js";
import { findOrderRow, getOrder } from "./read-orders.js";
import { recordShipment } from "./ship.js";
import { recordShipmentProgress } from "./update-shipment.js";

/** The envelope message of a refused advance. */
export const ADVANCE_REFUSED = "The order was not advanced";

/** The order and its lines as they are now, after a step of this change wrote them. */
async function reread(change: Change): Promise<Change> {
  const order = await orders.findOrderForChange(change.trx, change.order.order_ref, change.order.account_id);
  if (!order) throw new Error(`order ${change.order.order_ref} vanished inside its own transaction`);
  return { ...change, order, items: await orders.findLines(change.trx, order.order_ref) };
}

function cannot(change: Change, to: SandboxTarget, why = `a test order that is ${change.order.status} cannot be advanced to ${to}`): never {
  return change.refuse([fieldError("to", "invalid_transition", why)]);
}

/** Moves the order to `status` as the operator's transition does (status table, then the print-files gate, no force). */
async function moveTo(change: Change, status: OrderStatus, to: SandboxTarget): Promise<Change> {
  if (!canTransition(change.order.status, status, "operator")) cannot(change, to);
  if (status === "in_production") {
    const waiting = filesNotReady(await stateOfChange(change));
    if (waiting.length > 0) change.refuse(waiting);
  }
  await setStatus(change, status, SANDBOX_REASON);
  return reread(change);
}

/** in_production, unless the order is there or past it (a target further on then takes it from where it is). */
async function intoProduction(change: Change, to: SandboxTarget): Promise<Change> {
  const status = change.order.status;
  if (status === "in_production") return change;
  if (status === "partially_shipped" || status === "shipped") return to === "in_production" ? cannot(change, to) : change;
  return moveTo(change, "in_production", to);
}

/** Everything still open goes in one SANDBOX parcel, as the sandbox job ships it. */
async function shipOpen(change: Change): Promise<Change> {
  if (change.order.status === "shipped") return change;
  await recordShipment(change, { order_ref: change.order.order_ref, carrier: SANDBOX_CARRIER, tracking_number: sandboxTrackingNumber(() => randomInt(10)) });
  return reread(change);
}

/** Each of the order's shipments moves on to `to` through the updates between; all of them can, or nothing is written. */
async function progress(change: Change, to: ShipmentUpdate): Promise<void> {
  const rows = await shipments.shipmentsOfOrders(change.trx, [change.order.order_ref]);
  const plans = rows.map((row) => ({ row, steps: shipmentSteps(row.status, to) }));
  const stuck = plans.find((plan) => plan.steps === undefined);
  if (stuck) cannot(change, to, `shipment ${stuck.row.shipment_ref} is ${stuck.row.status}; it cannot become ${to}`);
  for (const { row, steps } of plans) {
    let current = row;
    for (const status of steps!) {
      await recordShipmentProgress(change, current, { status, occurred_at: change.nowIso, note: SANDBOX_REASON });
      current = (await shipments.findShipment(change.trx, row.shipment_ref))!;
    }
  }
}

async function advance(change: Change, to: SandboxTarget): Promise<void> {
  if (to === "on_hold") {
    if (change.order.status !== "on_hold") await moveTo(change, "on_hold", to);
    return;
  }
  if (change.order.status === "cancelled") cannot(change, to);
  const producing = await intoProduction(change, to);
  if (to === "in_production") return;
  const shipped = await shipOpen(producing);
  if (isShipmentTarget(to)) await progress(shipped, to);
}

/** How often the wait below reads the order's print files again. */
const FILES_POLL_MS = 100;

/**
 * Waits, outside any transaction, until none of the order's print files is still being fetched or rendered, or
 * `boundMs` has passed: advancing an order created a moment ago must not depend on how fast its files arrive
 * (docs/caller-guide.md#moving-an-order-yourself--post-v1sandboxadvance). The move then reads the files again under
 * the order's lock, so a failed file is refused with its reason, and files still pending at the bound with
 * files_not_ready, as before.
 */
async function filesSettled(ctx: ServiceContext, orderRef: string, boundMs: number): Promise<void> {
  const deadline = Date.now() + boundMs;
  for (;;) {
    const rows = await files.orderFilesOfOrders(ctx.db, [orderRef]);
    if (!rows.some((row) => row.status === "pending") || Date.now() >= deadline) return;
    await new Promise((done) => setTimeout(done, Math.min(FILES_POLL_MS, Math.max(deadline - Date.now(), 0))));
  }
}

/**
 * Moves one of the caller's test orders to `to` now. A live account's token is refused (403 sandbox_only); an order
 * that is not the caller's answers as orders/get does (404 order_not_found); a move the rules do not allow is a
 * business refusal (200, invalid_transition or files_not_ready). Print files still being fetched are waited for
 * first (at most SANDBOX_FILES_WAIT_SECONDS). Moving an order where it already is changes
 * nothing. Answers the order as orders/get shows it afterwards.
 */
export async function advanceTestOrder(ctx: ServiceContext, owner: OrderOwner, body: SandboxAdvanceBody): Promise<OrderView> {
  const account = await accounts.findAccount(ctx.db, owner.accountId);
  if (account?.mode !== "test") {
    throw Failure.of("sandbox_only", "sandbox/advance moves test orders only: call it with a test account's token (pod_test_…)");
  }
  await findOrderRow(ctx, owner, { order_ref: body.order_ref });
  // on_hold never passes the files gate; every other target goes through in_production, which does.
  if (body.to !== "on_hold") await filesSettled(ctx, body.order_ref, ctx.sandboxFilesWaitMs);
  await changeOrder(ctx, body.order_ref, { actor: ACCOUNT_ACTOR, owner }, ADVANCE_REFUSED, (change) => advance(change, body.to));
  return getOrder(ctx, owner, { order_ref: body.order_ref });
}
