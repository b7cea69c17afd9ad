// Wire schemas of the operator's account and token operations (docs/operator-guide.md#operator-api).
import { Type, type Static, type TObject, type TUnsafe } from "@sinclair/typebox";
import { ACCOUNT_MODES } from "../domain/sandbox.js";
import { BACKORDER_POLICIES } from "../domain/stock.js";
import { StringEnum, Text, Timestamp } from "./common.js";
import { SCOPES } from "../domain/scopes.js";
import { PackingSlip, ReturnAddress } from "./address.js";
import { Currency, MethodCode } from "./money.js";
import { AccountCustomsChanges, AccountCustomsFields, AccountCustomsView } from "./customs.js";

// No `default` on these: ajv fills defaults in, and an update must not reset what it was not sent.
const EditWindow = Type.Integer({
  minimum: 0,
  maximum: 10_080,
  description: "Minutes after an order is received during which it is left for the caller to change (0–10080, a week; 0 when not set)",
});
const SandboxAutoAdvance = Type.Boolean({
  description:
    "Test accounts only (a live account refuses it: 400 sandbox_only). true (the default): the sandbox moves each order to in_production and ships it by itself; " +
    "false: orders stay where they are until POST /v1/sandbox/advance moves them",
});
const Backorders = StringEnum(BACKORDER_POLICIES, {
  description:
    "What an order gets for counted goods beyond what is available (docs/caller-guide.md#your-stock): allow (the default) accepts it, the rest backordered; refuse answers 400 out_of_stock at items[i].quantity, with available",
});
const BillingCountry = Type.String({
  minLength: 1,
  maxLength: 64,
  description: "ISO 3166-1 alpha-2 code, any case (kept upper case): the country whose tax rate the account's orders pay (docs/caller-guide.md#tax); others get invalid_country",
});
const VatId = Type.String({
  minLength: 1,
  maxLength: 32,
  description:
    "The account's VAT id with its country prefix (EL for Greece), spaces, dots and dashes ignored: format and check digits are checked offline, and its country must be billing_country (else invalid_vat_id). " +
    "An EU VAT id of another member state than the company's: orders are taxed by reverse charge",
});
const AutoRelease = Type.Boolean({ description: "Orders go to production by themselves once the edit window has passed and their files are ready (false when not set)" });

/** An object or null, as one schema (not anyOf), so a wrong object gets its own field errors and nothing else. */
function OrNull<T extends TObject>(schema: T, description: string): TUnsafe<Static<T> | null> {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: ["object", "null"], description });
}

export const CreateAccountBody = Type.Object(
  {
    name: Text(200),
    connected_stores: Type.Optional(Type.Boolean({ default: false, description: "The account sells through connected stores (return address comes from them)" })),
    return_address: Type.Optional(ReturnAddress),
    insert_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100, description: "Agreed marketing insert ids" })),
    packing_slip: Type.Optional(PackingSlip),
    edit_window_minutes: Type.Optional(EditWindow),
    auto_release: Type.Optional(AutoRelease),
    backorders: Type.Optional(Backorders),
    currency: Type.Optional(Currency),
    default_shipping_method: Type.Optional(MethodCode),
    billing_country: Type.Optional(Type.Union([BillingCountry, Type.Null()])),
    vat_id: Type.Optional(Type.Union([VatId, Type.Null()])),
    ...AccountCustomsFields,
    mode: Type.Optional(
      StringEnum(ACCOUNT_MODES, {
        default: "live",
        description:
          "live (default) or test: a sandbox account whose tokens start pod_test_ and whose orders move to in_production and ship by themselves (SANDBOX_ADVANCE_SECONDS). Fixed once the account exists.",
      }),
    ),
    sandbox_auto_advance: Type.Optional(SandboxAutoAdvance),
  },
  { additionalProperties: false },
);
export type CreateAccountBody = Static<typeof CreateAccountBody>;

export const UpdateAccountBody = Type.Object(
  {
    account_id: Type.String({ minLength: 1, maxLength: 100 }),
    name: Type.Optional(Text(200)),
    connected_stores: Type.Optional(Type.Boolean()),
    return_address: Type.Optional(OrNull(ReturnAddress, "null removes the fixed return address")),
    insert_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100, description: "Replaces the agreed marketing insert ids" })),
    packing_slip: Type.Optional(OrNull(PackingSlip, "null removes the default packing slip")),
    edit_window_minutes: Type.Optional(EditWindow),
    auto_release: Type.Optional(AutoRelease),
    backorders: Type.Optional(Backorders),
    disabled: Type.Optional(Type.Boolean({ description: "true refuses the account's tokens (403 account_disabled) and keeps its data; false restores access" })),
    sandbox_auto_advance: Type.Optional(SandboxAutoAdvance),
    currency: Type.Optional(Type.Union([Currency, Type.Null()], { description: "ISO 4217: later orders are priced in it; null makes the account unpriced" })),
    default_shipping_method: Type.Optional(Type.Union([MethodCode, Type.Null()], { description: "The method an order gets when it names none and this one serves it" })),
    billing_country: Type.Optional(Type.Union([BillingCountry, Type.Null()], { description: "Later orders are taxed at its rate; null: no tax. A vat_id kept must still be of this country" })),
    vat_id: Type.Optional(Type.Union([VatId, Type.Null()], { description: "null removes it" })),
    ...AccountCustomsChanges,
  },
  { additionalProperties: false, minProperties: 2, description: "account_id and the settings to change; fields left out keep their value" },
);
export type UpdateAccountBody = Static<typeof UpdateAccountBody>;

