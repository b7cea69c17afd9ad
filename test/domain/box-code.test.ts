// A box label's barcode (docs/console.md#receiving): what the label prints and what the console's scan box reads back.
import { describe, expect, it } from "vitest";
import { boxCode, readBoxCode } from "../../src/domain/receiving.js";

describe("box codes", () => {
  it("reads back what a label carries, a bare receiving_ref, and any case", () => {
    const ref = "rcv_01kb2m3n4p5q6r7s8t9v0w1x2y";
    expect(readBoxCode(boxCode(ref, 2))).toEqual({ receivingRef: ref, box: 2 });
    expect(readBoxCode(ref)).toEqual({ receivingRef: ref });
    expect(readBoxCode(` ${ref.toUpperCase()}/17 `)).toEqual({ receivingRef: ref, box: 17 });
  });

  it("is not a box code when it is an order's reference, an external_ref or a malformed label", () => {
    for (const scanned of ["ord_01kb2m3n4p5q6r7s8t9v0w1x2y", "PO-7001", "rcv_", "rcv_abc/", "rcv_abc/x", "rcv_abc/2/3", "rcv_abc 2"]) {
      expect(readBoxCode(scanned), scanned).toBeUndefined();
    }
  });
});
