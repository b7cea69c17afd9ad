// Declares one POST operation (its TypeBox body and data schemas drive validation, serialization and the OpenAPI
// document), and the naming and security rules every operation of the document follows.
//
// A new operation gets into the reference by itself: its operationId and security follow from its path (below;
// http/docs.ts applies them to every route); its own error statuses are listed in http/reference.ts
// (OPERATION_FAILURES); its request and response examples are recorded from a real server by a step in
// test/reference/scenario.ts (`npm run examples:update` writes src/http/examples.json, and
// test/http/reference-examples.test.ts fails until the step exists and its recording still matches).
import type { Static, TSchema } from "@sinclair/typebox";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { envelope, ErrorEnvelope } from "../schemas/common.js";
import type { RequiredScope } from "../domain/scopes.js";
import { Failure } from "../domain/errors.js";
import { shapeAndRuleErrors, type RuleOutcome } from "./validation.js";

/**
 * The operationId of a path, a fixed rule the typed client follows too: the path after /v1/, path parameters
 * (`{name}` or `:name`) left out, each segment's kebab-case turned into camelCase, the segments joined in
 * lowerCamelCase. /v1/orders/update-shipping → ordersUpdateShipping; /v1/admin/orders/{order_ref}/packing-slip →
 * adminOrdersPackingSlip; a file type after a parameter is kept: /v1/billing/invoices/{invoice_id}.pdf → billingInvoicesPdf.
 */
export function operationIdFor(path: string): string {
  const segments = path
    .replace(/^\/v1\//, "")
    .split("/")
    // A parameter's segment is left out, but for the file type that may follow it: {invoice_id}.pdf → pdf.
    .map((segment) => (segment.startsWith(":") || segment.startsWith("{") ? (/\.([a-z0-9]+)$/.exec(segment)?.[1] ?? "") : segment))
    .filter((segment) => segment !== "")
    .flatMap((segment) => segment.split("-"));
  return segments.map((word, i) => (i === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())).join("");
}

/** The two bearer tokens: an account's (the caller API) and the operator's (everything under /v1/admin). */
export const SECURITY_SCHEMES = {
  accountToken: {
    type: "http",
    scheme: "bearer",
    description:
      "An account's token (pod_…), made by the operator with admin/tokens/create or `pod-orders tokens create`, or by another of the account's tokens with tokens/create. Required by every operation outside /v1/admin/*.",
  },
  operatorToken: {
    type: "http",
    scheme: "bearer",
    description: "The operator token (POD_ADMIN_TOKEN, or the one printed at first start). Required by every /v1/admin/* operation.",
  },
} as const;

/**
 * Which token an operation needs: the surfaces of app.ts, where /v1/admin is the operator's and the rest the
 * accounts'; an account operation lists the scope it needs (OpenAPI 3.1 lets a bearer scheme's requirement name
 * roles), none for the one every account token may call.
 */
export function securityFor(path: string, scope?: RequiredScope): Record<string, string[]>[] {
  if (path.startsWith("/v1/admin/")) return [{ operatorToken: [] }];
  return [{ accountToken: scope === undefined || scope === "any_token" ? [] : [scope] }];
}

/** The extension the reference carries each caller operation's scope in (read back by reference.ts). */
export const SCOPE_EXTENSION = "x-required-scope";

/** The route options that declare a caller operation's scope: the check (auth.ts), the reference and its description. */
export function scopeDeclaration(scope: RequiredScope | undefined, description: string | undefined): { config: { scope?: RequiredScope }; schema: Record<string, unknown> } {
  if (scope === undefined) return { config: {}, schema: description ? { description } : {} };
  const line = scope === "any_token" ? "Any valid account token may call this, whatever its scopes." : `Needs a token with the scope \`${scope}\`.`;
  return { config: { scope }, schema: { description: description ? `${description}\n\n${line}` : line, [SCOPE_EXTENSION]: scope } };
}

export interface OperationSpec<B extends TSchema, D extends TSchema> {
  path: string;
  summary: string;
  description?: string;
  tag: string;
  body: B;
  data: D;
  /** The envelope's message on success. */
  message: string;
  /** What the token must allow: required of every caller operation (auth.ts refuses to build a caller route without it). */
  scope?: RequiredScope;
  /** The handler confirms its token in its own read (FastifyContextConfig.confirmsToken in auth.ts). */
  confirmsToken?: true;
  /**
   * The operation's rules (those the handler checks after the schema), run on a body whose shape is wrong in places,
   * with the wrong parts left out: so one 400 lists the shape's problems and the rules' together. Throws the
   * rules' Failure (400), like the handler would.
   */
  rules?: (body: Static<B>, request: FastifyRequest) => Promise<RuleOutcome | void>;
  /**
   * Its 400s list the warnings the body would have been accepted with (data.warnings, empty when the rules could not
   * tell: a body too broken to check), as create and quote do (docs/caller-guide.md).
   */
  answersWarnings?: true;
  /** Bytes of body this operation accepts, when it takes more than BODY_LIMIT (a CSV upload). */
  bodyLimit?: number;
}

export function operation<B extends TSchema, D extends TSchema>(
  scope: FastifyInstance,
  spec: OperationSpec<B, D>,
  handler: (body: Static<B>, request: FastifyRequest, reply: FastifyReply) => Promise<Static<D>>,
): void {
  const declared = scopeDeclaration(spec.scope, spec.description);
  scope.post(
    spec.path,
    {
      config: spec.confirmsToken ? { ...declared.config, confirmsToken: true } : declared.config,
      // With rules, a body the schema refuses reaches the handler, which adds the rules' errors to the schema's.
      attachValidation: spec.rules !== undefined,
      ...(spec.bodyLimit !== undefined ? { bodyLimit: spec.bodyLimit } : {}),
      schema: {
        summary: spec.summary,
        ...declared.schema,
        tags: [spec.tag],
        body: spec.body,
        response: { 200: envelope(spec.data), "4xx": ErrorEnvelope, "5xx": ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const invalid = (request.validationError as FastifyError | undefined)?.validation;
      if (invalid && spec.rules) {
        const rules = spec.rules;
        const found = await shapeAndRuleErrors(request.body, invalid, (checked) => rules(checked, request));
        const warnings = found.warnings ?? (spec.answersWarnings ? [] : undefined);
        throw new Failure(400, "The request is not valid.", found.errors, warnings ? { warnings } : {});
      }
      return { status: "success" as const, message: spec.message, data: await handler(request.body, request, reply) };
    },
  );
}
