// Shipping methods: a country's zone, whether a method serves an order, its price, and which method an order gets.
import { isCurrency, money, type Money } from "./money.js";
import { COUNTRIES } from "./geo.js";
import { fieldError, type FieldError } from "./errors.js";

/** Method codes: upper-case letters, digits and underscores. */
export const METHOD_CODE = /^[A-Z0-9_]{1,32}$/;
export const ANY_COUNTRY = "*";

export interface ZonePrice {
  first_item: number;
  additional_item: number;
}

export interface ShippingZone {
  /** ISO 3166-1 alpha-2 codes, or ["*"] for every country no other zone names. */
  countries: string[];
  /** Per ISO 4217 currency, in its minor units. */
  prices: Record<string, ZonePrice>;
  /** Business days in transit. */
  days_min: number;
  days_max: number;
}

export interface ShippingMethod {
  code: string;
  name: string;
  carrier: string | null;
  enabled: boolean;
  zones: ShippingZone[];
}

/** One method as it would ship one order: its zone's days and the price for the order's items. */
export interface ShippingOption {
  method: ShippingMethod;
  zone: ShippingZone;
  price: Money;
}

/** The zone for a country: the first zone naming it, else the `*` zone. */
export function zoneFor(method: ShippingMethod, country: string): ShippingZone | undefined {
  return method.zones.find((zone) => zone.countries.includes(country)) ?? method.zones.find((zone) => zone.countries.includes(ANY_COUNTRY));
}

/** The zone's prices in `currency` when the method is enabled and has them for the country, else undefined. */
export function servingZone(method: ShippingMethod, country: string, currency: string): { zone: ShippingZone; price: ZonePrice } | undefined {
  if (!method.enabled) return undefined;
  const zone = zoneFor(method, country);
  const price = zone && Object.hasOwn(zone.prices, currency) ? zone.prices[currency] : undefined;
  return zone && price ? { zone, price } : undefined;
}

/** first_item + additional_item × (items − 1); nothing to ship costs nothing. */
export function shippingPrice(price: ZonePrice, items: number, currency: string): Money {
  return money(items <= 0 ? 0 : price.first_item + price.additional_item * (items - 1), currency);
}

/** Cheapest first; ties: fewer days at most, then the code. */
export function compareOptions(a: ShippingOption, b: ShippingOption): number {
  return a.price.amount - b.price.amount || a.zone.days_max - b.zone.days_max || (a.method.code < b.method.code ? -1 : a.method.code > b.method.code ? 1 : 0);
}

/** Every method that serves the country in the currency, priced for `items`, cheapest first. */
export function shippingOptions(methods: readonly ShippingMethod[], country: string, currency: string, items: number): ShippingOption[] {
  const options: ShippingOption[] = [];
  for (const method of methods) {
    const serving = servingZone(method, country, currency);
    if (serving) options.push({ method, zone: serving.zone, price: shippingPrice(serving.price, items, currency) });
  }
  return options.sort(compareOptions);
}

export type MethodChoice = { ok: true; option: ShippingOption } | { ok: false; error: FieldError };

/**
 * The method an order ships with: the one named, else the account's default when it serves, else the cheapest.
 * A named method that does not serve is refused at `shipping_method`; no method at all at `shipping_country`.
 */
export function chooseMethod(options: readonly ShippingOption[], named: string | undefined, accountDefault: string | null): MethodChoice {
  if (named !== undefined) {
    const option = options.find((o) => o.method.code === named);
    return option
      ? { ok: true, option }
      : { ok: false, error: fieldError("shipping_method", "shipping_method_unavailable", `shipping method "${named}" is unknown, disabled or does not serve this order`) };
  }
  const option = options.find((o) => o.method.code === accountDefault) ?? options[0];
  return option ? { ok: true, option } : { ok: false, error: fieldError("shipping_country", "no_shipping_method", "no shipping method serves this country in your account's currency") };
}

/** Amounts are whole, non-negative minor units: the wire schema says so; here only the currency codes. */
function checkPrices(prices: Record<string, ZonePrice>, path: string, errors: FieldError[]): void {
  for (const currency of Object.keys(prices)) {
    if (!isCurrency(currency)) errors.push(fieldError(`${path}.${currency}`, "invalid_currency", `"${currency}" is not an ISO 4217 currency code (upper case)`));
  }
}

/** The rules of a method's zones that a schema cannot say: countries, one `*` zone, currencies, days. */
export function checkZones(zones: readonly ShippingZone[], errors: FieldError[], path = "zones"): void {
  let wildcard = false;
  const named = new Set<string>();
  zones.forEach((zone, i) => {
    const zonePath = `${path}[${i}]`;
    zone.countries.forEach((country, j) => {
      if (country === ANY_COUNTRY) {
        if (wildcard) errors.push(fieldError(`${zonePath}.countries[${j}]`, "duplicate_zone", "only one zone may be \"*\""));
        wildcard = true;
      } else if (!COUNTRIES.has(country)) {
        errors.push(fieldError(`${zonePath}.countries[${j}]`, "invalid_country", "not an ISO 3166-1 alpha-2 country code (upper case) or \"*\""));
      } else if (named.has(country)) {
        errors.push(fieldError(`${zonePath}.countries[${j}]`, "duplicate_zone", `"${country}" is named by an earlier zone`));
      } else named.add(country);
    });
    checkPrices(zone.prices, `${zonePath}.prices`, errors);
    if (zone.days_min > zone.days_max) errors.push(fieldError(`${zonePath}.days_min`, "invalid_days", "days_min must not be larger than days_max"));
  });
}

/** What an order keeps of its method: what the views show, and the zone's prices in the order's currency, if priced. */
export interface MethodSnapshot {
  code: string;
  name: string;
  carrier: string | null;
  days_min: number;
  days_max: number;
  /** The zone's price in the order's currency when it was (re)priced; null for an unpriced order. */
  price: ZonePrice | null;
}

export function snapshotOf(method: ShippingMethod, zone: ShippingZone, currency: string | null): MethodSnapshot {
  const price = currency !== null && Object.hasOwn(zone.prices, currency) ? zone.prices[currency]! : null;
  return { code: method.code, name: method.name, carrier: method.carrier, days_min: zone.days_min, days_max: zone.days_max, price };
}

/** Prices per currency: the keys must be ISO 4217 codes (the amounts are checked by the wire schema). */
export function checkCurrencyKeys(prices: Record<string, unknown>, path: string, errors: FieldError[]): void {
  for (const currency of Object.keys(prices)) {
    if (!isCurrency(currency)) errors.push(fieldError(`${path}.${currency}`, "invalid_currency", `"${currency}" is not an ISO 4217 currency code (upper case)`));
  }
}
