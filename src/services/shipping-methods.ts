// Use cases of shipping methods: the operator's create, update and list, and the caller's methods for a country.
import { Failure, fieldError, type FieldError } from "../domain/errors.js";
import { normalizeCountry } from "../domain/geo.js";
import { money } from "../domain/money.js";
import { checkZones, servingZone, shippingOptions, type ShippingMethod } from "../domain/shipping.js";
import type { CallerMethodsData, CreateShippingMethodBody, ShippingMethodView, UpdateShippingMethodBody } from "../schemas/money.js";
import { findAccount } from "../store/accounts.js";
import { isUniqueViolation, type Db } from "../store/database.js";
import * as store from "../store/shipping-methods.js";
import type { ShippingMethodRow } from "../store/tables.js";
import { nowIso, type ServiceContext } from "./context.js";

export function methodOf(row: ShippingMethodRow): ShippingMethod {
  return { code: row.code, name: row.name, carrier: row.carrier, enabled: row.enabled, zones: row.zones };
}

function methodView(row: ShippingMethodRow): ShippingMethodView {
  return { ...methodOf(row), created_at: row.created_at, updated_at: row.updated_at };
}

/** Every method, as pricing reads them: one query. */
export async function loadMethods(db: Db): Promise<ShippingMethod[]> {
  return (await store.listMethods(db)).map(methodOf);
}

export function pricingNotEnabled(): Failure {
  return Failure.of("pricing_not_enabled", "your account has no currency: its orders are not priced (ask the operator to set one)");
}

function notFound(code: string): Failure {
  return Failure.of("shipping_method_not_found", `no shipping method "${code}"`, "code");
}

export async function createMethod(ctx: ServiceContext, body: CreateShippingMethodBody): Promise<ShippingMethodView> {
  const errors: FieldError[] = [];
  checkZones(body.zones, errors);
  if (errors.length > 0) throw Failure.invalid(errors);
  const now = nowIso(ctx);
  const row: ShippingMethodRow = { code: body.code, name: body.name, carrier: body.carrier ?? null, enabled: body.enabled ?? true, zones: body.zones, created_at: now, updated_at: now };
  try {
    await store.insertMethod(ctx.db, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw Failure.invalid([fieldError("code", "shipping_method_exists", `a shipping method "${body.code}" already exists`)]);
    throw error;
  }
  return methodView(row);
}

/** Changes what is sent; orders already placed keep the method and prices they were given. */
export async function updateMethod(ctx: ServiceContext, body: UpdateShippingMethodBody): Promise<ShippingMethodView> {
  const errors: FieldError[] = [];
  if (body.zones !== undefined) checkZones(body.zones, errors);
  if (errors.length > 0) throw Failure.invalid(errors);
  const row = await store.findMethod(ctx.db, body.code);
  if (!row) throw notFound(body.code);
  const changes: store.MethodChanges = { updated_at: nowIso(ctx) };
  if (body.name !== undefined) changes.name = body.name;
  if (body.carrier !== undefined) changes.carrier = body.carrier;
  if (body.enabled !== undefined) changes.enabled = body.enabled;
  if (body.zones !== undefined) changes.zones = body.zones;
  await store.updateMethod(ctx.db, body.code, changes);
  return methodView({ ...row, ...changes });
}

export async function listMethods(ctx: ServiceContext, includeDisabled = true): Promise<{ methods: ShippingMethodView[] }> {
  return { methods: (await store.listMethods(ctx.db, !includeDisabled)).map(methodView) };
}

/** The methods serving a country in the caller's currency, cheapest first; an unpriced account is refused (pricing_not_enabled). */
export async function callerMethods(ctx: ServiceContext, accountId: string, shippingCountry: string): Promise<CallerMethodsData> {
  const country = normalizeCountry(shippingCountry);
  if (country === undefined) throw Failure.invalid([fieldError("shipping_country", "invalid_country", "must be an ISO 3166-1 alpha-2 country code")]);
  const account = await findAccount(ctx.db, accountId);
  const currency = account?.currency ?? null;
  if (currency === null) throw pricingNotEnabled();
  const options = shippingOptions(await loadMethods(ctx.db), country, currency, 1);
  return {
    methods: options.map(({ method }) => {
      const { zone, price } = servingZone(method, country, currency)!;
      return {
        code: method.code,
        name: method.name,
        carrier: method.carrier,
        days_min: zone.days_min,
        days_max: zone.days_max,
        first_item: money(price.first_item, currency),
        additional_item: money(price.additional_item, currency),
      };
    }),
  };
}
