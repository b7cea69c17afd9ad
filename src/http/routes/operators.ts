// Operator routes for the operators themselves (docs/operator-guide.md#operators-are-people): people with names, their own tokens, enabled or not.
import type { FastifyInstance } from "fastify";
import { CreatedOperator, CreatedOperatorToken, CreateOperatorBody, CreateOperatorTokenBody, OperatorList, OperatorTokenIdBody, OperatorView, UpdateOperatorBody } from "../../schemas/operators.js";
import { Type } from "@sinclair/typebox";
import type { ServiceContext } from "../../services/context.js";
import { createOperator, createOperatorToken, listOperators, revokeOperatorToken, updateOperator } from "../../services/operators.js";
import { operation } from "../operation.js";

export function operatorRoutes(scope: FastifyInstance, ctx: ServiceContext): void {
  const tag = "Operator";
  operation(
    scope,
    {
      path: "/v1/admin/operators/create",
      summary: "Add an operator",
      description: "A person who runs the service: their changes to orders carry their name (actor). Names are unique whatever their case (409 operator_name_taken). Give them a token with operator-tokens/create.",
      tag,
      body: CreateOperatorBody,
      data: CreatedOperator,
      message: "Operator created successfully",
    },
    async (body) => createOperator(ctx, body),
  );
  operation(
    scope,
    {
      path: "/v1/admin/operators/list",
      summary: "List operators",
      description: "Every operator, oldest first, each with their tokens (created, last used, revoked; never the token itself). op_admin is the operator POD_ADMIN_TOKEN stands for.",
      tag,
      body: Type.Object({}, { additionalProperties: false }),
      data: OperatorList,
      message: "Operators listed",
    },
    async () => listOperators(ctx),
  );
  operation(
    scope,
    {
      path: "/v1/admin/operators/update",
      summary: "Rename, enable or disable an operator",
      description:
        "Changes the fields sent. disabled: true refuses the operator's tokens and console sessions at once (401 operator_disabled), POD_ADMIN_TOKEN included when the operator is admin; " +
        "their past changes keep their name. Nobody can disable themselves (409 cannot_disable_self), so one operator always remains able to act.",
      tag,
      body: UpdateOperatorBody,
      data: OperatorView,
      message: "Operator updated successfully",
    },
    async (body, request) => {
      const principal = request.principal;
      if (principal?.role !== "operator") throw new Error("route is not behind operator authentication");
      return updateOperator(ctx, body, principal.operatorId);
    },
  );
  operation(
    scope,
    {
      path: "/v1/admin/operator-tokens/create",
      summary: "Create an operator's token",
      description: "The token (podop_…) is shown in this response only; the service keeps a hash. It signs in to the console and calls /v1/admin/*; the changes made with it carry its operator's name.",
      tag,
      body: CreateOperatorTokenBody,
      data: CreatedOperatorToken,
      message: "Operator token created successfully",
    },
    async (body) => createOperatorToken(ctx, body),
  );
  operation(
    scope,
    {
      path: "/v1/admin/operator-tokens/revoke",
      summary: "Revoke an operator's token",
      description: "Requests with it, and console sessions opened with it, get 401 at once. Account tokens are revoked with tokens/revoke (here: 404 token_not_found).",
      tag,
      body: OperatorTokenIdBody,
      data: Type.Object({ token_id: Type.String(), operator_id: Type.String(), revoked_at: Type.String() }),
      message: "Operator token revoked successfully",
    },
    async (body) => revokeOperatorToken(ctx, body.token_id),
  );
}