export const AccountView = Type.Object({
  account_id: Type.String(),
  name: Type.String(),
  connected_stores: Type.Boolean(),
  return_address: Type.Union([ReturnAddress, Type.Null()]),
  insert_ids: Type.Array(Type.Integer()),
  packing_slip: Type.Union([PackingSlip, Type.Null()]),
  edit_window_minutes: Type.Integer(),
  auto_release: Type.Boolean(),
  backorders: Backorders,
  disabled: Type.Boolean(),
  mode: StringEnum(ACCOUNT_MODES, { description: "live, or test for a sandbox account" }),
  sandbox_auto_advance: Type.Union([Type.Boolean(), Type.Null()], {
    description: "Test accounts: true when the sandbox moves orders on by itself, false when only POST /v1/sandbox/advance does. null for a live account (it does not apply)",
  }),
  currency: Type.Union([Type.String(), Type.Null()], { description: "ISO 4217 code the account's orders are priced in; null: unpriced" }),
  default_shipping_method: Type.Union([Type.String(), Type.Null()]),
  billing_country: Type.Union([Type.String(), Type.Null()], { description: "ISO 3166-1 alpha-2: the country whose tax rate the account's orders pay; null: no tax" }),
  vat_id: Type.Union([Type.String(), Type.Null()], { description: "The account's VAT id as checked (upper case, no spaces); null: none" }),
  ...AccountCustomsView,
  created_at: Type.String(),
});
export type AccountView = Static<typeof AccountView>;

export const AccountIdBody = Type.Object({ account_id: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });

export const ScopeList = Type.Array(StringEnum(SCOPES), {
  minItems: 1,
  maxItems: SCOPES.length,
  uniqueItems: true,
  description: `What the token may do: ${SCOPES.join(", ")}. Each caller operation needs one (the reference names it).`,
});

/** The store a new token is limited to (docs/caller-guide.md#stores-and-store-tokens). */
export const StoreIdField = Type.String({
  minLength: 1,
  maxLength: 100,
  description: "Limits the token to one open store of the account (another, archived or unknown: 400 unknown_store): it sees that store only. Absent: the whole account",
});

export const CreateTokenBody = Type.Object(
  {
    account_id: Type.String({ minLength: 1, maxLength: 100 }),
    scopes: Type.Optional(ScopeList),
    name: Type.Optional(Text(100, "What the token is for, e.g. the integration using it")),
    expires_at: Type.Optional(Type.String({ ...Timestamp, description: "RFC 3339 date-time in UTC, in the future: the token gets 401 token_expired from then on (absent: it does not expire)" })),
    store_id: Type.Optional(StoreIdField),
  },
  { additionalProperties: false },
);
export type CreateTokenBody = Static<typeof CreateTokenBody>;

const NullableText = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

/** An account token as the operator and the token itself see it: never the token's value. */
export const AccountTokenView = Type.Object({
  token_id: Type.String(),
  account_id: Type.String(),
  scopes: Type.Array(StringEnum(SCOPES)),
  name: NullableText("The name given at creation, or null"),
  created_at: Type.String(),
  expires_at: NullableText("When the token stops working; null: never"),
  store_id: NullableText("The store the token is limited to; null: the whole account"),
});

export const CreatedToken = Type.Object({
  ...AccountTokenView.properties,
  token: Type.String({ description: "The bearer token, shown in this response only (pod_live_… or pod_test_…)" }),
});

/** POST /v1/token: what the calling token is. */
export const CallerTokenView = Type.Object({
  ...AccountTokenView.properties,
  mode: StringEnum(ACCOUNT_MODES, { description: "The account's mode: live, or test for a sandbox account" }),
});
export type CallerTokenView = Static<typeof CallerTokenView>;
export const EmptyBody = Type.Object({}, { additionalProperties: false, description: "Nothing: send {}" });
export const TokenIdBody = Type.Object({ token_id: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });
