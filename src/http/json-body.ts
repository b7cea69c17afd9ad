// The JSON body parser: UTF-8 only, Fastify's own JSON parsing (prototype poisoning refused), nested at most
// MAX_BODY_DEPTH levels, no NUL in any string.
import { isUtf8 } from "node:buffer";
import type { FastifyInstance } from "fastify";
import { Failure, fieldError, type FieldError } from "../domain/errors.js";
import { pathOf } from "./validation.js";
import { MAX_BODY_DEPTH, tooDeepAt } from "./body-depth.js";

/** `\u0000` as an escape in JSON text (any hex case); the raw byte is not valid JSON anyway. */
const NUL_ESCAPE = /\\u0000/i;

/**
 * Where the parsed body holds a NUL character, in a string or in a key: PostgreSQL text cannot store it. Recursive,
 * so it only ever sees bodies the depth check let through.
 */
function nulPaths(value: unknown, pointer: string, found: FieldError[]): void {
  if (typeof value === "string") {
    if (value.includes("\u0000")) found.push(fieldError(pathOf(pointer), "invalid_text", "must not contain the NUL character (\\u0000)"));
    return;
  }
  if (value === null || typeof value !== "object") return;
  for (const [key, child] of Object.entries(value)) {
    const childPointer = `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    if (key.includes("\u0000")) found.push(fieldError(pathOf(childPointer), "invalid_text", "a key must not contain the NUL character (\\u0000)"));
    nulPaths(child, childPointer, found);
  }
}

export function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    const bytes = body as Buffer;
    // JSON must be UTF-8 (RFC 8259): invalid bytes are refused, not decoded to U+FFFD and stored.
    if (!isUtf8(bytes)) return done(Failure.of("malformed_json", "the body is not valid UTF-8; JSON must be sent as UTF-8"), undefined);
    const text = bytes.toString("utf8");
    // Fastify's default parser answers through `done`; its type also admits a parser that returns a promise.
    void parseJson(request, text, (error, parsed) => {
      if (error) return done(error, parsed);
      // Before any step that walks the body: JSON.parse itself does not recurse, but every later walk does.
      const deep = tooDeepAt(parsed);
      if (deep !== undefined) return done(Failure.invalid([fieldError(deep, "body_too_deep", `is nested too deeply: a body may nest objects and arrays at most ${MAX_BODY_DEPTH} levels deep`)]), undefined);
      if (!NUL_ESCAPE.test(text)) return done(null, parsed);
      // Only bodies that spell \u0000 somewhere are walked (an escaped backslash before "u0000" is harmless and passes).
      const found: FieldError[] = [];
      nulPaths(parsed, "", found);
      return found.length > 0 ? done(Failure.invalid(found), undefined) : done(null, parsed);
    });
  });
}
