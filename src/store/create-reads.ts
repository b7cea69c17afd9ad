// What a create reads before it checks anything, in one statement (one round trip on PostgreSQL): the account, the
// idempotency check by external_ref, the catalogue rows of the body's SKUs with the figures of the items their
// counted blanks draw on, whether the caller's token is live, and the tax rate of the account's billing country.
import { sql, type ExpressionBuilder, type RawBuilder, type Selectable } from "kysely";
import { SHARED_OWNER, stockIdOf } from "../domain/stock.js";
import type { CountryRate } from "../domain/tax.js";
import { accountOfRow } from "./accounts.js";
import { CATALOG_COLUMNS, productsOfRows, type ProductWithBlank } from "./catalog.js";
import type { Db } from "./database.js";
import { fromJson } from "./json.js";
import type { OrderRequest } from "./orders.js";
import { PreparedQuery } from "./prepared.js";
import { figuresOfRow, type StockFigures } from "./stock.js";
import { storeOfRow } from "./stores.js";
import type { AccountRow, AccountsTable, StoreRow, StoresTable, Tables } from "./tables.js";

/** A create's first read. */
export interface CreateReads {
  account: AccountRow;
  /** The account's order made by a create with the same external_ref, if there is one. */
  request: OrderRequest | undefined;
  /** The account's products among the body's SKUs, with their blanks and stored art. */
  products: ProductWithBlank[];
  /** Whether the token of the hash asked about is the account's and unrevoked (false when none was asked about). */
  tokenLive: boolean;
  /**
   * The figures of the stock items the products' counted blanks draw on (stockKeyOf), as of this read: an item
   * not among them was never counted. Lines naming a blank directly (print_files) were not read here.
   */
  figures: StockFigures[];
  /** The store asked about (by id, among the account's), or the account's default store when none was; undefined: no such store. */
  store: StoreRow | undefined;
  /** The operator's rate of the account's billing country; undefined: no billing country, or no rate for it. */
  taxRate: CountryRate | undefined;
}

/**
 * Whether the token with hash `tokenHash` is the account's and not revoked, as of this read: what lets a create skip
 * the token's own lookup when its row is remembered (services/token-confirmation.ts) and still refuse a token revoked since.
 */
function tokenLive(eb: ExpressionBuilder<Tables & { a: AccountsTable }, "a">, tokenHash: string) {
  return eb
    .exists(eb.selectFrom("tokens as t").select("t.id").where("t.token_hash", "=", tokenHash).whereRef("t.account_id", "=", "a.id").where("t.revoked_at", "is", null))
    .as("token_live");
}

const accountWithRequest = (by: StoreBy) =>
  new PreparedQuery((db, $: { id: string; externalRef: string; tokenHash: string; storeId: string }) =>
    db
      .selectFrom("accounts as a")
      .leftJoin("orders as o", (join) => join.onRef("o.account_id", "=", "a.id").on("o.external_ref", "=", $.externalRef))
      .leftJoin("stores as s", (join) => storeJoin(join, by, by === "id" ? $.storeId : ""))
      .leftJoin("tax_rates as tr", "tr.country", "a.billing_country")
      .selectAll("a")
      .select([...STORE_COLUMNS, ...TAX_COLUMNS])
      .select(["o.order_ref as request_order_ref", "o.request_hash as request_hash", "o.response as request_response"])
      .select((eb) => tokenLive(eb, $.tokenHash))
      .where("a.id", "=", $.id),
  );
const ACCOUNT_WITH_REQUEST = { id: accountWithRequest("id"), default: accountWithRequest("default") };

/**
 * The account and, if it has one, its order made by a create with `externalRef`: what a create reads first, in one
 * round trip (on PostgreSQL each statement of a create is one; docs/performance.md).
 */
async function findAccountAndRequest(
  db: Db,
  id: string,
  externalRef: string,
  tokenHash: string,
  storeId: string | null,
): Promise<Omit<CreateReads, "products" | "figures"> | undefined> {
  const { by, ...store } = storeAsked(storeId);
  const row = await ACCOUNT_WITH_REQUEST[by].first(db, { id, externalRef, tokenHash, ...store });
  return row && { ...firstRowReads(row), store: storeOfRead(row) };
}

