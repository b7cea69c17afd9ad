// Load at a constant rate (open loop, as callers arrive, not as fast as the service answers): each request is sent
// at its time whether or not earlier ones were answered, every answer checked, latencies kept per request kind.
import { latencySummary, type LoadResult } from "./load.js";

export interface RateRequest {
  /** What the request is, for the per-kind counts ("create-standard", "orders/get" …). */
  kind: string;
  url: string;
  path: string;
  bearer: string;
  body: string;
}

export interface RateSpec {
  /** Requests per second, spread evenly. */
  rate: number;
  durationS: number;
  /** The `index`th request (0, 1, 2 …). */
  next: (index: number) => RateRequest;
  /** Called with each answered create's order_ref. */
  onCreated?: (orderRef: string, kind: string) => void;
  timeoutMs: number;
}

export interface RateResult {
  sent: number;
  answered: number;
  /** Non-2xx answers, answers without status "success", errors and timeouts. */
  failures: number;
  durationS: number;
  byKind: Record<string, { sent: number; failures: number; p50Ms: number; p99Ms: number }>;
  statusCodes: Record<string, number>;
  latencyMs: LoadResult["latencyMs"];
  samples: string[];
  /** The most requests in flight at once: grows without bound when the service falls behind the rate. */
  peakInFlight: number;
}

export async function runAtRate(spec: RateSpec): Promise<RateResult> {
  const total = Math.max(1, Math.round(spec.rate * spec.durationS));
  const latencies = new Map<string, number[]>();
  const failures = new Map<string, number>();
  const sentByKind = new Map<string, number>();
  const statusCodes: Record<string, number> = {};
  const samples: string[] = [];
  const inFlight = new Set<Promise<void>>();
  let peakInFlight = 0;
  let answered = 0;
  const fail = (kind: string, text: string) => {
    failures.set(kind, (failures.get(kind) ?? 0) + 1);
    if (samples.length < 5) samples.push(`${kind}: ${text.slice(0, 400)}`);
  };

  const send = async (request: RateRequest): Promise<void> => {
    const started = performance.now();
    sentByKind.set(request.kind, (sentByKind.get(request.kind) ?? 0) + 1);
    try {
      const res = await fetch(request.url + request.path, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${request.bearer}` },
        body: request.body,
        signal: AbortSignal.timeout(spec.timeoutMs),
      });
      const text = await res.text();
      answered += 1;
      statusCodes[res.status] = (statusCodes[res.status] ?? 0) + 1;
      const list = latencies.get(request.kind) ?? [];
      list.push(performance.now() - started);
      latencies.set(request.kind, list);
      let envelope: { status?: unknown; data?: { order_ref?: unknown } } | undefined;
      try {
        envelope = JSON.parse(text) as typeof envelope;
      } catch {
        envelope = undefined;
      }
      if (res.status !== 200 || envelope?.status !== "success") return fail(request.kind, `HTTP ${res.status}: ${text}`);
      if (request.path === "/v1/orders/create" && typeof envelope.data?.order_ref === "string") spec.onCreated?.(envelope.data.order_ref, request.kind);
    } catch (error) {
      fail(request.kind, `request error: ${String(error)}`);
    }
  };

  const start = performance.now();
  let sent = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * spec.rate) + 1);
      while (sent < due) {
        const pending = send(spec.next(sent++));
        inFlight.add(pending);
        void pending.finally(() => inFlight.delete(pending));
      }
      peakInFlight = Math.max(peakInFlight, inFlight.size);
      if (sent >= total) {
        clearInterval(timer);
        done();
      }
    };
    const timer = setInterval(tick, 5);
  });
  await Promise.all([...inFlight]);
  const durationS = (performance.now() - start) / 1000;

  const byKind: RateResult["byKind"] = {};
  for (const [kind, count] of sentByKind) {
    const summary = latencySummary(latencies.get(kind) ?? []);
    byKind[kind] = { sent: count, failures: failures.get(kind) ?? 0, p50Ms: summary.p50, p99Ms: summary.p99 };
  }
  return {
    sent,
    answered,
    failures: [...failures.values()].reduce((n, f) => n + f, 0),
    durationS,
    byKind,
    statusCodes,
    latencyMs: latencySummary([...latencies.values()].flat()),
    samples,
    peakInFlight,
  };
}
