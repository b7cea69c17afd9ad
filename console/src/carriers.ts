// The carriers the ship form suggests: the shipping methods' carriers, those on recent shipments, and the common
// ones worldwide; the operator may still type any other.

/** Carriers most print-on-demand suppliers hand parcels to, in no particular order of preference. */
export const COMMON_CARRIERS = [
  "USPS",
  "UPS",
  "FedEx",
  "DHL",
  "DHL eCommerce",
  "Royal Mail",
  "Evri",
  "DPD",
  "GLS",
  "Canada Post",
  "Purolator",
  "Australia Post",
  "NZ Post",
  "La Poste",
  "Colissimo",
  "Chronopost",
  "Deutsche Post",
  "Hermes",
  "PostNL",
  "bpost",
  "Poste Italiane",
  "Correos",
  "CTT",
  "PostNord",
  "Swiss Post",
  "Austrian Post",
  "An Post",
  "Japan Post",
  "Yamato",
  "Sagawa",
  "Korea Post",
  "China Post",
  "SF Express",
  "India Post",
  "Correios",
  "Aramex",
  "Asendia",
  "OnTrac",
  "TNT",
];

/** The suggestions, each once whatever its case, the service's own carriers first (what this company really uses). */
export function carrierSuggestions(methods: readonly (string | null | undefined)[], recent: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of [...methods, ...recent, ...COMMON_CARRIERS]) {
    const trimmed = (name ?? "").trim();
    if (trimmed === "" || seen.has(trimmed.toLowerCase())) continue;
    seen.add(trimmed.toLowerCase());
    out.push(trimmed);
  }
  return out;
}

/** A datetime-local value (the operator's local time, "2026-11-24T14:05") as RFC 3339 UTC; empty: undefined (now). */
export function localTimeToUtc(value: string): string | undefined {
  if (value.trim() === "") return undefined;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString().replace(/\.\d{3}Z$/, "Z");
}
