// Queries behind the operator's overview and detail reads: orders counted by status, an order's deliveries, an account's tokens.
import type { Db } from "./database.js";
import type { OrderStatus } from "../domain/status.js";
import type { TokenRow, WebhookDeliveryRow } from "./tables.js";
import { fromJsonOrNull } from "./json.js";

/** Orders per status, of one account or all; read from the (status, order_ref) or (account_id, status, …) index. */
export async function countOrdersByStatus(db: Db, accountId: string | undefined, includeTest: boolean, includeDrafts: boolean): Promise<Map<OrderStatus, number>> {
  let query = db.selectFrom("orders").select(["status", (eb) => eb.fn.countAll<number>().as("n")]).groupBy("status");
  if (!includeDrafts) query = query.where("status", "!=", "draft");
  if (accountId !== undefined) query = query.where("account_id", "=", accountId);
  if (!includeTest) query = query.where("test", "=", false);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** Deliveries of every endpoint for one order, newest first. */
export async function deliveriesOfOrder(db: Db, orderRef: string, before: string | undefined, limit: number): Promise<WebhookDeliveryRow[]> {
  let query = db.selectFrom("webhook_deliveries").selectAll().where("order_ref", "=", orderRef).orderBy("id", "desc").limit(limit);
  if (before !== undefined) query = query.where("id", "<", before);
  return query.execute();
}

/**
 * An account's tokens (their hashes left out), oldest first: the operator's list and the account's own (tokens/list);
 * `storeId` set: only the store's tokens (a store token's list).
 */
export async function tokensOfAccount(db: Db, accountId: string, storeId: string | null, after: string | undefined, limit: number): Promise<Omit<TokenRow, "token_hash" | "operator_id">[]> {
  let query = db
    .selectFrom("tokens")
    .select(["id", "account_id", "role", "created_at", "revoked_at", "scopes", "name", "expires_at", "last_used_at", "created_by_token_id", "store_id"])
    .where("account_id", "=", accountId)
    .orderBy("id", "asc")
    .limit(limit);
  if (after !== undefined) query = query.where("id", ">", after);
  if (storeId !== null) query = query.where("store_id", "=", storeId);
  return (await query.execute()).map((row) => ({ ...row, scopes: fromJsonOrNull(row.scopes) }));
}
