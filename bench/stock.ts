// The counted-stock scenarios (issue 35, docs/performance.md#counted-stock): create-order standard with its
// fulfillment line counted (units allocated, or backordered), and on PostgreSQL every connection ordering one counted
// SKU; each right after create-order standard on the same service, which its target is a ratio to.
import { createOrders, type BenchRun, type ScenarioId, type Service } from "./bench-run.js";
import { bodyTemplate, mustPost, seedCountedStock, standardOrder, type CountedStock } from "./seed.js";

type Engine = "sqlite" | "postgres";

interface CountedScenario {
  id: ScenarioId;
  label: string;
  /** The notebooks its creates order, one after another. */
  skus: (stock: CountedStock) => readonly string[];
}

const allocated = (stock: CountedStock) => stock.spread;
const backordered = (stock: CountedStock) => stock.waiting;

/** The scenarios of each engine, in the order they run. */
const SCENARIOS_OF: Record<Engine, readonly CountedScenario[]> = {
  sqlite: [
    { id: "create-counted", label: "create-order standard, notebook counted (allocated), SQLite", skus: allocated },
    { id: "create-backordered", label: "create-order standard, notebook counted (backordered), SQLite", skus: backordered },
  ],
  postgres: [
    { id: "create-counted-postgres", label: "create-order standard, notebook counted (allocated), PostgreSQL", skus: allocated },
    { id: "create-backordered-postgres", label: "create-order standard, notebook counted (backordered), PostgreSQL", skus: backordered },
    { id: "hot-sku-postgres", label: "create-order standard, every notebook one counted SKU, PostgreSQL", skus: (stock) => [stock.hot] },
  ],
};

/** Whether any counted-stock scenario of `engine` runs (they need create-order standard of that engine too). */
export function countedWanted(run: BenchRun, engine: Engine): boolean {
  return SCENARIOS_OF[engine].some((scenario) => run.wanted(scenario.id));
}

/** The counted catalog and stock, seeded before any load so that every create of the service runs on the same tables. */
export async function seedCounted(run: BenchRun, service: Service, engine: Engine): Promise<CountedStock | undefined> {
  return countedWanted(run, engine) ? seedCountedStock(service.url, service.adminToken, service.accountId, service.token) : undefined;
}

/** create-order standard's body with its notebook line (MY-BOOK × 1) for `sku` instead. */
function standardWith(sku: string): (externalRef: string) => string {
  return bodyTemplate((ref) => {
    const body = standardOrder(ref);
    const [printed] = body.items as unknown[];
    return { ...body, items: [printed, { sku, quantity: 1 }] };
  });
}

/** Bodies ordering `skus` one after another. */
function roundRobin(run: BenchRun, skus: readonly string[]): () => string {
  const bodies = skus.map(standardWith);
  let next = 0;
  return () => bodies[next++ % bodies.length]!(run.nextRef());
}

/** What stock/list says of an item, as far as the check reads it. */
interface ItemFigures {
  sku: string;
  committed: number;
  backordered: number;
}

/** The account's counted items, every page of stock/list. */
async function countedItems(service: Service): Promise<ItemFigures[]> {
  const items: ItemFigures[] = [];
  for (let cursor: string | null = null; ; ) {
    const page = await mustPost(service.url, "/v1/admin/stock/list", { account_id: service.accountId, limit: 100, ...(cursor ? { cursor } : {}) }, service.adminToken);
    items.push(...(page.items as ItemFigures[]));
    cursor = page.next_cursor as string | null;
    if (cursor === null) return items;
  }
}

/**
 * The scenario's units as its items count them: each acknowledged create's counted line (one unit) committed, or
 * backordered, so the run measured creates that counted. A few more may be counted: the creates in flight when the
 * warm-up and the measured run ended (at most one per connection each), made after the load generator stopped
 * waiting for their answers.
 */
async function checkCounted(run: BenchRun, service: Service, scenario: CountedScenario, skus: readonly string[], acknowledged: number): Promise<void> {
  const items = (await countedItems(service)).filter((item) => skus.includes(item.sku));
  const sum = (pick: (item: ItemFigures) => number) => items.reduce((n, item) => n + Number(pick(item)), 0);
  const [counted, other] = scenario.skus === backordered ? [sum((item) => item.backordered), sum((item) => item.committed)] : [sum((item) => item.committed), sum((item) => item.backordered)];
  const how = scenario.skus === backordered ? "backordered" : "committed";
  run.log(`  stock: ${counted} units ${how} over ${items.length} items for ${acknowledged} acknowledged creates`);
  const unanswered = counted - acknowledged;
  if (other !== 0 || unanswered < 0 || unanswered > 2 * run.options.connections) {
    run.failures.push(`${scenario.label}: its items have ${counted} units ${how} (and ${other} otherwise) for ${acknowledged} acknowledged creates`);
  }
}

/** Runs the wanted counted-stock scenarios of `engine` on `service` (seeded by seedCounted); the acknowledged order_refs. */
export async function countedScenarios(run: BenchRun, service: Service, engine: Engine, stock: CountedStock): Promise<string[]> {
  const acknowledged: string[] = [];
  for (const scenario of SCENARIOS_OF[engine].filter((s) => run.wanted(s.id))) {
    const skus = scenario.skus(stock);
    const made = await createOrders(run, service, scenario.id, scenario.label, roundRobin(run, skus));
    await checkCounted(run, service, scenario, skus, made.length);
    acknowledged.push(...made);
  }
  return acknowledged;
}
