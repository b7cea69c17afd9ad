// Wire schemas of tax (docs/operator-guide.md#tax-rates-and-vat-ids): the operator's rates and the rate an order was sold at.
import { Type, type Static } from "@sinclair/typebox";
import { MAX_RATE_BP } from "../domain/tax.js";
import { Text } from "./common.js";

const RateBp = Type.Integer({ minimum: 0, maximum: MAX_RATE_BP, description: "Basis points of the order's total: 1900 = 19 %, 0–10000" });

export const SetTaxRateBody = Type.Object(
  {
    country: Type.String({ minLength: 1, maxLength: 64, description: "ISO 3166-1 alpha-2 code, any case (kept upper case); others get invalid_country" }),
    rate_bp: RateBp,
    name: Text(100, "What the tax is called on invoices, e.g. VAT, MwSt., GST"),
  },
  { additionalProperties: false },
);
export type SetTaxRateBody = Static<typeof SetTaxRateBody>;

export const TaxRateView = Type.Object({
  country: Type.String(),
  rate_bp: Type.Integer({ description: "Basis points: 1900 = 19 %" }),
  name: Type.String(),
  created_at: Type.String(),
  updated_at: Type.String({ description: "When the rate was last set: orders priced before keep the rate they were sold at" }),
});
export type TaxRateView = Static<typeof TaxRateView>;

export const ListTaxRatesBody = Type.Object({}, { additionalProperties: false, description: "Nothing: send {}" });
export const TaxRatesData = Type.Object({ tax_rates: Type.Array(TaxRateView, { description: "Every rate, by country" }) });
export type TaxRatesData = Static<typeof TaxRatesData>;

/** The rate an order was sold at, as its costs keep it. */
export const OrderTaxRate = Type.Object(
  {
    country: Type.Union([Type.String(), Type.Null()], { description: "The account's billing country when the order was priced; null: none (no tax)" }),
    rate_bp: Type.Integer({ description: "Basis points applied to total (1900 = 19 %); 0 without a rate for the country, and under reverse charge" }),
    name: Type.Union([Type.String(), Type.Null()], { description: "The rate's name (VAT, GST …); null when the country has no rate" }),
    reverse_charge: Type.Boolean({ description: "true: an EU business in another member state than the company's; the buyer accounts for the VAT (rate 0)" }),
  },
  { description: "The tax rate the order was sold at; re-pricing keeps it, later rate changes never reach the order" },
);
