// The counted-stock scenarios (issue 35, docs/performance.md#counted-stock): create-order standard with its
// fulfillment line counted (units allocated, or backordered), and on PostgreSQL every connection ordering one counted
// SKU; each right after create-order standard on the same service, which its target is a ratio to.
import { createOrders, type BenchRun, type ScenarioId, type Service } from "./bench-run.js";
import { bodyTemplate, seedCountedStock, standardOrder, type CountedStock } from "./seed.js";

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

/** Runs the wanted counted-stock scenarios of `engine` on `service` (seeded by seedCounted); the acknowledged order_refs. */
export async function countedScenarios(run: BenchRun, service: Service, engine: Engine, stock: CountedStock): Promise<string[]> {
  const acknowledged: string[] = [];
  for (const scenario of SCENARIOS_OF[engine].filter((s) => run.wanted(s.id))) {
    acknowledged.push(...(await createOrders(run, service, scenario.id, scenario.label, roundRobin(run, scenario.skus(stock)))));
  }
  return acknowledged;
}
