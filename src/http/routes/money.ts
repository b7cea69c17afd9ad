// Money routes (docs/caller-guide.md#money-prices-shipping-methods-quotes, docs/operator-guide.md#money-prices-shipping-methods-ship-by): the caller's shipping methods and quotes; the operator's shipping methods and blank prices.
import type { FastifyInstance } from "fastify";
import { CallerMethodsBody, CallerMethodsData, CreateShippingMethodBody, ListShippingMethodsBody, QuoteData, ShippingMethodView, UpdateShippingMethodBody } from "../../schemas/money.js";
import { QuoteOrderBody } from "../../schemas/orders.js";
import { BlankView, UpdateBlankBody } from "../../schemas/products.js";
import { Type } from "@sinclair/typebox";
import { updateBlank } from "../../services/catalog.js";
import type { ServiceContext } from "../../services/context.js";
import { checkQuoteRules, quoteOrder } from "../../services/quote.js";
import { callerMethods, createMethod, listMethods, updateMethod } from "../../services/shipping-methods.js";
import { listTaxRates, setTaxRate } from "../../services/tax-rates.js";
import { ListTaxRatesBody, SetTaxRateBody, TaxRatesData, TaxRateView } from "../../schemas/tax.js";
import { accountOf, callerOf } from "../auth.js";
import { operation } from "../operation.js";

export function callerMoneyRoutes(scope: FastifyInstance, ctx: ServiceContext): void {
  operation(
    scope,
    {
      path: "/v1/shipping/methods", scope: "orders:read",
      summary: "Shipping methods for a country",
      description:
        "The methods that serve shipping_country in your account's currency, cheapest first, each with its business days in transit and its first_item and additional_item prices (Money). " +
        "An account without a currency answers HTTP 200, status error, pricing_not_enabled.",
      tag: "Orders",
      body: CallerMethodsBody,
      data: CallerMethodsData,
      message: "Shipping methods listed",
    },
    async (body, request) => callerMethods(ctx, accountOf(request), body.shipping_country),
  );
  operation(
    scope,
    {
      path: "/v1/orders/quote", scope: "orders:read",
      summary: "Quote an order",
      description:
        "Takes a create-order body (external_ref and created_at optional) and checks it by exactly create's rules (an invalid body gets the same 400); writes nothing. " +
        "Answers each line's price, the items total, every shipping method that serves the order (cheapest first, with ship_by and delivery dates) and the one create would choose. " +
        "Each method's total, tax and total_with_tax, and those of the chosen one with the tax_rate, at your account's billing country's rate (reverse charge: 0). " +
        "An account without a currency answers HTTP 200, status error, pricing_not_enabled.",
      tag: "Orders",
      body: QuoteOrderBody,
      data: QuoteData,
      message: "Order quoted",
      answersWarnings: true,
      rules: (body, request) => checkQuoteRules(ctx, callerOf(request), body),
    },
    async (body, request) => quoteOrder(ctx, callerOf(request), body),
  );
}

export function adminMoneyRoutes(scope: FastifyInstance, ctx: ServiceContext): void {
  const tag = "Operator";
  operation(
    scope,
    {
      path: "/v1/admin/catalog/update",
      summary: "Change a catalog blank",
      description:
        "Changes a blank's name, prices, extra_area_prices, production_days or packing_slip_supported (its SKU, type and print areas never change). A price map replaces the previous one. Orders already placed keep their prices.",
      tag,
      body: UpdateBlankBody,
      data: BlankView,
      message: "Blank updated successfully",
    },
    async (body) => updateBlank(ctx, body),
  );
  operation(
    scope,
    {
      path: "/v1/admin/shipping-methods/create",
      summary: "Create a shipping method",
      description:
        "A method with zones: each zone lists countries (or [\"*\"] for every other country), prices per currency (first_item, additional_item) and business days in transit. " +
        "A country's zone is the first naming it, else the * zone. Codes are unique (shipping_method_exists).",
      tag,
      body: CreateShippingMethodBody,
      data: ShippingMethodView,
      message: "Shipping method created successfully",
    },
    async (body) => createMethod(ctx, body),
  );
  operation(
    scope,
    {
      path: "/v1/admin/shipping-methods/update",
      summary: "Change a shipping method",
      description: "Changes the fields sent (zones are replaced whole). Orders already placed keep the method and prices they were given. Unknown code: 404 shipping_method_not_found.",
      tag,
      body: UpdateShippingMethodBody,
      data: ShippingMethodView,
      message: "Shipping method updated successfully",
    },
    async (body) => updateMethod(ctx, body),
  );
  operation(
    scope,
    {
      path: "/v1/admin/shipping-methods/list",
      summary: "List shipping methods",
      description: "Every method by code, disabled ones too unless include_disabled is false.",
      tag,
      body: ListShippingMethodsBody,
      data: Type.Object({ methods: Type.Array(ShippingMethodView) }),
      message: "Shipping methods listed",
    },
    async (body) => listMethods(ctx, body.include_disabled !== false),
  );
  operation(
    scope,
    {
      path: "/v1/admin/tax-rates/set",
      summary: "Set a country's tax rate",
      description:
        "Sets the rate (basis points: 1900 = 19 %) and name of a country, new or changed. Orders of accounts billed in that country are taxed at it from now on; " +
        "orders already priced keep the rate they were sold at. A country without a rate taxes at 0.",
      tag,
      body: SetTaxRateBody,
      data: TaxRateView,
      message: "Tax rate set",
    },
    async (body) => setTaxRate(ctx, body),
  );
  operation(
    scope,
    {
      path: "/v1/admin/tax-rates/list",
      summary: "List tax rates",
      description: "Every country's rate, by country.",
      tag,
      body: ListTaxRatesBody,
      data: TaxRatesData,
      message: "Tax rates listed",
    },
    async () => listTaxRates(ctx),
  );
}
