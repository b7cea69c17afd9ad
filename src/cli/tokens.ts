// `pod-orders tokens create`: a bearer token for an account or for the operator, printed once.
import { Failure } from "../domain/errors.js";
import { AccountIdBody } from "../schemas/accounts.js";
import { createOperatorToken, createToken } from "../services/tokens.js";
import { printJson } from "./report.js";
import { withSession } from "./session.js";
import { checkBody } from "../http/validation.js";

export interface TokenFlags {
  account?: string;
  operator?: boolean;
}

export async function createTokenCommand(flags: TokenFlags): Promise<void> {
  if (flags.account === undefined && !flags.operator) {
    throw Failure.of("required", "pass --account <account_id> or --operator", "account_id");
  }
  const accountId = flags.account === undefined ? undefined : checkBody(AccountIdBody, { account_id: flags.account }).account_id;
  const created = await withSession(({ ctx }) => (accountId === undefined ? createOperatorToken(ctx) : createToken(ctx, accountId)));
  printJson(created);
  // stderr, so that stdout stays plain JSON for scripts.
  process.stderr.write("The token is shown only this once; the service keeps only its hash.\n");
}
