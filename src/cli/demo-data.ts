// The demo's account, catalog and orders: the example catalog (src/fixtures) with SKUs prefixed DEMO-, so they stay apart from a real catalog.
import { randomBytes } from "node:crypto";
import { exampleCatalog, SKU } from "../fixtures/catalog.js";
import * as example from "../fixtures/orders.js";
import type { CreateAccountBody } from "../schemas/accounts.js";
import type { CreateOrderBody } from "../schemas/orders.js";

const PREFIX = "DEMO-";
const CATALOG = exampleCatalog(PREFIX);

export const DEMO_BLANKS = CATALOG.blanks;
export const DEMO_PRODUCTS = CATALOG.products;
export const TEE_BLANK = `${PREFIX}${SKU.teeBlank}`;
export const LOGO_TEE = `${PREFIX}${SKU.logoTee}`;

export function demoAccount(now: Date): CreateAccountBody {
  return { name: `Demo shop ${now.toISOString()}`, connected_stores: true, insert_ids: [1] };
}

/** Unique per run, so the printed create commands make new orders rather than replays. */
export function demoRef(kind: string, now: Date): string {
  return `demo-${kind}-${now.getTime()}-${randomBytes(4).toString("hex")}`;
}

function options(now: Date): example.OrderOptions {
  return { createdAt: now.toISOString().replace(/\.\d{3}Z$/, "Z"), skuPrefix: PREFIX };
}

/** With the account's marketing insert and a packing slip, to show both. */
export function standardOrder(externalRef: string, now: Date): CreateOrderBody {
  return { ...example.standardOrder(externalRef, options(now)), insert_id: 1, packing_slip: { branding_message: "Thanks for shopping with Demo shop!" } };
}

export function customTextOrder(externalRef: string, now: Date): CreateOrderBody {
  return example.customTextOrder(externalRef, options(now));
}

export function printFileOrder(externalRef: string, now: Date): CreateOrderBody {
  return example.printFileOrder(externalRef, options(now));
}
