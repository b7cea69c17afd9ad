// Which "latest" file a run writes beside its stamped one (no imports: the tests load it from source). Only a full
// run replaces latest.json, the figures docs/performance.md quotes; a run of some scenarios keeps a file of its own.

/** The counted-stock scenarios (bench/stock.ts): a run of these alone is the one `stock-latest.json` holds. */
const STOCK_SCENARIOS = ["create-counted", "create-backordered", "create-counted-postgres", "create-backordered-postgres", "hot-sku-postgres"];
/** The store scenarios (bench/stores.ts): a run of these alone is the one `stores-latest.json` holds. */
const STORE_SCENARIOS = ["create-store", "create-store-postgres"];

/**
 * `named`: what `--only` named (scenarios, and render, console-list or soak), or undefined for a full run.
 * latest.json for a full run; soak-latest.json for the soak alone; stock-latest.json for counted-stock scenarios
 * alone; stores-latest.json for the store scenarios alone; partial-latest.json (not committed) for any other choice.
 */
export function latestFileOf(named: readonly string[] | undefined): string {
  if (named === undefined) return "latest.json";
  if (named.length === 1 && named[0] === "soak") return "soak-latest.json";
  if (named.length > 0 && named.every((name) => STOCK_SCENARIOS.includes(name))) return "stock-latest.json";
  if (named.length > 0 && named.every((name) => STORE_SCENARIOS.includes(name))) return "stores-latest.json";
  return "partial-latest.json";
}
