// Address rules: country and state normalisation, phone format, postal codes, and the completeness of a return address.
import { postcodeValidator, postcodeValidatorExistsForCountry } from "postcode-validator";
import { fieldError, type FieldError } from "./errors.js";
import { normalizeCountry, normalizeState } from "./geo.js";
import { isBlank, isPhone, requireText } from "./fields.js";
import type { OrderWarning } from "./warnings.js";

export interface Address {
  name: string;
  phone?: string | undefined;
  address_1: string;
  address_2?: string | undefined;
  city: string;
  zip: string;
  state: string;
  country: string;
}

/** Where an order's return address comes from: the order itself, the account's fixed one, or the caller's connected stores. */
export const RETURN_ADDRESS_SOURCES = ["order", "account", "connected_store"] as const;
export type ReturnSource = (typeof RETURN_ADDRESS_SOURCES)[number];

/** Names of the address parts as they appear on the wire, e.g. `shipping_` + part, or `return_address.` + part. */
export type PathOf = (part: keyof Address) => string;

/**
 * Checks an address and returns it normalised (country upper case, US/CA state as its code).
 * `phoneRequired` is true for shipping addresses.
 */
export function checkAddress(address: Address, pathOf: PathOf, errors: FieldError[], phoneRequired: boolean): Address {
  const before = errors.length;
  for (const part of ["name", "address_1", "address_2", "city", "zip", "state"] as const) {
    requireText(errors, pathOf(part), address[part]);
  }
  if (address.phone !== undefined || phoneRequired) {
    if (isBlank(address.phone)) errors.push(fieldError(pathOf("phone"), "required", "must not be blank"));
    else if (!isPhone(address.phone!)) errors.push(fieldError(pathOf("phone"), "invalid_phone", "must be 5–32 characters of digits, spaces and + ( ) - . with at least 5 digits"));
  }
  const country = normalizeCountry(address.country);
  if (country === undefined) {
    errors.push(fieldError(pathOf("country"), "invalid_country", `"${address.country}" is not an ISO 3166-1 alpha-2 country code`));
    return address;
  }
  const state = isBlank(address.state) ? address.state : normalizeState(country, address.state);
  if (state === undefined) {
    errors.push(fieldError(pathOf("state"), "invalid_state", `"${address.state}" is not a state or province of ${country}`));
  }
  if (errors.length > before) return address;
  return { ...address, country, state: state ?? address.state };
}

/**
 * Whether `zip` has the format of `country`'s postal codes (postcode-validator's patterns). A country the package
 * does not know passes: no pattern is better than a wrong one.
 */
export function postcodeMatches(country: string, zip: string): boolean {
  if (!postcodeValidatorExistsForCountry(country)) return true;
  try {
    return postcodeValidator(zip.trim(), country);
  } catch {
    return true;
  }
}

/**
 * Postal codes of an order's addresses (`path` names the zip field, `country` the sent country): a bad format is a
 * `postcode_format` warning, or an `invalid_postcode` error when the account has strict addresses. Addresses whose
 * country or zip is missing or invalid are left to the address rules.
 */
export function checkPostcodes(addresses: readonly { path: string; country: string | undefined; zip: string | undefined }[], strict: boolean, errors: FieldError[]): OrderWarning[] {
  const warnings: OrderWarning[] = [];
  for (const { path, country: sent, zip } of addresses) {
    const country = sent === undefined ? undefined : normalizeCountry(sent);
    if (country === undefined || zip === undefined || isBlank(zip) || postcodeMatches(country, zip)) continue;
    const message = `"${zip}" is not a postal code of ${country}`;
    if (strict) errors.push(fieldError(path, "invalid_postcode", message));
    else warnings.push({ path, code: "postcode_format", message: `${message}: check it, or the carrier may not deliver` });
  }
  return warnings;
}

/** The parts a return address must have once any part of it is sent. */
export const RETURN_REQUIRED_PARTS = ["name", "address_1", "city", "zip", "state", "country"] as const;

/** The shipping_* fields as the create and update-shipping requests send them. */
export interface ShippingFields {
  shipping_name: string;
  shipping_phone?: string | undefined;
  shipping_address_1: string;
  shipping_address_2?: string | undefined;
  shipping_city: string;
  shipping_zip: string;
  shipping_state: string;
  shipping_country: string;
}

export function shippingAddress(body: ShippingFields): Address {
  return {
    name: body.shipping_name,
    phone: body.shipping_phone,
    address_1: body.shipping_address_1,
    address_2: body.shipping_address_2,
    city: body.shipping_city,
    zip: body.shipping_zip,
    state: body.shipping_state,
    country: body.shipping_country,
  };
}
