// The two published OpenAPI documents cut from the whole one: the callers' (every /v1 operation but /v1/admin/*,
// at /docs) and the operator's (/v1/admin/*, at /docs/operator), each with its own introduction, tags and only the
// components its operations use. The whole document (app.swagger()) stays what the typed client is generated from.
import { GUIDES } from "./guides.js";

type Json = Record<string, unknown>;

export type Audience = "callers" | "operator";

export function isOperatorPath(path: string): boolean {
  return path.startsWith("/v1/admin/");
}

function guideLink(base: string, name: string, anchor?: string): string {
  return `${base}/docs/guides/${name}${anchor ? `#${anchor}` : ""}`;
}

function guideList(base: string): string {
  return GUIDES.map((g) => `- [${g.title}](${guideLink(base, g.name)}): ${g.summary}.`).join("\n");
}

/** The introduction of each document (Scalar shows its headings in the navigation, and its search finds them). */
function description(audience: Audience, base: string): string {
  const link = (name: string, anchor?: string) => guideLink(base, name, anchor);
  if (audience === "callers") {
    return [
      "Order intake for print-on-demand and fulfillment: create orders, read them and follow them to delivery, manage your products and your webhook endpoints, all with your account's token.",
      "",
      'Every operation but the file downloads is a `POST` with a JSON body. Every response is the envelope `{ "status": "success" | "error", "message", "data" }`; errors carry `data.errors: [{ path, code, message }]` with a stable `code` ([every code](' +
        link("errors") +
        ")).",
      'Changes an order\'s status forbids (update-shipping, cancel-items) answer HTTP 200 with `status: "error"`: read `status` in the body.',
      "",
      "## Guides",
      "",
      guideList(base),
      "",
      "## Sandbox",
      "",
      `A test account's token (\`pod_test_…\`) works on the same operations at the same address: its orders are validated, stored and readable like any, nobody prints or ships them, and the sandbox moves them on with the usual events. See [the sandbox](${link("sandbox")}).`,
      "",
      "## Webhooks: the webhook-signature header",
      "",
      `Events are delivered to your endpoints as signed \`POST\` requests (Standard Webhooks): check the \`webhook-signature\` header against \`webhook-id\`, \`webhook-timestamp\` and the raw body with your endpoint's secret before trusting a delivery, then deduplicate and apply by \`sequence\`. See [Receiving webhooks](${link("receiving-webhooks", "verifying-the-signature")}).`,
    ].join("\n");
  }
  return [
    "The operator's operations, all under `/v1/admin` with the operator token: accounts and their tokens, the catalog and shipping methods, every account's orders, shipments, print files, packing slips and customs declarations, and every account's webhook endpoints.",
    "",
    `The callers' operations (the accounts' tokens) have their own reference at [/docs](${base}/docs/). The operator's guide is \`docs/operator-guide.md\` in the release; the callers' guides are served: ${GUIDES.map((g) => `[${g.title}](${link(g.name)})`).join(", ")}.`,
    "",
    "Every response is the envelope `{ \"status\", \"message\", \"data\" }`; errors carry `data.errors: [{ path, code, message }]` with a stable `code` ([every code](" + link("errors") + ")).",
    "",
    "## Sandbox",
    "",
    `Test accounts' orders (\`pod_test_…\` tokens) are moved on by the sandbox, never by the operator: the order changes answer \`sandbox_order\` for them, and the production views leave them out. What callers see: [the sandbox](${link("sandbox")}).`,
    "",
    "## Webhooks: the webhook-signature header",
    "",
    `Deliveries to any account's endpoint are signed with that endpoint's secret in the \`webhook-signature\` header (Standard Webhooks, with \`webhook-id\` and \`webhook-timestamp\`); \`/v1/admin/webhooks/test\` sends a sample event marked \`"test": true\`. How receivers check it: [Receiving webhooks](${link("receiving-webhooks", "verifying-the-signature")}).`,
  ].join("\n");
}

