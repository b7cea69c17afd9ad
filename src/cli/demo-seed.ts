// Seeds the demo in one transaction: a fresh account and token, the demo blanks unless present, the account's products
// and its notebooks' opening stock.
import type { AccountView } from "../schemas/accounts.js";
import type { ProductView } from "../schemas/products.js";
import { createAccount } from "../services/accounts.js";
import { createBlank, createProduct, loadBlanks } from "../services/catalog.js";
import type { ServiceContext } from "../services/context.js";
import { adjustWithin } from "../services/stock.js";
import { createToken } from "../services/tokens.js";
import { systemActor } from "../domain/actors.js";
import { transaction } from "../store/database.js";
import { DEMO_OPENING_STOCK, demoAccount, demoCatalog, NOTEBOOK_BLANK } from "./demo-data.js";

export interface DemoSeed {
  account: AccountView;
  token: { token_id: string; token: string };
  blanks: { sku: string; created: boolean }[];
  products: ProductView[];
}

/**
 * The account's notebooks on the shelves, when their blank counts units (one left by an earlier demo run may not):
 * its notebook orders are then allocated, not backordered. Inside the caller's transaction (`ctx.db`).
 */
export async function seedOpeningStock(ctx: ServiceContext, accountId: string, products: readonly Pick<ProductView, "sku" | "blank_sku">[]): Promise<void> {
  const notebook = products.find((p) => p.blank_sku === NOTEBOOK_BLANK);
  if (!notebook || !(await loadBlanks(ctx, [NOTEBOOK_BLANK])).get(NOTEBOOK_BLANK)?.track_stock) return;
  const body = { sku: notebook.sku, account_id: accountId, delta: DEMO_OPENING_STOCK, reason: "found" as const, note: "the demo's opening stock" };
  await adjustWithin(ctx, body, systemActor("demo"));
}

/** `baseUrl`: where the server answers, for the products' art (its /samples/). */
export async function seedDemo(ctx: ServiceContext, baseUrl: string): Promise<DemoSeed> {
  const { blanks: DEMO_BLANKS, products: DEMO_PRODUCTS } = demoCatalog(baseUrl);
  // One transaction: a failed run leaves no half-made account behind.
  return transaction(ctx.db, async (trx) => {
    const scoped: ServiceContext = { ...ctx, db: trx };
    const account = await createAccount(scoped, demoAccount(ctx.now()));
    const token = await createToken(scoped, { account_id: account.account_id });
    // Blanks are shared by all accounts, so a second run finds them and leaves them as they are.
    const existing = await loadBlanks(scoped, DEMO_BLANKS.map((b) => b.sku));
    const blanks: DemoSeed["blanks"] = [];
    for (const blank of DEMO_BLANKS) {
      const created = !existing.has(blank.sku);
      if (created) await createBlank(scoped, blank);
      blanks.push({ sku: blank.sku, created });
    }
    const products: ProductView[] = [];
    for (const product of DEMO_PRODUCTS) products.push(await createProduct(scoped, account.account_id, product));
    await seedOpeningStock(scoped, account.account_id, products);
    return { account, token, blanks, products };
  });
}
