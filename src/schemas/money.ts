// Wire schemas of money (docs/caller-guide.md#money-prices-shipping-methods-quotes, docs/operator-guide.md#money-prices-shipping-methods-ship-by): amounts, prices per currency, shipping methods, quotes and an order's costs.
import { Type, type Static } from "@sinclair/typebox";
import { MAX_AMOUNT } from "../domain/money.js";
import { Text } from "./common.js";
import { OrderTaxRate } from "./tax.js";

export const Currency = Type.String({ minLength: 1, maxLength: 3, description: "ISO 4217 code in upper case (USD, EUR, JPY); unknown codes get invalid_currency" });

export const Amount = Type.Integer({ minimum: 0, maximum: MAX_AMOUNT, description: "Whole minor units of the currency (cents for USD, yen for JPY, fils for BHD)" });

export const Money = Type.Object(
  { amount: Type.Integer({ description: "Minor units of the currency: 1250 USD is 12.50 USD, 1250 JPY is 1250 yen" }), currency: Type.String({ description: "ISO 4217 code" }) },
  { description: "Money: an integer count of the currency's minor unit (ISO 4217 exponent) and its code; never a float" },
);

export const PriceMap = (description: string) => Type.Record(Type.String(), Amount, { maxProperties: 50, description });

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const MethodCode = Type.String({ pattern: "^[A-Z0-9_]{1,32}$", description: "Upper-case letters, digits and _ (1–32)" });

const Days = (description: string) => Type.Integer({ minimum: 0, maximum: 365, description });

export const ShippingZone = Type.Object(
  {
    countries: Type.Array(Type.String({ minLength: 1, maxLength: 2 }), { minItems: 1, maxItems: 300, description: 'ISO 3166-1 alpha-2 codes, or ["*"]: every country no other zone names' }),
    prices: Type.Record(
      Type.String(),
      Type.Object({ first_item: Amount, additional_item: Amount }, { additionalProperties: false }),
      { maxProperties: 50, description: "Per ISO 4217 currency: first_item + additional_item × (items − 1)" },
    ),
    days_min: Days("Business days in transit, at least"),
    days_max: Days("Business days in transit, at most"),
  },
  { additionalProperties: false },
);

export const CreateShippingMethodBody = Type.Object(
  {
    code: MethodCode,
    name: Text(200),
    carrier: Type.Optional(Text(100)),
    enabled: Type.Optional(Type.Boolean({ default: true })),
    zones: Type.Array(ShippingZone, { minItems: 1, maxItems: 100, description: "A country's zone is the first naming it, else the * zone" }),
  },
  { additionalProperties: false },
);
export type CreateShippingMethodBody = Static<typeof CreateShippingMethodBody>;

export const UpdateShippingMethodBody = Type.Object(
  {
    code: MethodCode,
    name: Type.Optional(Text(200)),
    carrier: Type.Optional(Nullable(Text(100))),
    enabled: Type.Optional(Type.Boolean()),
    zones: Type.Optional(CreateShippingMethodBody.properties.zones),
  },
  { additionalProperties: false, minProperties: 2, description: "code and what to change; orders already placed keep their snapshot" },
);
export type UpdateShippingMethodBody = Static<typeof UpdateShippingMethodBody>;

