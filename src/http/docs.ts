// The API reference: the OpenAPI 3.1 document generated from the route schemas, and an HTML rendering of it at /docs.
import type { FastifyInstance } from "fastify";
import { ERROR_CODES } from "../domain/errors.js";

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  patternProperties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  description?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  const?: unknown;
  default?: unknown;
};

interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function typeName(schema: Schema): string {
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.anyOf) return schema.anyOf.map(typeName).join(" | ");
  if (schema.type === "array") return `array of ${schema.items ? typeName(schema.items) : "any"}`;
  if (schema.patternProperties || (typeof schema.additionalProperties === "object" && !schema.properties)) return "map";
  return Array.isArray(schema.type) ? schema.type.join(" | ") : (schema.type ?? "any");
}

function limits(schema: Schema): string {
  const parts: string[] = [];
  if (schema.minLength !== undefined || schema.maxLength !== undefined) parts.push(`length ${schema.minLength ?? 0}–${schema.maxLength ?? "∞"}`);
  if (schema.minimum !== undefined || schema.maximum !== undefined) parts.push(`${schema.minimum ?? "−∞"}–${schema.maximum ?? "∞"}`);
  if (schema.minItems !== undefined || schema.maxItems !== undefined) parts.push(`${schema.minItems ?? 0}–${schema.maxItems ?? "∞"} entries`);
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  return parts.join("; ");
}

/** One table row per field, nested fields with dotted names. */
function fieldRows(schema: Schema | undefined, prefix = ""): string[] {
  if (!schema) return [];
  const rows: string[] = [];
  const children = (name: string, child: Schema) => {
    const inner = child.type === "array" ? child.items : child;
    if (!inner) return;
    // A map's value schema: patternProperties in our schemas, additionalProperties once @fastify/swagger converted it.
    const mapValue = inner.patternProperties
      ? Object.values(inner.patternProperties)[0]
      : typeof inner.additionalProperties === "object" && !inner.properties
        ? inner.additionalProperties
        : undefined;
    if (mapValue) rows.push(...fieldRows(mapValue, `${name}.<key>.`));
    else if (inner.properties) rows.push(...fieldRows(inner, child.type === "array" ? `${name}[].` : `${name}.`));
  };
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    const required = schema.required?.includes(name) ? "yes" : "no";
    rows.push(
      `<tr><td><code>${escape(prefix + name)}</code></td><td>${escape(typeName(child))}</td><td>${required}</td>` +
        `<td>${escape([child.description, limits(child)].filter(Boolean).join(". "))}</td></tr>`,
    );
    children(prefix + name, child);
  }
  return rows;
}

function table(rows: string[]): string {
  if (rows.length === 0) return "<p>No fields.</p>";
  return `<table><thead><tr><th>Field</th><th>Type</th><th>Required</th><th>Notes</th></tr></thead><tbody>${rows.join("")}</tbody></table>`;
}

export function renderReference(document: { info?: { title?: string; version?: string }; paths?: Record<string, Record<string, OpenApiOperation>> }): string {
  const sections: string[] = [];
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, op] of Object.entries(methods)) {
      const body = op.requestBody?.content?.["application/json"]?.schema;
      const data = op.responses?.["200"]?.content?.["application/json"]?.schema?.properties?.data;
      const id = `${method}-${path}`.replace(/[^a-z0-9]+/gi, "-");
      sections.push(
        `<section id="${id}"><h3><span class="method">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>` +
          `<p><strong>${escape(op.summary ?? "")}</strong> ${escape(op.description ?? "")}</p>` +
          `<h4>Request body</h4>${table(fieldRows(body))}<h4>Success: <code>data</code></h4>${table(fieldRows(data))}</section>`,
      );
    }
  }
  const codes = Object.entries(ERROR_CODES)
    .map(([code, info]) => `<tr><td><code>${code}</code></td><td>${info.http}</td><td>${escape(info.meaning)}</td></tr>`)
    .join("");
  const title = escape(document.info?.title ?? "API");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} reference</title>
<style>body{font-family:system-ui,sans-serif;max-width:1100px;margin:2rem auto;padding:0 1rem;line-height:1.45}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem}td,th{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#f3f3f3}section{border-top:2px solid #ddd;margin-top:1.5rem}.method{background:#225;color:#fff;padding:.1rem .4rem;border-radius:3px;font-size:.85em}</style></head>
<body><h1>${title} <small>${escape(document.info?.version ?? "")}</small></h1>
<p>Every operation is a <code>POST</code> with a JSON body and <code>Authorization: Bearer &lt;token&gt;</code>. Every response is the envelope
<code>{ "status": "success" | "error", "message", "data" }</code>; errors carry <code>data.errors: [{ path, code, message }]</code>.
Machine-readable: <a href="/docs/openapi.json">/docs/openapi.json</a> (OpenAPI 3.1).</p>
<h2>Operations</h2>${sections.join("\n")}
<h2 id="errors">Error codes</h2><table><thead><tr><th>code</th><th>HTTP</th><th>meaning</th></tr></thead><tbody>${codes}</tbody></table>
</body></html>`;
}

export function docsRoutes(app: FastifyInstance): void {
  let html: string | undefined;
  app.get("/docs/openapi.json", { schema: { hide: true } }, () => app.swagger());
  app.get("/docs", { schema: { hide: true } }, async (_request, reply) => {
    html ??= renderReference(app.swagger() as Parameters<typeof renderReference>[0]);
    return reply.type("text/html; charset=utf-8").send(html);
  });
}
