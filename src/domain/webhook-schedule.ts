// When a failed webhook attempt is tried again (docs/receiving-webhooks.md#answer-fast-deduplicate-expect-retries): about three days in all, then the delivery is failed.

/** Delay after failed attempt 1, 2, …: 5 s, 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h, 24 h. */
export const WEBHOOK_RETRY_SCHEDULE_MS = [5_000, 60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 43_200_000, 86_400_000, 86_400_000] as const;

/** One first attempt plus one per step of the schedule. */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_SCHEDULE_MS.length + 1;

/** The delay after failed attempt `attempt` (1-based) with up to ±10 % jitter; `random` is in [0, 1). */
export function webhookRetryDelayMs(attempt: number, random: number = Math.random()): number {
  const base = WEBHOOK_RETRY_SCHEDULE_MS[Math.min(Math.max(attempt, 1), WEBHOOK_RETRY_SCHEDULE_MS.length) - 1]!;
  return Math.round(base * (1 + (random * 0.2 - 0.1)));
}