export const ShippingMethodView = Type.Object({
  code: Type.String(),
  name: Type.String(),
  carrier: Nullable(Type.String()),
  enabled: Type.Boolean(),
  zones: Type.Array(ShippingZone),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type ShippingMethodView = Static<typeof ShippingMethodView>;

export const ListShippingMethodsBody = Type.Object({ include_disabled: Type.Optional(Type.Boolean({ description: "false lists enabled methods only (default true)" })) }, { additionalProperties: false });

export const CallerMethodsBody = Type.Object({ shipping_country: Type.String({ minLength: 1, maxLength: 100, description: "ISO 3166-1 alpha-2" }) }, { additionalProperties: false });

export const CallerMethodView = Type.Object({
  code: Type.String(),
  name: Type.String(),
  carrier: Nullable(Type.String()),
  days_min: Type.Integer(),
  days_max: Type.Integer(),
  first_item: Money,
  additional_item: Money,
});
export const CallerMethodsData = Type.Object({ methods: Type.Array(CallerMethodView, { description: "The methods serving the country in your account's currency, cheapest first" }) });
export type CallerMethodsData = Static<typeof CallerMethodsData>;

const DateOnly = (description: string) => Type.String({ pattern: "^\\d{4}-\\d\\d-\\d\\d$", description });

const Tax = Type.Object(Money.properties, { description: "total × tax_rate.rate_bp / 10000, rounded half away from zero to the minor unit (once per order)" });
const TotalWithTax = Type.Object(Money.properties, { description: "total + tax: what the order costs" });

export const QuoteShipping = Type.Object({
  code: Type.String(),
  name: Type.String(),
  carrier: Nullable(Type.String()),
  price: Money,
  days_min: Type.Integer(),
  days_max: Type.Integer(),
  ship_by: DateOnly("YYYY-MM-DD (UTC): the order would leave by then"),
  deliver_from: DateOnly("days_min business days after ship_by"),
  deliver_to: DateOnly("days_max business days after ship_by"),
  total: Type.Object(Money.properties, { description: "items_total + price: the order's total with this method" }),
  tax: Tax,
  total_with_tax: TotalWithTax,
});

export const QuoteData = Type.Object({
  currency: Type.String(),
  items: Type.Array(
    Type.Object({
      index: Type.Integer({ description: "The line's position in items" }),
      sku: Type.String(),
      quantity: Type.Integer(),
      unit_price: Money,
      extra_areas: Type.Object(Money.properties, { description: "Per item: each printed area beyond the first" }),
      total: Type.Object(Money.properties, { description: "(unit_price + extra_areas) × quantity" }),
    }),
  ),
  items_total: Money,
  shipping: Type.Array(QuoteShipping, { description: "Every method that serves the order, cheapest first" }),
  chosen: Type.String({ description: "The method create would use (shipping_method if sent, else the account's default when it serves, else the cheapest)" }),
  total: Type.Object(Money.properties, { description: "items_total + the chosen method's price" }),
  tax: Tax,
  total_with_tax: TotalWithTax,
  tax_rate: OrderTaxRate,
  warnings: Type.Array(
    Type.Object({ path: Type.String(), code: Type.String(), message: Type.String() }),
    { description: "What create would accept the order with but should be checked (postcode_format); empty: nothing" },
  ),
});
export type QuoteData = Static<typeof QuoteData>;

export const OrderMethodView = Nullable(
  Type.Object(
    { code: Type.String(), name: Type.String(), carrier: Nullable(Type.String()), days_min: Type.Integer(), days_max: Type.Integer() },
    { description: "The shipping method as it was when chosen; null when none" },
  ),
);

export const CostsView = Nullable(
  Type.Object(
    {
      currency: Type.String(),
      items_total: Money,
      shipping: Money,
      total: Type.Object(Money.properties, { description: "items_total + shipping: net of tax" }),
      tax: Tax,
      total_with_tax: TotalWithTax,
      tax_rate: OrderTaxRate,
      lines: Type.Array(Type.Object({ item_ref: Type.String(), unit_price: Money, extra_areas: Money, total: Money }), { description: "Per line, at its open quantity" }),
    },
    {
      description:
        "The order's prices as taken when it was created (or last re-priced), taxed at the rate it was sold at; null for an unpriced order. Orders priced before tax existed show tax 0 and total_with_tax = total.",
    },
  ),
);

export const MoneyOrderFields = {
  shipping_method: OrderMethodView,
  costs: CostsView,
  ship_by: DateOnly("YYYY-MM-DD (UTC): the Nth business day after the day the order was received, N the longest production_days of its lines' blanks"),
  deliver_from: Nullable(DateOnly("days_min business days after ship_by; null without a method")),
  deliver_to: Nullable(DateOnly("days_max business days after ship_by; null without a method")),
};
