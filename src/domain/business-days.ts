// Business days (Monday to Friday; no holiday calendar yet) on UTC calendar dates written YYYY-MM-DD.

const DAY_MS = 86_400_000;

function parseDate(date: string): Date {
  const parsed = new Date(`${date}T00:00:00.000Z`);
  if (!/^\d{4}-\d\d-\d\d$/.test(date) || Number.isNaN(parsed.getTime())) throw new Error(`not a date: ${date}`);
  return parsed;
}

function formatDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The UTC calendar day of an instant. */
export function utcDate(instant: Date): string {
  return formatDate(instant);
}

export function isBusinessDay(date: string): boolean {
  const day = parseDate(date).getUTCDay();
  return day !== 0 && day !== 6;
}

/** The date itself when it is a business day, else the next one. */
export function onOrAfterBusinessDay(date: string): string {
  let current = parseDate(date);
  while (!isBusinessDay(formatDate(current))) current = new Date(current.getTime() + DAY_MS);
  return formatDate(current);
}

/** The `days`-th business day after `date` (0: the date, or the next business day when it falls on a weekend). */
export function addBusinessDays(date: string, days: number): string {
  if (!Number.isSafeInteger(days) || days < 0) throw new Error(`cannot add ${days} business days`);
  if (days === 0) return onOrAfterBusinessDay(date);
  let current = parseDate(date);
  let left = days;
  while (left > 0) {
    current = new Date(current.getTime() + DAY_MS);
    if (isBusinessDay(formatDate(current))) left -= 1;
  }
  return formatDate(current);
}

/** When an order must leave: the Nth business day after the UTC day it was received, N the longest production time. */
export function shipBy(receivedAt: Date, productionDays: number): string {
  return addBusinessDays(utcDate(receivedAt), productionDays);
}
