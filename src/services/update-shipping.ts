// Update shipping: a new address for an order that has not gone into production, with the same rules as create.
import { ACCOUNT_ACTOR } from "../domain/actors.js";
import { checkAddress, checkPostcodes, shippingAddress } from "../domain/address.js";
import { Failure, type FieldError } from "../domain/errors.js";
import { callerChangeRefusal } from "../domain/production.js";
import type { OrderOwner } from "../domain/stores.js";
import type { ShippingView, UpdateShippingBody } from "../schemas/lifecycle.js";
import * as accounts from "../store/accounts.js";
import * as orders from "../store/orders.js";
import type { ServiceContext } from "./context.js";
import { changeOrder } from "./order-change.js";
import { stateOfChange } from "./order-state.js";
import { repriceShipping } from "./order-costs.js";
import { moneyView } from "./read-orders.js";

/** The new address checked by create's rules: normalised, with its postcode warnings, or a 400 listing every problem. */
export async function checkShippingRules(ctx: ServiceContext, accountId: string, body: UpdateShippingBody) {
  const errors: FieldError[] = [];
  const address = checkAddress(shippingAddress(body), (part) => `shipping_${part}`, errors, false);
  // The postal code as create checks it: a warning kept on the order, or a 400 for an account with strict addresses.
  const account = await accounts.findAccount(ctx.db, accountId);
  const postcode = checkPostcodes([{ path: "shipping_zip", country: body.shipping_country, zip: body.shipping_zip }], account?.strict_addresses === true, errors);
  if (errors.length > 0) throw Failure.invalid(errors);
  return { address, postcode };
}

export async function updateShipping(ctx: ServiceContext, owner: OrderOwner, body: UpdateShippingBody): Promise<ShippingView> {
  const { address, postcode } = await checkShippingRules(ctx, owner.accountId, body);
  return changeOrder(ctx, body.order_ref, { actor: ACCOUNT_ACTOR, owner }, "The shipping address was not updated", async (change) => {
    const { order } = change;
    const refusal = callerChangeRefusal(await stateOfChange(change), "update_shipping");
    if (refusal.length > 0) change.refuse(refusal);
    const shipping = {
      shipping_name: address.name,
      shipping_phone: address.phone ?? order.shipping_phone,
      shipping_address_1: address.address_1,
      shipping_address_2: address.address_2 ?? null,
      shipping_city: address.city,
      shipping_zip: address.zip,
      shipping_state: address.state,
      shipping_country: address.country,
    };
    const warnings = [...order.warnings.filter((w) => w.path !== "shipping_zip"), ...postcode];
    await orders.updateOrder(change.trx, order.order_ref, { ...shipping, warnings, updated_at: change.nowIso });
    await change.record("order.shipping_updated", order.status, { shipping });
    // After the address's event, so a receiver sees the new address before its new price; a refusal rolls both back.
    const repriced = await repriceShipping(change, address.country, body.shipping_method);
    if (repriced) {
      const { costs: _written, ...method } = repriced;
      await orders.updateOrder(change.trx, order.order_ref, method);
    }
    // What changed, as orders/get shows it now: no second read for the caller (docs/order-lifecycle.md).
    return { order_ref: order.order_ref, ...shipping, ...moneyView({ ...order, ...repriced }), warnings };
  });
}
