// Wire schemas of shipping abroad (docs/caller-guide.md#orders-abroad-customs-data-and-address-checks): customs fields of blanks, order lines, orders and accounts, and the
// warnings an order is accepted with. Formats are checked by the order rules (not here), so a bad HS code comes back
// in the same 400 as every other problem of the body.
import { Type } from "@sinclair/typebox";
import { INCOTERMS } from "../domain/customs.js";
import { Money } from "./money.js";

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const HsCode = Type.String({ minLength: 1, maxLength: 20, description: "Harmonized System code: 6–10 digits, dots allowed (6109.10); others get invalid_hs_code" });
export const OriginCountry = Type.String({ minLength: 1, maxLength: 100, description: "ISO 3166-1 alpha-2 code of the country the goods were made in" });
export const CustomsDescription = Type.String({ minLength: 1, maxLength: 200, description: "What the goods are, in the words customs read (T-shirt, cotton, printed)" });
export const Incoterm = Type.String({ minLength: 1, maxLength: 10, description: `${INCOTERMS.join(" or ")}: DAP (default) leaves duties and taxes to the recipient, DDP has the sender pay them` });
export const IossNumber = Type.String({ minLength: 1, maxLength: 20, description: "EU Import One-Stop Shop number: IM followed by 10 digits" });
export const RecipientTaxId = Type.String({ minLength: 1, maxLength: 50, description: "The recipient's tax id (BR: CPF/CNPJ, CL: RUT, MX: RFC; required for those destinations)" });

export const CustomsValueInput = Type.Object(
  {
    amount: Type.Number({ description: "One item's value in whole minor units of the currency (1250 = 12.50 USD)" }),
    currency: Type.String({ minLength: 1, maxLength: 3, description: "ISO 4217; a priced account's orders declare in its currency" }),
  },
  { additionalProperties: false, description: "Money: the value of one item for customs; default: the line's price when the account is priced" },
);

export const WeightGrams = Type.Integer({ minimum: 1, maximum: 1_000_000, description: "Net weight of one item in grams (what a CN23 declaration asks for); each order line keeps the weight it was created with" });

/** Customs data a line declares (its own, over its blank's). */
const CustomsFields = {
  hs_code: Type.Optional(HsCode),
  origin_country: Type.Optional(OriginCountry),
  customs_description: Type.Optional(CustomsDescription),
};

/** Customs data a blank declares for every line made on it, and its weight. */
export const BlankCustomsFields = { ...CustomsFields, weight_grams: Type.Optional(WeightGrams) };

/** The same, where null clears a value (catalog/update). */
export const BlankCustomsChanges = {
  hs_code: Type.Optional(Nullable(HsCode)),
  origin_country: Type.Optional(Nullable(OriginCountry)),
  customs_description: Type.Optional(Nullable(CustomsDescription)),
  weight_grams: Type.Optional(Nullable(WeightGrams)),
};

export const BlankCustomsView = {
  hs_code: Nullable(Type.String()),
  origin_country: Nullable(Type.String()),
  customs_description: Nullable(Type.String()),
  weight_grams: Nullable(Type.Integer({ description: "Net weight of one item in grams; null: not known" })),
};

/** An order line's overrides of its blank's customs data, and its value. */
export const LineCustomsFields = { ...CustomsFields, customs_value: Type.Optional(CustomsValueInput) };

export const LineCustomsView = {
  hs_code: Nullable(Type.String({ description: "As declared: the line's own, else its blank's" })),
  origin_country: Nullable(Type.String()),
  customs_description: Nullable(Type.String({ description: "The line's own, else its blank's, else the product's name" })),
  customs_value: Nullable(Type.Object(Money.properties, { description: "One item's value for customs; null when not known" })),
};

export const OrderCustomsFields = {
  incoterm: Type.Optional(Incoterm),
  ioss_number: Type.Optional(IossNumber),
  recipient_tax_id: Type.Optional(RecipientTaxId),
};

export const AccountCustomsFields = {
  ...OrderCustomsFields,
  incoterm: Type.Optional(Type.String({ ...Incoterm, description: "The incoterm of orders that name none (DAP when not set)" })),
  strict_addresses: Type.Optional(Type.Boolean({ description: "true: a postal code in the wrong format refuses the order (invalid_postcode) instead of a postcode_format warning" })),
};

export const AccountCustomsChanges = {
  incoterm: Type.Optional(Nullable(AccountCustomsFields.incoterm)),
  ioss_number: Type.Optional(Nullable(IossNumber)),
  recipient_tax_id: Type.Optional(Nullable(RecipientTaxId)),
  strict_addresses: AccountCustomsFields.strict_addresses,
};

export const AccountCustomsView = {
  incoterm: Nullable(Type.String({ description: "Default incoterm; null: DAP" })),
  ioss_number: Nullable(Type.String()),
  recipient_tax_id: Nullable(Type.String()),
  strict_addresses: Type.Boolean(),
};

export const OrderWarningView = Type.Object(
  {
    path: Type.String({ description: "The field concerned, as in errors" }),
    code: Type.String({ description: "postcode_format, customs_incomplete" }),
    message: Type.String(),
  },
  { description: "Accepted, but worth a look: the order was made" },
);

export const Warnings = Type.Array(OrderWarningView, { description: "What the order was accepted with but should be checked (empty: nothing)" });

export const OrderCustomsView = {
  incoterm: Type.String({ description: "DAP or DDP" }),
  ioss_number: Nullable(Type.String()),
  recipient_tax_id: Nullable(Type.String()),
  warnings: Warnings,
};
