// What every use case gets: the database, the few settings rules depend on, and a clock.
import type { Db } from "../store/database.js";

export interface ServiceContext {
  db: Db;
  maxItemsPerOrder: number;
  now: () => Date;
}

export function nowIso(ctx: ServiceContext): string {
  return ctx.now().toISOString();
}
