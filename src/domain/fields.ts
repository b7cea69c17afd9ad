// Field-level format rules shared by every operation: timestamps, phones, URLs, SKUs, colours, free text.
import { fieldError, type FieldError } from "./errors.js";

const RFC3339_UTC = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|\+00:00)$/;

/** The instant as an ISO string (`…Z`, milliseconds), or undefined when `text` is not RFC 3339 UTC. */
export function parseUtcTimestamp(text: string): string | undefined {
  const m = RFC3339_UTC.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return undefined;
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second));
  // setUTCFullYear, because Date.UTC reads years 0–99 as 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1 || date.getUTCFullYear() !== year) return undefined;
  const fraction = m[7] ? Number(`0${m[7]}`) : 0;
  return new Date(date.getTime() + Math.floor(fraction * 1000)).toISOString();
}

const PHONE_CHARS = /^[0-9 +().-]{5,32}$/;

export function isPhone(text: string): boolean {
  return PHONE_CHARS.test(text) && (text.match(/\d/g)?.length ?? 0) >= 5;
}

export function isHttpUrl(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

export function isSku(text: string): boolean {
  return /^[A-Za-z0-9._-]{1,64}$/.test(text);
}

export function isColor(text: string): boolean {
  return /^#[0-9A-Fa-f]{6}$/.test(text);
}

// Control characters other than tab and newline; also lone surrogates and non-characters.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\uFFFE\uFFFF]/;

export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text) || !text.isWellFormed();
}

/** Printable: no control characters at all (not even tab or newline), e.g. for references. */
export function isPrintable(text: string): boolean {
  return !/[\t\n]/.test(text) && !hasControlCharacters(text);
}

/** A text that is present but blank counts as missing. */
export function isBlank(text: string | undefined): boolean {
  return text === undefined || text.trim() === "";
}

export function requireText(errors: FieldError[], path: string, value: string | undefined): void {
  if (value !== undefined && isBlank(value)) errors.push(fieldError(path, "required", "must not be blank"));
  else if (value !== undefined && hasControlCharacters(value)) errors.push(fieldError(path, "invalid_text", "must not contain control characters"));
}
