// A line's status from its quantities: every combination that matters, in one table.
import { describe, expect, it } from "vitest";
import { LINE_STATUSES, lineStatus } from "../../src/domain/line-status.js";

describe("lineStatus", () => {
  it.each([
    // quantity, cancelled, shipped → status
    [5, 0, 0, "open"],
    [5, 2, 0, "open"],
    [5, 4, 0, "open"],
    [5, 5, 0, "cancelled"],
    [1, 1, 0, "cancelled"],
    [5, 0, 1, "partially_shipped"],
    [5, 2, 2, "partially_shipped"],
    [5, 0, 4, "partially_shipped"],
    [5, 0, 5, "shipped"],
    [5, 3, 2, "shipped"],
    [5, 4, 1, "shipped"],
    [1, 0, 1, "shipped"],
  ] as const)("quantity %i, cancelled %i, shipped %i → %s", (quantity, cancelled_quantity, shipped_quantity, status) => {
    expect(lineStatus({ quantity, cancelled_quantity, shipped_quantity })).toBe(status);
  });

  it("answers only the documented statuses", () => {
    const seen = new Set<string>();
    for (let q = 1; q <= 4; q++) for (let c = 0; c <= q; c++) for (let s = 0; s <= q - c; s++) seen.add(lineStatus({ quantity: q, cancelled_quantity: c, shipped_quantity: s }));
    expect([...seen].sort()).toEqual([...LINE_STATUSES].sort());
  });
});
