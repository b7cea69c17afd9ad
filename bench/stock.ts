// The counted-stock scenarios (issue 35, docs/performance.md#counted-stock): create-order standard with its
// fulfillment line counted (units allocated, or backordered), and on PostgreSQL every connection ordering one counted
// SKU; each in rounds alternating with create-order standard on the same service, which its target is a ratio to.
import { append } from "./append.js";
import { mergedResult, type BenchRun, type ScenarioId, type Service } from "./bench-run.js";
import { runLoad, type LoadResult } from "./load.js";
import { bodyTemplate, mustPost, seedCountedStock, standardOrder, type CountedStock } from "./seed.js";

type Engine = "sqlite" | "postgres";

interface CountedScenario extends ComparedScenario {
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

/** Whether any counted-stock scenario of `engine` runs. */
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
 * warm-up and each round ended (`phases`, at most one per connection each), made after the load generator stopped
 * waiting for their answers.
 */
async function checkCounted(run: BenchRun, service: Service, scenario: CountedScenario, skus: readonly string[], acknowledged: number, phases: number): Promise<void> {
  const items = (await countedItems(service)).filter((item) => skus.includes(item.sku));
  const sum = (pick: (item: ItemFigures) => number) => items.reduce((n, item) => n + Number(pick(item)), 0);
  const [counted, other] = scenario.skus === backordered ? [sum((item) => item.backordered), sum((item) => item.committed)] : [sum((item) => item.committed), sum((item) => item.backordered)];
  const how = scenario.skus === backordered ? "backordered" : "committed";
  run.log(`  stock: ${counted} units ${how} over ${items.length} items for ${acknowledged} acknowledged creates`);
  const unanswered = counted - acknowledged;
  if (other !== 0 || unanswered < 0 || unanswered > phases * run.options.connections) {
    run.failures.push(`${scenario.label}: its items have ${counted} units ${how} (and ${other} otherwise) for ${acknowledged} acknowledged creates`);
  }
}

/**
 * Rounds a counted scenario and its comparison (create-order standard) alternate in, within the run's duration each:
 * the load of a shared machine drifts over seconds, and a ratio of two runs one after the other measured the drift
 * as much as the stock (ratios of 0.8 to 1.3 for the same code, 2026-11-29).
 */
const ROUNDS = 5;

/** A scenario measured against create-order standard on the same service. */
export interface ComparedScenario {
  id: ScenarioId;
  label: string;
}

/**
 * The scenario after its warm-up, in ROUNDS rounds alternating with create-order standard (which goes first in
 * every other round), `durationS` of each in all; recorded as one scenario with its comparison in `against`. Answers
 * every acknowledged order_ref, the scenario's own (`mine`) and how many phases ended with creates in flight.
 */
export async function measureAgainstStandard(run: BenchRun, service: Service, scenario: ComparedScenario, counted: () => string): Promise<{ acknowledged: string[]; mine: string[]; phases: number }> {
  const { warmupS, durationS, connections } = run.options;
  const rounds = Math.max(1, Math.min(ROUNDS, Math.floor(durationS)));
  // Whole-second rounds for a real run; a run shorter than a second (the smoke run's) is one round of its duration.
  const roundS = durationS < 1 ? durationS : Math.max(1, Math.round(durationS / rounds));
  const spec = (body: () => string, seconds: number) => ({ url: service.url, path: "/v1/orders/create", connections, bearer: service.token, body, collectRefs: true, durationS: seconds });
  const uncounted = () => run.standardBody(run.nextRef());
  run.log(`${scenario.label}: ${warmupS > 0 ? `${warmupS} s warm-up, ` : ""}${rounds} rounds of ${roundS} s alternating with create-order standard, at ${connections} connections ...`);
  const warm = warmupS > 0 ? await runLoad(spec(counted, warmupS)) : undefined;
  run.recordProblems(scenario.label, "warm-up", warm);
  const mine: LoadResult[] = [];
  const theirs: LoadResult[] = [];
  service.rss.startWindow();
  for (let i = 0; i < rounds; i++) {
    for (const counting of i % 2 === 0 ? [false, true] : [true, false]) {
      const part = await runLoad(spec(counting ? counted : uncounted, roundS));
      (counting ? mine : theirs).push(part);
      run.recordProblems(counting ? scenario.label : `${scenario.label}: its uncounted rounds`, `round ${i + 1}`, part);
    }
  }
  const peak = service.rss.stopWindow();
  const countedRefs = [...(warm?.acknowledged ?? []), ...mine.flatMap((r) => r.acknowledged)];
  const uncountedRefs = theirs.flatMap((r) => r.acknowledged);
  const seconds = (parts: LoadResult[]) => parts.reduce((n, r) => n + r.durationS, 0);
  const result = mergedResult(scenario.id, scenario.label, service.name, mine, { durationS: seconds(mine), peakKb: peak.peakKb, acknowledged: countedRefs.length });
  const comparison = mergedResult(scenario.id, "create-order standard", service.name, theirs, { durationS: seconds(theirs), peakKb: peak.peakKb, acknowledged: uncountedRefs.length });
  result.warmup = warm ? { requests: warm.requests, non2xx: warm.non2xx, errors: warm.errors, badBodies: warm.badBodies, replays: warm.replays } : null;
  const { requests, durationS: comparedS, rps, p50Ms, p99Ms, acknowledged } = comparison;
  result.against = { label: "create-order standard, alternating rounds", requests, durationS: comparedS, rps, p50Ms, p99Ms, acknowledged };
  run.scenarios.push(result);
  run.log(`  ${result.requests} requests, ${result.rps.toFixed(0)} req/s, p50 ${result.p50Ms.toFixed(2)} ms, p99 ${result.p99Ms.toFixed(2)} ms`);
  run.log(`  against create-order standard: ${requests} requests, ${rps.toFixed(0)} req/s, p50 ${p50Ms.toFixed(2)} ms, p99 ${p99Ms.toFixed(2)} ms`);
  return { acknowledged: [...countedRefs, ...uncountedRefs], mine: countedRefs, phases: rounds + (warm ? 1 : 0) };
}

/** Runs the wanted counted-stock scenarios of `engine` on `service` (seeded by seedCounted); the acknowledged order_refs. */
export async function countedScenarios(run: BenchRun, service: Service, engine: Engine, stock: CountedStock): Promise<string[]> {
  const acknowledged: string[] = [];
  for (const scenario of SCENARIOS_OF[engine].filter((s) => run.wanted(s.id))) {
    const skus = scenario.skus(stock);
    const made = await measureAgainstStandard(run, service, scenario, roundRobin(run, skus));
    await checkCounted(run, service, scenario, skus, made.mine.length, made.phases);
    append(acknowledged, made.acknowledged);
  }
  return acknowledged;
}
