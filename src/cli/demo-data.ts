// The demo's account, catalog and orders: the example catalog (src/fixtures) with SKUs prefixed DEMO-, so they stay
// apart from a real catalog, and art that is the service's own sample images (GET /samples/…), so the demo's print
// files are ready within seconds on a fresh install: the worker reads its own samples instead of downloading them.
import { randomBytes } from "node:crypto";
import { exampleCatalog, SKU, type ExampleCatalog } from "../fixtures/catalog.js";
import * as example from "../fixtures/orders.js";
import type { CreateAccountBody } from "../schemas/accounts.js";
import type { CreateOrderBody } from "../schemas/orders.js";

const PREFIX = "DEMO-";

export const TEE_BLANK = `${PREFIX}${SKU.teeBlank}`;
export const MUG_BLANK = `${PREFIX}${SKU.mugBlank}`;
export const NOTEBOOK_BLANK = `${PREFIX}${SKU.notebookBlank}`;
export const LOGO_TEE = `${PREFIX}${SKU.logoTee}`;

/** The service's sample images as reached at `baseUrl`. */
export function samplesAt(baseUrl: string): string {
  return `${baseUrl}/samples/`;
}

/** Blanks and products, their art at the service's samples; the notebook's units are counted (docs/caller-guide.md#your-stock). */
export function demoCatalog(baseUrl: string): ExampleCatalog {
  const catalog = exampleCatalog(PREFIX, samplesAt(baseUrl));
  return { ...catalog, blanks: catalog.blanks.map((b) => (b.sku === NOTEBOOK_BLANK ? { ...b, track_stock: true } : b)) };
}

/** The account's notebooks on the shelves when the demo starts: enough for its examples to be allocated, not backordered. */
export const DEMO_OPENING_STOCK = 100;

export function demoAccount(now: Date): CreateAccountBody {
  return { name: `Demo shop ${now.toISOString()}`, connected_stores: true, insert_ids: [1] };
}

/** Unique per run, so the printed create commands make new orders rather than replays. */
export function demoRef(kind: string, now: Date): string {
  return `demo-${kind}-${now.getTime()}-${randomBytes(4).toString("hex")}`;
}

function options(now: Date, baseUrl: string): example.OrderOptions {
  return { createdAt: now.toISOString().replace(/\.\d{3}Z$/, "Z"), skuPrefix: PREFIX, fileBase: samplesAt(baseUrl) };
}

/** With the account's marketing insert and a packing slip, to show both. */
export function standardOrder(externalRef: string, now: Date, baseUrl: string): CreateOrderBody {
  return { ...example.standardOrder(externalRef, options(now, baseUrl)), insert_id: 1, packing_slip: { branding_message: "Thanks for shopping with Demo shop!" } };
}

export function customTextOrder(externalRef: string, now: Date, baseUrl: string): CreateOrderBody {
  return example.customTextOrder(externalRef, options(now, baseUrl));
}

export function printFileOrder(externalRef: string, now: Date, baseUrl: string): CreateOrderBody {
  return example.printFileOrder(externalRef, options(now, baseUrl));
}