/** What the first row of either read says beside products and figures: the account, the replay, the token. */
function firstRowReads(
  row: Record<string, unknown> & { request_order_ref: string | null; request_hash: string | null; request_response: string | null; token_live: unknown },
): Pick<CreateReads, "account" | "request" | "tokenLive" | "taxRate"> {
  const account = Object.fromEntries(Object.entries(row).filter(([k]) => !NOT_ACCOUNT_KEYS.has(k))) as Selectable<AccountsTable>;
  const request = row.request_order_ref === null ? undefined : { order_ref: row.request_order_ref, request_hash: row.request_hash!, response: fromJson<OrderRequest["response"]>(row.request_response!) };
  const taxRate = row.tax_rate_bp === null || row.tax_rate_bp === undefined ? undefined : { rate_bp: Number(row.tax_rate_bp), name: String(row.tax_rate_name) };
  return { account: accountOfRow(account), request, tokenLive: Boolean(row.token_live), taxRate };
}

/** The store a read asks for: by id, or the default (whose statement takes no id). */
function storeAsked(storeId: string | null): { by: StoreBy; storeId: string } {
  return storeId === null ? { by: "default", storeId: "" } : { by: "id", storeId };
}

const createReads = (by: StoreBy) =>
  new PreparedQuery((db, $: { id: string; externalRef: string; skus: string[]; tokenHash: string; storeId: string }) =>
    db
      .selectFrom("accounts as a")
      .leftJoin("orders as o", (join) => join.onRef("o.account_id", "=", "a.id").on("o.external_ref", "=", $.externalRef))
      .leftJoin("stores as s", (join) => storeJoin(join, by, by === "id" ? $.storeId : ""))
      // The rate of the account's billing country (a primary key lookup): taxing the order costs no statement.
      .leftJoin("tax_rates as tr", "tr.country", "a.billing_country")
      .leftJoin("products as p", (join) => join.onRef("p.account_id", "=", "a.id").on("p.sku", "in", $.skus))
      .leftJoin("blanks as b", "b.sku", "p.blank_sku")
      .leftJoin("product_art as pa", "pa.product_id", "p.id")
      .leftJoin("files as f", "f.checksum", "pa.checksum")
      // The item a product of a counted blank draws on (domain/stock.ts stockKeyOf): the account's own goods under the
      // product's SKU for a fulfillment blank, the operator's shared blank under the blank's SKU for a POD one.
      .leftJoin("stock_items as si", (join) =>
        join.on(
          sql<boolean>`b.track_stock = 1 and si.owner = case when b.type = 'fulfillment' then a.id else ${SHARED_OWNER} end and si.sku = case when b.type = 'fulfillment' then p.sku else b.sku end`,
        ),
      )
      .selectAll("a")
      .select(["o.order_ref as request_order_ref", "o.request_hash as request_hash", "o.response as request_response", ...CATALOG_COLUMNS, ...ITEM_COLUMNS, ...STORE_COLUMNS, ...TAX_COLUMNS])
      .select((eb) => tokenLive(eb, $.tokenHash))
      .where("a.id", "=", $.id),
  );
const CREATE_READS = { id: createReads("id"), default: createReads("default") };

/**
 * What a create reads before it checks anything, in one round trip: the account, its order made by a create with
 * `externalRef` if there is one, and its products among `skus` with their blanks and stored art (a row per product
 * and area of art, the account's columns on each); `tokenLive` says whether the token of `tokenHash` is the account's
 * and unrevoked (false for the default "", which no token has); `storeId` names the store the order is for (null:
 * the account's default store).
 */
export async function findCreateReads(
  db: Db,
  id: string,
  externalRef: string,
  skus: readonly string[],
  tokenHash = "",
  storeId: string | null = null,
): Promise<CreateReads | undefined> {
  if (skus.length === 0) {
    const found = await findAccountAndRequest(db, id, externalRef, tokenHash, storeId);
    return found && { ...found, products: [], figures: [] };
  }
  const { by, ...store } = storeAsked(storeId);
  const rows = await CREATE_READS[by].all(db, { id, externalRef, skus: [...skus], tokenHash, ...store });
  const first = rows[0];
  if (!first) return undefined;
  return { ...firstRowReads(first), products: productsOfRows(rows), figures: figuresOfRows(rows), store: storeOfRead(first) };
}

