// `pod-orders demo`: seeds example data (an unpriced account and a priced one) and prints working curl commands for
// every caller operation, and a quote for the priced account.
import { Failure } from "../domain/errors.js";
import { isHttpUrl } from "../domain/fields.js";
import { curlCommand, localBaseUrl } from "./curl.js";
import { customTextOrder, demoRef, LOGO_TEE, printFileOrder, standardOrder, TEE_BLANK } from "./demo-data.js";
import { seedPricedDemo, type PricedSeed } from "./demo-money.js";
import { seedDemo, type DemoSeed } from "./demo-seed.js";
import { createOrder } from "../services/create-order.js";
import type { CreateOrderData } from "../schemas/orders.js";
import { withSession } from "./session.js";

export interface DemoFlags {
  baseUrl?: string;
}

function checkedBaseUrl(text: string): string {
  if (!isHttpUrl(text)) throw Failure.of("invalid_url", `must be an absolute http(s) URL, got "${text}"`, "--base-url");
  return text.replace(/\/+$/, "");
}

/** Each caller operation once, as [what it shows, path, body]; `seeded` is an order the demo already created. */
function calls(now: Date, seeded: CreateOrderData, baseUrl: string): [string, string, unknown][] {
  const standardRef = demoRef("std", now);
  const [tee] = seeded.items;
  return [
    ["Create a standard order (logo tee and notebook, marketing insert 1, packing slip)", "/v1/orders/create", standardOrder(standardRef, now, baseUrl)],
    ["Create a custom-text order (name and number printed on the back)", "/v1/orders/create", customTextOrder(demoRef("txt", now), now, baseUrl)],
    [`Create a print-files order (your own art on the blank ${TEE_BLANK})`, "/v1/orders/create", printFileOrder(demoRef("pf", now), now, baseUrl)],
    ["Get the standard order by its external_ref", "/v1/orders/get", { external_ref: standardRef }],
    ["List orders", "/v1/orders/list", {}],
    ["List products", "/v1/products/list", {}],
    ["Get a product", "/v1/products/get", { sku: LOGO_TEE }],
    [`Cancel one logo tee of the order the demo created (${seeded.order_ref})`, "/v1/orders/cancel-items", { order_ref: seeded.order_ref, items: [{ item_ref: tee!.item_ref, cancelled_quantity: 1 }] }],
    [
      "Update its shipping address",
      "/v1/orders/update-shipping",
      { order_ref: seeded.order_ref, shipping_name: "Grace Hopper", shipping_address_1: "2 Compiler Ct", shipping_city: "Arlington", shipping_zip: "22201", shipping_state: "VA", shipping_country: "US" },
    ],
    ["Track it (shipments appear once the operator ships)", "/v1/orders/tracking", { order_ref: seeded.order_ref }],
    ["Poll every shipment of the account since a time", "/v1/orders/tracking", { updated_after: new Date(now.getTime() - 86_400_000).toISOString(), limit: 50 }],
  ];
}

/** The priced account's quote: what an order of the standard example would cost, by every method that serves it. */
function quoteCall(now: Date, baseUrl: string): [string, string, unknown] {
  const { external_ref: _ref, created_at: _at, ...body } = standardOrder(demoRef("quote", now), now, baseUrl);
  return ["Quote an order for the priced account (its own token): line prices, every shipping method that serves it, cheapest first, and the one create would choose", "/v1/orders/quote", body];
}

function pricedSummary(seed: PricedSeed): string[] {
  const methods =
    seed.methodsCreated.length > 0
      ? `${seed.methodsCreated.join(", ")} (created)`
      : `${seed.methodsPresent} already present, left as they are (the demo adds its own only to an install without any)`;
  return [
    `  priced    ${seed.account.account_id}  "${seed.account.name}"  currency ${seed.account.currency ?? ""}`,
    `  token     ${seed.token.token_id}  (the priced account's, used for the quote below; shown only this once)`,
    `  prices    ${seed.blanks.map((b) => `${b.sku} ${b.prices} (${b.set ? "set" : "already priced"})`).join(", ")}`,
    `  shipping  ${methods}`,
  ];
}

function summary(seed: DemoSeed, databaseUrl: string): string[] {
  const blanks = seed.blanks.map((b) => `${b.sku} (${b.created ? "created" : "already present"})`).join(", ");
  const products = seed.products.map((p) => `${p.sku} (${p.kind})`).join(", ");
  return [
    `Demo data written to ${databaseUrl}:`,
    `  account   ${seed.account.account_id}  "${seed.account.name}"  connected_stores, insert_ids [${seed.account.insert_ids.join(", ")}]`,
    `  token     ${seed.token.token_id}  (used below; shown only this once)`,
    `  blanks    ${blanks}`,
    `  products  ${products}`,
  ];
}

export async function demoCommand(flags: DemoFlags): Promise<void> {
  const given = flags.baseUrl === undefined ? undefined : checkedBaseUrl(flags.baseUrl);
  await withSession(async ({ config, ctx }) => {
    const baseUrl = given ?? localBaseUrl(config.host, config.port);
    const seed = await seedDemo(ctx, baseUrl);
    const priced = await seedPricedDemo(ctx, baseUrl);
    // An order to show the lifecycle operations on; made after the seed, in its own transaction.
    const seeded = (await createOrder(ctx, { accountId: seed.account.account_id, storeId: null }, standardOrder(demoRef("seed", ctx.now()), ctx.now(), baseUrl))).data;
    if (given === undefined && config.port === 0) {
      process.stderr.write("pod-orders: PORT is 0 (any free port); pass --base-url with the server's real address\n");
    }
    const lines = [...summary(seed, config.databaseUrl), ...pricedSummary(priced), "", `With the server running at ${baseUrl} (pod-orders serve), try:`];
    for (const [what, path, body] of calls(ctx.now(), seeded, baseUrl)) lines.push("", `# ${what}`, curlCommand(baseUrl, path, seed.token.token, body));
    const [what, path, body] = quoteCall(ctx.now(), baseUrl);
    lines.push("", `# ${what}`, curlCommand(baseUrl, path, priced.token.token, body));
    process.stdout.write(`${lines.join("\n")}\n`);
  });
}
