// The store scenario (issue 36, docs/performance.md#orders-in-a-store): create-order standard naming a store of the
// account that is not its default, one with its own return address and slip messages, in rounds alternating with
// create-order standard (the default store) on the same service, which its target is a ratio to.
import type { BenchRun, ScenarioId, Service } from "./bench-run.js";
import { bodyTemplate, mustPost, standardOrder } from "./seed.js";
import { measureAgainstStandard, type ComparedScenario } from "./stock.js";

type Engine = "sqlite" | "postgres";

const SCENARIO_OF: Record<Engine, ComparedScenario & { id: ScenarioId }> = {
  sqlite: { id: "create-store", label: "create-order standard, in a named store, SQLite" },
  postgres: { id: "create-store-postgres", label: "create-order standard, in a named store, PostgreSQL" },
};

/** The store the scenario's orders name: its settings are what the create reads and keeps on the order. */
const BENCH_STORE = {
  name: "Bench Shop",
  url: "https://bench-shop.example.com",
  return_address: { name: "Bench Shop Returns", address_1: "1 Bench St", city: "Austin", state: "TX", zip: "78701", country: "US" },
  packing_slip: { branding_message: "Thanks from Bench Shop", contact_message: "help@bench-shop.example.com" },
};

/** Runs the store scenario of `engine` when wanted: a store made for it, then the measured rounds; the acknowledged order_refs. */
export async function storeScenario(run: BenchRun, service: Service, engine: Engine): Promise<string[]> {
  const scenario = SCENARIO_OF[engine];
  if (!run.wanted(scenario.id)) return [];
  const store = await mustPost(service.url, "/v1/stores/create", BENCH_STORE, service.token);
  const body = bodyTemplate((ref) => ({ ...standardOrder(ref), store_id: store.store_id }));
  const made = await measureAgainstStandard(run, service, scenario, () => body(run.nextRef()));
  // The scenario measured creates in the store: its last acknowledged order is there, the comparison's in the default.
  const last = made.mine.at(-1);
  if (last !== undefined) {
    const order = await mustPost(service.url, "/v1/orders/get", { order_ref: last }, service.token);
    if (order.store_id !== store.store_id) run.failures.push(`${scenario.label}: order ${last} is in store ${String(order.store_id)}, not ${String(store.store_id)}`);
  }
  return made.acknowledged;
}
