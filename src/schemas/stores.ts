// Wire schemas of the store operations, the merchant's and the operator's (docs/caller-guide.md#stores-and-store-tokens).
import { Type, type Static, type TObject, type TUnsafe } from "@sinclair/typebox";
import { STORE_LOGO_STATUSES } from "../domain/stores.js";
import { Cursor, Limit, StringEnum, Text } from "./common.js";
import { ReturnAddress } from "./address.js";

const StoreId = Type.String({ minLength: 1, maxLength: 100, description: "The store's id (sto_…)" });
const AccountId = Type.String({ minLength: 1, maxLength: 100 });
const Url = Type.String({ minLength: 1, maxLength: 2000, description: "The shop's address on the web, an absolute http(s) URL" });
const LogoUrl = Type.String({
  minLength: 1,
  maxLength: 2000,
  description: "An absolute http(s) URL of the logo (PNG or JPEG, at most 5 MB), fetched and checked like a print file; logo.status says how that went",
});
const InsertIds = Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100, description: "Agreed marketing insert ids put in this store's parcels" });

const StorePackingSlip = Type.Object(
  {
    branding_message: Type.Optional(Type.String({ maxLength: 500 })),
    contact_message: Type.Optional(Type.String({ maxLength: 500 })),
    logo_url: Type.Optional(LogoUrl),
  },
  { additionalProperties: false, minProperties: 1 },
);

/** An object or null, as one schema (not anyOf), so a wrong object gets its own field errors and nothing else. */
function OrNull<T extends TObject>(schema: T, description: string): TUnsafe<Static<T> | null> {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: ["object", "null"], description });
}

const Settings = {
  url: Type.Optional(Url),
  return_address: Type.Optional(ReturnAddress),
  packing_slip: Type.Optional(StorePackingSlip),
  insert_ids: Type.Optional(InsertIds),
};

export const CallerCreateStoreBody = Type.Object({ name: Text(200, "The shop's name, printed on its packing slips"), ...Settings }, { additionalProperties: false });
export type CallerCreateStoreBody = Static<typeof CallerCreateStoreBody>;
export const CreateStoreBody = Type.Object({ account_id: AccountId, ...CallerCreateStoreBody.properties }, { additionalProperties: false });
export type CreateStoreBody = Static<typeof CreateStoreBody>;

const UpdateSettings = {
  store_id: StoreId,
  name: Type.Optional(Text(200)),
  url: Type.Optional(Type.Union([Url, Type.Null()], { description: "null removes the shop's URL" })),
  return_address: Type.Optional(OrNull(ReturnAddress, "null removes the store's return address: the account's applies")),
  packing_slip: Type.Optional(OrNull(StorePackingSlip, "Replaces the store's packing slip (messages and logo); null removes it: the account's applies")),
  insert_ids: Type.Optional(Type.Union([InsertIds, Type.Null()], { description: "Replaces the store's insert ids; null: the account's apply" })),
};
export const CallerUpdateStoreBody = Type.Object(UpdateSettings, { additionalProperties: false, minProperties: 2, description: "store_id and the settings to change; fields left out keep their value" });
export type CallerUpdateStoreBody = Static<typeof CallerUpdateStoreBody>;
export const UpdateStoreBody = Type.Object({ account_id: AccountId, ...UpdateSettings }, { additionalProperties: false, minProperties: 3 });
export type UpdateStoreBody = Static<typeof UpdateStoreBody>;

export const CallerStoreIdBody = Type.Object({ store_id: StoreId }, { additionalProperties: false });
export const StoreIdBody = Type.Object({ account_id: AccountId, store_id: StoreId }, { additionalProperties: false });
export type StoreIdBody = Static<typeof StoreIdBody>;

const Archived = Type.Boolean({ description: "true: archived stores only; false: the others; absent: both" });
export const CallerListStoresBody = Type.Object({ archived: Type.Optional(Archived), cursor: Type.Optional(Cursor), limit: Type.Optional(Limit) }, { additionalProperties: false });
export type CallerListStoresBody = Static<typeof CallerListStoresBody>;
export const ListStoresBody = Type.Object({ account_id: AccountId, ...CallerListStoresBody.properties }, { additionalProperties: false });
export type ListStoresBody = Static<typeof ListStoresBody>;

const NullableString = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

export const StoreView = Type.Object({
  store_id: Type.String(),
  name: Type.String(),
  url: NullableString("The shop's URL; null: none"),
  return_address: Type.Union([ReturnAddress, Type.Null()], { description: "null: the account's return address applies" }),
  packing_slip: Type.Object(
    {
      branding_message: NullableString("null: the account's applies"),
      contact_message: NullableString("null: the account's applies"),
      logo_url: NullableString("null: no logo"),
    },
    { description: "The slip of this store's orders" },
  ),
  insert_ids: Type.Union([Type.Array(Type.Integer()), Type.Null()], { description: "null: the account's insert ids apply" }),
  default: Type.Boolean({ description: "The account's default store: orders naming no store belong to it; it cannot be archived" }),
  archived: Type.Boolean({ description: "An archived store is kept with its orders and refuses new ones" }),
  logo: Type.Union(
    [
      Type.Object({
        status: StringEnum(STORE_LOGO_STATUSES, { description: "pending until its job has fetched and checked logo_url; ready; failed (reason says why)" }),
        reason: NullableString("Why the logo failed; null otherwise"),
        file: NullableString("The stored logo's checksum once ready; null otherwise"),
      }),
      Type.Null(),
    ],
    { description: "The logo as fetched and checked; null while no logo_url is set" },
  ),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type StoreView = Static<typeof StoreView>;

export const StoreList = Type.Object({ stores: Type.Array(StoreView, { description: "Oldest first" }), next_cursor: Type.Union([Type.String(), Type.Null()]) });
export type StoreList = Static<typeof StoreList>;
