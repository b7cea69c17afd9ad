// Shipping methods: every method with its zones, prices and days; a form to add one; one method's page to change it.
import { useState } from "preact/hooks";
import { admin } from "../api.js";
import { showMoney } from "../money.js";
import { href } from "../router.js";
import type { ShippingMethod } from "../types.js";
import { Empty, ErrorMessage, Heading, Loading, Notice, useLoad } from "../ui.js";
import { MethodForm } from "./method-form.js";

const listMethods = () => admin("shipping-methods/list", {});

function Zones({ method }: { method: ShippingMethod }) {
  return (
    <ul class="plain zones">
      {method.zones.map((zone, i) => (
        <li key={i}>
          <strong>{zone.countries.includes("*") ? "everywhere else (*)" : zone.countries.join(", ")}</strong>: {zone.days_min}–{zone.days_max} business days
          {Object.entries(zone.prices).map(([currency, price]) => (
            <div key={currency} class="money">
              {showMoney({ amount: price.first_item, currency })} first item, +{showMoney({ amount: price.additional_item, currency })} each further item
            </div>
          ))}
          {Object.keys(zone.prices).length === 0 && <div class="muted">no prices: serves no priced account</div>}
        </li>
      ))}
    </ul>
  );
}

export function ShippingScreen() {
  const list = useLoad(listMethods, []);
  const [created, setCreated] = useState("");
  const [formKey, setFormKey] = useState(0);
  return (
    <>
      <Heading>Shipping methods</Heading>
      <p class="muted">
        Shared by every account. A method serves an order when it is enabled and the zone of the shipping country has a price in the account's currency. Changes apply to later
        orders; orders already placed keep their method and prices.
      </p>
      {list.loading && !list.data && <Loading what="shipping methods" />}
      <ErrorMessage error={list.error} title="Shipping methods not loaded" />
      {list.data && list.data.methods.length === 0 && <Empty>No shipping methods yet: priced accounts cannot order until one serves them. Add the first one below.</Empty>}
      {list.data && list.data.methods.length > 0 && (
        <div class="table-wrap">
          <table>
            <caption class="sr-only">Shipping methods by code</caption>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Name</th>
                <th scope="col">Carrier</th>
                <th scope="col">State</th>
                <th scope="col">Zones</th>
              </tr>
            </thead>
            <tbody>
              {list.data.methods.map((m) => (
                <tr key={m.code} data-testid={`method-${m.code}`}>
                  <td>
                    <a href={href(["shipping", m.code])}>
                      <code>{m.code}</code>
                    </a>
                  </td>
                  <td>{m.name}</td>
                  <td>{m.carrier ?? <span class="muted">none</span>}</td>
                  <td>{m.enabled ? "enabled" : <span class="warn">disabled</span>}</td>
                  <td>
                    <Zones method={m} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {created && <Notice key={created}>{created}</Notice>}
      <section class="card" aria-labelledby="new-method-title">
        <h2 id="new-method-title">New shipping method</h2>
        <MethodForm
          key={formKey}
          action={({ carrier, ...fields }) => admin("shipping-methods/create", { ...fields, ...(carrier ? { carrier } : {}) })}
          done={(method) => {
            setCreated(`Created ${method.code}.`);
            setFormKey((k) => k + 1);
            list.reload();
          }}
        />
      </section>
    </>
  );
}

export function MethodScreen({ code }: { code: string }) {
  const list = useLoad(listMethods, [code]);
  const [saved, setSaved] = useState<ShippingMethod | undefined>();
  const method = saved ?? list.data?.methods.find((m) => m.code === code);
  const crumbs = (
    <p class="crumbs">
      <a href={href(["shipping"])}>Shipping methods</a> / {code}
    </p>
  );
  if (list.loading && !method) return <Loading what={`shipping method ${code}`} />;
  if (!method)
    return (
      <>
        {crumbs}
        <Heading>Shipping method {code}</Heading>
        <ErrorMessage error={list.error} title="Shipping methods not loaded" />
        {list.data && <Empty>No shipping method has the code “{code}”.</Empty>}
      </>
    );
  return (
    <>
      {crumbs}
      <Heading>
        {method.name} <code>{method.code}</code>
      </Heading>
      {saved && <Notice key={saved.updated_at}>Saved. Later orders get these zones and prices; orders already placed keep theirs.</Notice>}
      <Zones method={method} />
      <section class="card" aria-labelledby="edit-method-title">
        <h2 id="edit-method-title">Change the method</h2>
        <MethodForm key={method.updated_at} method={method} action={({ carrier, ...fields }) => admin("shipping-methods/update", { ...fields, carrier: carrier || null })} done={setSaved} />
      </section>
    </>
  );
}
