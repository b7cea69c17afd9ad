// Wire schemas for postal addresses: the shipping block, the return block, the account's fixed return address.
import { Type, type Static } from "@sinclair/typebox";
import type { PackingSlipInput } from "../domain/inputs.js";
import { Text, type Fits } from "./common.js";

export const Phone = Type.String({ minLength: 1, maxLength: 32, description: "Digits, spaces and + ( ) - ., 5–32 characters" });
export const Zip = Text(20);
export const Country = Type.String({ minLength: 1, maxLength: 64, description: "ISO 3166-1 alpha-2 code, any case" });
export const State = Text(200, "State or region; for US and CA a real state/province code or name");

export const ShippingFields = {
  shipping_name: Text(200),
  shipping_phone: Phone,
  shipping_address_1: Text(200),
  shipping_address_2: Type.Optional(Type.String({ maxLength: 200 })),
  shipping_city: Text(200),
  shipping_zip: Zip,
  shipping_state: State,
  shipping_country: Country,
};

/** The stored shipping address as responses show it. */
export const ShippingOutFields = {
  shipping_name: Type.String(),
  shipping_phone: Type.String(),
  shipping_address_1: Type.String(),
  shipping_address_2: Type.Union([Type.String(), Type.Null()]),
  shipping_city: Type.String(),
  shipping_zip: Type.String(),
  shipping_state: Type.String(),
  shipping_country: Type.String(),
};

export const ReturnFields = {
  return_name: Type.Optional(Text(200)),
  return_phone: Type.Optional(Phone),
  return_address_1: Type.Optional(Text(200)),
  return_address_2: Type.Optional(Type.String({ maxLength: 200 })),
  return_city: Type.Optional(Text(200)),
  return_zip: Type.Optional(Zip),
  return_state: Type.Optional(State),
  return_country: Type.Optional(Country),
};

export const ReturnAddress = Type.Object(
  {
    name: Text(200),
    phone: Type.Optional(Phone),
    address_1: Text(200),
    address_2: Type.Optional(Type.String({ maxLength: 200 })),
    city: Text(200),
    zip: Zip,
    state: State,
    country: Country,
  },
  { additionalProperties: false },
);
export type ReturnAddress = Static<typeof ReturnAddress>;

export const PackingSlip = Type.Object(
  {
    branding_message: Type.Optional(Type.String({ maxLength: 500 })),
    contact_message: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type PackingSlip = Fits<Static<typeof PackingSlip>, PackingSlipInput>;
