// Seeds the demo in one transaction: a fresh account and token, the demo blanks unless present, and the account's products.
import type { AccountView } from "../schemas/accounts.js";
import type { ProductView } from "../schemas/products.js";
import { createAccount } from "../services/accounts.js";
import { createBlank, createProduct, loadBlanks } from "../services/catalog.js";
import type { ServiceContext } from "../services/context.js";
import { createToken } from "../services/tokens.js";
import { transaction } from "../store/database.js";
import { demoAccount, demoCatalog } from "./demo-data.js";

export interface DemoSeed {
  account: AccountView;
  token: { token_id: string; token: string };
  blanks: { sku: string; created: boolean }[];
  products: ProductView[];
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
    return { account, token, blanks, products };
  });
}
