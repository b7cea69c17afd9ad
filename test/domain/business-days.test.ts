// Business days across weekends, and the ship-by rule of docs/caller-guide.md#costs-method-and-dates-on-the-order.
import { describe, expect, it } from "vitest";
import { addBusinessDays, isBusinessDay, onOrAfterBusinessDay, shipBy } from "../../src/domain/business-days.js";

// 2026-11-20 is a Friday, 2026-11-21 Saturday, 2026-11-22 Sunday, 2026-11-23 Monday.
describe("addBusinessDays", () => {
  it.each([
    ["2026-11-23", 0, "2026-11-23"],
    ["2026-11-23", 1, "2026-11-24"],
    ["2026-11-23", 4, "2026-11-27"],
    ["2026-11-23", 5, "2026-11-30"],
    ["2026-11-20", 0, "2026-11-20"],
    ["2026-11-20", 1, "2026-11-23"],
    ["2026-11-20", 2, "2026-11-24"],
    ["2026-11-21", 0, "2026-11-23"],
    ["2026-11-21", 1, "2026-11-23"],
    ["2026-11-22", 1, "2026-11-23"],
    ["2026-11-22", 2, "2026-11-24"],
    ["2026-11-26", 10, "2026-12-10"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2027-01-01", 1, "2027-01-04"],
  ] as const)("%s + %d → %s", (date, days, expected) => {
    expect(addBusinessDays(date, days)).toBe(expected);
  });

  it("refuses negative or fractional days and bad dates", () => {
    expect(() => addBusinessDays("2026-11-23", -1)).toThrow();
    expect(() => addBusinessDays("2026-11-23", 1.5)).toThrow();
    expect(() => addBusinessDays("2026-13-01", 1)).toThrow();
  });
});

describe("weekends", () => {
  it.each([
    ["2026-11-20", true],
    ["2026-11-21", false],
    ["2026-11-22", false],
    ["2026-11-23", true],
  ] as const)("%s is a business day: %s", (date, business) => {
    expect(isBusinessDay(date)).toBe(business);
    expect(onOrAfterBusinessDay(date)).toBe(business ? date : "2026-11-23");
  });
});

describe("shipBy", () => {
  it.each([
    ["2026-11-23T09:00:00Z", 2, "2026-11-25"],
    ["2026-11-20T23:59:59Z", 2, "2026-11-24"],
    ["2026-11-21T10:00:00Z", 0, "2026-11-23"],
    ["2026-11-21T10:00:00Z", 2, "2026-11-24"],
    ["2026-11-20T10:00:00Z", 0, "2026-11-20"],
    // the UTC day counts, not a local one
    ["2026-11-22T23:30:00-02:00", 1, "2026-11-24"],
  ] as const)("received %s with %d production days → %s", (received, days, expected) => {
    expect(shipBy(new Date(received), days)).toBe(expected);
  });
});
