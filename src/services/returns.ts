// returns/receive (docs/operator-guide.md#returns): the operator records units of an order's shipped lines that came
// back, each line restocked (a counted fulfillment product's units back on hand, on to waiting orders) or disposed of.
import { actorColumns, type Actor } from "../domain/actors.js";
import { Failure } from "../domain/errors.js";
import { newRef } from "../domain/refs.js";
import { returnErrors } from "../domain/returns.js";
import { movementActor } from "../domain/stock.js";
import type { ReceiveReturnBody, ReceiveReturnData, ReturnView } from "../schemas/returns.js";
import { findBlanks } from "../store/catalog.js";
import { transaction } from "../store/database.js";
import * as orders from "../store/orders.js";
import * as returns from "../store/returns.js";
import { changeOnHand } from "../store/stock.js";
import { writerOf } from "../store/writer.js";
import type { ServiceContext } from "./context.js";
import { recordEvent } from "./events.js";
import { keyOfLine } from "./stock-commit.js";
import { afterStockChange } from "./stock-events.js";

/**
 * Records the return in one transaction: the order locked, every line checked (all problems in one 400), the
 * return's rows, each restocked counted line's units back on hand (a `return` movement; waiting orders served oldest
 * first), and a return.received event for the merchant. A restocked line that was never counted changes no stock.
 */
export async function receiveReturn(ctx: ServiceContext, body: ReceiveReturnBody, actor: Actor): Promise<ReceiveReturnData> {
  return transaction(ctx.db, async (trx) => {
    const order = await orders.findOrderForChange(trx, body.order_ref, undefined);
    if (!order) throw Failure.of("order_not_found", "no order with that reference", "order_ref");
    const lines = await orders.findLines(trx, order.order_ref);
    const [returned, blanks] = await Promise.all([
      returns.returnedQuantities(
        trx,
        lines.map((line) => line.item_ref),
      ),
      findBlanks(trx, [...new Set(lines.map((line) => line.blank_sku))]),
    ]);
    const pod = new Set(blanks.filter((blank) => blank.type === "pod").map((blank) => blank.sku));
    const returnable = lines.map((line) => ({ item_ref: line.item_ref, shipped_quantity: line.shipped_quantity, returned_quantity: returned.get(line.item_ref) ?? 0, pod: pod.has(line.blank_sku) }));
    const errors = returnErrors(returnable, body.lines);
    if (errors.length > 0) throw Failure.invalid(errors, "The return was not recorded");

    const now = ctx.now();
    const at = now.toISOString();
    const view: ReturnView = {
      return_ref: newRef("ret"),
      received_at: at,
      note: body.note ?? null,
      lines: body.lines.map((line) => ({ item_ref: line.item_ref, quantity: line.quantity, disposition: line.disposition })),
    };
    await returns.insertReturn(
      trx,
      { return_ref: view.return_ref, order_ref: order.order_ref, account_id: order.account_id, received_at: at, note: view.note, ...actorColumns(actor) },
      view.lines.map((line, position) => ({ return_ref: view.return_ref, position, ...line })),
    );
    const byRef = new Map(lines.map((line) => [line.item_ref, line]));
    for (const line of view.lines) {
      const key = line.disposition === "restock" ? keyOfLine(byRef.get(line.item_ref)!) : null;
      if (key === null) continue;
      const changed = await changeOnHand(trx, key, { delta: line.quantity }, { reason: "return", actor: movementActor(actor), at, order_ref: order.order_ref, note: view.note });
      if (!changed) throw new Error("units added never take on_hand below 0");
      await afterStockChange(trx, changed, { actor, now });
    }
    await orders.updateOrder(trx, order.order_ref, { updated_at: at });
    await recordEvent(writerOf(trx), now, actor, order, { type: "return.received", status: order.status, extra: { return: view } });
    return { order_ref: order.order_ref, ...view };
  });
}
