// An order's money and dates: its shipping method, ship-by day and delivery estimate, and its price snapshot.
import { isLate } from "../late.js";
import { percent, showMoney } from "../money.js";
import type { Order } from "../types.js";
import { Empty } from "../ui.js";

/** Facts for the order's <dl>: method, ship by (late or not), delivery estimate. */
export function ShippingFacts({ order }: { order: Order }) {
  const method = order.shipping_method;
  return (
    <>
      <dt>Shipping method</dt>
      <dd data-testid="shipping-method">
        {method ? (
          <>
            {method.name} (<code>{method.code}</code>){method.carrier ? `, ${method.carrier}` : ""}: {method.days_min}–{method.days_max} business days in transit
          </>
        ) : (
          <span class="muted">none</span>
        )}
      </dd>
      <dt>Ship by</dt>
      <dd data-testid="ship-by">
        <time dateTime={order.ship_by}>{order.ship_by}</time> {isLate(order) && <span class="badge late">late</span>}
      </dd>
      <dt>Delivery estimate</dt>
      <dd data-testid="delivery-estimate">
        {order.deliver_from && order.deliver_to ? (
          <>
            <time dateTime={order.deliver_from}>{order.deliver_from}</time> to <time dateTime={order.deliver_to}>{order.deliver_to}</time>
          </>
        ) : (
          <span class="muted">none without a shipping method</span>
        )}
      </dd>
    </>
  );
}

/** The tax row's words: the rate the order was sold at, or why it pays none. */
function taxLabel(rate: NonNullable<Order["costs"]>["tax_rate"]): string {
  if (rate.reverse_charge) return `Tax (reverse charge, ${rate.country})`;
  if (rate.country === null) return "Tax (no billing country)";
  if (rate.name === null) return `Tax (no rate for ${rate.country})`;
  return `${rate.name} ${percent(rate.rate_bp)} (${rate.country})`;
}

/** One amount that never breaks across lines. */
function Amount({ value }: { value: { amount: number; currency: string } }) {
  return <span class="amount">{showMoney(value)}</span>;
}

export function Costs({ order }: { order: Order }) {
  const costs = order.costs;
  const skus = new Map(order.items.map((line) => [line.item_ref, line.sku]));
  return (
    <section aria-labelledby="costs-title">
      <h2 id="costs-title">Costs</h2>
      {!costs ? (
        <Empty>Not priced: the account had no currency when the order came in.</Empty>
      ) : (
        <div class="table-wrap">
          <table class="costs">
            <caption class="sr-only">The order's prices as taken when it was created or last re-priced, in {costs.currency}, and its tax</caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col" class="num">
                  Each
                </th>
                <th scope="col" class="num">
                  Line total
                </th>
              </tr>
            </thead>
            <tbody>
              {costs.lines.map((line) => (
                <tr key={line.item_ref}>
                  <td>
                    {skus.get(line.item_ref) ?? line.item_ref}
                    <div class="muted ref">{line.item_ref}</div>
                  </td>
                  <td class="num">
                    <Amount value={line.unit_price} />
                    {line.extra_areas.amount > 0 && (
                      <div class="muted">
                        + <Amount value={line.extra_areas} /> further areas
                      </div>
                    )}
                  </td>
                  <td class="num">
                    <Amount value={line.total} />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  Items
                </th>
                <td class="num">
                  <Amount value={costs.items_total} />
                </td>
              </tr>
              <tr>
                <th scope="row" colSpan={2}>
                  Shipping{order.shipping_method ? ` (${order.shipping_method.name})` : ""}
                </th>
                <td class="num">
                  <Amount value={costs.shipping} />
                </td>
              </tr>
              <tr>
                <th scope="row" colSpan={2}>
                  Total (net)
                </th>
                <td class="num" data-testid="costs-total">
                  <Amount value={costs.total} />
                </td>
              </tr>
              <tr>
                <th scope="row" colSpan={2}>
                  {taxLabel(costs.tax_rate)}
                </th>
                <td class="num" data-testid="costs-tax">
                  <Amount value={costs.tax} />
                </td>
              </tr>
              <tr class="total">
                <th scope="row" colSpan={2}>
                  Total with tax
                </th>
                <td class="num" data-testid="costs-total-with-tax">
                  <Amount value={costs.total_with_tax} />
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
