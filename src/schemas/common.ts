// Shared wire schemas: the response envelope, field errors and reusable string shapes.
import { Type, type TSchema, type TUnsafe } from "@sinclair/typebox";

/** A required, non-empty string of at most `max` characters. */
export const Text = (max: number, description?: string) =>
  Type.String({ minLength: 1, maxLength: max, ...(description ? { description } : {}) });

export const Sku = Type.String({ minLength: 1, maxLength: 64, description: "Product identifier: letters, digits, '.', '_', '-'" });

export const Timestamp = Type.String({ description: "RFC 3339 date-time in UTC, e.g. 2026-11-22T10:00:00Z" });

/** A string limited to `values`: a plain JSON Schema enum, so a wrong value gives one clear error. */
export function StringEnum<const T extends readonly string[]>(values: T, options: { description?: string; default?: T[number] } = {}): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: "string", enum: [...values], ...options });
}

export const FieldErrorSchema = Type.Object(
  {
    path: Type.String({ description: "Where the problem is, e.g. items[2].print_areas.front.print_file; empty for the whole request" }),
    code: Type.String({ description: "Stable snake_case code; see the error code list" }),
    message: Type.String(),
    available: Type.Optional(Type.Integer({ minimum: 0, description: "out_of_stock only: the units the line could have had" })),
  },
  { additionalProperties: false },
);

export function envelope<T extends TSchema>(data: T) {
  return Type.Object({
    status: Type.Literal("success"),
    message: Type.String(),
    data,
  });
}

export const ErrorEnvelope = Type.Object(
  {
    status: Type.Literal("error"),
    message: Type.String(),
    data: Type.Object(
      { errors: Type.Array(FieldErrorSchema) },
      { additionalProperties: true, description: "errors, plus order_ref or request_id where the operation names them" },
    ),
  },
);

export const Cursor = Type.String({ maxLength: 200, description: "Opaque cursor from a previous page's next_cursor" });
export const Limit = Type.Integer({ minimum: 1, maximum: 100, description: "Page size, 1–100 (default 50)" });

/**
 * A compile-time check that a wire schema's type `Wire` carries the shape `Domain` the domain's rules read
 * (domain/inputs.ts): the schemas are written to the domain's shapes, never the other way.
 */
export type Fits<Wire extends Domain, Domain> = Wire;
