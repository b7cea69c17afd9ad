// What every use case gets: the database, the few settings rules depend on, and a clock.
import { DEFAULT_SHIP_FROM_COUNTRY, type Config } from "../config.js";
import type { Db } from "../store/database.js";

export interface ServiceContext {
  db: Db;
  maxItemsPerOrder: number;
  /** Hosts exempt from the outbound guard (http and non-public addresses allowed). */
  fetchAllowHosts: readonly string[];
  /** How long the sandbox leaves a test order in each status before moving it on. */
  sandboxAdvanceSeconds: number;
  /** How long sandbox/advance waits for a test order's print files to settle (SANDBOX_FILES_WAIT_SECONDS, in ms). */
  sandboxFilesWaitMs: number;
  /** The country parcels leave from (SHIP_FROM_COUNTRY): an order elsewhere is abroad and needs customs data. */
  shipFromCountry: string;
  /** Days a draft waits for its confirm (DRAFT_TTL_DAYS). */
  draftTtlDays: number;
  /** The company that issues invoices (COMPANY_*): each null when unset. Its country decides reverse charge: an EU business elsewhere in the EU pays no tax. */
  company: Company;
  now: () => Date;
}

/** What an invoice prints of the company that issues it. */
export interface Company {
  name: string | null;
  address: string | null;
  country: string | null;
  taxId: string | null;
}

type CompanySettings = "companyName" | "companyAddress" | "companyCountry" | "companyTaxId";

/** shipFromCountry may be left out by what makes no orders (the job workers): the default country then. */
export type ContextSettings = Pick<Config, "maxItemsPerOrder" | "fetchAllowHosts" | "sandboxAdvanceSeconds"> & Partial<Pick<Config, "shipFromCountry" | "sandboxFilesWaitSeconds" | "draftTtlDays" | CompanySettings>>;

export function serviceContext(db: Db, settings: ContextSettings, now: () => Date = () => new Date()): ServiceContext {
  const { maxItemsPerOrder, fetchAllowHosts, sandboxAdvanceSeconds, shipFromCountry = DEFAULT_SHIP_FROM_COUNTRY, sandboxFilesWaitSeconds = 30, draftTtlDays = 30 } = settings;
  const company = { name: settings.companyName ?? null, address: settings.companyAddress ?? null, country: settings.companyCountry ?? null, taxId: settings.companyTaxId ?? null };
  return { db, maxItemsPerOrder, fetchAllowHosts, sandboxAdvanceSeconds, sandboxFilesWaitMs: sandboxFilesWaitSeconds * 1000, shipFromCountry, draftTtlDays, company, now };
}

export function nowIso(ctx: ServiceContext): string {
  return ctx.now().toISOString();
}
