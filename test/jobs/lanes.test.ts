// The worker's lanes on the configured backend: slow image jobs never hold back deliveries, no job waits for its
// batch's slowest, a lane claims only for its free slots, and stop() waits for the jobs in hand in every lane.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DELIVER_WEBHOOK, MAKE_LINE_FILES, RELEASE_ORDER } from "../../src/jobs/kinds.js";
import { serviceLanes } from "../../src/jobs/lanes.js";
import { enqueueJob } from "../helpers/jobs.js";
import { Worker, type Handler, type Job } from "../../src/jobs/worker.js";
import { migrate, openDatabase, type Database } from "../../src/store/database.js";
import { freshDatabase, type FreshDatabase } from "../helpers/backend.js";

let dir: string;
let fresh: FreshDatabase;
let database: Database;
let worker: Worker | undefined;
let gates: Gate[] = [];

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "pod-orders-lanes-"));
  fresh = await freshDatabase(dir);
  database = openDatabase(fresh.url, 4);
  await migrate(database.db);
});

afterEach(async () => {
  // A failed test may leave jobs held: let them go, so stop() can wait for them.
  const holding = setInterval(() => gates.forEach((gate) => gate.releaseAll()), 10);
  await worker?.stop();
  clearInterval(holding);
  gates = [];
  worker = undefined;
  await database.close();
  await fresh.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** A handler whose jobs wait until let go by name (payload.name); the others finish at once. */
class Gate {
  readonly started: string[] = [];
  readonly finished: string[] = [];
  readonly #held = new Map<string, () => void>();

  constructor(private readonly slow: Set<string>) {
    gates.push(this);
  }

  handler(): Handler {
    return {
      run: async (job: Job) => {
        const { name } = job.payload as { name: string };
        this.started.push(name);
        if (this.slow.has(name)) await new Promise<void>((release) => this.#held.set(name, release));
        this.finished.push(name);
      },
    };
  }

  release(name: string): void {
    this.#held.get(name)?.();
  }

  releaseAll(): void {
    for (const release of this.#held.values()) release();
  }
}

async function runningOf(kinds: string[]): Promise<number> {
  const rows = await database.db.selectFrom("jobs").select("id").where("status", "=", "running").where("kind", "in", kinds).execute();
  return rows.length;
}

async function doneOf(kinds: string[]): Promise<number> {
  const rows = await database.db.selectFrom("jobs").select("id").where("status", "=", "done").where("kind", "in", kinds).execute();
  return rows.length;
}

function start(gate: Gate, lightConcurrency: number, imageConcurrency: number): Worker {
  const handlers = { [MAKE_LINE_FILES]: gate.handler(), [DELIVER_WEBHOOK]: gate.handler(), [RELEASE_ORDER]: gate.handler() };
  worker = new Worker(database.db, handlers, { lanes: serviceLanes(lightConcurrency, imageConcurrency), pollIntervalMs: 20, leaseMs: 30_000 });
  worker.start();
  return worker;
}

/** A job of a real kind, with a payload only the gate reads (no real handler runs here). */
async function add(kind: string, name: string): Promise<void> {
  await enqueueJob(database.db, kind, { name }, new Date());
}

const LIGHT = [DELIVER_WEBHOOK, RELEASE_ORDER];
const IMAGE = [MAKE_LINE_FILES];

describe("job lanes", () => {
  it("runs deliveries while a slow render holds the image lane", async () => {
    const gate = new Gate(new Set(["render"]));
    await add(MAKE_LINE_FILES, "render");
    for (let i = 0; i < 25; i++) await enqueueJob(database.db, DELIVER_WEBHOOK, { name: `delivery-${i}` } as never, new Date());
    start(gate, 4, 1);
    await expect.poll(() => doneOf(LIGHT), { timeout: 10_000 }).toBe(25);
    // Every delivery ran and finished while the render was still in hand.
    expect(gate.finished).not.toContain("render");
    expect(await runningOf(IMAGE)).toBe(1);
    gate.release("render");
    await expect.poll(() => doneOf(IMAGE), { timeout: 10_000 }).toBe(1);
  });

  it("does not wait for a batch's slowest job: the slots of finished jobs are claimed again while it runs", async () => {
    const gate = new Gate(new Set(["slow"]));
    await add(DELIVER_WEBHOOK, "slow");
    for (let i = 0; i < 12; i++) await enqueueJob(database.db, DELIVER_WEBHOOK, { name: `quick-${i}` } as never, new Date());
    start(gate, 3, 1);
    await expect.poll(() => doneOf(LIGHT), { timeout: 10_000 }).toBe(12);
    expect(gate.finished).not.toContain("slow");
    gate.release("slow");
    await expect.poll(() => doneOf(LIGHT), { timeout: 10_000 }).toBe(13);
  });

  it("never claims more jobs of a lane than it has free slots, and claims again as they free", async () => {
    const names = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${i}`);
    const gate = new Gate(new Set([...names("render", 5), ...names("delivery", 8)]));
    for (const name of names("render", 5)) await add(MAKE_LINE_FILES, name);
    for (const name of names("delivery", 8)) await add(DELIVER_WEBHOOK, name);
    start(gate, 3, 2);
    await expect.poll(() => gate.started.length, { timeout: 10_000 }).toBe(5);
    // Several polls later, still only the slots: a claimed job is `running` in the database.
    await new Promise((r) => setTimeout(r, 200));
    expect([await runningOf(IMAGE), await runningOf(LIGHT)]).toEqual([2, 3]);
    expect(worker!.lanes.map((lane) => [lane.name, lane.inHand, lane.free])).toEqual([
      ["image", 2, 0],
      ["light", 3, 0],
    ]);
    // One delivery finishes: exactly one more delivery is claimed, none of the image lane.
    gate.release(gate.started.find((n) => n.startsWith("delivery"))!);
    await expect.poll(() => gate.started.length, { timeout: 10_000 }).toBe(6);
    await new Promise((r) => setTimeout(r, 200));
    expect([await runningOf(IMAGE), await runningOf(LIGHT), await doneOf(LIGHT)]).toEqual([2, 3, 1]);
    const releasing = setInterval(() => gate.releaseAll(), 10);
    await expect.poll(() => doneOf([...IMAGE, ...LIGHT]), { timeout: 10_000 }).toBe(13);
    clearInterval(releasing);
  });

  it("stop() waits for the jobs in hand in every lane, those claimed while others ran included", async () => {
    const gate = new Gate(new Set(["render", "first", "late"]));
    await add(MAKE_LINE_FILES, "render");
    await add(DELIVER_WEBHOOK, "first");
    start(gate, 2, 1);
    await expect.poll(() => gate.started.length, { timeout: 10_000 }).toBe(2);
    // A delivery made while the first is in hand is claimed into the free slot, without waiting for the first.
    await add(DELIVER_WEBHOOK, "late");
    await expect.poll(() => gate.started.includes("late"), { timeout: 10_000 }).toBe(true);
    let stopped = false;
    const stopping = worker!.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 100));
    expect(stopped).toBe(false);
    gate.release("render");
    gate.release("first");
    await new Promise((r) => setTimeout(r, 100));
    expect(stopped).toBe(false);
    gate.release("late");
    await stopping;
    worker = undefined;
    expect(await doneOf([...IMAGE, ...LIGHT])).toBe(3);
    expect(await runningOf([...IMAGE, ...LIGHT])).toBe(0);
  });
});
