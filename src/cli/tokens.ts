// `pod-orders tokens create`: a bearer token for an account (with its scopes, name and expiry) or for the operator, printed once.
import { Failure } from "../domain/errors.js";
import { CreateTokenBody } from "../schemas/accounts.js";
import { createOperatorToken, createToken } from "../services/tokens.js";
import { printJson } from "./report.js";
import { withSession } from "./session.js";
import { checkBody } from "../http/validation.js";

export interface TokenFlags {
  account?: string;
  operator?: boolean;
  /** Comma-separated scopes. */
  scopes?: string;
  name?: string;
  expiresAt?: string;
}

export async function createTokenCommand(flags: TokenFlags): Promise<void> {
  if (flags.account === undefined && !flags.operator) {
    throw Failure.of("required", "pass --account <account_id> or --operator", "account_id");
  }
  // Checked by the operation's own schema, so the CLI refuses exactly what admin/tokens/create refuses, with the same paths.
  const body =
    flags.account === undefined
      ? undefined
      : checkBody(CreateTokenBody, {
          account_id: flags.account,
          ...(flags.scopes !== undefined ? { scopes: flags.scopes.split(",").map((scope) => scope.trim()) } : {}),
          ...(flags.name !== undefined ? { name: flags.name } : {}),
          ...(flags.expiresAt !== undefined ? { expires_at: flags.expiresAt } : {}),
        });
  const created = await withSession(({ ctx }) => (body === undefined ? createOperatorToken(ctx) : createToken(ctx, body)));
  printJson(created);
  // stderr, so that stdout stays plain JSON for scripts.
  process.stderr.write("The token is shown only this once; the service keeps only its hash.\n");
}
