// The reference's examples are real: the scenario runs every operation on a fresh server and what it records must
// match src/http/examples.json (refs, tokens, times and checksums aside). `npm run examples:update` rewrites the file.
import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EXAMPLES, type RecordedExamples } from "../../src/http/reference.js";
import { recordExamples } from "../reference/scenario.js";

const FILE = new URL("../../src/http/examples.json", import.meta.url);

/** Values that differ from run to run, replaced by what they stand for. */
function stable(value: unknown, key = ""): unknown {
  if (typeof value === "string") {
    if (key === "next_cursor") return "<cursor>";
    return value
      .replace(/\b(acc|dlv|ent|evt|inv|itm|mov|note|op|ord|prd|rcv|ret|shp|sto|tok|whk)_[0-9A-Za-z]{26}\b/g, "$1_<ref>")
      // downloads named by the day they were made (orders-2026-11-29.csv, INV-2026-000001-2026-11-29.csv)
      .replace(/-\d{4}-\d\d-\d\d\.csv\b/g, "-<date>.csv")
      // invoices: numbered by the year, for the month the scenario runs in
      .replace(/\bINV-\d{4}-/g, "INV-<year>-")
      .replace(/^\d{4}-\d\d$/, "<month>")
      .replace(/\bpod_[A-Za-z0-9_-]{20,}/g, "pod_<token>")
      .replace(/\bpodop_[A-Za-z0-9_-]{20,}/g, "podop_<token>")
      .replace(/\bwhsec_[A-Za-z0-9+/=]+/g, "whsec_<secret>")
      .replace(/\b[0-9a-f]{64}\b/g, "<sha256>")
      // the sandbox's tracking numbers are random
      .replace(/\bSBX\d{12}\b/g, "SBX<digits>")
      .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)/g, "<time>")
      // ship_by and delivery dates follow the day the scenario runs
      .replace(/^\d{4}-\d\d-\d\d$/, "<date>")
      .replace(/^\d+$/, key === "Content-Length" ? "<length>" : value);
  }
  if (typeof value === "number" && ["latency_ms", "size_bytes"].includes(key)) return 0;
  if (Array.isArray(value)) return value.map((v) => stable(v));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stable(v, k)]));
  return value;
}

describe("the reference's examples", () => {
  it("are what a real server answers today", { timeout: 120_000 }, async () => {
    const recorded: RecordedExamples = await recordExamples();
    if (process.env.UPDATE_EXAMPLES === "1") writeFileSync(FILE, `${JSON.stringify(recorded, null, 2)}\n`);
    else expect(stable(recorded), "run `npm run examples:update` after changing an operation, and review the diff").toEqual(stable(EXAMPLES));
  });
});
