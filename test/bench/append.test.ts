// The bench's list of acknowledged orders grows by a whole scenario's orders at once: more than a spread call takes.
import { describe, expect, it } from "vitest";
import { append } from "../../bench/append.js";

describe("append", () => {
  it("adds half a million items at the end, where push(...items) overflows the stack", () => {
    const items = Array.from({ length: 500_000 }, (_, i) => `ord_${i}`);
    expect(() => [].push(...(items as never[]))).toThrow(RangeError);
    const list = ["first"];
    append(list, items);
    expect(list).toHaveLength(500_001);
    expect(list.at(-1)).toBe("ord_499999");
  });
});
