// Customs data (docs/caller-guide.md#orders-abroad-customs-data-and-address-checks): HS codes, origin, descriptions and values of lines, an order's incoterm, IOSS number and
// recipient tax id, and the customs declaration an order abroad carries. Field shapes follow the common core of
// karrio, EasyPost and Shippo customs items.
import type { Blank, Product } from "./catalog.js";
import { fieldError, type FieldError } from "./errors.js";
import { hasControlCharacters, isBlank } from "./fields.js";
import { normalizeCountry } from "./geo.js";
import { currencyExponent, isAmount, sum, times, type Money } from "./money.js";
import type { PricedLine } from "./pricing.js";
import type { OrderWarning } from "./warnings.js";

/** Delivered At Place (the recipient pays duties and taxes) or Delivered Duty Paid (the sender does). */
export const INCOTERMS = ["DAP", "DDP"] as const;
export type Incoterm = (typeof INCOTERMS)[number];
export const DEFAULT_INCOTERM: Incoterm = "DAP";

/** Destinations whose customs refuse a parcel without the recipient's tax id (CPF/CNPJ, RUT, RFC). */
export const TAX_ID_COUNTRIES: ReadonlySet<string> = new Set(["BR", "CL", "MX"]);

/** Customs data is one source of an order's warnings; they are declared apart (warnings.ts) because the address rules raise them too. */

/** 6–10 digits (the international 6, national extensions to 10), dots allowed between them: 6109.10, 610910.0010. */
export function isHsCode(text: string): boolean {
  return /^\d[\d.]*\d$/.test(text) && !text.includes("..") && /^\d{6,10}$/.test(text.replace(/\./g, ""));
}

/** An EU Import One-Stop Shop number: IM, then 10 digits. */
export function isIossNumber(text: string): boolean {
  return /^IM\d{10}$/.test(text);
}

export function isIncoterm(text: string): text is Incoterm {
  return (INCOTERMS as readonly string[]).includes(text);
}

/** The customs fields of a blank, or the override of an order line. */
export interface CustomsFields {
  hs_code?: string | null | undefined;
  origin_country?: string | null | undefined;
  customs_description?: string | null | undefined;
}

/** Checks the fields that were sent (null clears one where allowed); returns them normalised (origin in upper case). */
export function checkCustomsFields(fields: CustomsFields, prefix: string, errors: FieldError[]): CustomsFields {
  const out: CustomsFields = {};
  if (typeof fields.hs_code === "string") {
    const code = fields.hs_code.trim();
    if (!isHsCode(code)) errors.push(fieldError(`${prefix}hs_code`, "invalid_hs_code", `"${fields.hs_code}" is not an HS code: 6–10 digits, dots allowed between them (e.g. 6109.10)`));
    out.hs_code = code;
  } else if (fields.hs_code === null) out.hs_code = null;
  if (typeof fields.origin_country === "string") {
    const country = normalizeCountry(fields.origin_country);
    if (country === undefined) errors.push(fieldError(`${prefix}origin_country`, "invalid_country", `"${fields.origin_country}" is not an ISO 3166-1 alpha-2 country code`));
    out.origin_country = country ?? fields.origin_country;
  } else if (fields.origin_country === null) out.origin_country = null;
  if (typeof fields.customs_description === "string") {
    if (isBlank(fields.customs_description)) errors.push(fieldError(`${prefix}customs_description`, "required", "must not be blank"));
    else if (hasControlCharacters(fields.customs_description)) errors.push(fieldError(`${prefix}customs_description`, "invalid_text", "must not contain control characters"));
    out.customs_description = fields.customs_description.trim();
  } else if (fields.customs_description === null) out.customs_description = null;
  return out;
}

/** An order's customs settings as sent, or an account's defaults of them. */
export interface OrderCustomsFields {
  incoterm?: string | null | undefined;
  ioss_number?: string | null | undefined;
  recipient_tax_id?: string | null | undefined;
}

