// Shipping abroad in the console (docs/operator-guide.md#shipping-abroad-customs-data-and-declarations): an order's warnings, its customs data and declaration, and a blank's
// customs data in the catalog.
import { formatMoney } from "../../../src/domain/money.js";
import { useContext } from "preact/hooks";
import { download } from "../api.js";
import { ShipFromContext } from "../ship-from.js";
import type { Blank, Order } from "../types.js";
import { ActionForm } from "../ui.js";

/** What the order was accepted with but should be looked at (a postal code in an unexpected format). */
export function OrderWarnings({ order }: { order: Order }) {
  if (order.warnings.length === 0) return null;
  return (
    <section class="card warn-box" role="status" aria-labelledby="warnings-title">
      <h2 id="warnings-title">Warnings</h2>
      <ul>
        {order.warnings.map((w, i) => (
          <li key={i} data-testid="order-warning">
            <code>{w.path}</code> {w.code}: {w.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

function saveDeclaration(orderRef: string) {
  return (pdf: Blob) => {
    const url = URL.createObjectURL(pdf);
    const link = document.createElement("a");
    link.href = url;
    link.download = `customs-declaration-${orderRef}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
}

/** The order's customs settings, each line's declared data, and the declaration as PDF (orders abroad only). */
export function OrderCustoms({ order }: { order: Order }) {
  const shipFrom = useContext(ShipFromContext);
  return (
    <section class="card" aria-labelledby="customs-title">
      <h2 id="customs-title">Customs</h2>
      <dl class="facts">
        <dt>Incoterm</dt>
        <dd data-testid="incoterm">{order.incoterm}</dd>
        <dt>IOSS number</dt>
        <dd>{order.ioss_number ?? "none"}</dd>
        <dt>Recipient tax id</dt>
        <dd>{order.recipient_tax_id ?? "none"}</dd>
      </dl>
      <div class="table-wrap">
        <table>
          <caption class="sr-only">What each line declares to customs</caption>
          <thead>
            <tr>
              <th scope="col">SKU</th>
              <th scope="col">Description</th>
              <th scope="col">HS code</th>
              <th scope="col">Origin</th>
              <th scope="col">Value of one</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((line) => (
              <tr key={line.item_ref} data-testid="customs-line">
                <td>
                  <code>{line.sku}</code>
                </td>
                <td>{line.customs_description ?? <span class="muted">none</span>}</td>
                <td>{line.hs_code ?? <span class="muted">none</span>}</td>
                <td>{line.origin_country ?? <span class="muted">none</span>}</td>
                <td>{line.customs_value ? formatMoney(line.customs_value) : <span class="muted">not declared</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p class="muted" data-testid="customs-why">
        This order ships to {order.shipping_country}, abroad from {shipFrom ?? "the country you ship from"}: orders to another country than the one you ship from
        (set in the service's configuration) print this declaration after their packing slip.
      </p>
      <ActionForm
        label="Download customs declaration (PDF)"
        busyLabel="Rendering the customs declaration"
        action={() => download(`/v1/admin/orders/${encodeURIComponent(order.order_ref)}/customs-declaration`)}
        done={saveDeclaration(order.order_ref)}
      />
    </section>
  );
}

/** A blank's customs data in one catalog cell. */
export function BlankCustoms({ blank }: { blank: Blank }) {
  const parts = [blank.hs_code && `HS ${blank.hs_code}`, blank.origin_country && `made in ${blank.origin_country}`, blank.customs_description].filter(Boolean);
  return parts.length > 0 ? <span data-testid="blank-customs">{parts.join(" · ")}</span> : <span class="muted">none</span>;
}
