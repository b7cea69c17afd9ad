// What an account token may do: the scopes a token carries and each caller operation declares (docs/caller-guide.md#tokens-and-scopes).

/**
 * Read and write per resource; a token made without a list of scopes gets all of them (made by an account token:
 * all of that token's). tokens:read lists the account's tokens, tokens:write makes and revokes them; inventory:read
 * reads the account's counted goods and their movements, inventory:write sets their reorder points; stores:read and
 * stores:write read and change the account's stores; billing:read reads the account's balance and ledger entries.
 */
export const SCOPES = ["orders:read", "orders:write", "products:read", "products:write", "webhooks:read", "webhooks:write", "tokens:read", "tokens:write", "inventory:read", "inventory:write", "stores:read", "stores:write", "billing:read"] as const;
export type Scope = (typeof SCOPES)[number];

/**
 * What a caller operation needs: one scope, or `any_token` for the one operation every valid account token may
 * call whatever its scopes (POST /v1/token, which says what the token is).
 */
export type RequiredScope = Scope | "any_token";

export function isScope(value: unknown): value is Scope {
  return typeof value === "string" && (SCOPES as readonly string[]).includes(value);
}

/** Whether a token with `granted` may run an operation that needs `required`. */
export function allows(granted: readonly Scope[], required: RequiredScope): boolean {
  return required === "any_token" || granted.includes(required);
}
