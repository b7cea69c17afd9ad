// Unit tests of src/domain/refs.ts: reference format ^prefix_[0-9a-z]{26}$, sortable by the time given, unique; secrets.
import { describe, expect, it } from "vitest";
import { newRef, newSecret } from "../../src/domain/refs.js";

const CROCKFORD = /^[0-9abcdefghjkmnpqrstvwxyz]+$/;

describe("newRef", () => {
  it.each([
    ["ord", /^ord_[0-9a-z]{26}$/],
    ["itm", /^itm_[0-9a-z]{26}$/],
    ["shp", /^shp_[0-9a-z]{26}$/],
    ["evt", /^evt_[0-9a-z]{26}$/],
  ])("%s references have the format %s and use only Crockford base32 (no i, l, o, u)", (prefix, format) => {
    for (let i = 0; i < 200; i++) {
      const ref = newRef(prefix);
      expect(ref).toMatch(format);
      expect(ref.slice(prefix.length + 1)).toMatch(CROCKFORD);
      expect(encodeURIComponent(ref)).toBe(ref);
    }
  });

  it.each([
    ["the epoch", 0, "0000000000"],
    ["1 ms", 1, "0000000001"],
    ["31 ms", 31, "000000000z"],
    ["32 ms", 32, "0000000010"],
    ["1024 ms", 1024, "0000000100"],
    ["the largest 50-bit time", 2 ** 50 - 1, "zzzzzzzzzz"],
  ])("the first 10 characters encode the time: %s → %s", (_case, ms, encoded) => {
    expect(newRef("ord", ms).slice(4, 14)).toBe(encoded);
  });

  it.each([
    ["0 ms and 1 ms", 0, 1],
    ["31 ms and 32 ms (a carry)", 31, 32],
    ["1 ms apart in 2026", Date.UTC(2026, 10, 22, 10, 0, 0, 0), Date.UTC(2026, 10, 22, 10, 0, 0, 1)],
    ["one day apart", Date.UTC(2026, 0, 1), Date.UTC(2026, 0, 2)],
    ["one year apart", Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1)],
    ["2026 and 2100", Date.UTC(2026, 0, 1), Date.UTC(2100, 0, 1)],
  ])("a reference made later sorts after: %s", (_case, early, late) => {
    for (let i = 0; i < 50; i++) {
      const a = newRef("ord", early);
      const b = newRef("ord", late);
      expect(a < b).toBe(true);
      expect([b, a].sort()).toEqual([a, b]);
    }
  });

  it("sorting references by text sorts them by their time", () => {
    const times = Array.from({ length: 200 }, (_, i) => Date.UTC(2026, 0, 1) + i * 997 + (i % 7));
    const refs = times.map((t) => newRef("itm", t));
    const shuffled = [...refs].reverse();
    expect(shuffled.sort()).toEqual(refs);
  });

  it("without a time it uses the clock", async () => {
    const before = newRef("ord", Date.now());
    await new Promise((resolve) => setTimeout(resolve, 10));
    const made = newRef("ord");
    await new Promise((resolve) => setTimeout(resolve, 10));
    const after = newRef("ord", Date.now());
    expect(before.slice(0, 14) < made.slice(0, 14)).toBe(true);
    expect(made.slice(0, 14) < after.slice(0, 14)).toBe(true);
  });

  it("20 000 references made in the same millisecond are all different", () => {
    const refs = new Set(Array.from({ length: 20_000 }, () => newRef("itm", 1_800_000_000_000)));
    expect(refs.size).toBe(20_000);
  });

  it("the random part uses the whole alphabet", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) for (const c of newRef("x", 0).slice(12)) seen.add(c);
    expect(seen.size).toBe(32);
  });
});

describe("newSecret", () => {
  it.each(["pod", "op"])("%s secrets: prefix, underscore, 32 random bytes in base64url; all different", (prefix) => {
    const secrets = Array.from({ length: 500 }, () => newSecret(prefix));
    for (const secret of secrets) {
      expect(secret).toMatch(new RegExp(`^${prefix}_[A-Za-z0-9_-]{43}$`));
      expect(Buffer.from(secret.slice(prefix.length + 1), "base64url")).toHaveLength(32);
    }
    expect(new Set(secrets).size).toBe(500);
  });
});