/** Checks the order-level fields that were sent (paths at the top of the body). */
export function checkOrderCustomsFields(fields: OrderCustomsFields, errors: FieldError[]): void {
  if (typeof fields.incoterm === "string" && !isIncoterm(fields.incoterm)) {
    errors.push(fieldError("incoterm", "invalid_incoterm", `"${fields.incoterm}" is not an incoterm this service ships under: ${INCOTERMS.join(" or ")}`));
  }
  if (typeof fields.ioss_number === "string" && !isIossNumber(fields.ioss_number)) {
    errors.push(fieldError("ioss_number", "invalid_ioss_number", `"${fields.ioss_number}" is not an IOSS number: IM followed by 10 digits`));
  }
  if (typeof fields.recipient_tax_id === "string") {
    if (isBlank(fields.recipient_tax_id)) errors.push(fieldError("recipient_tax_id", "required", "must not be blank"));
    else if (hasControlCharacters(fields.recipient_tax_id)) errors.push(fieldError("recipient_tax_id", "invalid_text", "must not contain control characters"));
  }
}

/** A line's customs data as the order keeps it. */
export interface LineCustoms {
  hs_code: string | null;
  origin_country: string | null;
  customs_description: string | null;
  /** One item's value; null: not known (an unpriced account's line that names none). */
  customs_value: Money | null;
  /** One item's net weight in grams, its blank's; null: not known. */
  weight_grams: number | null;
}

export interface OrderCustoms {
  incoterm: Incoterm;
  ioss_number: string | null;
  recipient_tax_id: string | null;
  /** Per body line, in the body's order. */
  lines: LineCustoms[];
}

/** What the order rules read of a create-order body for customs (the wire type has more). */
export interface CustomsBody extends OrderCustomsFields {
  shipping_country: string;
  items: (CustomsFields & {
    sku: string;
    print_areas?: Record<string, { print_file?: string | undefined }> | undefined;
    customs_value?: { amount: number; currency: string } | undefined;
  })[];
}

export interface CustomsContext {
  account: OrderCustomsFields & { currency?: string | null | undefined };
  products: ReadonlyMap<string, Product>;
  blanks: ReadonlyMap<string, Blank>;
  /** The price of each body line (priced accounts), by index. */
  prices: readonly (PricedLine | undefined)[];
}

/** The blank and the name of what a body line orders (the product's, else the blank's). */
function lineSource(item: CustomsBody["items"][number], ctx: CustomsContext): { blank: Blank; name: string } | undefined {
  const printFiles = Object.values(item.print_areas ?? {}).some((area) => area.print_file !== undefined);
  const product = printFiles ? undefined : ctx.products.get(item.sku);
  if (product) return { blank: product.blank, name: product.name };
  const blank = ctx.blanks.get(item.sku);
  return blank && { blank, name: blank.name };
}

function checkValue(value: { amount: number; currency: string }, path: string, currency: string | null, errors: FieldError[]): Money | null {
  const before = errors.length;
  if (!isAmount(value.amount)) errors.push(fieldError(`${path}.amount`, "invalid_customs_value", "must be a whole, non-negative number of the currency's minor units (1250 for 12.50 USD)"));
  if (currencyExponent(value.currency) === undefined) errors.push(fieldError(`${path}.currency`, "invalid_currency", `"${value.currency}" is not an ISO 4217 currency code (upper case)`));
  else if (currency !== null && value.currency !== currency) {
    errors.push(fieldError(`${path}.currency`, "invalid_customs_value", `customs values of one order are in one currency: ${currency}`));
  }
  return errors.length > before ? null : { amount: value.amount, currency: value.currency };
}

/**
 * The order's customs data: each line's override over its blank's data, the value sent or else the line's price,
 * and the order's settings over the account's defaults. Problems go to `errors` with their paths.
 */
