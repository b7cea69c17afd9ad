// The ship form's carrier suggestions (the service's methods first, each carrier once) and the progress form's
// local time → UTC.
import { describe, expect, it } from "vitest";
import { carrierSuggestions, COMMON_CARRIERS, localTimeToUtc } from "../../console/src/carriers.js";

describe("carrierSuggestions", () => {
  it("lists the methods' carriers, then recent ones, then the common ones, each once whatever its case, blanks left out", () => {
    const list = carrierSuggestions(["Speedy Parcels", null, "dhl"], ["Evri Tracked 48", " ", "Speedy parcels", "UPS"]);
    expect(list.slice(0, 4)).toEqual(["Speedy Parcels", "dhl", "Evri Tracked 48", "UPS"]);
    expect(list.filter((c) => c.toLowerCase() === "dhl")).toEqual(["dhl"]);
    expect(list.filter((c) => c.toLowerCase() === "speedy parcels")).toHaveLength(1);
    expect(list).toEqual(expect.arrayContaining(["USPS", "FedEx", "Royal Mail", "DPD", "GLS", "Canada Post", "Australia Post", "La Poste", "Deutsche Post", "PostNL", "Japan Post"]));
    expect(list).not.toContain("");
  });

  it("is the common list alone when the service knows no carrier yet", () => {
    expect(carrierSuggestions([], [])).toEqual(COMMON_CARRIERS);
  });
});

describe("localTimeToUtc", () => {
  it("reads a datetime-local value in the machine's zone and answers RFC 3339 UTC; empty or invalid: undefined (now)", () => {
    expect(localTimeToUtc("2026-11-20T09:30")).toBe(new Date(2026, 10, 20, 9, 30).toISOString().replace(".000Z", "Z"));
    expect(localTimeToUtc("")).toBeUndefined();
    expect(localTimeToUtc("   ")).toBeUndefined();
    expect(localTimeToUtc("not a time")).toBeUndefined();
  });
});
