// `null` for an optional field of a request body means the field is absent (docs/caller-guide.md#basics): a step before schema
// validation, built once per route from its body schema, deletes those nulls and nothing else.
import type { FastifyInstance, preValidationHookHandler } from "fastify";

/** The parts of a JSON Schema (as TypeBox writes them) the step reads. */
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  patternProperties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  const?: unknown;
  enum?: unknown[];
}

/** Deletes, in place, the nulls of a value the schema allows to leave out. */
type Strip = (value: unknown) => void;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Whether `null` is a value of the schema itself: then null keeps its meaning (webhooks/update's `events: null` is
 * "every type") and is never deleted. A schema that constrains nothing (unknown) admits it too.
 */
function admitsNull(schema: Schema): boolean {
  if (schema.const === null || schema.enum?.includes(null)) return true;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.some(admitsNull);
  if (schema.allOf) return schema.allOf.every(admitsNull);
  if (Array.isArray(schema.type)) return schema.type.includes("null");
  if (schema.type !== undefined) return schema.type === "null";
  return schema.const === undefined && schema.enum === undefined;
}

function objectStrip(schema: Schema): Strip | undefined {
  const required = new Set(schema.required ?? []);
  const absentable = new Set<string>();
  const children = new Map<string, Strip>();
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (!required.has(name) && !admitsNull(property)) absentable.add(name);
    const child = stripOf(property);
    if (child) children.set(name, child);
  }
  // A map's entries (print areas by name …) are not optional fields: a null entry stays and is refused; inside
  // an entry, its own optional fields follow the rule.
  const entrySchemas = [...Object.values(schema.patternProperties ?? {}), ...(typeof schema.additionalProperties === "object" ? [schema.additionalProperties] : [])];
  const entries = entrySchemas.map(stripOf).filter((s): s is Strip => s !== undefined);
  if (absentable.size === 0 && children.size === 0 && entries.length === 0) return undefined;
  return (value) => {
    if (!isObject(value)) return;
    for (const key of Object.keys(value)) {
      const child = value[key];
      if (child === null && absentable.has(key)) delete value[key];
      else if (children.has(key)) children.get(key)!(child);
      else if (!(schema.properties && Object.hasOwn(schema.properties, key))) for (const entry of entries) entry(child);
    }
  };
}

/** The step for `schema`, or undefined when no null of it can ever be deleted. */
export function stripOf(schema: Schema): Strip | undefined {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    // Followed only when one alternative is a structure (an object or null, a list or null): with several, which
    // one the value means is the validator's to say, and nothing is deleted.
    const structured = alternatives.filter((a) => !(a.type === "null" || a.const === null));
    return structured.length === 1 ? stripOf(structured[0]!) : undefined;
  }
  if (schema.allOf) {
    const parts = schema.allOf.map(stripOf).filter((s): s is Strip => s !== undefined);
    return parts.length === 0 ? undefined : (value) => parts.forEach((part) => part(value));
  }
  if (schema.type === "array" && schema.items) {
    const item = stripOf(schema.items);
    return item && ((value) => Array.isArray(value) && value.forEach(item));
  }
  if (schema.type === "object" || schema.properties) return objectStrip(schema);
  return undefined;
}

/** Adds the step to every route with a body schema registered on `app` from now on. */
export function nullsAsAbsent(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    const body = (route.schema as { body?: Schema } | undefined)?.body;
    const strip = body && stripOf(body);
    if (!strip) return;
    const step: preValidationHookHandler = (request, _reply, done) => {
      strip(request.body);
      done();
    };
    const existing = route.preValidation;
    route.preValidation = existing === undefined ? [step] : [step, ...(Array.isArray(existing) ? existing : [existing])];
  });
}
