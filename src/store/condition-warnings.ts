// Warnings about a condition that fails many requests or jobs at once (the database away, the bucket down),
// written once per condition per 10 s with a count of the failures between, so an outage under load is a few
// lines in the log rather than thousands.

export interface WarnLog {
  warn(object: object, message: string): void;
}

/** The same condition is logged at most this often; the failures between are counted into the next line. */
const LOG_EVERY_MS = 10_000;

export class ConditionWarnings {
  readonly #last = new Map<string, { at: number; since: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Logs `message` for `condition` unless it was logged less than 10 s ago; `error`'s message goes with it. */
  note(log: WarnLog, condition: string, message: string, error: unknown): void {
    const at = this.now();
    const last = this.#last.get(condition);
    if (last && at - last.at < LOG_EVERY_MS) {
      last.since++;
      return;
    }
    this.#last.set(condition, { at, since: 0 });
    log.warn({ condition, error: (error as Error | undefined)?.message ?? String(error), failed_since_last_warning: last?.since ?? 0 }, message);
  }
}
