// How slips and customs declarations print an address's place: per country, its subdivision (state, province,
// prefecture) as the code the post expects, as its name, in the country's own script, or not at all (docs/operator-guide.md).
import { iso31662 } from "iso-3166";
import { JP_PREFECTURES, STATE_LISTS } from "./geo.js";

/**
 * - code: as stored, the code the post reads (US "CA", CA "ON", AU "NSW", BR "SP", IT "MI");
 * - name: the subdivision's name (Mexico's states, Spain's provinces), the default for countries not listed;
 * - plain_name: the name without the ISO romanisation's accents (India: "Bihar", not "Bihār");
 * - own_script: Japan: the prefecture as Japanese addresses write it (東京都), before the city, when the address is
 *   written in Japanese; its Hepburn name ("Tokyo") when it is written in Latin letters;
 * - omit: addresses of the country carry no subdivision (the postcode places them).
 */
export type SubdivisionStyle = "code" | "name" | "plain_name" | "own_script" | "omit";

export const SUBDIVISION_STYLES: Readonly<Record<string, SubdivisionStyle>> = {
  US: "code",
  CA: "code",
  AU: "code",
  BR: "code",
  IT: "code",
  JP: "own_script",
  MX: "name",
  ES: "name",
  IN: "plain_name",
  AT: "omit",
  BE: "omit",
  CH: "omit",
  DE: "omit",
  DK: "omit",
  FI: "omit",
  FR: "omit",
  LU: "omit",
  NL: "omit",
  NO: "omit",
  PL: "omit",
  PT: "omit",
  SE: "omit",
};

export interface PlacedAddress {
  name: string;
  address_1: string;
  address_2?: string | null | undefined;
  city: string;
  state?: string | null | undefined;
  country: string;
}

/** Japanese written in kanji or kana: such an address takes its prefecture in kanji too. */
const JAPANESE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** The city and subdivision as printed (null: no subdivision printed); the other parts print as stored. */
export function printedPlace(address: PlacedAddress): { city: string; state: string | null } {
  const { city, country } = address;
  const state = address.state?.trim() ? address.state.trim() : null;
  if (state === null) return { city, state: null };
  switch (SUBDIVISION_STYLES[country] ?? "name") {
    case "omit":
      return { city, state: null };
    case "code":
      return { city, state };
    case "own_script": {
      const prefecture = JP_PREFECTURES[state];
      if (!prefecture) return { city, state };
      const ownScript = [address.name, address.address_1, address.address_2 ?? "", city].some((part) => JAPANESE.test(part));
      // Japanese addresses go from the prefecture down: 東京都千代田区, never the prefecture twice.
      if (ownScript) return { city: city.startsWith(prefecture.own) ? city : `${prefecture.own}${city}`, state: null };
      return named(city, prefecture.latin);
    }
    case "plain_name":
      return named(city, subdivisionName(country, state).normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC"));
    case "name":
      return named(city, subdivisionName(country, state));
  }
}

/** A name the city already holds ("Ciudad de México" in "Ciudad de México") is not printed twice. */
function named(city: string, name: string): { city: string; state: string | null } {
  return { city, state: city.toLowerCase().includes(name.toLowerCase()) ? null : name };
}

/** The name of a subdivision stored as its code (lists of geo.ts, else ISO 3166-2); free text is its own name. */
function subdivisionName(country: string, state: string): string {
  const listed = STATE_LISTS[country]?.[state];
  if (listed) return listed;
  const code = state.toUpperCase().startsWith(`${country}-`) ? state.toUpperCase() : `${country}-${state.toUpperCase()}`;
  return isoNames().get(code) ?? state;
}

let names: Map<string, string> | undefined;

function isoNames(): Map<string, string> {
  names ??= new Map(iso31662.map((entry) => [entry.code, entry.name]));
  return names;
}
