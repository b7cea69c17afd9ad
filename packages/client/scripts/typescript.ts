// Prints a JSON Schema (as TypeBox and the OpenAPI document give it) as a TypeScript type, with descriptions as doc comments.

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  patternProperties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  description?: string;
  format?: string;
}

/** Resolves `#/components/schemas/Name` references against the document they come from. */
export type RefResolver = (ref: string) => JsonSchema;

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function docComment(text: string | undefined, indent: string): string {
  if (!text) return "";
  const lines = text.replace(/\*\//g, "*\\/").split("\n");
  if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`;
  return `${indent}/**\n${lines.map((line) => `${indent} * ${line}`.trimEnd()).join("\n")}\n${indent} */\n`;
}

function union(members: string[]): string {
  const unique = [...new Set(members)];
  if (unique.includes("unknown")) return "unknown";
  return unique.length === 1 ? unique[0]! : unique.map((m) => (m.includes("\n") ? `(${m})` : m)).join(" | ");
}

function objectType(schema: JsonSchema, depth: number, resolve: RefResolver): string {
  const indent = "  ".repeat(depth + 1);
  const required = new Set(schema.required ?? []);
  const lines: string[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const key = IDENTIFIER.test(name) ? name : JSON.stringify(name);
    const optional = required.has(name) ? "" : "?";
    lines.push(`${docComment(property.description, indent)}${indent}${key}${optional}: ${typeOf(property, depth + 1, resolve)};`);
  }
  const extra = [
    ...Object.values(schema.patternProperties ?? {}),
    ...(typeof schema.additionalProperties === "object" ? [schema.additionalProperties] : []),
  ];
  // An object without declared properties is a map; one with properties is typed by them alone.
  if (extra.length > 0) {
    lines.push(`${indent}[key: string]: ${union(extra.map((s) => typeOf(s, depth + 1, resolve)))};`);
  } else if (lines.length === 0 && schema.additionalProperties !== false) {
    return "Record<string, unknown>";
  }
  if (lines.length === 0) return "Record<string, never>";
  return `{\n${lines.join("\n")}\n${"  ".repeat(depth)}}`;
}

function arrayType(schema: JsonSchema, depth: number, resolve: RefResolver): string {
  const item = schema.items ? typeOf(schema.items, depth, resolve) : "unknown";
  return IDENTIFIER.test(item) || /^"[^"]*"$/.test(item) ? `${item}[]` : `Array<${item}>`;
}

function singleType(type: string, schema: JsonSchema, depth: number, resolve: RefResolver): string {
  switch (type) {
    case "string":
      return "string";
    case "integer":
    case "number":
      return "number";
    case "boolean":
      return "boolean";
    case "null":
      return "null";
    case "array":
      return arrayType(schema, depth, resolve);
    case "object":
      return objectType(schema, depth, resolve);
    default:
      return "unknown";
  }
}

/** The TypeScript type of `schema`, laid out for a property at nesting `depth`. */
export function typeOf(schema: JsonSchema, depth: number, resolve: RefResolver): string {
  if (schema.$ref) return typeOf(resolve(schema.$ref), depth, resolve);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return union(schema.enum.map((value) => JSON.stringify(value)));
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return union(alternatives.map((s) => typeOf(s, depth, resolve)));
  if (schema.allOf) return schema.allOf.map((s) => typeOf(s, depth, resolve)).join(" & ");
  let type: string;
  if (Array.isArray(schema.type)) type = union(schema.type.map((t) => singleType(t, schema, depth, resolve)));
  else if (schema.type) type = singleType(schema.type, schema, depth, resolve);
  else if (schema.properties) type = objectType(schema, depth, resolve);
  else type = "unknown";
  return schema.nullable && type !== "unknown" ? `${type} | null` : type;
}
