// Input checking for the HTTP API and the CLI: the ajv options Fastify uses, ajv errors mapped to our field errors, and checkBody.
import { Ajv, type ErrorObject, type Options } from "ajv";
import type { Static, TSchema } from "@sinclair/typebox";
import { Failure, fieldError, type FieldError } from "../domain/errors.js";

/** Strict: unknown fields are errors (never removed), types are never coerced, every error is reported. */
export const AJV_OPTIONS = { allErrors: true, removeAdditional: false, coerceTypes: false, useDefaults: true } as const satisfies Options;

type AjvError = Pick<ErrorObject, "keyword" | "instancePath" | "params" | "message">;

function segment(name: string): string {
  if (/^\d+$/.test(name)) return `[${name}]`;
  if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) return `.${name}`;
  return `[${JSON.stringify(name)}]`;
}

/** `/items/2/print_areas/front` → `items[2].print_areas.front`. */
export function pathOf(pointer: string, child?: string): string {
  const parts = pointer.split("/").slice(1).map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
  if (child !== undefined) parts.push(child);
  return parts.map(segment).join("").replace(/^\./, "");
}

const RANGE_KEYWORDS = new Set(["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"]);

function fromAjv(e: AjvError): FieldError {
  const limit = e.params.limit as unknown;
  switch (e.keyword) {
    case "required":
      return fieldError(pathOf(e.instancePath, String(e.params.missingProperty)), "required", "is required");
    case "additionalProperties":
      return fieldError(pathOf(e.instancePath, String(e.params.additionalProperty)), "unknown_field", "is not a field of this operation");
    case "type":
      return fieldError(pathOf(e.instancePath), "invalid_type", `must be ${e.params.type === "integer" ? "an integer" : `of type ${String(e.params.type)}`}`);
    case "minLength":
      return limit === 1
        ? fieldError(pathOf(e.instancePath), "required", "must not be empty")
        : fieldError(pathOf(e.instancePath), "too_short", `must be at least ${String(limit)} characters`);
    case "maxLength":
      return fieldError(pathOf(e.instancePath), "too_long", `must be at most ${String(limit)} characters`);
    case "minItems":
      return fieldError(pathOf(e.instancePath), "too_few_items", `must have at least ${String(limit)} entries`);
    case "maxItems":
      return fieldError(pathOf(e.instancePath), "too_many_items", `must have at most ${String(limit)} entries`);
    case "enum":
      return fieldError(pathOf(e.instancePath), "invalid_value", `must be one of: ${(e.params.allowedValues as unknown[]).join(", ")}`);
    case "pattern":
    case "format":
      return fieldError(pathOf(e.instancePath), "invalid_format", "does not have the required format");
    case "minProperties":
      return fieldError(pathOf(e.instancePath), "empty_object", "must carry at least one field");
    case "maxProperties":
      return fieldError(pathOf(e.instancePath), "too_many_properties", `must have at most ${String(limit)} keys`);
    default:
      if (RANGE_KEYWORDS.has(e.keyword)) return fieldError(pathOf(e.instancePath), "out_of_range", e.message ?? "is out of range");
      return fieldError(pathOf(e.instancePath), "invalid", e.message ?? "is not valid");
  }
}

/** Field errors for ajv's errors, one per path and code. */
export function validationErrors(errors: readonly AjvError[]): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const e of errors) {
    const mapped = fromAjv(e);
    const key = `${mapped.path}\u0000${mapped.code}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(mapped);
    }
  }
  return out;
}

const ajv = new Ajv(AJV_OPTIONS);

/** `body` checked (and defaults filled in) as the HTTP API would, or a Failure listing every violation. */
export function checkBody<T extends TSchema>(schema: T, body: unknown): Static<T> {
  const validate = ajv.compile(schema);
  if (!validate(body)) throw Failure.invalid(validationErrors(validate.errors ?? []));
  return body as Static<T>;
}
