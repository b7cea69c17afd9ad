// One lane of the job worker: keeps up to its concurrency of jobs in hand, claiming only for the slots that are free.
import type { JobRow } from "../store/tables.js";

export interface LaneWork {
  /** Claims up to `limit` due jobs of `kinds` (one statement shape, store/jobs.ts claimJobs). */
  claim(kinds: readonly string[], limit: number): Promise<JobRow[]>;
  /** Runs one claimed job to its end (complete or fail); never rejects for the job's own failure. */
  run(row: JobRow): Promise<void>;
  /** A claim or a finish that could not reach the database; the lane carries on. */
  onError(error: unknown): void;
  pollIntervalMs: number;
}

export class Lane {
  readonly #inHand = new Set<Promise<void>>();
  /** Slots promised to a claim still in flight, so two claims never count the same free slot. */
  #reserved = 0;
  #stopped = true;
  #loop: Promise<void> | undefined;
  #wake: (() => void) | undefined;
  /** A wake-up that came while the lane was claiming, not sleeping: the next sleep ends at once. */
  #woken = false;

  constructor(
    readonly name: string,
    readonly kinds: readonly string[],
    readonly concurrency: number,
    private readonly work: LaneWork,
  ) {}

  get free(): number {
    return this.concurrency - this.#inHand.size - this.#reserved;
  }

  /** Jobs claimed and not yet finished. */
  get inHand(): number {
    return this.#inHand.size;
  }

  /**
   * Claims jobs for the free slots and starts them. Resolves once claimed, with how many were asked for and the
   * started jobs' ends: the caller decides whether to wait for them (runOnce does; the lane's own loop does not).
   */
  async fill(): Promise<{ asked: number; started: Promise<void>[] }> {
    const asked = this.free;
    if (asked <= 0 || this.kinds.length === 0) return { asked: 0, started: [] };
    this.#reserved += asked;
    let rows: JobRow[];
    try {
      rows = await this.work.claim(this.kinds, asked);
    } finally {
      this.#reserved -= asked;
    }
    return { asked, started: rows.map((row) => this.#start(row)) };
  }

  #start(row: JobRow): Promise<void> {
    const end: Promise<void> = this.work
      .run(row)
      .catch((error: unknown) => this.work.onError(error))
      .finally(() => {
        this.#inHand.delete(end);
        this.#wakeUp();
      });
    this.#inHand.add(end);
    return end;
  }

  /** Claims as slots free until stop(): a full claim claims again at once, a short one waits the poll interval. */
  start(): void {
    if (!this.#stopped || this.kinds.length === 0) return;
    this.#stopped = false;
    this.#loop = this.#pump();
  }

  async #pump(): Promise<void> {
    while (!this.#stopped) {
      if (this.free <= 0) {
        // Every slot taken: a finishing job wakes the lane.
        await this.#sleep(undefined);
        continue;
      }
      let full = false;
      try {
        const { asked, started } = await this.fill();
        full = asked > 0 && started.length === asked;
      } catch (error) {
        this.work.onError(error);
      }
      if (!full && !this.#stopped) await this.#sleep(this.work.pollIntervalMs);
    }
  }

  #sleep(ms: number | undefined): Promise<void> {
    if (this.#woken) {
      this.#woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = ms === undefined ? undefined : setTimeout(() => this.#wakeUp(), ms);
      this.#wake = () => {
        clearTimeout(timer);
        this.#wake = undefined;
        resolve();
      };
    });
  }

  /**
   * A finished job frees a slot, and may have made its queue_key's next job due: the lane claims again now rather
   * than after the poll interval.
   */
  #wakeUp(): void {
    if (this.#wake) this.#wake();
    else if (!this.#stopped) this.#woken = true;
  }

  /** Stops claiming and waits for the jobs in hand. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#wake?.();
    await this.#loop;
    this.#loop = undefined;
    this.#woken = false;
    await Promise.all([...this.#inHand]);
  }
}
