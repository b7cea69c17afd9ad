// Seed data for tests: the example catalog (src/fixtures), accounts with tokens, and valid orders of every kind with unique refs.
import { BLANKS, PRODUCTS } from "../../src/fixtures/catalog.js";
import * as example from "../../src/fixtures/orders.js";
import { ADMIN_TOKEN } from "./admin-token.js";
import type { TestServer } from "./server.js";

export { BLANKS, PRODUCTS };

export interface SeededAccount {
  accountId: string;
  token: string;
  tokenId: string;
}

export async function seedCatalog(server: TestServer): Promise<void> {
  for (const blank of BLANKS) {
    const res = await server.post("/v1/admin/catalog/create", blank, ADMIN_TOKEN);
    if (res.status !== 200) throw new Error(`seeding blank ${blank.sku}: ${JSON.stringify(res.body)}`);
  }
}

export async function seedAccount(server: TestServer, account: Record<string, unknown> = { name: "Acme", connected_stores: true, insert_ids: [42] }, withProducts = true): Promise<SeededAccount> {
  const created = await server.post("/v1/admin/accounts/create", account, ADMIN_TOKEN);
  if (created.status !== 200) throw new Error(`seeding account: ${JSON.stringify(created.body)}`);
  const accountId = created.body.data.account_id as string;
  const token = await server.post("/v1/admin/tokens/create", { account_id: accountId }, ADMIN_TOKEN);
  const seeded = { accountId, token: token.body.data.token as string, tokenId: token.body.data.token_id as string };
  if (withProducts) {
    for (const product of PRODUCTS) {
      const res = await server.post("/v1/products/create", product, seeded.token);
      if (res.status !== 200) throw new Error(`seeding product ${product.sku}: ${JSON.stringify(res.body)}`);
    }
  }
  return seeded;
}

/** A valid German shipping address (an order abroad when SHIP_FROM_COUNTRY is the default, US). */
export const GERMANY = {
  shipping_name: "Erika Mustermann",
  shipping_phone: "+49 30 1234567",
  shipping_address_1: "Unter den Linden 1",
  shipping_city: "Berlin",
  shipping_zip: "10117",
  shipping_state: "Berlin",
  shipping_country: "DE",
};

let counter = 0;
export function uniqueRef(prefix = "ext"): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${counter}`;
}

export function standardOrder(overrides: Record<string, unknown> = {}) {
  return { ...example.standardOrder(uniqueRef("std")), ...overrides };
}

export function customTextOrder(overrides: Record<string, unknown> = {}) {
  return { ...example.customTextOrder(uniqueRef("txt")), ...overrides };
}

export function printFileOrder(overrides: Record<string, unknown> = {}) {
  return { ...example.printFileOrder(uniqueRef("pf")), ...overrides };
}

/** A test server with the catalog and two accounts, "Acme" and "Other", each with the test products. */
export async function startSeededServer(env: Record<string, string> = {}): Promise<{ server: TestServer; acme: SeededAccount; other: SeededAccount }> {
  // Loaded here, not above: the real-process tests use this module's orders without loading the app in their worker.
  const { startTestServer } = await import("./server.js");
  const server = await startTestServer(env);
  await seedCatalog(server);
  const acme = await seedAccount(server);
  const other = await seedAccount(server, { name: "Other", connected_stores: true });
  return { server, acme, other };
}
