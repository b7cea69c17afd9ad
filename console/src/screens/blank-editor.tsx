// One blank's prices and production days, changed through catalog/update: its name, prices and extra-area prices per
// currency (typed in major units), production days and packing-slip support (print areas never change).
import { useState } from "preact/hooks";
import { admin } from "../api.js";
import { localRefusal } from "../form-errors.js";
import { PriceRows, readRows, rowsOf, type PriceColumn, type PriceRow } from "../price-rows.js";
import type { Blank } from "../types.js";
import { ActionForm, Check, Field } from "../ui.js";

const COLUMNS: PriceColumn[] = [
  { label: "Price", path: (currency) => `prices.${currency}`, required: false },
  { label: "Extra area price", path: (currency) => `extra_area_prices.${currency}`, required: false },
];

/** An invalid_currency lands at prices.XYZ or extra_area_prices.XYZ; the row's currency field shows both. */
const currencyPaths = (currency: string) => [`prices.${currency}`, `extra_area_prices.${currency}`];

function updateBody(blank: Blank, name: string, days: string, slip: boolean, rows: PriceRow[]) {
  const { maps, errors } = readRows(rows, COLUMNS, (currency) => `prices.${currency}`);
  if (errors.length > 0) throw localRefusal(errors);
  const [prices = {}, extra = {}] = maps;
  // An empty production-days field keeps the blank's; anything else goes to the service to judge (0–60, whole).
  return { sku: blank.sku, name: name.trim(), ...(days.trim() === "" ? {} : { production_days: Number(days) }), packing_slip_supported: slip, prices, extra_area_prices: extra };
}

export function BlankEditor({ blank, onSaved, onClose }: { blank: Blank; onSaved: (blank: Blank) => void; onClose: () => void }) {
  const [name, setName] = useState(blank.name);
  const [days, setDays] = useState(String(blank.production_days));
  const [slip, setSlip] = useState(blank.packing_slip_supported);
  const [rows, setRows] = useState<PriceRow[]>(() => rowsOf([blank.prices, blank.extra_area_prices]));
  return (
    <section class="card" aria-labelledby="edit-blank-title">
      <h2 id="edit-blank-title" tabIndex={-1}>
        Prices and production of <code>{blank.sku}</code>
      </h2>
      <p class="muted">
        Amounts in the currency's major units (12.50 USD, 1250 JPY, 1.250 BHD). The price is one item with its first print area; the extra-area price is added per item for each further
        printed area. Orders already placed keep their prices.
      </p>
      <ActionForm
        label="Save the blank"
        busyLabel="Saving"
        noValidate
        action={async () => admin("catalog/update", updateBody(blank, name, days, slip, rows))}
        done={onSaved}
      >
        <div class="grid">
          <Field label="Name" value={name} onValue={setName} required maxLength={200} path="name" />
          <Field label="Production days" type="number" min={0} max={60} value={days} onValue={setDays} path="production_days" hint="Business days to make one (0–60)." />
        </div>
        <Check label="Supports a custom packing slip" checked={slip} onChange={setSlip} path="packing_slip_supported" />
        <PriceRows legend="Prices per currency" rows={rows} columns={COLUMNS} currencyPath={currencyPaths} onRows={setRows} />
      </ActionForm>
      <button type="button" class="link" onClick={onClose}>
        Close without saving
      </button>
    </section>
  );
}
