// The form of a shipping method, for create and update: code (create only), name, carrier, enabled, and its zones
// (countries or *, prices per currency in major units, business days in transit), each problem at its field.
import { useState } from "preact/hooks";
import type { FieldError } from "../api.js";
import { localRefusal } from "../form-errors.js";
import { PriceRows, readRows, rowsOf, type PriceColumn, type PriceRow } from "../price-rows.js";
import type { ShippingMethod } from "../types.js";
import { ActionForm, Check, Field } from "../ui.js";

interface ZoneState {
  countries: string;
  rows: PriceRow[];
  daysMin: string;
  daysMax: string;
}

type Zone = ShippingMethod["zones"][number];

const columns = (zone: string): PriceColumn[] => [
  { label: "First item", path: (currency) => `${zone}.prices.${currency}.first_item`, required: true },
  { label: "Each additional item", path: (currency) => `${zone}.prices.${currency}.additional_item`, required: true },
];

function zoneState(zone: Zone): ZoneState {
  const rows = rowsOf([
    Object.fromEntries(Object.entries(zone.prices).map(([c, p]) => [c, p.first_item])),
    Object.fromEntries(Object.entries(zone.prices).map(([c, p]) => [c, p.additional_item])),
  ]);
  return { countries: zone.countries.join(", "), rows, daysMin: String(zone.days_min), daysMax: String(zone.days_max) };
}

const NEW_ZONE: ZoneState = { countries: "*", rows: [{ currency: "USD", amounts: ["", ""] }], daysMin: "3", daysMax: "7" };

/** Countries as typed, split at commas and spaces; the service judges them (ISO 3166-1 alpha-2 or *). */
function countriesOf(text: string): string[] {
  return text.split(/[\s,]+/).filter(Boolean);
}

function days(text: string, path: string, errors: FieldError[]): number {
  if (text.trim() === "") errors.push({ path, code: "required", message: "needs a number of business days" });
  return Number(text);
}

/** The zones as the service takes them, or every problem the console sees before sending, at its field. */
export function readZones(zones: ZoneState[]): Zone[] {
  const errors: FieldError[] = [];
  const read = zones.map((zone, i): Zone => {
    const at = `zones[${i}]`;
    const { maps, errors: priceErrors } = readRows(zone.rows, columns(at), (currency) => `${at}.prices.${currency}`);
    errors.push(...priceErrors);
    const [first = {}, additional = {}] = maps;
    const prices = Object.fromEntries(Object.keys(first).map((c) => [c, { first_item: first[c]!, additional_item: additional[c] ?? 0 }]));
    return { countries: countriesOf(zone.countries), prices, days_min: days(zone.daysMin, `${at}.days_min`, errors), days_max: days(zone.daysMax, `${at}.days_max`, errors) };
  });
  if (errors.length > 0) throw localRefusal(errors);
  return read;
}

function ZoneFields({ index, zone, onZone, onRemove }: { index: number; zone: ZoneState; onZone: (zone: ZoneState) => void; onRemove?: () => void }) {
  const at = `zones[${index}]`;
  const listed = countriesOf(zone.countries);
  const prefix = `Zone ${index + 1}: `;
  return (
    <fieldset class="zone">
      <legend>Zone {index + 1}</legend>
      <div class="grid">
        <Field
          label={`${prefix}countries`}
          value={zone.countries}
          onValue={(countries) => onZone({ ...zone, countries })}
          hint="ISO codes separated by commas (US, CA), or * for every country no other zone names."
          path={`${at}.countries`}
          describe={(e) => {
            const j = /\.countries\[(\d+)\]$/.exec(e.path)?.[1];
            return j !== undefined && listed[Number(j)] !== undefined ? `“${listed[Number(j)]}”: ${e.message}` : e.message;
          }}
        />
        <Field label={`${prefix}business days at least`} type="number" min={0} max={365} value={zone.daysMin} onValue={(daysMin) => onZone({ ...zone, daysMin })} path={`${at}.days_min`}
          describe={(e) => (e.code === "invalid_days" ? "is more than the days at most" : e.message)}
        />
        <Field label={`${prefix}business days at most`} type="number" min={0} max={365} value={zone.daysMax} onValue={(daysMax) => onZone({ ...zone, daysMax })} path={`${at}.days_max`} />
      </div>
      <PriceRows
        legend={`Zone ${index + 1} prices per currency`}
        prefix={prefix}
        rows={zone.rows}
        columns={columns(at)}
        currencyPath={(currency) => `${at}.prices.${currency}`}
        onRows={(rows) => onZone({ ...zone, rows })}
      />
      {onRemove && (
        <button type="button" class="link" onClick={onRemove}>
          Remove zone {index + 1}
        </button>
      )}
    </fieldset>
  );
}

/** What the form read, for shipping-methods/create or update to send. */
export interface MethodFields {
  code: string;
  name: string;
  /** Empty: none (create leaves it out, update removes it). */
  carrier: string;
  enabled: boolean;
  zones: Zone[];
}

export function MethodForm({ method, action, done }: { method?: ShippingMethod; action: (fields: MethodFields) => Promise<ShippingMethod>; done: (method: ShippingMethod) => void }) {
  const [code, setCode] = useState(method?.code ?? "");
  const [name, setName] = useState(method?.name ?? "");
  const [carrier, setCarrier] = useState(method?.carrier ?? "");
  const [enabled, setEnabled] = useState(method?.enabled ?? true);
  const [zones, setZones] = useState<ZoneState[]>(() => (method ? method.zones.map(zoneState) : [NEW_ZONE]));
  const body = (): MethodFields => ({ code: method ? method.code : code.trim(), name: name.trim(), carrier: carrier.trim(), enabled, zones: readZones(zones) });
  return (
    <ActionForm label={method ? "Save the method" : "Create the method"} busyLabel={method ? "Saving" : "Creating"} noValidate action={async () => action(body())} done={done}>
      <div class="grid">
        {!method && (
          <Field
            label="Code"
            value={code}
            onValue={setCode}
            path="code"
            placeholder="STANDARD"
            hint="Upper-case letters, digits and _ (1–32); callers name the method by it."
            describe={(e) => (e.code === "invalid_format" ? "use upper-case letters A–Z, digits and _ only (1–32 of them)" : e.message)}
          />
        )}
        <Field label="Name" value={name} onValue={setName} path="name" placeholder="Standard ground" />
        <Field label="Carrier (optional)" value={carrier} onValue={setCarrier} path="carrier" placeholder="USPS" />
      </div>
      <Check label="Enabled: orders may ship with it" checked={enabled} onChange={setEnabled} path="enabled" />
      <p class="muted">A country's zone is the first zone naming it, else the * zone. Shipping costs the first item's price plus the additional price for each further item.</p>
      {zones.map((zone, i) => (
        <ZoneFields
          key={i}
          index={i}
          zone={zone}
          onZone={(next) => setZones((all) => all.map((z, j) => (j === i ? next : z)))}
          {...(zones.length > 1 ? { onRemove: () => setZones((all) => all.filter((_, j) => j !== i)) } : {})}
        />
      ))}
      <button type="button" onClick={() => setZones((all) => [...all, { ...NEW_ZONE, countries: "" }])}>
        Add a zone
      </button>
    </ActionForm>
  );
}
