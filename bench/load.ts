// One load run with autocannon: a fixed number of connections for a fixed time, each request's body made fresh (a
// unique external_ref, or the next order_ref to track), every answer checked, acknowledged order_refs collected, and
// latencies kept at full resolution (autocannon's own histogram rounds to whole milliseconds).
import autocannon from "autocannon";

export interface LoadSpec {
  url: string;
  path: string;
  connections: number;
  durationS: number;
  bearer?: string;
  /** The body of the next request. */
  body: () => string;
  /** Keep the order_ref of every answer 200 + status "success" (create runs: for the durability check). */
  collectRefs: boolean;
}

export interface LoadResult {
  /** Completed responses, of any status. */
  requests: number;
  durationS: number;
  rps: number;
  latencyMs: { p50: number; p90: number; p99: number; mean: number; max: number };
  statusCodes: Record<string, number>;
  non2xx: number;
  /** Connection errors and timeouts, as autocannon counts them. */
  errors: number;
  timeouts: number;
  /** Answers 2xx whose body is not {status: "success", data: {order_ref}}. */
  badBodies: number;
  /** Answers flagged Idempotent-Replayed (none expected: every external_ref is new). */
  replays: number;
  /** order_refs of the acknowledged creates (when collectRefs). */
  acknowledged: string[];
  /** A few examples of what went wrong, for the report. */
  samples: string[];
  /** Every answer's latency (ms), for merging runs made side by side. */
  latenciesAll: Float64Array;
}

class Latencies {
  private values = new Float64Array(1 << 16);
  private size = 0;

  add(ms: number): void {
    if (this.size === this.values.length) {
      const bigger = new Float64Array(this.values.length * 2);
      bigger.set(this.values);
      this.values = bigger;
    }
    this.values[this.size++] = ms;
  }

  all(): Float64Array {
    return this.values.slice(0, this.size);
  }

  summary(): LoadResult["latencyMs"] {
    if (this.size === 0) return { p50: 0, p90: 0, p99: 0, mean: 0, max: 0 };
    const sorted = this.values.slice(0, this.size).sort();
    // Nearest rank: the smallest value with at least p% of the values at or below it.
    const at = (p: number) => sorted[Math.min(this.size - 1, Math.max(0, Math.ceil((p / 100) * this.size) - 1))]!;
    let sum = 0;
    for (const v of sorted) sum += v;
    return { p50: at(50), p90: at(90), p99: at(99), mean: sum / this.size, max: sorted[this.size - 1]! };
  }
}

/** How long past its duration a run waits for its first answer before it gives up (and reports no request completed). */
const ANSWER_WAIT_S = 30;

export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  let badBodies = 0;
  let replays = 0;
  const acknowledged: string[] = [];
  const samples: string[] = [];
  const note = (text: string) => {
    if (samples.length < 5) samples.push(text.slice(0, 500));
  };
  const latencies = new Latencies();
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (spec.bearer) headers.authorization = `Bearer ${spec.bearer}`;

  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      {
        url: spec.url,
        connections: spec.connections,
        // The run is stopped below, once its duration is over and an answer has come; this is only the bound.
        duration: spec.durationS + ANSWER_WAIT_S,
        // autocannon checks its stop flag once a sample; its default sample of 1 s rounds every run up to whole
        // seconds. A tenth of a second keeps a run within 0.1 s of its duration (the smoke run's are fractions of a
        // second); only autocannon's per-sample histogram uses it, and the figures here come from every answer.
        sampleInt: 100,
        requests: [
          {
            method: "POST",
            path: spec.path,
            headers,
            setupRequest: (request) => ({ ...request, body: spec.body() }),
            onResponse: (status, body, _context, responseHeaders) => {
              if (status < 200 || status > 299) {
                note(`HTTP ${status}: ${body}`);
                return;
              }
              if (responseHeaders?.["idempotent-replayed"] !== undefined) replays += 1;
              let orderRef: unknown;
              try {
                const parsed = JSON.parse(body) as { status?: unknown; data?: { order_ref?: unknown } };
                orderRef = parsed.status === "success" ? parsed.data?.order_ref : undefined;
              } catch {
                orderRef = undefined;
              }
              if (typeof orderRef !== "string") {
                badBodies += 1;
                note(`HTTP ${status} without success and order_ref: ${body}`);
              } else if (spec.collectRefs) {
                acknowledged.push(orderRef);
              }
            },
          },
        ],
      },
      (error: Error | null, res) => (error ? fail(error) : done(res)),
    );
    // A short run on a busy machine can end before a cold service has answered once (the smoke run's fractions of a
    // second): it lasts its duration and then until the first answer, so it always measures something.
    let over = false;
    let answered = false;
    const timer = setTimeout(() => {
      over = true;
      if (answered) instance.stop();
    }, spec.durationS * 1000);
    instance.on("done", () => clearTimeout(timer));
    instance.on("response", (_client, _status, _bytes, responseTimeMs) => {
      latencies.add(responseTimeMs);
      answered = true;
      if (over) instance.stop();
    });
    instance.on("reqError", (error: unknown) => note(`request error: ${String(error)}`));
  });

  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries((result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {})) {
    statusCodes[code] = Number(stat.count);
  }
  const requests = result.requests.total;
  return {
    requests,
    durationS: result.duration,
    rps: result.duration > 0 ? requests / result.duration : 0,
    latencyMs: latencies.summary(),
    statusCodes,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    badBodies,
    replays,
    acknowledged,
    samples,
    latenciesAll: latencies.all(),
  };
}

/** p50, p90, p99, mean and max of latencies in ms (nearest rank, as a single run's summary). */
export function latencySummary(values: ArrayLike<number>): LoadResult["latencyMs"] {
  const latencies = new Latencies();
  for (let i = 0; i < values.length; i++) latencies.add(values[i]!);
  return latencies.summary();
}
