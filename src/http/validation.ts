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
      return fieldError(pathOf(e.instancePath), "invalid_type", e.params.folded === true ? (e.message ?? "is of the wrong type") : `must be ${typeWords(e.params.type)}`);
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

/** "an integer", "of type string": how a type is named in an error's message. */
function typeWords(type: unknown): string {
  return type === "integer" ? "an integer" : type === "null" ? "null" : `of type ${String(type)}`;
}

/**
 * A value refused by every branch of an anyOf (a nullable field: a type or null) comes from ajv as each branch's
 * errors and then the anyOf's own: one error says it better. A value of a branch's type that breaks that branch's
 * rule (-1 where at least 0 is wanted) is answered by that rule alone; a value of no branch's type by one
 * invalid_type naming every type allowed.
 */
function foldAnyOf(errors: readonly AjvError[]): AjvError[] {
  const anyOfPaths = new Set(errors.filter((e) => e.keyword === "anyOf").map((e) => e.instancePath));
  if (anyOfPaths.size === 0) return [...errors];
  const out: AjvError[] = [];
  for (const path of new Set(errors.map((e) => e.instancePath))) {
    const here = errors.filter((e) => e.instancePath === path);
    if (!anyOfPaths.has(path)) {
      out.push(...here);
      continue;
    }
    const branches = here.filter((e) => e.keyword !== "anyOf");
    const rules = branches.filter((e) => e.keyword !== "type");
    if (rules.length > 0) out.push(...rules);
    else if (branches.length > 0) {
      const types = [...new Set(branches.map((e) => e.params.type as unknown))];
      out.push({ keyword: "type", instancePath: path, params: { type: types.join(","), folded: true }, message: `must be ${types.map(typeWords).join(" or ")}` });
    } else out.push(...here);
  }
  return out;
}

/** Field errors for ajv's errors, one per path and code. */
export function validationErrors(errors: readonly AjvError[]): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const e of foldAnyOf(errors)) {
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
  return body;
}

/** The JSON Pointer's segments, unescaped. */
function segmentsOf(pointer: string): string[] {
  return pointer.split("/").slice(1).map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/**
 * A copy of `body` without the parts the schema refused: each wrong value and unknown field is deleted (an entry
 * of a list cannot be, without moving its neighbours' paths: the list's field goes instead). Undefined when the
 * body as a whole is wrong (not an object).
 */
function withoutRefused(body: unknown, errors: readonly AjvError[]): Record<string, unknown> | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
  const copy = structuredClone(body) as Record<string, unknown>;
  for (const e of errors) {
    if (e.keyword === "required") continue;
    const path = segmentsOf(e.instancePath);
    if (e.keyword === "additionalProperties") path.push(String(e.params.additionalProperty));
    // Down to the last object field on the way: deleting it leaves every other path as it was.
    let holder: unknown = copy;
    let target: { parent: Record<string, unknown>; key: string } | undefined;
    for (const segment of path) {
      if (Array.isArray(holder)) holder = holder[Number(segment)];
      else if (typeof holder === "object" && holder !== null) {
        const parent = holder as Record<string, unknown>;
        if (!Object.hasOwn(parent, segment)) break;
        target = { parent, key: segment };
        holder = parent[segment];
      } else break;
    }
    if (!target) return undefined;
    delete target.parent[target.key];
  }
  return copy;
}

/** Whether `path` is `covered` itself or a part of it (`items[0]` covers `items[0].sku`). */
function within(path: string, covered: string): boolean {
  return path === covered || covered === "" || path.startsWith(`${covered}.`) || path.startsWith(`${covered}[`);
}

/**
 * Whether a rule's error at `path` is about something the schema refused at `refused`. A refused part inside an
 * entry of a list (a line) takes the whole entry out of the rules' report, and the list's own rules too (the
 * line's kind, the line count): what is left of that line would give errors the line does not have.
 */
function coveredBy(path: string, refused: string): boolean {
  const entry = /^(.*?)\[\d+\]/.exec(refused);
  if (!entry) return within(path, refused);
  return within(path, entry[0]) || path === entry[1];
}

/** What rules may tell besides their errors: the warnings the body would be accepted with (create and quote). */
export interface RuleOutcome {
  warnings?: readonly { path: string }[];
}

/** The warnings a rules' Failure carries in its data (order-check.ts), if any. */
export function warningsOf(failure: Failure): readonly { path: string }[] | undefined {
  const warnings = failure.data.warnings;
  return Array.isArray(warnings) ? (warnings as { path: string }[]) : undefined;
}

/**
 * Every problem of a body the schema refused: the schema's errors, and the errors the operation's `rules` find in
 * what is left of the body once the refused parts are taken out (withoutRefused), less those about a part the
 * schema already named (coveredBy); with the rules' warnings (RuleOutcome) less those about such a part. Rules that
 * cannot run on what is left (they throw anything but a 400 Failure) add nothing.
 */
export async function shapeAndRuleErrors(
  body: unknown,
  errors: readonly AjvError[],
  rules: (checked: Record<string, unknown>) => Promise<RuleOutcome | void>,
): Promise<{ errors: FieldError[]; warnings?: { path: string }[] }> {
  const shape = validationErrors(errors);
  const rest = withoutRefused(body, errors);
  if (!rest) return { errors: shape };
  let found: FieldError[] = [];
  let warnings: readonly { path: string }[] | undefined;
  try {
    warnings = (await rules(rest))?.warnings;
  } catch (error) {
    if (error instanceof Failure && error.status === 400) {
      found = error.errors;
      warnings = warningsOf(error);
    }
  }
  const uncovered = (path: string) => !shape.some((s) => coveredBy(path, s.path));
  return { errors: [...shape, ...found.filter((rule) => uncovered(rule.path))], ...(warnings ? { warnings: warnings.filter((w) => uncovered(w.path)) } : {}) };
}
