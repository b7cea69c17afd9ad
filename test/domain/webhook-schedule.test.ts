// The webhook retry schedule of docs/receiving-webhooks.md#answer-fast-deduplicate-expect-retries: nine delays, about three days, ±10 % jitter.
import { describe, expect, it } from "vitest";
import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_SCHEDULE_MS, webhookRetryDelayMs } from "../../src/domain/webhook-schedule.js";

describe("webhook retry schedule", () => {
  it("is 5 s, 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h, 24 h — ten attempts in about three days", () => {
    expect(WEBHOOK_RETRY_SCHEDULE_MS).toEqual([5e3, 6e4, 3e5, 18e5, 72e5, 216e5, 432e5, 864e5, 864e5]);
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(10);
    const total = WEBHOOK_RETRY_SCHEDULE_MS.reduce((a, b) => a + b, 0);
    expect(total / 86_400_000).toBeCloseTo(2.86, 2);
  });

  it.each(WEBHOOK_RETRY_SCHEDULE_MS.map((ms, i) => [i + 1, ms]))("after attempt %i waits %i ms ±10 %", (attempt, ms) => {
    expect(webhookRetryDelayMs(attempt, 0)).toBe(Math.round(ms * 0.9));
    expect(webhookRetryDelayMs(attempt, 0.5)).toBe(ms);
    expect(webhookRetryDelayMs(attempt, 0.999999)).toBeLessThanOrEqual(Math.round(ms * 1.1));
  });

  it("keeps the last delay for attempts past the schedule", () => {
    expect(webhookRetryDelayMs(20, 0.5)).toBe(86_400_000);
  });
});
