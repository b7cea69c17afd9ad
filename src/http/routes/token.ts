// POST /v1/token: the calling token describes itself (its account, mode, scopes, name and expiry), so an integration
// can check at start-up that it holds the token it expects; POST /v1/tokens/create | list | revoke: the account's own
// tokens, made, listed and revoked by the merchant (docs/caller-guide.md "Making your own tokens").
import type { FastifyInstance, FastifyRequest } from "fastify";
import { CallerTokenView, EmptyBody, TokenIdBody } from "../../schemas/accounts.js";
import { CallerCreatedToken, CallerCreateTokenBody, CallerListTokensBody, CallerListTokensData, ListedToken } from "../../schemas/tokens.js";
import { createOwnToken, listOwnTokens, revokeOwnToken, type CallingToken } from "../../services/caller-tokens.js";
import type { ServiceContext } from "../../services/context.js";
import { describeToken } from "../../services/tokens.js";
import { operation } from "../operation.js";

const tag = "Account";

function callingToken(request: FastifyRequest): CallingToken {
  const principal = request.principal;
  if (principal?.role !== "account") throw new Error("route is not behind account authentication");
  return { accountId: principal.accountId, tokenId: principal.tokenId, scopes: principal.scopes, storeId: principal.storeId };
}

export function tokenRoutes(scope: FastifyInstance, ctx: ServiceContext): void {
  operation(
    scope,
    {
      path: "/v1/token",
      scope: "any_token",
      summary: "Describe the calling token",
      description: "The token's id, account, the account's mode (live or test), its scopes, name, creation time and expiry. Never the token itself. Send {}.",
      tag,
      body: EmptyBody,
      data: CallerTokenView,
      message: "Token described",
    },
    async (_body, request) => describeToken(ctx, callingToken(request).tokenId),
  );
  operation(
    scope,
    {
      path: "/v1/tokens/create",
      scope: "tokens:write",
      summary: "Create a token for your account",
      description:
        "A token of your account, in its mode (pod_live_… or pod_test_…), shown in this response only; the service keeps a hash. " +
        "It holds at most the calling token's scopes (absent: all of them; another one: 400 scope_not_held) and ends no later than the calling token (absent: when it ends; later: 400 expiry_exceeds_token). " +
        "Give each integration its own token with only what it needs, and revoke it with tokens/revoke.",
      tag,
      body: CallerCreateTokenBody,
      data: CallerCreatedToken,
      message: "Token created successfully",
    },
    async (body, request) => createOwnToken(ctx, callingToken(request), body),
  );
  operation(
    scope,
    {
      path: "/v1/tokens/list",
      scope: "tokens:read",
      summary: "List your account's tokens",
      description: "Every token of your account (a store token: its store's), whoever made it, revoked ones included, oldest first: scopes, name, mode, expiry, last use, revocation and the token that made it. Never the token itself.",
      tag,
      body: CallerListTokensBody,
      data: CallerListTokensData,
      message: "Tokens listed",
    },
    async (body, request) => listOwnTokens(ctx, callingToken(request), body),
  );
  operation(
    scope,
    {
      path: "/v1/tokens/revoke",
      scope: "tokens:write",
      summary: "Revoke one of your account's tokens",
      description:
        "Requests with the revoked token get 401 at once. Any token of your account may be revoked, the calling one included; revoking a revoked token changes nothing. " +
        "Another account's token answers as an unknown one (404 token_not_found); to a store token, so does a token of another store or of the whole account. Tokens the revoked one made keep working: revoke them too (tokens/list shows who made each).",
      tag,
      body: TokenIdBody,
      data: ListedToken,
      message: "Token revoked successfully",
    },
    async (body, request) => revokeOwnToken(ctx, callingToken(request), body.token_id),
  );
}
