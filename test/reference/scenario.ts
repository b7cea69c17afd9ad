// Records the reference's examples from a real server: every operation called once for success and once for each
// error status reference.ts lists for it, with the fixtures the tests use. The URLs of the fixtures
// (https://<name>.example.com/…) are served by a local host during the run and written back as they were.
import { createServer, type Server } from "node:http";
import type { Socket } from "node:net";
import { expect } from "vitest";
import { BLANKS, PRODUCTS } from "../../src/fixtures/catalog.js";
import * as example from "../../src/fixtures/orders.js";
import type { RecordedExample, RecordedExamples } from "../../src/http/reference.js";
import { createWorkers } from "../../src/workers.js";
import { GERMANY } from "../helpers/fixtures.js";
import { gradientImage } from "../helpers/image-host.js";
import { ADMIN_TOKEN, startTestServer, type TestServer } from "../helpers/server.js";

/** An example host of the fixtures, served locally: images by path, webhooks answered 204. */
async function startExampleHosts(): Promise<{ origin: string; close(): Promise<void> }> {
  const images = new Map<string, Buffer>([
    ["/art/logo.png", await gradientImage(450, 540)],
    ["/art/team.png", await gradientImage(450, 540)],
    ["/art/mug.png", await gradientImage(540, 220)],
    ["/shop/files/front.png", await gradientImage(450, 540)],
    ["/shop/files/front-preview.png", await gradientImage(200, 240)],
    ["/shop/files/back.png", await gradientImage(450, 540)],
    ["/shop/files/preview.png", await gradientImage(200, 240)],
    ["/shop/logo.png", await gradientImage(300, 120)],
  ]);
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      if (req.method === "POST" && req.url?.startsWith("/hooks/")) return res.writeHead(204).end();
      const image = images.get(req.url ?? "");
      if (!image) return res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      res.writeHead(200, { "content-type": "image/png", "content-length": String(image.length) }).end(image);
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  if (typeof address !== "object" || address === null) throw new Error("example host has no address");
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

type Token = "account" | "operator" | "sandbox" | "limited" | "none";

interface Call {
  summary: string;
  status?: number;
  token?: Token;
  body?: unknown;
  /** A GET with these path parameters, put into `path` in place of {name}. */
  params?: Record<string, string>;
  /** A business refusal: HTTP 200 with status "error". */
  refused?: boolean;
}

/** What a file download answers besides its bytes. */
function fileHeaders(headers: Headers): Record<string, string> {
  const names = ["Content-Type", "Content-Length", "Content-Disposition", "ETag", "Cache-Control", "Skipped-Orders"];
  return Object.fromEntries(names.filter((name) => headers.has(name)).map((name) => [name, headers.get(name)!]));
}

const UNKNOWN = {
  order: "ord_01KAZZZZZZZZZZZZZZZZZZZZZZ",
  account: "acc_01KAZZZZZZZZZZZZZZZZZZZZZZ",
  token: "tok_01KAZZZZZZZZZZZZZZZZZZZZZZ",
  webhook: "whk_01KAZZZZZZZZZZZZZZZZZZZZZZ",
  delivery: "dlv_01KAZZZZZZZZZZZZZZZZZZZZZZ",
  shipment: "shp_01KAZZZZZZZZZZZZZZZZZZZZZZ",
  receiving: "rcv_01KAZZZZZZZZZZZZZZZZZZZZZZ",
  store: "sto_01KAZZZZZZZZZZZZZZZZZZZZZZ",
  operator: "op_01KAZZZZZZZZZZZZZZZZZZZZZZ",
  checksum: "0".repeat(64),
};

/** The fixtures' example hosts, served by `origin` during the run: https://art.example.com/x ↔ origin/art/x. */
function toLive(value: unknown, origin: string): unknown {
  return JSON.parse(JSON.stringify(value ?? null).replace(/https:\/\/([a-z]+)\.example\.com\//g, `${origin}/$1/`)) as unknown;
}

function toDocs(value: unknown, origin: string): unknown {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return JSON.parse(JSON.stringify(value).replace(new RegExp(`${escaped}/([a-z]+)/`, "g"), "https://$1.example.com/")) as unknown;
}

/** Runs every operation against a fresh server and returns what each sent and answered. */
export async function recordExamples(): Promise<RecordedExamples> {
  const hosts = await startExampleHosts();
  const server = await startTestServer({ FETCH_ALLOW_HOSTS: "127.0.0.1" });
  const workers = createWorkers(server.database.db, { ...server.config, jobPollMs: 20, jobConcurrency: 4, webhookTimeoutMs: 2_000 }, { warn: () => undefined });
  workers.start();
  try {
    return await walk(server, hosts.origin, () => workers.stop());
  } finally {
    await workers.stop();
    await server.close();
    await hosts.close();
  }
}

async function walk(server: TestServer, origin: string, stopWorkers: () => Promise<void>): Promise<RecordedExamples> {
  const examples: RecordedExamples = {};
  let accountToken = "";
  /** A test account's token (sandbox/advance). */
  let sandboxAccountToken = "";
  /** A token the account made with orders:read and tokens:write only (tokens/create asking for more). */
  let limitedToken = "";
  const tokenOf = (token: Token) =>
    token === "operator" ? ADMIN_TOKEN : token === "account" ? accountToken : token === "sandbox" ? sandboxAccountToken : token === "limited" ? limitedToken : undefined;

  /** Calls `path` as operation `id`, checks the status and records the exchange; returns the response body. */
  async function call(id: string, path: string, spec: Call): Promise<any> { // eslint-disable-line @typescript-eslint/no-explicit-any
    const status = spec.status ?? 200;
    const token = tokenOf(spec.token ?? (path.startsWith("/v1/admin/") ? "operator" : "account"));
    let exchange: RecordedExample;
    if (spec.params) {
      let url = path;
      for (const [name, value] of Object.entries(spec.params)) url = url.replace(`{${name}}`, value);
      const res = await fetch(server.url + url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      const type = res.headers.get("content-type") ?? "";
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(res.status, `${id}: ${bytes.toString().slice(0, 300)}`).toBe(status);
      exchange = type.startsWith("application/json")
        ? { summary: spec.summary, status, params: spec.params, response: toDocs(JSON.parse(bytes.toString()), origin) }
        : {
            summary: spec.summary,
            status,
            params: spec.params,
            headers: fileHeaders(res.headers),
          };
    } else {
      const res = await server.post(path, toLive(spec.body, origin), token);
      expect(res.status, `${id}: ${JSON.stringify(res.body).slice(0, 500)}`).toBe(status);
      if (status === 200 && typeof res.body === "object") expect(res.body.status, `${id}: ${JSON.stringify(res.body).slice(0, 500)}`).toBe(spec.refused ? "error" : "success");
      exchange =
        typeof res.body === "object"
          ? { summary: spec.summary, status, request: spec.body, response: toDocs(res.body, origin) }
          : { summary: spec.summary, status, request: spec.body, headers: fileHeaders(res.headers) };
    }
    (examples[id] ??= []).push(exchange);
    return exchange.response;
  }
  /** A business refusal: HTTP 200 with status "error" and the given code. */
  async function refusal(id: string, path: string, code: string, body: unknown): Promise<void> {
    const response = await call(id, path, { summary: `Refused: ${code}`, body, refused: true });
    expect(response.status, id).toBe("error");
    expect(response.data.errors[0].code, id).toBe(code);
  }
  const silently = async (path: string, body: unknown, token: Token) => {
    const res = await server.post(path, toLive(body, origin), tokenOf(token));
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body.data;
  };

  // Catalog and account, as the operator sets them up.
  await call("adminCatalogCreate", "/v1/admin/catalog/create", { summary: "A print-on-demand blank with two print areas", body: BLANKS[0] });
  for (const blank of BLANKS.slice(1)) await silently("/v1/admin/catalog/create", blank, "operator");
  await call("adminCatalogCreate", "/v1/admin/catalog/create", { summary: "The SKU exists", status: 409, body: BLANKS[0] });
  await call("adminCatalogList", "/v1/admin/catalog/list", { summary: "The first page of blanks", body: { limit: 2 } });
  const account = await call("adminAccountsCreate", "/v1/admin/accounts/create", { summary: "An account selling through connected stores", body: { name: "Acme", connected_stores: true, insert_ids: [42] } });
  const accountId: string = account.data.account_id;
  await call("adminAccountsGet", "/v1/admin/accounts/get", { summary: "One account", body: { account_id: accountId } });
  await call("adminAccountsGet", "/v1/admin/accounts/get", { summary: "Unknown account", status: 404, body: { account_id: UNKNOWN.account } });
  await call("adminAccountsUpdate", "/v1/admin/accounts/update", {
    summary: "Give the account a default packing slip",
    body: { account_id: accountId, packing_slip: { branding_message: "Thanks for shopping with Acme!" } },
  });
  await call("adminAccountsUpdate", "/v1/admin/accounts/update", { summary: "Unknown account", status: 404, body: { account_id: UNKNOWN.account, name: "Acme" } });
  const sandbox = await call("adminAccountsCreate", "/v1/admin/accounts/create", { summary: "A sandbox account: its orders move to shipped by themselves", body: { name: "Acme sandbox", mode: "test", connected_stores: true } });
  await call("adminAccountsList", "/v1/admin/accounts/list", { summary: "The first page of accounts", body: { limit: 10 } });
  const token = await call("adminTokensCreate", "/v1/admin/tokens/create", { summary: "A token for the account", body: { account_id: accountId } });
  accountToken = token.data.token;
  await call("adminTokensCreate", "/v1/admin/tokens/create", { summary: "Unknown account", status: 404, body: { account_id: UNKNOWN.account } });
  const spare = await silently("/v1/admin/tokens/create", { account_id: accountId }, "operator");
  await call("adminTokensRevoke", "/v1/admin/tokens/revoke", { summary: "Revoke a token", body: { token_id: spare.token_id } });
  await call("adminTokensRevoke", "/v1/admin/tokens/revoke", { summary: "Unknown token", status: 404, body: { token_id: UNKNOWN.token } });
  const scoped = await call("adminTokensCreate", "/v1/admin/tokens/create", {
    summary: "A read-only token for a reporting tool, ending with the year",
    body: { account_id: accountId, scopes: ["orders:read", "products:read"], name: "Reporting", expires_at: "2099-12-31T23:59:59Z" },
  });
  await call("adminTokensCreate", "/v1/admin/tokens/create", { summary: "An expiry in the past", status: 400, body: { account_id: accountId, expires_at: "2020-01-01T00:00:00Z" } });
  await call("token", "/v1/token", { summary: "What the calling token is and may do", body: {} });
  /** Only orders:read and products:read: what a 403 insufficient_scope is recorded with. */
  const scopedToken: string = scoped.data.token;
  await call("adminTokensList", "/v1/admin/tokens/list", { summary: "An account's tokens, never the tokens themselves", body: { account_id: accountId } });
  await call("adminTokensList", "/v1/admin/tokens/list", { summary: "Unknown account", status: 404, body: { account_id: UNKNOWN.account } });

  // The account's own tokens, made, listed and revoked with its token.
  const own = await call("tokensCreate", "/v1/tokens/create", {
    summary: "A read-only token for a reporting tool, made by the account",
    body: { scopes: ["orders:read", "products:read"], name: "Reporting", expires_at: "2099-12-31T23:59:59Z" },
  });
  limitedToken = (await silently("/v1/tokens/create", { scopes: ["orders:read", "tokens:write"], name: "Token maker" }, "account")).token;
  await call("tokensCreate", "/v1/tokens/create", { summary: "More scopes than the calling token holds", status: 400, token: "limited", body: { scopes: ["orders:read", "orders:write"] } });
  await call("tokensList", "/v1/tokens/list", { summary: "The account's tokens, never the tokens themselves", body: {} });
  await call("tokensRevoke", "/v1/tokens/revoke", { summary: "Revoke one of the account's tokens", body: { token_id: own.data.token_id } });
  await call("tokensRevoke", "/v1/tokens/revoke", { summary: "Unknown token, or another account's", status: 404, body: { token_id: UNKNOWN.token } });

  await recordStores(call, accountId, () => waitForLogo(server, accountToken));

  // Operators: people with names and their own tokens.
  const operator = await call("adminOperatorsCreate", "/v1/admin/operators/create", { summary: "A new operator", body: { name: "Pat Doe", email: "pat@example.com" } });
  const operatorId: string = operator.data.operator_id;
  await call("adminOperatorsCreate", "/v1/admin/operators/create", { summary: "Another operator has the name", status: 409, body: { name: "pat doe" } });
  const operatorToken = await call("adminOperatorTokensCreate", "/v1/admin/operator-tokens/create", { summary: "A token for Pat", body: { operator_id: operatorId, name: "Pat's laptop" } });
  await call("adminOperatorTokensCreate", "/v1/admin/operator-tokens/create", { summary: "Unknown operator", status: 404, body: { operator_id: UNKNOWN.operator } });
  await call("adminOperatorsUpdate", "/v1/admin/operators/update", { summary: "A new email address", body: { operator_id: operatorId, email: "pat.doe@example.com" } });
  await call("adminOperatorsUpdate", "/v1/admin/operators/update", { summary: "Unknown operator", status: 404, body: { operator_id: UNKNOWN.operator, disabled: true } });
  await call("adminOperatorsUpdate", "/v1/admin/operators/update", { summary: "Nobody disables themselves", status: 409, body: { operator_id: "op_admin", disabled: true } });
  await call("adminOperatorsList", "/v1/admin/operators/list", { summary: "Every operator with their tokens", body: {} });
  await call("adminOperatorTokensRevoke", "/v1/admin/operator-tokens/revoke", { summary: "Revoke Pat's token", body: { token_id: operatorToken.data.token_id } });
  await call("adminOperatorTokensRevoke", "/v1/admin/operator-tokens/revoke", { summary: "Unknown token", status: 404, body: { token_id: UNKNOWN.token } });

  // The merchant's products and orders.
  await call("productsCreate", "/v1/products/create", { summary: "A standard product: the account's logo on the tee's front", body: PRODUCTS[0] });
  await call("productsCreate", "/v1/products/create", { summary: "A custom-text product: name and number printed on the back", body: PRODUCTS[1] });
  for (const product of PRODUCTS.slice(2)) await silently("/v1/products/create", product, "account");
  await call("productsCreate", "/v1/products/create", { summary: "The SKU exists", status: 409, body: PRODUCTS[0] });
  await call("productsGet", "/v1/products/get", { summary: "A product by SKU", body: { sku: PRODUCTS[0]!.sku } });
  await call("productsGet", "/v1/products/get", { summary: "Unknown SKU", status: 404, body: { sku: "NO-SUCH-SKU" } });
  await call("productsList", "/v1/products/list", { summary: "The first page of products", body: { limit: 2 } });
  await call("productsUpdate", "/v1/products/update", { summary: "Rename a product", body: { sku: PRODUCTS[0]!.sku, name: "Logo tee (organic)" } });
  await call("productsUpdate", "/v1/products/update", { summary: "Unknown SKU", status: 404, body: { sku: "NO-SUCH-SKU", name: "Anything" } });
  await silently("/v1/products/create", { sku: "OLD-TEE", name: "Last season's tee", blank_sku: PRODUCTS[0]!.blank_sku, print_areas: PRODUCTS[0]!.print_areas }, "account");
  await call("productsArchive", "/v1/products/archive", { summary: "Archive a product: new orders refuse it", body: { sku: "OLD-TEE" } });
  await call("productsArchive", "/v1/products/archive", { summary: "Unknown SKU", status: 404, body: { sku: "NO-SUCH-SKU" } });
  await call("productsList", "/v1/products/list", { summary: "Archived products too", body: { include_archived: true, limit: 2 } });
  await call("ordersCreate", "/v1/orders/create", { summary: "A line names an archived product", status: 400, body: { ...example.standardOrder("order-1900"), items: [{ sku: "OLD-TEE", quantity: 1 }] } });

  const standard = await call("ordersCreate", "/v1/orders/create", { summary: "Standard lines: a printed product and a fulfillment one", body: example.standardOrder("order-1001") });
  const customText = await call("ordersCreate", "/v1/orders/create", { summary: "A custom-text line", body: example.customTextOrder("order-1002") });
  {
    const refused = example.customTextOrder("order-1902");
    const line = refused.items[0]!;
    await call("ordersCreate", "/v1/orders/create", {
      summary: "Custom text no print font can draw",
      status: 400,
      body: { ...refused, items: [{ ...line, print_areas: { back: { custom_text: [{ field_name: "name", text: "ADA 🦄" }] } } }] },
    });
  }
  const printFiles = await call("ordersCreate", "/v1/orders/create", { summary: "A print-files line: your own art on a blank", body: example.printFileOrder("order-1003") });
  await call("ordersCreate", "/v1/orders/create", {
    summary: "The external_ref exists with another body",
    status: 409,
    body: { ...example.standardOrder("order-1001"), shipping_name: "Charles Babbage" },
  });
  const failing = await silently(
    "/v1/orders/create",
    { ...example.printFileOrder("order-1004"), items: [{ sku: BLANKS[0]!.sku, quantity: 1, print_areas: { front: { print_file: "https://shop.example.com/files/missing.png" } } }] },
    "account",
  );
  const standardRef: string = standard.data.order_ref;
  const textRef: string = customText.data.order_ref;
  const filesRef: string = printFiles.data.order_ref;
  const failingRef: string = failing.order_ref;
  await waitForFiles(server, accountToken, [standardRef, textRef, filesRef], "ready");
  await waitForFiles(server, accountToken, [failingRef], "failed");

  const order = await call("ordersGet", "/v1/orders/get", { summary: "A print-files order with its files ready", body: { order_ref: filesRef } });
  await call("ordersGet", "/v1/orders/get", { summary: "Unknown order", status: 404, body: { external_ref: "order-9999" } });
  await call("ordersList", "/v1/orders/list", { summary: "The newest two orders", body: { limit: 2 } });
  await call("ordersEvents", "/v1/orders/events", { summary: "An order's events", body: { order_ref: filesRef } });
  await call("ordersEvents", "/v1/orders/events", { summary: "Unknown order", status: 404, body: { order_ref: UNKNOWN.order } });
  const newAddress = { shipping_name: "Grace Hopper", shipping_address_1: "2 Compiler Ct", shipping_city: "Arlington", shipping_zip: "22201", shipping_state: "VA", shipping_country: "US" };
  await call("ordersUpdateShipping", "/v1/orders/update-shipping", { summary: "A new address", body: { order_ref: textRef, ...newAddress } });
  await refusal("ordersUpdateShipping", "/v1/orders/update-shipping", "order_not_found", { order_ref: UNKNOWN.order, ...newAddress });
  const teeRef: string = standard.data.items[0].item_ref;
  await call("ordersCancelItems", "/v1/orders/cancel-items", { summary: "Cancel one of two tees", body: { order_ref: standardRef, items: [{ item_ref: teeRef, cancelled_quantity: 1 }] } });
  await refusal("ordersCancelItems", "/v1/orders/cancel-items", "order_not_found", { order_ref: UNKNOWN.order, items: [{ item_ref: teeRef, cancelled_quantity: 1 }] });
  await refusal("ordersCancelItems", "/v1/orders/cancel-items", "item_not_found", { order_ref: standardRef, items: [{ item_ref: "itm_01KAZZZZZZZZZZZZZZZZZZZZZZ", cancelled_quantity: 1 }] });
  await refusal("ordersCancelItems", "/v1/orders/cancel-items", "quantity_exceeds_remaining", { order_ref: standardRef, items: [{ item_ref: teeRef, cancelled_quantity: 5 }] });
  await refusal("ordersCancelItems", "/v1/orders/cancel-items", "quantity_mismatch", { order_ref: standardRef, items: [{ item_ref: teeRef, cancelled_quantity: 1, quantity: 2 }] });

  const checksum: string = order.data.items[0].print_files.front.print_file.checksum;
  await call("files", "/v1/files/{checksum}", { summary: "The front print file of an order", params: { checksum } });
  await call("files", "/v1/files/{checksum}", { summary: "No such file among your orders", status: 404, params: { checksum: UNKNOWN.checksum } });
  await call("adminFiles", "/v1/admin/files/{checksum}", { summary: "Any stored file", params: { checksum } });
  await call("adminFiles", "/v1/admin/files/{checksum}", { summary: "No such file", status: 404, params: { checksum: UNKNOWN.checksum } });
  await call("adminFilesThumbnail", "/v1/admin/files/{checksum}/thumbnail", { summary: "A stored image's thumbnail (WebP, longest side 400 px)", params: { checksum } });
  await call("adminFilesThumbnail", "/v1/admin/files/{checksum}/thumbnail", { summary: "No such file", status: 404, params: { checksum: UNKNOWN.checksum } });
  await call("adminOrdersCounts", "/v1/admin/orders/counts", { summary: "Orders in each status, every account", body: {} });
  await call("adminOrdersEvents", "/v1/admin/orders/events", { summary: "Any order's events, oldest first", body: { order_ref: standardRef, limit: 5 } });
  await call("adminOrdersEvents", "/v1/admin/orders/events", { summary: "Unknown order", status: 404, body: { order_ref: UNKNOWN.order } });
  await call("adminOrdersGet", "/v1/admin/orders/get", { summary: "Any account's order", body: { order_ref: standardRef } });
  await call("adminOrdersGet", "/v1/admin/orders/get", { summary: "Unknown order", status: 404, body: { order_ref: UNKNOWN.order } });
  await call("adminOrdersList", "/v1/admin/orders/list", { summary: "An account's orders on hold", body: { account_id: accountId, status: "on_hold", limit: 10 } });
  await call("adminOrdersList", "/v1/admin/orders/list", { summary: "Searched by a word of the ship-to name, received in November", body: { q: "lovelace", received_after: "2026-11-01T00:00:00Z", received_before: "2026-12-01T00:00:00Z", limit: 2 } });
  await call("adminOrdersList", "/v1/admin/orders/list", { summary: "The orders ready to produce", body: { queue: "ready_to_produce", limit: 2 } });
  await call("adminOrdersList", "/v1/admin/orders/list", { summary: "A date that is not RFC 3339", status: 400, body: { received_after: "2026-11-01" } });
  await call("adminOrdersExport", "/v1/admin/orders/export", { summary: "An account's orders as CSV, a row per line", body: { account_id: accountId } });
  await call("adminOrdersExport", "/v1/admin/orders/export", { summary: "A date that is not RFC 3339", status: 400, body: { received_before: "tomorrow" } });
  await call("adminOrdersNotesAdd", "/v1/admin/orders/notes/add", { summary: "A note for the other operators", body: { order_ref: standardRef, text: "Customer asked to ship with the next batch" } });
  await call("adminOrdersNotesAdd", "/v1/admin/orders/notes/add", { summary: "Unknown order", status: 404, body: { order_ref: UNKNOWN.order, text: "Hello" } });

  // Webhooks: an endpoint that receives what follows.
  const webhook = await call("adminWebhooksCreate", "/v1/admin/webhooks/create", { summary: "An endpoint for every event type", body: { account_id: accountId, url: "https://hooks.example.com/pod-orders" } });
  const webhookId: string = webhook.data.webhook_id;
  await call("adminWebhooksCreate", "/v1/admin/webhooks/create", { summary: "Unknown account", status: 404, body: { account_id: UNKNOWN.account, url: "https://hooks.example.com/pod-orders" } });
  await call("adminWebhooksGet", "/v1/admin/webhooks/get", { summary: "One endpoint", body: { webhook_id: webhookId } });
  await call("adminWebhooksGet", "/v1/admin/webhooks/get", { summary: "Unknown endpoint", status: 404, body: { webhook_id: UNKNOWN.webhook } });
  await call("adminWebhooksList", "/v1/admin/webhooks/list", { summary: "An account's endpoints", body: { account_id: accountId } });
  await call("adminWebhooksUpdate", "/v1/admin/webhooks/update", { summary: "Only status changes and shipments", body: { webhook_id: webhookId, events: ["order.status_changed", "shipment.created"] } });
  await call("adminWebhooksUpdate", "/v1/admin/webhooks/update", { summary: "Unknown endpoint", status: 404, body: { webhook_id: UNKNOWN.webhook, enabled: true } });
  await call("adminWebhooksRotateSecret", "/v1/admin/webhooks/rotate-secret", { summary: "A new secret; the old one signs too for an hour", body: { webhook_id: webhookId, previous_secret_ttl_seconds: 3600 } });
  await call("adminWebhooksRotateSecret", "/v1/admin/webhooks/rotate-secret", { summary: "Unknown endpoint", status: 404, body: { webhook_id: UNKNOWN.webhook } });
  await call("adminWebhooksTest", "/v1/admin/webhooks/test", { summary: "A signed sample shipment.created, marked test: true", body: { webhook_id: webhookId, type: "shipment.created" } });
  await call("adminWebhooksTest", "/v1/admin/webhooks/test", { summary: "Unknown endpoint", status: 404, body: { webhook_id: UNKNOWN.webhook, type: "shipment.created" } });

  // Production: the operator's side.
  await call("adminOrdersTransition", "/v1/admin/orders/transition", { summary: "Into production, the files being ready", body: { order_ref: standardRef, status: "in_production" } });
  await refusal("adminOrdersTransition", "/v1/admin/orders/transition", "order_not_found", { order_ref: UNKNOWN.order, status: "in_production" });
  await refusal("adminOrdersTransition", "/v1/admin/orders/transition", "invalid_transition", { order_ref: textRef, status: "shipped" });
  await refusal("adminOrdersTransition", "/v1/admin/orders/transition", "files_not_ready", { order_ref: failingRef, status: "in_production" });
  await refusal("adminOrdersRetryFiles", "/v1/admin/orders/retry-files", "order_changed", { order_ref: failingRef, expected_sequence: 0 });
  await call("adminOrdersRetryFiles", "/v1/admin/orders/retry-files", { summary: "Fetch the failed files again", body: { order_ref: failingRef } });
  await refusal("adminOrdersRetryFiles", "/v1/admin/orders/retry-files", "order_not_found", { order_ref: UNKNOWN.order });
  await refusal("adminOrdersRetryFiles", "/v1/admin/orders/retry-files", "no_failed_files", { order_ref: filesRef });
  // A page that read the order before its print files were checked (sequence 0) holds it: a colleague's change is not undone.
  await refusal("adminOrdersTransition", "/v1/admin/orders/transition", "order_changed", { order_ref: filesRef, status: "on_hold", reason: "fraud check", expected_sequence: 0 });
  const shipped = await call("adminOrdersShip", "/v1/admin/orders/ship", {
    summary: "Ship the notebook first",
    body: { order_ref: standardRef, carrier: "UPS", tracking_number: "1Z999AA10123456784", items: [{ item_ref: standard.data.items[1].item_ref, quantity: 1 }] },
  });
  const shipmentRef: string = shipped.data.shipment_ref;
  await refusal("adminOrdersShip", "/v1/admin/orders/ship", "order_changed", { order_ref: standardRef, carrier: "UPS", tracking_number: "1Z999AA10123456785", expected_sequence: 2 });
  await refusal("adminOrdersShip", "/v1/admin/orders/ship", "order_not_found", { order_ref: UNKNOWN.order, carrier: "UPS", tracking_number: "1Z999AA10123456785" });
  await refusal("adminOrdersShip", "/v1/admin/orders/ship", "status_forbids_change", { order_ref: filesRef, carrier: "UPS", tracking_number: "1Z999AA10123456785" });
  await refusal("adminOrdersShip", "/v1/admin/orders/ship", "item_not_found", {
    order_ref: standardRef,
    carrier: "UPS",
    tracking_number: "1Z999AA10123456785",
    items: [{ item_ref: "itm_01KAZZZZZZZZZZZZZZZZZZZZZZ", quantity: 1 }],
  });
  await refusal("adminOrdersShip", "/v1/admin/orders/ship", "quantity_exceeds_remaining", { order_ref: standardRef, carrier: "UPS", tracking_number: "1Z999AA10123456785", items: [{ item_ref: teeRef, quantity: 2 }] });
  await refusal("adminOrdersShip", "/v1/admin/orders/ship", "quantity_exceeds_shipped", {
    order_ref: standardRef,
    carrier: "UPS",
    tracking_number: "1Z999AA10123456785",
    reshipment: true,
    items: [{ item_ref: standard.data.items[1].item_ref, quantity: 2 }],
  });
  // The account is not priced yet: its order has no shipping price to charge a reshipment (docs/operator-guide.md#billing).
  await refusal("adminOrdersShip", "/v1/admin/orders/ship", "order_not_priced", { order_ref: standardRef, carrier: "UPS", tracking_number: "1Z999AA10123456785", reshipment: true, billable: true });
  await refusal("ordersUpdateShipping", "/v1/orders/update-shipping", "status_forbids_change", { order_ref: standardRef, ...newAddress });
  await refusal("ordersCancelItems", "/v1/orders/cancel-items", "status_forbids_change", { order_ref: standardRef, items: [{ item_ref: teeRef, cancelled_quantity: 1 }] });
  await call("adminShipmentsUpdate", "/v1/admin/shipments/update", { summary: "The parcel is on its way", body: { shipment_ref: shipmentRef, status: "in_transit", occurred_at: "2026-11-23T08:00:00Z" } });
  await call("adminShipmentsUpdate", "/v1/admin/shipments/update", { summary: "Unknown shipment", status: 404, body: { shipment_ref: UNKNOWN.shipment, status: "delivered" } });
  await call("ordersTracking", "/v1/orders/tracking", { summary: "One order's status and shipments", body: { order_ref: standardRef } });
  await call("ordersTracking", "/v1/orders/tracking", { summary: "Shipments recorded after a time, for polling", body: { updated_after: "2026-11-22T00:00:00Z", limit: 50 } });
  await call("ordersTracking", "/v1/orders/tracking", { summary: "Unknown order", status: 404, body: { external_ref: "order-9999" } });

  // Packing slips: the custom-text order cancelled whole has nothing left to ship.
  await silently("/v1/orders/cancel-items", { order_ref: textRef, items: [{ item_ref: customText.data.items[0].item_ref, cancelled_quantity: 1 }] }, "account");
  await call("adminOrdersPackingSlip", "/v1/admin/orders/{order_ref}/packing-slip", { summary: "One order's packing slip", params: { order_ref: filesRef } });
  await call("adminOrdersPackingSlip", "/v1/admin/orders/{order_ref}/packing-slip", { summary: "Unknown order", status: 404, params: { order_ref: UNKNOWN.order } });
  await call("adminOrdersPackingSlip", "/v1/admin/orders/{order_ref}/packing-slip", { summary: "Nothing left to ship", status: 409, params: { order_ref: textRef } });
  await call("adminPackingSlips", "/v1/admin/packing-slips", { summary: "Two orders' slips in one PDF", body: { order_refs: [filesRef, standardRef] } });
  await call("adminShipmentsPackingSlip", "/v1/admin/shipments/{shipment_ref}/packing-slip", { summary: "One parcel's packing slip", params: { shipment_ref: shipmentRef } });
  await call("adminShipmentsPackingSlip", "/v1/admin/shipments/{shipment_ref}/packing-slip", { summary: "Unknown shipment", status: 404, params: { shipment_ref: UNKNOWN.shipment } });
  await call("adminPackingSlips", "/v1/admin/packing-slips", { summary: "An unknown order in the batch", status: 404, body: { order_refs: [filesRef, UNKNOWN.order] } });
  await call("adminPackingSlips", "/v1/admin/packing-slips", { summary: "An order with nothing left to ship", status: 409, body: { order_refs: [textRef] } });
  await call("adminPackingSlips", "/v1/admin/packing-slips", {
    summary: "The orders a filter selects, leaving out those with nothing to ship (Skipped-Orders)",
    body: { filter: { account_id: accountId }, skip_unprintable: true },
  });
  await call("adminPackingSlips", "/v1/admin/packing-slips", { summary: "Both order_refs and filter", status: 400, body: { order_refs: [filesRef], filter: { status: "in_production" } } });

  // Bulk work: a hold of named orders (one refused), and shipments from a CSV with a row refused.
  await call("adminOrdersBulk", "/v1/admin/orders/bulk", {
    summary: "Hold named orders; each answers on its own",
    body: { action: "transition", status: "on_hold", reason: "address check", order_refs: [filesRef, textRef] },
  });
  await call("adminOrdersBulk", "/v1/admin/orders/bulk", { summary: "A transition without its status", status: 400, body: { action: "transition", filter: { status: "received" } } });
  await silently("/v1/admin/orders/transition", { order_ref: filesRef, status: "in_production", force: true, reason: "address confirmed" }, "operator");
  await call("adminShipmentsImport", "/v1/admin/shipments/import", {
    summary: "Check a carrier's CSV first (dry run)",
    body: { csv: `order_ref,carrier,tracking_number,tracking_url\n${filesRef},UPS,1Z999AA10123456786,https://www.ups.com/track?tracknum=1Z999AA10123456786\n${textRef},UPS,1Z999AA10123456787,\n`, dry_run: true },
  });
  await call("adminShipmentsImport", "/v1/admin/shipments/import", { summary: "Not CSV: a quote is not closed", status: 400, body: { csv: `order_ref,carrier,tracking_number\n"${filesRef},UPS,1Z999AA10123456786\n` } });
  await call("adminShipmentsImport", "/v1/admin/shipments/import", { summary: "The header lacks tracking_number", status: 400, body: { csv: `order_ref,carrier\n${filesRef},UPS\n` } });

  // A sandbox account's order: the sandbox moves it, an operator cannot.
  const sandboxToken = await silently("/v1/admin/tokens/create", { account_id: sandbox.data.account_id }, "operator");
  const sandboxOrder = await server.post("/v1/orders/create", toLive(example.printFileOrder("order-2001"), origin), sandboxToken.token);
  expect(sandboxOrder.status, JSON.stringify(sandboxOrder.body)).toBe(200);
  const sandboxRef: string = sandboxOrder.body.data.order_ref;
  await refusal("adminOrdersTransition", "/v1/admin/orders/transition", "sandbox_order", { order_ref: sandboxRef, status: "in_production", force: true, reason: "rush" });
  await refusal("adminOrdersShip", "/v1/admin/orders/ship", "sandbox_order", { order_ref: sandboxRef, carrier: "UPS", tracking_number: "1Z999AA10123456785" });
  // The merchant moves a test order on itself: an account that leaves its orders where they are until then.
  const manual = await silently("/v1/admin/accounts/create", { name: "Acme sandbox (manual)", mode: "test", connected_stores: true, sandbox_auto_advance: false }, "operator");
  sandboxAccountToken = (await silently("/v1/admin/tokens/create", { account_id: manual.account_id }, "operator")).token;
  const manualRef: string = (await silently("/v1/orders/create", example.printFileOrder("order-2002"), "sandbox")).order_ref;
  await waitForFiles(server, sandboxAccountToken, [manualRef], "ready");
  await call("sandboxAdvance", "/v1/sandbox/advance", { summary: "Deliver a test order now: in production, shipped, in transit, delivered", token: "sandbox", body: { order_ref: manualRef, to: "delivered" } });
  const impossible = await call("sandboxAdvance", "/v1/sandbox/advance", { summary: "Refused: invalid_transition", token: "sandbox", refused: true, body: { order_ref: manualRef, to: "on_hold" } });
  expect(impossible.data.errors[0].code).toBe("invalid_transition");
  const waiting = await silently(
    "/v1/orders/create",
    { ...example.printFileOrder("order-2003"), items: [{ sku: BLANKS[0]!.sku, quantity: 1, print_areas: { front: { print_file: "https://shop.example.com/files/missing.png" } } }] },
    "sandbox",
  );
  await waitForFiles(server, sandboxAccountToken, [waiting.order_ref], "failed");
  const unready = await call("sandboxAdvance", "/v1/sandbox/advance", { summary: "Refused: files_not_ready", token: "sandbox", refused: true, body: { order_ref: waiting.order_ref, to: "shipped" } });
  expect(unready.data.errors[0].code).toBe("files_not_ready");
  await call("sandboxAdvance", "/v1/sandbox/advance", { summary: "A live account's token", status: 403, body: { order_ref: standardRef, to: "shipped" } });
  await call("sandboxAdvance", "/v1/sandbox/advance", { summary: "Unknown order, or another account's", status: 404, token: "sandbox", body: { order_ref: UNKNOWN.order, to: "shipped" } });

  // Deliveries, once the endpoint has had the events above; the worker stopped, a redelivery stays pending.
  await waitForDeliveries(server, webhookId);
  await stopWorkers();
  const deliveries = await call("adminWebhooksDeliveries", "/v1/admin/webhooks/deliveries", { summary: "The newest delivery with its attempts", body: { webhook_id: webhookId, limit: 1 } });
  await call("adminWebhooksDeliveries", "/v1/admin/webhooks/deliveries", { summary: "Unknown endpoint", status: 404, body: { webhook_id: UNKNOWN.webhook } });
  await call("adminOrdersDeliveries", "/v1/admin/orders/deliveries", { summary: "The newest delivery of an order's events, with its attempts", body: { order_ref: textRef, limit: 1 } });
  await call("adminOrdersDeliveries", "/v1/admin/orders/deliveries", { summary: "Unknown order", status: 404, body: { order_ref: UNKNOWN.order } });
  const deliveryId: string = deliveries.data.deliveries[0].delivery_id;
  await call("adminWebhooksRedeliver", "/v1/admin/webhooks/redeliver", { summary: "Send one delivery again", body: { webhook_id: webhookId, delivery_id: deliveryId } });
  await call("adminWebhooksRedeliver", "/v1/admin/webhooks/redeliver", { summary: "The delivery is still queued", status: 409, body: { webhook_id: webhookId, delivery_id: deliveryId } });
  await call("adminWebhooksRedeliver", "/v1/admin/webhooks/redeliver", { summary: "Unknown delivery", status: 404, body: { webhook_id: webhookId, delivery_id: UNKNOWN.delivery } });
  await silently("/v1/admin/webhooks/update", { webhook_id: webhookId, enabled: false }, "operator");
  await call("adminWebhooksRedeliver", "/v1/admin/webhooks/redeliver", { summary: "The endpoint is disabled", status: 409, body: { webhook_id: webhookId, failed_since: "2026-11-22T00:00:00Z" } });
  await recordMerchantWebhooks(call, silently, accountId);

  await recordMoney(call, refusal, silently, accountId);
  await recordCustoms(call, silently, accountId, standardRef);
  await recordStock(call, refusal, silently, accountId);
  await recordReceiving(call, silently);
  await recordReturns(call, silently);
  await recordCommon(server, examples, { accountToken, scopedToken }, origin);
  return examples;
}

type Caller = (id: string, path: string, spec: Call) => Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Silent = (path: string, body: unknown, token: Token) => Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** An account's stores (docs/caller-guide.md#stores-and-store-tokens), the merchant's and the operator's, and a store token. */
async function recordStores(call: Caller, accountId: string, logoChecked: () => Promise<void>): Promise<void> {
  const shop = await call("storesCreate", "/v1/stores/create", {
    summary: "A second shop with its own slip and logo",
    body: { name: "Cat Shirts", url: "https://cat-shirts.example.com", packing_slip: { branding_message: "Thank you for shopping at Cat Shirts!", logo_url: "https://shop.example.com/logo.png" } },
  });
  const storeId: string = shop.data.store_id;
  await call("storesCreate", "/v1/stores/create", { summary: "A logo URL that is not an absolute http(s) URL", status: 400, body: { name: "Dog Shirts", packing_slip: { logo_url: "logo.png" } } });
  // The create answered pending; the reads below show the logo as its job left it.
  await logoChecked();
  const listed = await call("storesList", "/v1/stores/list", { summary: "Your stores, the default one first", body: {} });
  const defaultId: string = (listed.data.stores as { store_id: string; default: boolean }[]).find((s) => s.default)!.store_id;
  await call("storesGet", "/v1/stores/get", { summary: "One of your stores", body: { store_id: storeId } });
  await call("storesGet", "/v1/stores/get", { summary: "Unknown store, or another account's", status: 404, body: { store_id: UNKNOWN.store } });
  await call("storesUpdate", "/v1/stores/update", { summary: "A contact line on the slip", body: { store_id: storeId, packing_slip: { branding_message: "Thank you for shopping at Cat Shirts!", contact_message: "help@cat-shirts.example.com", logo_url: "https://shop.example.com/logo.png" } } });
  await call("storesUpdate", "/v1/stores/update", { summary: "A URL that is not an absolute http(s) URL", status: 400, body: { store_id: storeId, url: "cat-shirts" } });
  await call("storesUpdate", "/v1/stores/update", { summary: "Unknown store, or another account's", status: 404, body: { store_id: UNKNOWN.store, name: "Cats" } });
  await call("tokensCreate", "/v1/tokens/create", { summary: "A token of one store, for its storefront", body: { name: "Cat Shirts storefront", store_id: storeId } });
  await call("tokensCreate", "/v1/tokens/create", { summary: "Unknown store, or another account's", status: 400, body: { store_id: UNKNOWN.store } });
  await call("adminTokensCreate", "/v1/admin/tokens/create", { summary: "Unknown store, or another account's", status: 400, body: { account_id: accountId, store_id: UNKNOWN.store } });

  const other = await call("adminStoresCreate", "/v1/admin/stores/create", { summary: "A store for the account", body: { account_id: accountId, name: "Dog Shirts" } });
  const otherId: string = other.data.store_id;
  await call("adminStoresCreate", "/v1/admin/stores/create", { summary: "Unknown account", status: 404, body: { account_id: UNKNOWN.account, name: "Dog Shirts" } });
  await call("adminStoresCreate", "/v1/admin/stores/create", { summary: "A URL that is not an absolute http(s) URL", status: 400, body: { account_id: accountId, name: "Dog Shirts", url: "dogs" } });
  await call("adminStoresList", "/v1/admin/stores/list", { summary: "An account's open stores", body: { account_id: accountId, archived: false } });
  await call("adminStoresGet", "/v1/admin/stores/get", { summary: "One store", body: { account_id: accountId, store_id: otherId } });
  await call("adminStoresGet", "/v1/admin/stores/get", { summary: "Unknown store, or another account's", status: 404, body: { account_id: accountId, store_id: UNKNOWN.store } });
  await call("adminStoresUpdate", "/v1/admin/stores/update", { summary: "Its own return address", body: { account_id: accountId, store_id: otherId, return_address: { name: "Dog Shirts Returns", address_1: "1 Main St", city: "Austin", state: "TX", zip: "78701", country: "US" } } });
  await call("adminStoresUpdate", "/v1/admin/stores/update", { summary: "A URL that is not an absolute http(s) URL", status: 400, body: { account_id: accountId, store_id: otherId, url: "dogs" } });
  await call("adminStoresUpdate", "/v1/admin/stores/update", { summary: "Unknown store, or another account's", status: 404, body: { account_id: accountId, store_id: UNKNOWN.store, name: "Dogs" } });
  await call("adminStoresSampleSlip", "/v1/admin/stores/sample-slip", { summary: "The slip an order made in the store now would get (PDF)", body: { account_id: accountId, store_id: otherId } });
  await call("adminStoresSampleSlip", "/v1/admin/stores/sample-slip", { summary: "Unknown store, or another account's", status: 404, body: { account_id: accountId, store_id: UNKNOWN.store } });
  await call("adminStoresArchive", "/v1/admin/stores/archive", { summary: "Archive a store", body: { account_id: accountId, store_id: otherId } });
  await call("adminStoresArchive", "/v1/admin/stores/archive", { summary: "The default store", status: 400, body: { account_id: accountId, store_id: defaultId } });
  await call("adminStoresArchive", "/v1/admin/stores/archive", { summary: "Unknown store, or another account's", status: 404, body: { account_id: accountId, store_id: UNKNOWN.store } });
  await call("storesArchive", "/v1/stores/archive", { summary: "Archive one of your stores", body: { store_id: storeId } });
  await call("storesArchive", "/v1/stores/archive", { summary: "The default store", status: 400, body: { store_id: defaultId } });
  await call("storesArchive", "/v1/stores/archive", { summary: "Unknown store, or another account's", status: 404, body: { store_id: UNKNOWN.store } });
}

/** An account's own endpoints (docs/caller-guide.md#registering-your-own-webhooks), the workers stopped so that a redelivery stays queued; then the limit. */
async function recordMerchantWebhooks(call: Caller, silently: Silent, accountId: string): Promise<void> {
  const own = await call("webhooksCreate", "/v1/webhooks/create", { summary: "Your own endpoint for shipments", body: { url: "https://hooks.example.com/merchant", events: ["shipment.created"] } });
  const webhookId: string = own.data.webhook_id;
  await call("webhooksGet", "/v1/webhooks/get", { summary: "One of your endpoints", body: { webhook_id: webhookId } });
  await call("webhooksGet", "/v1/webhooks/get", { summary: "Unknown endpoint, or another account's", status: 404, body: { webhook_id: UNKNOWN.webhook } });
  await call("webhooksList", "/v1/webhooks/list", { summary: "Your endpoints, whoever registered them", body: { limit: 10 } });
  await call("webhooksUpdate", "/v1/webhooks/update", { summary: "Shipments and their progress", body: { webhook_id: webhookId, events: ["shipment.created", "shipment.status_changed"] } });
  await call("webhooksUpdate", "/v1/webhooks/update", { summary: "Unknown endpoint, or another account's", status: 404, body: { webhook_id: UNKNOWN.webhook, enabled: true } });
  await call("webhooksRotateSecret", "/v1/webhooks/rotate-secret", { summary: "A new secret; the old one signs too for a day", body: { webhook_id: webhookId } });
  await call("webhooksRotateSecret", "/v1/webhooks/rotate-secret", { summary: "Unknown endpoint, or another account's", status: 404, body: { webhook_id: UNKNOWN.webhook } });
  const tested = await call("webhooksTest", "/v1/webhooks/test", { summary: "A signed sample shipment.created, marked test: true", body: { webhook_id: webhookId, type: "shipment.created" } });
  await call("webhooksTest", "/v1/webhooks/test", { summary: "Unknown endpoint, or another account's", status: 404, body: { webhook_id: UNKNOWN.webhook, type: "shipment.created" } });
  await call("webhooksDeliveries", "/v1/webhooks/deliveries", { summary: "The endpoint's deliveries with their attempts", body: { webhook_id: webhookId, limit: 1 } });
  await call("webhooksDeliveries", "/v1/webhooks/deliveries", { summary: "Unknown endpoint, or another account's", status: 404, body: { webhook_id: UNKNOWN.webhook } });
  const deliveryId: string = tested.data.delivery_id;
  await call("webhooksRedeliver", "/v1/webhooks/redeliver", { summary: "Send one delivery again", body: { webhook_id: webhookId, delivery_id: deliveryId } });
  await call("webhooksRedeliver", "/v1/webhooks/redeliver", { summary: "The delivery is still queued", status: 409, body: { webhook_id: webhookId, delivery_id: deliveryId } });
  await call("webhooksRedeliver", "/v1/webhooks/redeliver", { summary: "Unknown delivery", status: 404, body: { webhook_id: webhookId, delivery_id: UNKNOWN.delivery } });
  await call("webhooksRedeliver", "/v1/webhooks/redeliver", { summary: "Unknown endpoint, or another account's", status: 404, body: { webhook_id: UNKNOWN.webhook, delivery_id: deliveryId } });
  await silently("/v1/webhooks/update", { webhook_id: webhookId, enabled: false }, "account");
  await call("webhooksRedeliver", "/v1/webhooks/redeliver", { summary: "The endpoint is disabled", status: 409, body: { webhook_id: webhookId, failed_since: "2026-11-22T00:00:00Z" } });
  await call("webhooksDelete", "/v1/webhooks/delete", { summary: "Delete an endpoint with its delivery log", body: { webhook_id: webhookId } });
  await call("webhooksDelete", "/v1/webhooks/delete", { summary: "Unknown endpoint, or another account's", status: 404, body: { webhook_id: webhookId } });
  const spare = await silently("/v1/admin/webhooks/create", { account_id: accountId, url: "https://hooks.example.com/spare" }, "operator");
  await call("adminWebhooksDelete", "/v1/admin/webhooks/delete", { summary: "Delete an endpoint with its delivery log", body: { webhook_id: spare.webhook_id } });
  await call("adminWebhooksDelete", "/v1/admin/webhooks/delete", { summary: "Unknown endpoint", status: 404, body: { webhook_id: spare.webhook_id } });
  // The limit: fill the account up to 10 endpoints, then one more is refused on both surfaces.
  const registered: number = (await silently("/v1/webhooks/list", { limit: 100 }, "account")).webhooks.length;
  for (let i = registered; i < 10; i++) await silently("/v1/webhooks/create", { url: `https://hooks.example.com/filler-${i}`, events: ["order.on_hold"] }, "account");
  await call("webhooksCreate", "/v1/webhooks/create", { summary: "The account has 10 endpoints already", status: 409, body: { url: "https://hooks.example.com/eleventh" } });
  await call("adminWebhooksCreate", "/v1/admin/webhooks/create", { summary: "The account has 10 endpoints already", status: 409, body: { account_id: accountId, url: "https://hooks.example.com/eleventh" } });
}

/** Money (docs/caller-guide.md#money-prices-shipping-methods-quotes, docs/operator-guide.md#money-prices-shipping-methods-ship-by): blank prices, shipping methods, a priced account's methods, quote and order; then unpriced again. */
async function recordMoney(call: Caller, refusal: (id: string, path: string, code: string, body: unknown) => Promise<void>, silently: Silent, accountId: string): Promise<void> {
  const [tee, mug, notebook] = BLANKS.map((b) => b.sku);
  await call("adminCatalogUpdate", "/v1/admin/catalog/update", {
    summary: "Prices in two currencies and three production days",
    body: { sku: tee, prices: { USD: 1250, EUR: 1150 }, extra_area_prices: { USD: 400, EUR: 350 }, production_days: 3 },
  });
  await silently("/v1/admin/catalog/update", { sku: mug, prices: { USD: 899, EUR: 799 } }, "operator");
  await silently("/v1/admin/catalog/update", { sku: notebook, prices: { USD: 650, EUR: 600 }, production_days: 1 }, "operator");
  await call("adminCatalogUpdate", "/v1/admin/catalog/update", { summary: "Unknown blank", status: 404, body: { sku: "NO-SUCH-BLANK", production_days: 1 } });
  const zones = [
    { countries: ["US"], prices: { USD: { first_item: 499, additional_item: 150 } }, days_min: 3, days_max: 5 },
    { countries: ["*"], prices: { USD: { first_item: 1499, additional_item: 400 }, EUR: { first_item: 1299, additional_item: 350 } }, days_min: 6, days_max: 12 },
  ];
  await call("adminShippingMethodsCreate", "/v1/admin/shipping-methods/create", { summary: "Standard: a US zone and one for everywhere else", body: { code: "STANDARD", name: "Standard", carrier: "USPS", zones } });
  await silently(
    "/v1/admin/shipping-methods/create",
    { code: "EXPRESS", name: "Express", carrier: "UPS", zones: [{ countries: ["US", "CA"], prices: { USD: { first_item: 1599, additional_item: 300 } }, days_min: 1, days_max: 2 }] },
    "operator",
  );
  await call("adminShippingMethodsCreate", "/v1/admin/shipping-methods/create", {
    summary: "Every problem of the zones at once: an unknown currency, days reversed, a second * zone",
    status: 400,
    body: {
      code: "BROKEN",
      name: "Broken",
      zones: [
        { countries: ["*"], prices: { XYZ: { first_item: 100, additional_item: 50 } }, days_min: 5, days_max: 2 },
        { countries: ["*"], prices: { USD: { first_item: 100, additional_item: 50 } }, days_min: 1, days_max: 2 },
      ],
    },
  });
  await call("adminShippingMethodsCreate", "/v1/admin/shipping-methods/create", { summary: "A code already used", status: 400, body: { code: "STANDARD", name: "Standard again", zones } });
  await call("adminShippingMethodsUpdate", "/v1/admin/shipping-methods/update", { summary: "Rename a method", body: { code: "STANDARD", name: "Standard ground" } });
  await call("adminShippingMethodsUpdate", "/v1/admin/shipping-methods/update", { summary: "Unknown method", status: 404, body: { code: "NO_SUCH_METHOD", enabled: false } });
  await call("adminShippingMethodsList", "/v1/admin/shipping-methods/list", { summary: "Every shipping method", body: {} });
  await call("adminTaxRatesSet", "/v1/admin/tax-rates/set", { summary: "Germany's VAT: 19 %", body: { country: "DE", rate_bp: 1900, name: "MwSt." } });
  await call("adminTaxRatesSet", "/v1/admin/tax-rates/set", { summary: "Not a country code", status: 400, body: { country: "Germany", rate_bp: 1900, name: "MwSt." } });
  await call("adminTaxRatesList", "/v1/admin/tax-rates/list", { summary: "Every country's rate", body: {} });
  await call("adminAccountsUpdate", "/v1/admin/accounts/update", { summary: "A German VAT id whose check digit is wrong", status: 400, body: { account_id: accountId, billing_country: "DE", vat_id: "DE136695977" } });
  await call("adminAccountsUpdate", "/v1/admin/accounts/update", { summary: "Billed in Germany: orders pay its rate", body: { account_id: accountId, billing_country: "DE" } });
  await silently("/v1/admin/accounts/update", { account_id: accountId, currency: "USD", default_shipping_method: "STANDARD" }, "operator");
  await call("shippingMethods", "/v1/shipping/methods", { summary: "The methods serving the US, cheapest first", body: { shipping_country: "US" } });
  const { external_ref: _ref, created_at: _at, ...quoted } = example.standardOrder("order-3001");
  await call("ordersQuote", "/v1/orders/quote", { summary: "Every method that serves the order, and the one create would choose", body: quoted });
  await call("ordersCreate", "/v1/orders/create", { summary: "A priced order with a named shipping method", body: { ...example.standardOrder("order-3001"), shipping_method: "EXPRESS" } });
  // A draft (docs/caller-guide.md#drafts): priced and its files made now, confirmed later by the prices of that day.
  const drafted = await call("ordersCreate", "/v1/orders/create", { summary: "A draft: checked and priced, no stock committed, nothing made until confirmed", body: { ...example.standardOrder("order-3003"), draft: true } });
  const draftRef: string = drafted.data.order_ref;
  await silently("/v1/admin/catalog/update", { sku: tee, prices: { USD: 1300, EUR: 1150 } }, "operator");
  const changed = await call("ordersConfirm", "/v1/orders/confirm", { summary: "Refused: price_changed (the tee costs more today)", body: { order_ref: draftRef, expected_total: drafted.data.costs.total }, refused: true });
  expect(changed.data.errors[0].code).toBe("price_changed");
  await call("ordersConfirm", "/v1/orders/confirm", { summary: "Confirm a draft at today's total", body: { order_ref: draftRef, expected_total: changed.data.costs.total } });
  await silently("/v1/admin/catalog/update", { sku: tee, prices: { USD: 1250, EUR: 1150 } }, "operator");
  await refusal("ordersConfirm", "/v1/orders/confirm", "not_a_draft", { order_ref: draftRef });
  await refusal("ordersConfirm", "/v1/orders/confirm", "order_not_found", { order_ref: UNKNOWN.order });
  await recordBilling(call, accountId);
  await call("ordersCreate", "/v1/orders/create", {
    summary: "A shipping method that does not serve the order",
    status: 400,
    body: { ...example.standardOrder("order-3002"), shipping_country: "DE", shipping_state: "BE", shipping_method: "EXPRESS" },
  });
  // Invoices (docs/operator-guide.md#invoices): the order's charge invoiced early in the current month.
  const period = new Date().toISOString().slice(0, 7);
  const invoice = await call("adminBillingInvoicesIssue", "/v1/admin/billing/invoices/issue", { summary: "Issue the current month early", body: { account_id: accountId, period } });
  await refusal("adminBillingInvoicesIssue", "/v1/admin/billing/invoices/issue", "nothing_to_invoice", { account_id: accountId, period });
  await call("adminBillingInvoicesIssue", "/v1/admin/billing/invoices/issue", { summary: "A month not begun", status: 400, body: { account_id: accountId, period: "2999-01" } });
  await call("adminBillingInvoicesList", "/v1/admin/billing/invoices/list", { summary: "One account's invoices", body: { account_id: accountId, limit: 10 } });
  await call("billingInvoicesList", "/v1/billing/invoices/list", { summary: "Your invoices, newest first", body: { limit: 10 } });
  await call("billingInvoicesPdf", "/v1/billing/invoices/{invoice_id}.pdf", { summary: "An invoice as PDF", params: { invoice_id: invoice.data.invoice_id } });
  await call("billingInvoicesCsv", "/v1/billing/invoices/{invoice_id}.csv", { summary: "An invoice as CSV", params: { invoice_id: invoice.data.invoice_id } });
  const unknownInvoice = { invoice_id: "inv_01kazzzzzzzzzzzzzzzzzzzzzz" };
  await call("adminBillingInvoicesIssue", "/v1/admin/billing/invoices/issue", { summary: "Unknown account", status: 404, body: { account_id: "acc_01kazzzzzzzzzzzzzzzzzzzzzz", period } });
  await call("adminBillingInvoicesList", "/v1/admin/billing/invoices/list", { summary: "Unknown account", status: 404, body: { account_id: "acc_01kazzzzzzzzzzzzzzzzzzzzzz" } });
  await call("adminBillingInvoicesPdf", "/v1/admin/billing/invoices/{invoice_id}.pdf", { summary: "Any account's invoice as PDF", params: { invoice_id: invoice.data.invoice_id } });
  await call("adminBillingInvoicesCsv", "/v1/admin/billing/invoices/{invoice_id}.csv", { summary: "Any account's invoice as CSV", params: { invoice_id: invoice.data.invoice_id } });
  for (const [id, path] of [["billingInvoicesPdf", "/v1/billing/invoices/{invoice_id}.pdf"], ["billingInvoicesCsv", "/v1/billing/invoices/{invoice_id}.csv"], ["adminBillingInvoicesPdf", "/v1/admin/billing/invoices/{invoice_id}.pdf"], ["adminBillingInvoicesCsv", "/v1/admin/billing/invoices/{invoice_id}.csv"]] as const) {
    await call(id, path, { summary: "Unknown invoice (for a caller: another account's too)", status: 404, params: unknownInvoice });
  }
  await silently("/v1/admin/accounts/update", { account_id: accountId, billing_country: null }, "operator");
  await call("adminAccountsUpdate", "/v1/admin/accounts/update", { summary: "An unknown currency", status: 400, body: { account_id: accountId, currency: "XYZ" } });
  await silently("/v1/admin/accounts/update", { account_id: accountId, currency: "GBP" }, "operator");
  await call("ordersQuote", "/v1/orders/quote", { summary: "An account priced in a currency no blank or method has prices in", status: 400, body: quoted });
  await silently("/v1/admin/accounts/update", { account_id: accountId, currency: null }, "operator");
  await refusal("shippingMethods", "/v1/shipping/methods", "pricing_not_enabled", { shipping_country: "US" });
  await refusal("ordersQuote", "/v1/orders/quote", "pricing_not_enabled", quoted);
}

/** Billing (docs/caller-guide.md#billing, docs/operator-guide.md#billing): the priced order's charge, a payment and a manual credit, read by the merchant and the operator; each refusal. */
async function recordBilling(call: Caller, accountId: string): Promise<void> {
  const usd = (amount: number) => ({ amount, currency: "USD" });
  await call("adminBillingPaymentsRecord", "/v1/admin/billing/payments/record", { summary: "A bank transfer received", body: { account_id: accountId, amount: usd(2500), reference: "SEPA 2026-11-29 #4411" } });
  await call("adminBillingPaymentsRecord", "/v1/admin/billing/payments/record", { summary: "Not the account's currency", status: 400, body: { account_id: accountId, amount: { amount: 2500, currency: "EUR" }, reference: "wire" } });
  await call("adminBillingPaymentsRecord", "/v1/admin/billing/payments/record", { summary: "Unknown account", status: 404, body: { account_id: UNKNOWN.account, amount: usd(2500), reference: "wire" } });
  await call("adminBillingEntriesAdd", "/v1/admin/billing/entries/add", { summary: "A goodwill credit for a late parcel", body: { account_id: accountId, amount: usd(-500), reason: "Goodwill: parcel 1Z999AA10123456784 arrived late" } });
  await call("adminBillingEntriesAdd", "/v1/admin/billing/entries/add", { summary: "Not the account's currency", status: 400, body: { account_id: accountId, amount: { amount: 500, currency: "EUR" }, reason: "storage" } });
  await call("adminBillingEntriesAdd", "/v1/admin/billing/entries/add", { summary: "Unknown account", status: 404, body: { account_id: UNKNOWN.account, amount: usd(500), reason: "storage" } });
  await call("billingBalance", "/v1/billing/balance", { summary: "What the account owes", body: {} });
  await call("billingEntries", "/v1/billing/entries", { summary: "The account's entries, oldest first", body: { limit: 10 } });
  await call("billingEntries", "/v1/billing/entries", { summary: "A date that is not RFC 3339", status: 400, body: { from: "last week" } });
  await call("adminBillingBalance", "/v1/admin/billing/balance", { summary: "An account's balance", body: { account_id: accountId } });
  await call("adminBillingBalance", "/v1/admin/billing/balance", { summary: "Unknown account", status: 404, body: { account_id: UNKNOWN.account } });
  await call("adminBillingEntriesList", "/v1/admin/billing/entries/list", { summary: "An account's payments", body: { account_id: accountId, types: ["payment"] } });
  await call("adminBillingEntriesList", "/v1/admin/billing/entries/list", { summary: "A date that is not RFC 3339", status: 400, body: { account_id: accountId, to: "tomorrow" } });
  await call("adminBillingEntriesList", "/v1/admin/billing/entries/list", { summary: "Unknown account", status: 404, body: { account_id: UNKNOWN.account } });
}

/** Stock (docs/operator-guide.md#stock): a fulfillment blank counted, the account's goods adjusted and listed, and each refusal. */
async function recordStock(call: Caller, refusal: (id: string, path: string, code: string, body: unknown) => Promise<void>, silently: Silent, accountId: string): Promise<void> {
  const [tee, , notebook] = BLANKS.map((b) => b.sku);
  const book = PRODUCTS.find((p) => p.blank_sku === notebook)!.sku;
  await call("adminCatalogUpdate", "/v1/admin/catalog/update", { summary: "Count the units of a fulfillment blank's products", body: { sku: notebook, track_stock: true } });
  await call("adminStockAdjust", "/v1/admin/stock/adjust", { summary: "Forty of the account's notebooks found on the shelves", body: { sku: book, account_id: accountId, delta: 40, reason: "found", note: "opening count" } });
  await call("adminStockAdjust", "/v1/admin/stock/adjust", { summary: "More taken off than are on hand", status: 400, body: { sku: book, account_id: accountId, delta: -100, reason: "lost" } });
  await call("adminStockAdjust", "/v1/admin/stock/adjust", { summary: "A blank that is not counted", status: 400, body: { sku: tee, delta: 5, reason: "found" } });
  await call("adminStockAdjust", "/v1/admin/stock/adjust", { summary: "Not a product of the account", status: 400, body: { sku: "NO-SUCH-SKU", account_id: accountId, delta: 5, reason: "found" } });
  await call("adminStockAdjust", "/v1/admin/stock/adjust", { summary: "Unknown account", status: 404, body: { sku: book, account_id: UNKNOWN.account, delta: 5, reason: "found" } });
  await call("adminStockCount", "/v1/admin/stock/count", { summary: "A cycle count finds 38", body: { sku: book, account_id: accountId, counted: 38, note: "aisle 4" } });
  await call("adminStockCount", "/v1/admin/stock/count", { summary: "A blank that is not counted", status: 400, body: { sku: tee, counted: 3 } });
  await call("adminStockCount", "/v1/admin/stock/count", { summary: "Unknown account", status: 404, body: { sku: book, account_id: UNKNOWN.account, counted: 3 } });
  await call("adminStockMovements", "/v1/admin/stock/movements", { summary: "The notebooks' ledger", body: { sku: book, account_id: accountId } });
  await call("adminStockMovements", "/v1/admin/stock/movements", { summary: "A blank that is not counted", status: 400, body: { sku: tee } });
  await call("adminStockMovements", "/v1/admin/stock/movements", { summary: "Unknown account", status: 404, body: { sku: book, account_id: UNKNOWN.account } });
  await call("adminStockList", "/v1/admin/stock/list", { summary: "One account's counted goods", body: { account_id: accountId } });
  await call("adminStockExport", "/v1/admin/stock/export", { summary: "An account's counted goods as CSV", body: { account_id: accountId } });
  await call("inventoryUpdate", "/v1/inventory/update", { summary: "Low at ten or fewer", body: { sku: book, reorder_point: 10 } });
  await call("inventoryUpdate", "/v1/inventory/update", { summary: "Not one of your products", status: 400, body: { sku: "NO-SUCH-SKU", reorder_point: 10 } });
  await call("inventoryList", "/v1/inventory/list", { summary: "Your counted goods", body: {} });
  await call("inventoryMovements", "/v1/inventory/movements", { summary: "One item's ledger", body: { sku: book, limit: 3 } });
  await call("inventoryMovements", "/v1/inventory/movements", { summary: "A product that is not counted", status: 400, body: { sku: PRODUCTS[0]!.sku } });
  // An order beyond what is on hand waits for stock: production and shipments wait with it.
  const waiting = await call("ordersCreate", "/v1/orders/create", { summary: "More notebooks than are on hand: the line is backordered", body: { ...example.standardOrder("order-5001"), items: [{ sku: book, quantity: 50 }] } });
  await refusal("adminOrdersTransition", "/v1/admin/orders/transition", "stock_not_available", { order_ref: waiting.data.order_ref, status: "in_production" });
  await silently("/v1/admin/orders/transition", { order_ref: waiting.data.order_ref, status: "in_production", force: true, reason: "the rest arrives tomorrow" }, "operator");
  await refusal("adminOrdersShip", "/v1/admin/orders/ship", "stock_not_available", { order_ref: waiting.data.order_ref, carrier: "UPS", tracking_number: "1Z999AA10123456784" });
}

/** Returns (docs/operator-guide.md#returns): a shipped tee comes back and is disposed of; each refusal. */
async function recordReturns(call: Caller, silently: Silent): Promise<void> {
  const [tee] = BLANKS.map((b) => b.sku);
  const teeProduct = PRODUCTS.find((p) => p.blank_sku === tee)!.sku;
  const order = await silently("/v1/orders/create", { ...example.standardOrder("order-6001"), items: [{ sku: teeProduct, quantity: 2 }] }, "account");
  const orderRef: string = order.order_ref;
  const itemRef: string = order.items[0].item_ref;
  await silently("/v1/admin/orders/transition", { order_ref: orderRef, status: "in_production", force: true, reason: "print files checked by hand" }, "operator");
  await silently("/v1/admin/orders/ship", { order_ref: orderRef, carrier: "UPS", tracking_number: "1Z999AA10123456786" }, "operator");
  const line = (quantity: number, disposition: string) => ({ order_ref: orderRef, lines: [{ item_ref: itemRef, quantity, disposition }] });
  await call("adminReturnsReceive", "/v1/admin/returns/receive", { summary: "A parcel returned to sender: one tee, disposed of", body: { ...line(1, "dispose"), note: "returned to sender, damaged" } });
  await call("adminReturnsReceive", "/v1/admin/returns/receive", { summary: "A printed tee cannot go back on the shelves", status: 400, body: line(1, "restock") });
  await call("adminReturnsReceive", "/v1/admin/returns/receive", { summary: "More than shipped and not come back before", status: 400, body: line(2, "dispose") });
  await call("adminReturnsReceive", "/v1/admin/returns/receive", { summary: "Unknown order", status: 404, body: { ...line(1, "dispose"), order_ref: UNKNOWN.order } });
}

/** Receiving (docs/caller-guide.md#sending-goods-in, docs/operator-guide.md#receiving): announce, labels, receive, close; a cancel; each refusal. */
async function recordReceiving(call: Caller, silently: Silent): Promise<void> {
  const [tee, , notebook] = BLANKS.map((b) => b.sku);
  const book = PRODUCTS.find((p) => p.blank_sku === notebook)!.sku;
  const teeProduct = PRODUCTS.find((p) => p.blank_sku === tee)!.sku;
  const created = await call("receivingCreate", "/v1/receiving/create", {
    summary: "Two boxes of notebooks on their way",
    body: { external_ref: "PO-7001", expected_at: "2026-12-01T09:00:00Z", carrier: "UPS", tracking_number: "1Z999AA10123456784", boxes: [{ lines: [{ sku: book, quantity: 24 }] }, { lines: [{ sku: book, quantity: 16 }] }] },
  });
  const ref: string = created.data.receiving_ref;
  await call("receivingCreate", "/v1/receiving/create", { summary: "A product whose units are not counted", status: 400, body: { boxes: [{ lines: [{ sku: teeProduct, quantity: 5 }] }] } });
  await call("receivingCreate", "/v1/receiving/create", { summary: "The external_ref of another of your receivings", status: 409, body: { external_ref: "PO-7001", boxes: [{ lines: [{ sku: book, quantity: 1 }] }] } });
  await call("receivingLabels", "/v1/receiving/{receiving_ref}/labels", { summary: "A label per box", params: { receiving_ref: ref } });
  await call("receivingLabels", "/v1/receiving/{receiving_ref}/labels", { summary: "Unknown receiving, or another account's", status: 404, params: { receiving_ref: UNKNOWN.receiving } });
  await call("adminReceivingReceive", "/v1/admin/receiving/receive", {
    summary: "Box 1 arrives: 23 good notebooks, one damaged",
    body: { receiving_ref: ref, box: 1, lines: [{ sku: book, quantity: 23, condition: "good" }, { sku: book, quantity: 1, condition: "damaged" }] },
  });
  await call("adminReceivingReceive", "/v1/admin/receiving/receive", { summary: "Not a product of the receiving's account", status: 400, body: { receiving_ref: ref, lines: [{ sku: "NO-SUCH-SKU", quantity: 1, condition: "good" }] } });
  await call("adminReceivingReceive", "/v1/admin/receiving/receive", { summary: "Unknown receiving", status: 404, body: { receiving_ref: UNKNOWN.receiving, lines: [{ sku: book, quantity: 1, condition: "good" }] } });
  await call("receivingCancel", "/v1/receiving/cancel", { summary: "Goods have arrived already", status: 409, body: { receiving_ref: ref } });
  await call("receivingGet", "/v1/receiving/get", { summary: "One of your receivings, arriving", body: { receiving_ref: ref } });
  await call("receivingGet", "/v1/receiving/get", { summary: "Unknown receiving, or another account's", status: 404, body: { receiving_ref: UNKNOWN.receiving } });
  await call("adminReceivingGet", "/v1/admin/receiving/get", { summary: "Any account's receiving", body: { receiving_ref: ref } });
  await call("adminReceivingGet", "/v1/admin/receiving/get", { summary: "Unknown receiving", status: 404, body: { receiving_ref: UNKNOWN.receiving } });
  await call("adminReceivingClose", "/v1/admin/receiving/close", { summary: "Closed with 4 notebooks missing", body: { receiving_ref: ref } });
  await call("adminReceivingClose", "/v1/admin/receiving/close", { summary: "Unknown receiving", status: 404, body: { receiving_ref: UNKNOWN.receiving } });
  await call("adminReceivingClose", "/v1/admin/receiving/close", { summary: "Closed already", status: 409, body: { receiving_ref: ref } });
  await call("adminReceivingReceive", "/v1/admin/receiving/receive", { summary: "The receiving is completed", status: 409, body: { receiving_ref: ref, lines: [{ sku: book, quantity: 4, condition: "good" }] } });
  const spare = await silently("/v1/receiving/create", { boxes: [{ lines: [{ sku: book, quantity: 5 }] }] }, "account");
  await call("receivingCancel", "/v1/receiving/cancel", { summary: "Not sent after all", body: { receiving_ref: spare.receiving_ref } });
  await call("receivingCancel", "/v1/receiving/cancel", { summary: "Unknown receiving, or another account's", status: 404, body: { receiving_ref: UNKNOWN.receiving } });
  await call("receivingList", "/v1/receiving/list", { summary: "Your completed receivings", body: { status: "completed", limit: 5 } });
  await call("adminReceivingList", "/v1/admin/receiving/list", { summary: "Receivings still to arrive", body: { status: "awaiting" } });
}

/** Shipping abroad (docs/caller-guide.md#orders-abroad-customs-data-and-address-checks): customs data on blanks, accounts and orders, warnings, and every refusal of it. */
async function recordCustoms(call: Caller, silently: Silent, accountId: string, domesticRef: string): Promise<void> {
  const [tee, , notebook] = BLANKS.map((b) => b.sku);
  await call("adminCatalogUpdate", "/v1/admin/catalog/update", {
    summary: "Customs data every line of the blank declares",
    body: { sku: tee, hs_code: "6109.10", origin_country: "PT", customs_description: "T-shirt, cotton, printed" },
  });
  await silently("/v1/admin/catalog/update", { sku: notebook, hs_code: "4820.10", origin_country: "US", customs_description: "Notebook, paper" }, "operator");
  await call("adminCatalogUpdate", "/v1/admin/catalog/update", { summary: "An HS code with letters and an unknown origin country", status: 400, body: { sku: tee, hs_code: "6109.1A", origin_country: "XX" } });
  await call("adminAccountsUpdate", "/v1/admin/accounts/update", { summary: "Customs defaults: incoterm and IOSS number", body: { account_id: accountId, incoterm: "DAP", ioss_number: "IM2760000742" } });
  await call("adminAccountsUpdate", "/v1/admin/accounts/update", { summary: "An unknown incoterm and an IOSS number of the wrong form", status: 400, body: { account_id: accountId, incoterm: "FOB", ioss_number: "IM123" } });
  const abroad = await call("ordersCreate", "/v1/orders/create", {
    summary: "An order to Germany: a line overriding its customs data, DDP",
    body: {
      ...example.standardOrder("order-4001"),
      ...GERMANY,
      incoterm: "DDP",
      items: [
        { sku: PRODUCTS[0]!.sku, quantity: 2, customs_description: "Logo T-shirt, cotton", customs_value: { amount: 1200, currency: "USD" } },
        { sku: PRODUCTS[3]!.sku, quantity: 1 },
      ],
    },
  });
  const path = "/v1/admin/orders/{order_ref}/customs-declaration";
  await call("adminOrdersCustomsDeclaration", path, { summary: "The customs declaration of an order to Germany", params: { order_ref: abroad.data.order_ref } });
  await call("adminOrdersCustomsDeclaration", path, { summary: "Unknown order", status: 404, params: { order_ref: UNKNOWN.order } });
  await call("adminOrdersCustomsDeclaration", path, { summary: "An order within the ship-from country needs none", status: 409, params: { order_ref: domesticRef } });
  await call("ordersCreate", "/v1/orders/create", {
    summary: "Accepted with a warning: a German postal code of four digits",
    body: { ...example.standardOrder("order-4002"), ...GERMANY, shipping_zip: "1011" },
  });
  await call("ordersCreate", "/v1/orders/create", {
    summary: "Every customs problem at once: HS code, origin, value, incoterm, IOSS number",
    status: 400,
    body: {
      ...example.standardOrder("order-4003"),
      ...GERMANY,
      incoterm: "EXW",
      ioss_number: "IM27600007",
      items: [{ sku: PRODUCTS[0]!.sku, quantity: 2, hs_code: "61O9.10", origin_country: "Portugal", customs_value: { amount: 12.5, currency: "USD" } }],
    },
  });
  await call("ordersCreate", "/v1/orders/create", {
    summary: "Brazil without the recipient's tax id",
    status: 400,
    body: { ...example.standardOrder("order-4004"), shipping_city: "São Paulo", shipping_zip: "01310-100", shipping_state: "SP", shipping_country: "BR" },
  });
  const { external_ref: _ref, created_at: _at, ...quoted } = { ...example.standardOrder("order-4005"), ...GERMANY, shipping_zip: "1011" };
  await silently("/v1/admin/accounts/update", { account_id: accountId, currency: "EUR", strict_addresses: true }, "operator");
  await call("ordersQuote", "/v1/orders/quote", { summary: "A strict account: a postal code of the wrong form is refused", status: 400, body: quoted });
  await call("ordersCreate", "/v1/orders/create", { summary: "A strict account: a postal code of the wrong form is refused", status: 400, body: { ...example.standardOrder("order-4005"), ...GERMANY, shipping_zip: "1011" } });
  await silently("/v1/admin/accounts/update", { account_id: accountId, currency: null, strict_addresses: false }, "operator");
}

/** The statuses every operation shares, recorded once each. */
async function recordCommon(server: TestServer, examples: RecordedExamples, tokens: { accountToken: string; scopedToken: string }, origin: string): Promise<void> {
  const { accountToken, scopedToken } = tokens;
  const common: RecordedExample[] = (examples._common = []);
  const record = (summary: string, status: number, response: unknown) => common.push({ summary, status, response: toDocs(response, origin) });
  const invalid = await server.post("/v1/orders/create", { ...example.standardOrder("order-1005"), shipping_country: "XX", items: [] }, accountToken);
  expect(invalid.status).toBe(400);
  record("A field breaks its rules", 400, invalid.body);
  const anonymous = await server.post("/v1/orders/list", {});
  expect(anonymous.status).toBe(401);
  record("No token", 401, anonymous.body);
  // A token made to expire, then moved past its expiry in the database (the recording does not wait for it).
  const expiring = await server.post("/v1/admin/tokens/create", { account_id: (await server.post("/v1/token", {}, accountToken)).body.data.account_id, expires_at: "2099-01-01T00:00:00Z" }, ADMIN_TOKEN);
  await server.database.db.updateTable("tokens").set({ expires_at: "2026-01-01T00:00:00.000Z" }).where("id", "=", expiring.body.data.token_id).execute();
  const expired = await server.post("/v1/orders/list", {}, expiring.body.data.token);
  expect(expired.status).toBe(401);
  record("An expired token", 401, expired.body);
  const unscoped = await server.post("/v1/orders/create", example.standardOrder("order-1006"), scopedToken);
  expect(unscoped.status).toBe(403);
  record("A token without the operation's scope", 403, unscoped.body);
  const wrongToken = await server.post("/v1/admin/orders/list", {}, accountToken);
  expect(wrongToken.status).toBe(403);
  record("An account token on an operator operation", 403, wrongToken.body);
  const large = await server.post("/v1/orders/list", { cursor: "x".repeat(server.config.bodyLimit) }, accountToken);
  expect(large.status).toBe(413);
  record("The body is too large", 413, large.body);
  const text = await server.request("/v1/orders/list", { method: "POST", headers: { authorization: `Bearer ${accountToken}`, "content-type": "text/plain" }, body: "{}" });
  expect(text.status).toBe(415);
  record("Not sent as JSON", 415, text.body);
  // At the start of a minute, so the example says a whole window (60 s) whenever it is recorded.
  const limited = await startTestServer({ RATE_LIMIT_PER_MINUTE: "1" }, { rateLimitNow: () => Date.UTC(2026, 0, 1) });
  try {
    await limited.post("/v1/admin/accounts/list", {}, ADMIN_TOKEN);
    const refused = await limited.post("/v1/admin/accounts/list", {}, ADMIN_TOKEN);
    expect(refused.status).toBe(429);
    record("Over the rate limit", 429, refused.body);
  } finally {
    await limited.close();
  }
}

async function waitForFiles(server: TestServer, token: string, orderRefs: string[], status: "ready" | "failed"): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (const orderRef of orderRefs) {
    for (;;) {
      const res = await server.post("/v1/orders/get", { order_ref: orderRef }, token);
      const files = (res.body.data.items as { print_files: Record<string, { status: string }> }[]).flatMap((item) => Object.values(item.print_files));
      if (files.length > 0 && files.every((file) => file.status === status)) break;
      if (Date.now() > deadline) throw new Error(`files of ${orderRef} not ${status}: ${JSON.stringify(files)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Until every store of the account that has a logo shows it ready (the logo job has run). */
async function waitForLogo(server: TestServer, token: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await server.post("/v1/stores/list", { limit: 100 }, token);
    const logos = (res.body.data.stores as { logo: { status: string } | null }[]).flatMap((store) => (store.logo ? [store.logo] : []));
    if (logos.length > 0 && logos.every((logo) => logo.status === "ready")) return;
    if (Date.now() > deadline) throw new Error(`store logos not ready: ${JSON.stringify(logos)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function waitForDeliveries(server: TestServer, webhookId: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await server.post("/v1/admin/webhooks/deliveries", { webhook_id: webhookId, limit: 100 }, ADMIN_TOKEN);
    const deliveries = res.body.data.deliveries as { status: string }[];
    if (deliveries.length > 0 && deliveries.every((d) => d.status === "succeeded")) return;
    if (Date.now() > deadline) throw new Error(`deliveries not all succeeded: ${JSON.stringify(deliveries.map((d) => d.status))}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