/**
 * The account's store with the id asked (`by: "id"`), or its default store: one row at most (ids are unique, an
 * account has one default), found by an index. Two statements rather than one with an OR: SQLite answered that
 * OR by merging two index searches for every create, five times the cost of the whole read without it.
 */
type StoreBy = "id" | "default";

function storeJoin<J extends { onRef: (a: "s.account_id", op: "=", b: "a.id") => J; on: (e: RawBuilder<boolean>) => J }>(join: J, by: StoreBy, storeId: string): J {
  const accounts = join.onRef("s.account_id", "=", "a.id");
  // The literal predicate, so that the partial index of default stores (stores_one_default) serves it.
  return by === "id" ? accounts.on(sql<boolean>`s.id = ${storeId}`) : accounts.on(sql<boolean>`s.is_default = 1`);
}

/** The store's columns of a create read, each aliased `store_<column>`. */
const STORE_COLUMNS = [
  "s.id as store_id",
  "s.account_id as store_account_id",
  "s.name as store_name",
  "s.url as store_url",
  "s.return_address as store_return_address",
  "s.packing_slip as store_packing_slip",
  "s.logo_url as store_logo_url",
  "s.insert_ids as store_insert_ids",
  "s.is_default as store_is_default",
  "s.archived as store_archived",
  "s.logo_status as store_logo_status",
  "s.logo_reason as store_logo_reason",
  "s.logo_file as store_logo_file",
  "s.created_at as store_created_at",
  "s.updated_at as store_updated_at",
] as const;
const STORE_KEYS = new Set(STORE_COLUMNS.map((c) => c.split(" as ")[1]!));

/** The store of a create read's row, if one was found. */
function storeOfRead(row: Record<string, unknown>): StoreRow | undefined {
  if (row.store_id === null || row.store_id === undefined) return undefined;
  return storeOfRow(unprefixed(row, STORE_KEYS, "store_") as unknown as Selectable<StoresTable>);
}

/** The columns of `keys` (aliases starting with `prefix`) under their own names. */
function unprefixed(row: Record<string, unknown>, keys: ReadonlySet<string>, prefix: string): Record<string, unknown> {
  return Object.fromEntries([...keys].map((k) => [k.slice(prefix.length), row[k]]));
}

/** The tax rate's columns of a create read. */
const TAX_COLUMNS = ["tr.rate_bp as tax_rate_bp", "tr.name as tax_rate_name"] as const;

/** The stock item's columns of a create read, each aliased `item_<column>`. */
const ITEM_COLUMNS = [
  "si.owner as item_owner",
  "si.sku as item_sku",
  "si.on_hand as item_on_hand",
  "si.committed as item_committed",
  "si.backordered as item_backordered",
  "si.incoming as item_incoming",
  "si.reorder_point as item_reorder_point",
  "si.alerted as item_alerted",
] as const;
const ITEM_KEYS = new Set(ITEM_COLUMNS.map((c) => c.split(" as ")[1]!));

/** The items found (a row per product and area of art: each once). */
function figuresOfRows(rows: readonly Record<string, unknown>[]): StockFigures[] {
  const found = new Map<string, StockFigures>();
  for (const row of rows) {
    if (row.item_owner === null || row.item_owner === undefined) continue;
    const figures = figuresOfRow(unprefixed(row, ITEM_KEYS, "item_"));
    found.set(stockIdOf(figures), figures);
  }
  return [...found.values()];
}

/** The aliases of CATALOG_COLUMNS. */
const CATALOG_KEYS = new Set(CATALOG_COLUMNS.map((c) => c.split(" as ")[1]!));

/** The columns of a create read that are not the account's. */
const NOT_ACCOUNT_KEYS: ReadonlySet<string> = new Set([...CATALOG_KEYS, ...ITEM_KEYS, ...STORE_KEYS, "tax_rate_bp", "tax_rate_name", "request_order_ref", "request_hash", "request_response", "token_live"]);

/** The create read as compiled for `skus` and a store asked by id (or the default when null): what the plan tests read. */
export function compileCreateRead(db: Db, skus: readonly string[], storeId: string | null) {
  const { by, ...store } = storeAsked(storeId);
  return CREATE_READS[by].compile(db, { id: "acc", externalRef: "ref", skus: [...skus], tokenHash: "", ...store });
}