/** Tag introductions per document, linking to the guides; a tag named here for neither keeps the whole document's. */
function tagDescriptions(audience: Audience, base: string): Record<string, string> {
  const link = (name: string, anchor?: string) => guideLink(base, name, anchor);
  if (audience === "callers") {
    return {
      Orders: `Your orders, from create to delivery (account token). Create is idempotent on \`external_ref\` ([Idempotency](${link("idempotency")})); what happens after: [Order lifecycle](${link("order-lifecycle")}).`,
      Products: `Your products on the operator's blanks (account token): [Products](${link("caller-guide", "products")}).`,
      Inventory: `Your goods the company keeps and counts: levels, each item's ledger, reorder points (account token): [Your stock](${link("caller-guide", "your-stock")}).`,
      Billing: `What your account owes: its balance and every ledger entry (order charges, credits, adjustments, payments), amounts signed (account token): [Billing](${link("caller-guide", "billing")}).`,
      Receiving: `Goods you send in to the company's warehouse, announced box by box, with a label per box; what arrived and what is missing (account token): [Sending goods in](${link("caller-guide", "sending-goods-in")}).`,
      Account: `What the calling token is and may do (account token): [Tokens and scopes](${link("getting-started", "tokens-and-scopes")}).`,
      Sandbox: `Controls for a test account's orders: move one on at once, through the same steps a live order takes (test account token): [The sandbox](${link("sandbox")}).`,
      Stores: `Your shops, each with its name, return address, packing slip, logo and inserts; store tokens (account token): [Stores and store tokens](${link("caller-guide", "stores-and-store-tokens")}).`,
      Webhooks: `Your account's webhook endpoints and their deliveries (account token): [Registering your own webhooks](${link("caller-guide", "registering-your-own-webhooks")}), [Receiving webhooks](${link("receiving-webhooks")}).`,
    };
  }
  return {
    Operator: "Accounts, tokens, catalog, every account's orders, files and packing slips (operator token).",
    Stores: "Every account's stores: their packing slips, return addresses, logos and inserts (operator token).",
    Webhooks: `Every account's webhook endpoints and their deliveries (operator token); what the receiving end does: [Receiving webhooks](${link("receiving-webhooks")}).`,
  };
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** Every "#/components/<section>/<name>" reference reachable from `roots`, following references into components. */
function reachableComponents(roots: unknown[], components: Record<string, Record<string, unknown>>): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const node = queue.pop();
    if (Array.isArray(node)) queue.push(...(node as unknown[]));
    else if (node !== null && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) {
        if (key === "$ref" && typeof value === "string" && value.startsWith("#/components/")) {
          if (seen.has(value)) continue;
          seen.add(value);
          const [, , section, name] = value.split("/");
          queue.push(components[section!]?.[decodeURIComponent(name!).replace(/~1/g, "/").replace(/~0/g, "~")]);
        } else queue.push(value);
      }
    }
  }
  return seen;
}

/**
 * The document for `audience` from the whole one (left unchanged): its operations and webhooks, its introduction
 * and tags, and the components they use (a scheme, schema or shared response no operation of it names is left out).
 * `base` prefixes the links to the guides (PUBLIC_URL, or "" for paths from the root).
 */
export function documentFor(whole: Json, audience: Audience, base = ""): Json {
  const document = structuredClone(whole);
  const paths = (document.paths ?? {}) as Record<string, Json>;
  document.paths = Object.fromEntries(Object.entries(paths).filter(([path]) => isOperatorPath(path) === (audience === "operator")));
  const operations = Object.values(document.paths as Record<string, Json>).flatMap((item) => METHODS.map((m) => item[m] as Json | undefined).filter((o): o is Json => o !== undefined));

  const info = { ...((document.info as Json | undefined) ?? {}) };
  info.title = audience === "callers" ? "pod-orders API" : "pod-orders operator API";
  info.description = description(audience, base);
  document.info = info;

  // Tags named by an operation, or by an event of the webhooks section (when the document has one).
  const events = Object.values((document.webhooks ?? {}) as Record<string, Json>).flatMap((item) => METHODS.map((m) => item[m] as Json | undefined).filter((o): o is Json => o !== undefined));
  const used = new Set([...operations, ...events].flatMap((o) => (o.tags as string[] | undefined) ?? []));
  const texts = tagDescriptions(audience, base);
  document.tags = ((document.tags ?? []) as Json[]).filter((t) => used.has(t.name as string)).map((t) => ({ ...t, ...(texts[t.name as string] ? { description: texts[t.name as string] } : {}) }));

  const components = (document.components ?? {}) as Record<string, Record<string, unknown>>;
  const reachable = reachableComponents([document.paths, document.webhooks], components);
  const schemes = new Set(operations.flatMap((o) => ((o.security as Record<string, unknown>[] | undefined) ?? []).flatMap((s) => Object.keys(s))));
  document.components = Object.fromEntries(
    Object.entries(components)
      .map(([section, entries]): [string, Record<string, unknown>] => [
        section,
        Object.fromEntries(Object.entries(entries).filter(([name]) => (section === "securitySchemes" ? schemes.has(name) : reachable.has(`#/components/${section}/${name}`)))),
      ])
      .filter(([, entries]) => Object.keys(entries).length > 0),
  );
  return document;
}
