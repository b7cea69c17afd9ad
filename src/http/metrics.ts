// GET /metrics: Prometheus text from prom-client, HTTP traffic of this process plus the queue as the database holds it.
import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { Failure } from "../domain/errors.js";
import type { ServiceContext } from "../services/context.js";
import { deliveryAttemptCounts, queueSnapshot } from "../services/operations.js";
import { bearerToken } from "./auth.js";

/** Latency buckets in seconds: from a cached read (1 ms) to a slow PostgreSQL create under load. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Registers the metrics of one app. Each app has its own registry (tests run many apps in one process);
 * process-wide figures (event-loop lag, memory, CPU) come from prom-client's default collectors.
 */
export function metricsRoutes(app: FastifyInstance, ctx: ServiceContext, token: string | undefined): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({ name: "http_requests_total", help: "HTTP requests answered, by route template and status", labelNames, registers: [registry] });
  const duration = new Histogram({ name: "http_request_duration_seconds", help: "Time from request to answer, by route template and status", labelNames, buckets: LATENCY_BUCKETS, registers: [registry] });
  const ordersCreated = new Counter({ name: "pod_orders_created_total", help: "Orders created by this process (idempotent replays not counted)", registers: [registry] });
  const jobs = new Gauge({ name: "pod_jobs", help: "Jobs in the queue by kind and state (pending, running, failed)", labelNames: ["kind", "state"] as const, registers: [registry] });
  const oldestDue = new Gauge({ name: "pod_jobs_oldest_due_age_seconds", help: "Seconds the oldest due pending job of a kind has waited", labelNames: ["kind"] as const, registers: [registry] });
  const laneBacklog = new Gauge({ name: "pod_job_lane_backlog", help: "Due pending jobs of each worker lane (image: print files; light: every other kind)", labelNames: ["lane"] as const, registers: [registry] });
  const laneAge = new Gauge({ name: "pod_job_lane_oldest_due_age_seconds", help: "Seconds the oldest due pending job of each worker lane has waited (0 when none)", labelNames: ["lane"] as const, registers: [registry] });
  new Counter({
    name: "pod_webhook_delivery_attempts_total",
    help: "Webhook delivery attempts this process ended, by outcome (succeeded, retrying, failed)",
    labelNames: ["outcome"] as const,
    registers: [registry],
    // The attempts are counted where they end (the delivery job, which knows nothing of this registry).
    collect() {
      this.reset();
      for (const [outcome, count] of deliveryAttemptCounts()) this.inc({ outcome }, count);
    },
  });
  const deliveries = new Gauge({ name: "pod_webhook_deliveries", help: "Webhook deliveries waiting for an attempt (pending) and given up (failed)", labelNames: ["status"] as const, registers: [registry] });

  app.addHook("onResponse", async (request, reply) => {
    // The route template, never the raw URL: unknown paths share one label so a scanner cannot grow the series.
    const route = request.routeOptions.url ?? "unmatched";
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (route === "/v1/orders/create" && reply.statusCode === 200 && reply.getHeader("idempotent-replayed") === undefined) ordersCreated.inc();
  });

  const expected = token === undefined ? undefined : Buffer.from(token);
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (expected !== undefined) {
      const sent = Buffer.from(bearerToken(request) ?? "");
      if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) throw Failure.of("unauthorized", "send Authorization: Bearer <METRICS_TOKEN>");
    }
    const snapshot = await queueSnapshot(ctx);
    jobs.reset();
    for (const j of snapshot.jobs) jobs.set({ kind: j.kind, state: j.status }, j.count);
    oldestDue.reset();
    for (const o of snapshot.oldestDueAgeSeconds) oldestDue.set({ kind: o.kind }, o.seconds);
    for (const l of snapshot.lanes) {
      laneBacklog.set({ lane: l.lane }, l.backlog);
      laneAge.set({ lane: l.lane }, l.oldestDueAgeSeconds);
    }
    deliveries.reset();
    for (const status of ["pending", "failed"] as const) deliveries.set({ status }, snapshot.deliveries.find((d) => d.status === status)?.count ?? 0);
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
