// Settings: the tax rates by country (docs/operator-guide.md#tax-rates-and-vat-ids), and a form to set one.
import { useState } from "preact/hooks";
import { admin } from "../api.js";
import { localRefusal } from "../form-errors.js";
import { percent } from "../money.js";
import type { TaxRate } from "../types.js";
import { ActionForm, Empty, ErrorMessage, Field, Heading, Loading, Notice, useLoad } from "../ui.js";

const listRates = () => admin("tax-rates/list", {});

/** "19" or "5.5" (percent, at most two decimals) as basis points; anything else refused at rate_bp before sending. */
export function basisPoints(text: string): number {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) throw localRefusal([{ path: "rate_bp", code: "invalid_format", message: "a percentage with at most two decimals, e.g. 19 or 5.5" }]);
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

function RateForm({ done }: { done: (rate: TaxRate) => void }) {
  const [country, setCountry] = useState("");
  const [rate, setRate] = useState("");
  const [name, setName] = useState("");
  return (
    <ActionForm label="Set rate" busyLabel="Saving" noValidate action={() => admin("tax-rates/set", { country: country.trim(), rate_bp: basisPoints(rate), name: name.trim() })} done={done}>
      <div class="grid">
        <Field label="Country" value={country} onValue={setCountry} maxLength={2} placeholder="DE" path="country" hint="ISO 3166-1 alpha-2 code." />
        <Field label="Rate (%)" value={rate} onValue={setRate} placeholder="19" path="rate_bp" hint="0–100, at most two decimals (5.5)." />
        <Field label="Name" value={name} onValue={setName} maxLength={100} placeholder="VAT" path="name" hint="What invoices call the tax." />
      </div>
    </ActionForm>
  );
}

export function SettingsScreen() {
  const list = useLoad(listRates, []);
  const [saved, setSaved] = useState<TaxRate | undefined>();
  const [formKey, setFormKey] = useState(0);
  return (
    <>
      <Heading>Settings</Heading>
      <section class="card" aria-labelledby="tax-rates-title">
        <h2 id="tax-rates-title">Tax rates</h2>
        <p class="muted">
          An order is taxed at the rate of its account's billing country, once on its whole total; a country without a rate pays none, and an EU business with a VAT id of
          another member state than the company's pays none (reverse charge). A changed rate applies to later orders; orders already placed keep the rate they were sold at.
        </p>
        {list.loading && !list.data && <Loading what="tax rates" />}
        <ErrorMessage error={list.error} title="Tax rates not loaded" />
        {list.data && list.data.tax_rates.length === 0 && <Empty>No tax rates yet: every order is taxed at 0.</Empty>}
        {list.data && list.data.tax_rates.length > 0 && (
          <div class="table-wrap">
            <table>
              <caption class="sr-only">Tax rates by country</caption>
              <thead>
                <tr>
                  <th scope="col">Country</th>
                  <th scope="col">Rate</th>
                  <th scope="col">Name</th>
                  <th scope="col">Set</th>
                </tr>
              </thead>
              <tbody>
                {list.data.tax_rates.map((r) => (
                  <tr key={r.country} data-testid={`tax-rate-${r.country}`}>
                    <td>
                      <code>{r.country}</code>
                    </td>
                    <td class="money">{percent(r.rate_bp)}</td>
                    <td>{r.name}</td>
                    <td>{r.updated_at.slice(0, 16).replace("T", " ")} UTC</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {saved && (
          <Notice key={`${saved.country} ${saved.updated_at}`}>
            {saved.country} is taxed at {percent(saved.rate_bp)} ({saved.name}) from now on.
          </Notice>
        )}
        <h3>Set a rate</h3>
        <RateForm
          key={formKey}
          done={(rate) => {
            setSaved(rate);
            setFormKey((k) => k + 1);
            list.reload();
          }}
        />
      </section>
    </>
  );
}
