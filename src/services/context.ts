// What every use case gets: the database, the few settings rules depend on, and a clock.
import type { Config } from "../config.js";
import type { Db } from "../store/database.js";

export interface ServiceContext {
  db: Db;
  maxItemsPerOrder: number;
  /** Hosts exempt from the outbound guard (http and non-public addresses allowed). */
  fetchAllowHosts: readonly string[];
  /** How long the sandbox leaves a test order in each status before moving it on. */
  sandboxAdvanceSeconds: number;
  now: () => Date;
}

export type ContextSettings = Pick<Config, "maxItemsPerOrder" | "fetchAllowHosts" | "sandboxAdvanceSeconds">;

export function serviceContext(db: Db, settings: ContextSettings, now: () => Date = () => new Date()): ServiceContext {
  return { db, maxItemsPerOrder: settings.maxItemsPerOrder, fetchAllowHosts: settings.fetchAllowHosts, sandboxAdvanceSeconds: settings.sandboxAdvanceSeconds, now };
}

export function nowIso(ctx: ServiceContext): string {
  return ctx.now().toISOString();
}
