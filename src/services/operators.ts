// Operators as people (docs/operator-guide.md#operators-are-people): create, list and update them, issue and revoke their tokens.
import { ADMIN_OPERATOR_ID } from "../domain/actors.js";
import { Failure } from "../domain/errors.js";
import { newRef, newSecret } from "../domain/refs.js";
import type { CreateOperatorBody, CreateOperatorTokenBody, OperatorView, UpdateOperatorBody } from "../schemas/operators.js";
import * as accounts from "../store/accounts.js";
import { transaction } from "../store/database.js";
import * as store from "../store/operators.js";
import type { OperatorRow } from "../store/tables.js";
import { nowIso, type ServiceContext } from "./context.js";
import { hashToken } from "./tokens.js";

function view(row: OperatorRow, tokens: store.OperatorTokenRow[]): OperatorView {
  return {
    operator_id: row.id,
    name: row.name,
    email: row.email,
    disabled: row.disabled,
    created_at: row.created_at,
    updated_at: row.updated_at,
    tokens: tokens.filter((t) => t.operator_id === row.id).map((t) => ({ token_id: t.id, name: t.name, created_at: t.created_at, revoked_at: t.revoked_at, last_used_at: t.last_used_at })),
  };
}

function notFound(): Failure {
  return Failure.of("operator_not_found", "no operator with that id", "operator_id");
}

async function checkNameFree(ctx: ServiceContext, name: string, self?: string): Promise<void> {
  const other = await store.findOperatorByName(ctx.db, name);
  if (other && other.id !== self) throw Failure.of("operator_name_taken", `the operator ${other.id} is called ${other.name} already`, "name");
}

export async function createOperator(ctx: ServiceContext, body: CreateOperatorBody) {
  const name = body.name.trim();
  await checkNameFree(ctx, name);
  const now = nowIso(ctx);
  const row: OperatorRow = { id: newRef("op"), name, email: body.email ?? null, disabled: false, created_at: now, updated_at: now };
  await store.insertOperator(ctx.db, row);
  return { operator_id: row.id, name: row.name, email: row.email };
}

export async function listOperators(ctx: ServiceContext): Promise<{ operators: OperatorView[] }> {
  const rows = await store.listOperators(ctx.db);
  const tokens = await store.tokensOfOperators(ctx.db, rows.map((r) => r.id));
  return { operators: rows.map((row) => view(row, tokens)) };
}

/** `callerId`: the operator making the request, who may not disable themselves (so one always stays able to act). */
export async function updateOperator(ctx: ServiceContext, body: UpdateOperatorBody, callerId: string): Promise<OperatorView> {
  const row = await store.findOperator(ctx.db, body.operator_id);
  if (!row) throw notFound();
  if (body.disabled === true && body.operator_id === callerId) {
    throw Failure.of("cannot_disable_self", "you cannot disable yourself: ask another operator", "disabled");
  }
  const name = body.name?.trim();
  if (name !== undefined) await checkNameFree(ctx, name, row.id);
  await store.updateOperator(ctx.db, row.id, {
    ...(name !== undefined ? { name } : {}),
    ...(body.email !== undefined ? { email: body.email } : {}),
    ...(body.disabled !== undefined ? { disabled: body.disabled } : {}),
    updated_at: nowIso(ctx),
  });
  const updated = (await store.findOperator(ctx.db, row.id))!;
  return view(updated, await store.tokensOfOperators(ctx.db, [row.id]));
}

/** A token for the operator, shown once (podop_…); a disabled operator's token works once they are enabled again. */
export async function createOperatorToken(ctx: ServiceContext, body: CreateOperatorTokenBody): Promise<{ token_id: string; token: string; operator_id: string }> {
  return transaction(ctx.db, async (trx) => {
    if (!(await store.findOperator(trx, body.operator_id))) throw notFound();
    const token = newSecret("podop");
    const id = newRef("tok");
    await accounts.insertToken(trx, { id, account_id: null, role: "operator", token_hash: hashToken(token), created_at: nowIso(ctx), revoked_at: null, operator_id: body.operator_id, name: body.name ?? null });
    return { token_id: id, token, operator_id: body.operator_id };
  });
}

/** Revokes an operator's token (account tokens are tokens/revoke's): its requests and console sessions get 401 at once. */
export async function revokeOperatorToken(ctx: ServiceContext, tokenId: string): Promise<{ token_id: string; operator_id: string; revoked_at: string }> {
  const row = await store.findOperatorToken(ctx.db, tokenId);
  if (!row) throw Failure.of("token_not_found", "no operator token with that id", "token_id");
  const revoked = await accounts.revokeToken(ctx.db, tokenId, nowIso(ctx));
  return { token_id: tokenId, operator_id: row.operator_id ?? ADMIN_OPERATOR_ID, revoked_at: revoked?.revoked_at ?? nowIso(ctx) };
}
