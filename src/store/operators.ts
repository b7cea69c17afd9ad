// Operators (the people who run the service) and their tokens: rows in and out.
import type { Db } from "./database.js";
import { PreparedQuery } from "./prepared.js";
import type { OperatorRow, TokenRow } from "./tables.js";

export async function insertOperator(db: Db, row: OperatorRow): Promise<void> {
  await db.insertInto("operators").values(row).execute();
}

const byId = new PreparedQuery((db, $: { id: string }) => db.selectFrom("operators").selectAll().where("id", "=", $.id));

export async function findOperator(db: Db, id: string): Promise<OperatorRow | undefined> {
  return byId.first(db, { id });
}

/** Another operator of the same name, whatever its case (the unique index compares lower(name) too). */
export async function findOperatorByName(db: Db, name: string): Promise<OperatorRow | undefined> {
  return db
    .selectFrom("operators")
    .selectAll()
    .where((eb) => eb(eb.fn("lower", ["name"]), "=", name.toLowerCase()))
    .executeTakeFirst();
}

/** Every operator, oldest first: a company has tens of them, not thousands, so the list is not paged. */
export async function listOperators(db: Db): Promise<OperatorRow[]> {
  return db.selectFrom("operators").selectAll().orderBy("created_at", "asc").orderBy("id", "asc").execute();
}

export async function updateOperator(db: Db, id: string, changes: Partial<Pick<OperatorRow, "name" | "email" | "disabled" | "updated_at">>): Promise<void> {
  await db.updateTable("operators").set(changes).where("id", "=", id).execute();
}

export type OperatorTokenRow = Pick<TokenRow, "id" | "operator_id" | "name" | "created_at" | "revoked_at" | "last_used_at">;

/** The tokens of these operators (their hashes left out), oldest first. */
export async function tokensOfOperators(db: Db, operatorIds: readonly string[]): Promise<OperatorTokenRow[]> {
  if (operatorIds.length === 0) return [];
  return db
    .selectFrom("tokens")
    .select(["id", "operator_id", "name", "created_at", "revoked_at", "last_used_at"])
    .where("role", "=", "operator")
    .where("operator_id", "in", operatorIds)
    .orderBy("id", "asc")
    .execute();
}

export async function findOperatorToken(db: Db, tokenId: string): Promise<OperatorTokenRow | undefined> {
  return db
    .selectFrom("tokens")
    .select(["id", "operator_id", "name", "created_at", "revoked_at", "last_used_at"])
    .where("role", "=", "operator")
    .where("id", "=", tokenId)
    .executeTakeFirst();
}
