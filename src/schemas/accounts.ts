// Wire schemas of the operator's account and token operations (API.md §9).
import { Type, type Static } from "@sinclair/typebox";
import { Text } from "./common.js";
import { PackingSlip, ReturnAddress } from "./address.js";

export const CreateAccountBody = Type.Object(
  {
    name: Text(200),
    connected_stores: Type.Optional(Type.Boolean({ default: false, description: "The account sells through connected stores (return address comes from them)" })),
    return_address: Type.Optional(ReturnAddress),
    insert_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100, description: "Agreed marketing insert ids" })),
    packing_slip: Type.Optional(PackingSlip),
  },
  { additionalProperties: false },
);
export type CreateAccountBody = Static<typeof CreateAccountBody>;

export const AccountView = Type.Object({
  account_id: Type.String(),
  name: Type.String(),
  connected_stores: Type.Boolean(),
  return_address: Type.Union([ReturnAddress, Type.Null()]),
  insert_ids: Type.Array(Type.Integer()),
  packing_slip: Type.Union([PackingSlip, Type.Null()]),
  created_at: Type.String(),
});
export type AccountView = Static<typeof AccountView>;

export const AccountIdBody = Type.Object({ account_id: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });
export const TokenIdBody = Type.Object({ token_id: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });
