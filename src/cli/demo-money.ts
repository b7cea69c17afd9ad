// Seeds the demo's priced side in one transaction: an account priced in USD with its own token and products, prices on
// the demo blanks that have none, and two shipping methods when the install has no method at all.
import { formatMoney } from "../domain/money.js";
import type { AccountView } from "../schemas/accounts.js";
import type { CreateShippingMethodBody } from "../schemas/money.js";
import { createAccount } from "../services/accounts.js";
import { createProduct, loadBlanks, updateBlank } from "../services/catalog.js";
import type { ServiceContext } from "../services/context.js";
import { createMethod, listMethods } from "../services/shipping-methods.js";
import { createToken } from "../services/tokens.js";
import { transaction } from "../store/database.js";
import { seedOpeningStock } from "./demo-seed.js";
import { demoAccount, demoCatalog, TEE_BLANK, MUG_BLANK, NOTEBOOK_BLANK } from "./demo-data.js";

export const DEMO_CURRENCY = "USD";

/** Per demo blank: the price of one item (first area included), each further printed area, and production days. */
const BLANK_PRICES: Record<string, { price: number; extra: number; days: number }> = {
  [TEE_BLANK]: { price: 1250, extra: 400, days: 2 },
  [MUG_BLANK]: { price: 900, extra: 0, days: 3 },
  [NOTEBOOK_BLANK]: { price: 650, extra: 0, days: 1 },
};

/** Two methods: a cheap slow one and a fast dear one, each with a US zone and one for everywhere else. */
export const DEMO_METHODS: CreateShippingMethodBody[] = [
  {
    code: "STANDARD",
    name: "Standard",
    carrier: "USPS",
    zones: [
      { countries: ["US"], prices: { USD: { first_item: 499, additional_item: 150 } }, days_min: 3, days_max: 5 },
      { countries: ["*"], prices: { USD: { first_item: 1499, additional_item: 400 } }, days_min: 6, days_max: 12 },
    ],
  },
  {
    code: "EXPRESS",
    name: "Express",
    carrier: "UPS",
    zones: [
      { countries: ["US"], prices: { USD: { first_item: 1999, additional_item: 500 } }, days_min: 1, days_max: 2 },
      { countries: ["*"], prices: { USD: { first_item: 3999, additional_item: 1000 } }, days_min: 2, days_max: 4 },
    ],
  },
];

export interface PricedSeed {
  account: AccountView;
  token: { token_id: string; token: string };
  /** Each demo blank's prices as the seed left them, and whether this run set them. */
  blanks: { sku: string; prices: string; set: boolean }[];
  /** The codes of the methods this run created; empty when the install had methods already (left as they are). */
  methodsCreated: string[];
  methodsPresent: number;
}

function shown(prices: Record<string, number> | undefined): string {
  const entries = Object.entries(prices ?? {});
  return entries.length === 0 ? "no prices" : entries.map(([currency, amount]) => formatMoney({ amount, currency })).join(", ");
}

/** Runs after the demo's own seed, which made the blanks. */
export async function seedPricedDemo(ctx: ServiceContext, baseUrl: string): Promise<PricedSeed> {
  const { products } = demoCatalog(baseUrl);
  return transaction(ctx.db, async (trx) => {
    const scoped: ServiceContext = { ...ctx, db: trx };
    const base = demoAccount(ctx.now());
    const account = await createAccount(scoped, { ...base, name: `${base.name} (priced in ${DEMO_CURRENCY})`, currency: DEMO_CURRENCY });
    const token = await createToken(scoped, { account_id: account.account_id });
    const made = [];
    for (const product of products) made.push(await createProduct(scoped, account.account_id, product));
    await seedOpeningStock(scoped, account.account_id, made);
    // Blanks are shared: prices an operator set (or an earlier demo run) stay as they are.
    const existing = await loadBlanks(scoped, Object.keys(BLANK_PRICES));
    const blanks: PricedSeed["blanks"] = [];
    for (const [sku, { price, extra, days }] of Object.entries(BLANK_PRICES)) {
      const blank = existing.get(sku);
      if (!blank) continue;
      const unpriced = Object.keys(blank.prices ?? {}).length === 0;
      const prices = unpriced ? { [DEMO_CURRENCY]: price } : blank.prices;
      if (unpriced) await updateBlank(scoped, { sku, prices: { [DEMO_CURRENCY]: price }, extra_area_prices: { [DEMO_CURRENCY]: extra }, production_days: days });
      blanks.push({ sku, prices: shown(prices), set: unpriced });
    }
    // Methods are global to the install: only a database with none gets the demo's.
    const present = (await listMethods(scoped)).methods.length;
    const methodsCreated: string[] = [];
    if (present === 0) {
      for (const method of DEMO_METHODS) methodsCreated.push((await createMethod(scoped, method)).code);
    }
    return { account, token, blanks, methodsCreated, methodsPresent: present };
  });
}
