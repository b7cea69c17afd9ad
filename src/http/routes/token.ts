// POST /v1/token: the calling token describes itself (its account, mode, scopes, name and expiry), so an integration
// can check at start-up that it holds the token it expects.
import type { FastifyInstance } from "fastify";
import { CallerTokenView, EmptyBody } from "../../schemas/accounts.js";
import type { ServiceContext } from "../../services/context.js";
import { describeToken } from "../../services/tokens.js";
import { operation } from "../operation.js";

export function tokenRoutes(scope: FastifyInstance, ctx: ServiceContext): void {
  operation(
    scope,
    {
      path: "/v1/token",
      scope: "any_token",
      summary: "Describe the calling token",
      description: "The token's id, account, the account's mode (live or test), its scopes, name, creation time and expiry. Never the token itself. Send {}.",
      tag: "Account",
      body: EmptyBody,
      data: CallerTokenView,
      message: "Token described",
    },
    async (_body, request) => {
      const principal = request.principal;
      if (principal?.role !== "account") throw new Error("route is not behind account authentication");
      return describeToken(ctx, principal.tokenId);
    },
  );
}
