// JSON kept as text (SQLite and PostgreSQL store it the same way): the one place values become text and back.

declare const json: unique symbol;

/** A text column holding a `T` as JSON. Kysely reads and writes the text; repositories hand out and take the `T`. */
export type Json<T> = string & { readonly [json]?: T };

/** A column's type as repositories hand it out: the value of a JSON column, any other column as it is. */
type ValueOf<C> = C extends Json<infer T> ? (typeof json extends keyof C ? T : C) : C;

/** A row with its JSON columns as values. */
export type Values<R> = { [K in keyof R]: ValueOf<R[K]> };

export function toJson<T>(value: T): Json<T> {
  return JSON.stringify(value);
}

export function toJsonOrNull<T>(value: T | null): Json<T> | null {
  return value === null ? null : toJson(value);
}

export function fromJson<T>(text: Json<T>): T {
  return JSON.parse(text) as T;
}

export function fromJsonOrNull<T>(text: Json<T> | null): T | null {
  return text === null ? null : fromJson(text);
}