export function checkOrderCustoms(body: CustomsBody, ctx: CustomsContext, errors: FieldError[]): OrderCustoms {
  checkOrderCustomsFields(body, errors);
  const incoterm = body.incoterm ?? ctx.account.incoterm ?? DEFAULT_INCOTERM;
  const recipientTaxId = body.recipient_tax_id?.trim() || ctx.account.recipient_tax_id || null;
  const country = normalizeCountry(body.shipping_country);
  if (country !== undefined && TAX_ID_COUNTRIES.has(country) && recipientTaxId === null) {
    errors.push(fieldError("recipient_tax_id", "recipient_tax_id_required", `customs in ${country} refuse parcels without the recipient's tax id (BR: CPF or CNPJ, CL: RUT, MX: RFC)`));
  }
  // The first value sent, or the account's currency, is the order's customs currency.
  let currency = ctx.account.currency ?? body.items.find((item) => item.customs_value && currencyExponent(item.customs_value.currency) !== undefined)?.customs_value?.currency ?? null;
  const lines = body.items.map((item, i): LineCustoms => {
    const path = `items[${i}]`;
    const own = checkCustomsFields(item, `${path}.`, errors);
    const source = lineSource(item, ctx);
    const value = item.customs_value ? checkValue(item.customs_value, `${path}.customs_value`, currency, errors) : null;
    currency ??= value?.currency ?? null;
    const price = ctx.prices[i];
    return {
      hs_code: own.hs_code ?? source?.blank.hs_code ?? null,
      origin_country: own.origin_country ?? source?.blank.origin_country ?? null,
      customs_description: own.customs_description ?? source?.blank.customs_description ?? source?.name ?? null,
      customs_value: value ?? (price ? { amount: price.unit_price.amount + price.extra_areas.amount, currency: price.unit_price.currency } : null),
      weight_grams: source?.blank.weight_grams ?? null,
    };
  });
  return {
    incoterm: isIncoterm(incoterm) ? incoterm : DEFAULT_INCOTERM,
    ioss_number: body.ioss_number ?? ctx.account.ioss_number ?? null,
    recipient_tax_id: recipientTaxId,
    lines,
  };
}

/** An order needs a customs declaration when it ships to another country than the one it leaves from. */
export function needsCustoms(shippingCountry: string, shipFromCountry: string): boolean {
  return shippingCountry !== shipFromCountry;
}

/**
 * customs_incomplete at each line of an order abroad that declares no HS code or no origin: accepted (the operator may
 * still complete the blank), but its declaration would go out with "—" there and customs may hold the parcel.
 */
export function customsWarnings(shippingCountry: string, shipFromCountry: string, lines: readonly LineCustoms[]): OrderWarning[] {
  const country = normalizeCountry(shippingCountry);
  if (country === undefined || !needsCustoms(country, shipFromCountry)) return [];
  return lines.flatMap((line, i) => {
    const missing = [line.hs_code === null ? "hs_code" : undefined, line.origin_country === null ? "origin_country" : undefined].filter((m) => m !== undefined);
    if (missing.length === 0) return [];
    return [
      {
        path: `items[${i}]`,
        code: "customs_incomplete",
        message: `the line ships abroad (${country}) without ${missing.join(" and ")}: its customs declaration would show "—" and customs may hold the parcel; send ${missing.join(" and ")} on the line, or ask the operator to set them on its blank`,
      },
    ];
  });
}

export interface DeclarationLine {
  description: string;
  quantity: number;
  hs_code: string | null;
  origin_country: string | null;
  /** Value of the quantity declared (one item's value × quantity); null when not known. */
  value: Money | null;
  /** Net weight of the quantity declared in grams (one item's × quantity); null when not known. */
  weight_grams: number | null;
}

export interface DeclarationTotals {
  quantity: number;
  /** Null when some line's value is not known, or lines are in different currencies. */
  value: Money | null;
  /** The known lines' net weight in grams (null: none known); `weight_complete` says whether every line's is. */
  weight_grams: number | null;
  weight_complete: boolean;
}

/** The lines of a declaration at the quantities in the parcel, and their totals. */
export function declarationLines(lines: readonly (LineCustoms & { quantity: number; name: string })[]): { lines: DeclarationLine[]; totals: DeclarationTotals } {
  const declared = lines
    .filter((line) => line.quantity > 0)
    .map((line) => ({
      description: line.customs_description ?? line.name,
      quantity: line.quantity,
      hs_code: line.hs_code,
      origin_country: line.origin_country,
      value: line.customs_value && times(line.customs_value, line.quantity),
      weight_grams: line.weight_grams === null ? null : line.weight_grams * line.quantity,
    }));
  const values = declared.map((line) => line.value);
  const currencies = new Set(values.map((value) => value?.currency));
  const known = values.every((value) => value !== null) && currencies.size === 1;
  const weights = declared.map((line) => line.weight_grams).filter((w) => w !== null);
  return {
    lines: declared,
    totals: {
      quantity: declared.reduce((total, line) => total + line.quantity, 0),
      value: known && values.length > 0 ? sum(values[0]!.currency, values) : null,
      weight_grams: weights.length > 0 ? weights.reduce((a, b) => a + b, 0) : null,
      weight_complete: weights.length === declared.length,
    },
  };
}
