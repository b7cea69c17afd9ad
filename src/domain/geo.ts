// Country and state reference data: ISO 3166-1 alpha-2 codes; US states and CA provinces, and the ISO 3166-2
// subdivisions (from the iso-3166 package) of the countries whose carriers need one, by code and name.
import { iso31662 } from "iso-3166";

const COUNTRY_CODES =
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ " +
  "CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR " +
  "GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO " +
  "JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR " +
  "MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO " +
  "RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV " +
  "TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW";

export const COUNTRIES: ReadonlySet<string> = new Set(COUNTRY_CODES.split(" "));

const US_STATES: Record<string, string> = {
  AL: "Alabama", AK: "Alaska", AZ: "Arizona", AR: "Arkansas", CA: "California", CO: "Colorado",
  CT: "Connecticut", DE: "Delaware", DC: "District of Columbia", FL: "Florida", GA: "Georgia",
  HI: "Hawaii", ID: "Idaho", IL: "Illinois", IN: "Indiana", IA: "Iowa", KS: "Kansas", KY: "Kentucky",
  LA: "Louisiana", ME: "Maine", MD: "Maryland", MA: "Massachusetts", MI: "Michigan", MN: "Minnesota",
  MS: "Mississippi", MO: "Missouri", MT: "Montana", NE: "Nebraska", NV: "Nevada", NH: "New Hampshire",
  NJ: "New Jersey", NM: "New Mexico", NY: "New York", NC: "North Carolina", ND: "North Dakota",
  OH: "Ohio", OK: "Oklahoma", OR: "Oregon", PA: "Pennsylvania", RI: "Rhode Island",
  SC: "South Carolina", SD: "South Dakota", TN: "Tennessee", TX: "Texas", UT: "Utah", VT: "Vermont",
  VA: "Virginia", WA: "Washington", WV: "West Virginia", WI: "Wisconsin", WY: "Wyoming",
  AS: "American Samoa", GU: "Guam", MP: "Northern Mariana Islands", PR: "Puerto Rico",
  VI: "U.S. Virgin Islands", UM: "U.S. Minor Outlying Islands",
  AA: "Armed Forces Americas", AE: "Armed Forces Europe", AP: "Armed Forces Pacific",
};

const CA_PROVINCES: Record<string, string> = {
  AB: "Alberta", BC: "British Columbia", MB: "Manitoba", NB: "New Brunswick",
  NL: "Newfoundland and Labrador", NS: "Nova Scotia", NT: "Northwest Territories", NU: "Nunavut",
  ON: "Ontario", PE: "Prince Edward Island", QC: "Quebec", SK: "Saskatchewan", YT: "Yukon",
};

/**
 * Countries whose carriers need the state (prefecture, province) on the label, checked against ISO 3166-2. The
 * lowest level is the one that goes on an address: Italy's provinces and Spain's provinces (not their regions and
 * autonomous communities), where a subdivision with parts is never itself one.
 */
export const SUBDIVISION_COUNTRIES = ["AU", "BR", "MX", "IN", "JP", "IT", "ES"] as const;

/** The country's lowest-level ISO 3166-2 subdivisions: code without the country prefix → name. */
function subdivisions(country: string): Record<string, string> {
  const own = iso31662.filter((entry) => entry.code.startsWith(`${country}-`));
  const parents = new Set(own.map((entry) => entry.parent));
  return Object.fromEntries(own.filter((entry) => !parents.has(entry.code)).map((entry) => [entry.code.slice(country.length + 1), entry.name]));
}

/**
 * Japan's prefectures by their ISO 3166-2 number: the name as Japanese addresses write it, and in Hepburn as
 * addresses in Latin letters do (ISO 3166-2 has Kunrei-shiki with circumflexes: "Tôkyô", "Hukuoka").
 */
export const JP_PREFECTURES: Readonly<Record<string, { own: string; latin: string }>> = Object.fromEntries(
  (
    [
      ["01", "北海道", "Hokkaido"], ["02", "青森県", "Aomori"], ["03", "岩手県", "Iwate"], ["04", "宮城県", "Miyagi"],
      ["05", "秋田県", "Akita"], ["06", "山形県", "Yamagata"], ["07", "福島県", "Fukushima"], ["08", "茨城県", "Ibaraki"],
      ["09", "栃木県", "Tochigi"], ["10", "群馬県", "Gunma"], ["11", "埼玉県", "Saitama"], ["12", "千葉県", "Chiba"],
      ["13", "東京都", "Tokyo"], ["14", "神奈川県", "Kanagawa"], ["15", "新潟県", "Niigata"], ["16", "富山県", "Toyama"],
      ["17", "石川県", "Ishikawa"], ["18", "福井県", "Fukui"], ["19", "山梨県", "Yamanashi"], ["20", "長野県", "Nagano"],
      ["21", "岐阜県", "Gifu"], ["22", "静岡県", "Shizuoka"], ["23", "愛知県", "Aichi"], ["24", "三重県", "Mie"],
      ["25", "滋賀県", "Shiga"], ["26", "京都府", "Kyoto"], ["27", "大阪府", "Osaka"], ["28", "兵庫県", "Hyogo"],
      ["29", "奈良県", "Nara"], ["30", "和歌山県", "Wakayama"], ["31", "鳥取県", "Tottori"], ["32", "島根県", "Shimane"],
      ["33", "岡山県", "Okayama"], ["34", "広島県", "Hiroshima"], ["35", "山口県", "Yamaguchi"], ["36", "徳島県", "Tokushima"],
      ["37", "香川県", "Kagawa"], ["38", "愛媛県", "Ehime"], ["39", "高知県", "Kochi"], ["40", "福岡県", "Fukuoka"],
      ["41", "佐賀県", "Saga"], ["42", "長崎県", "Nagasaki"], ["43", "熊本県", "Kumamoto"], ["44", "大分県", "Oita"],
      ["45", "宮崎県", "Miyazaki"], ["46", "鹿児島県", "Kagoshima"], ["47", "沖縄県", "Okinawa"],
    ] as const
  ).map(([code, own, latin]) => [code, { own, latin }]),
);

/** Countries whose state field is checked against a list; others take free text. */
export const STATE_LISTS: Readonly<Record<string, Record<string, string>>> = {
  US: US_STATES,
  CA: CA_PROVINCES,
  ...Object.fromEntries(SUBDIVISION_COUNTRIES.map((country) => [country, subdivisions(country)])),
};

function lookupKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[.\s]+/g, " ")
    .trim()
    .toUpperCase();
}

/**
 * ISO 3166-2 spells Japan's prefectures in Kunrei-shiki (Tiba, Hukuoka, Sizuoka); addresses use Hepburn (Chiba,
 * Fukuoka, Shizuoka), which these syllables turn one into the other.
 */
function hepburn(name: string): string {
  return name.toLowerCase().replace(/si/g, "shi").replace(/ti/g, "chi").replace(/tu/g, "tsu").replace(/hu/g, "fu").replace(/zi/g, "ji");
}

/** "Tokyo-to", "Osaka-fu", "Chiba-ken", "Chiba Prefecture": the prefecture's name alone. */
function withoutPrefectureSuffix(key: string): string {
  return key.replace(/[- ](KEN|FU|TO|DO|PREFECTURE)$/, "");
}

const STATE_INDEX: Record<string, Map<string, string>> = Object.fromEntries(
  Object.entries(STATE_LISTS).map(([country, states]) => {
    const index = new Map<string, string>();
    for (const [code, name] of Object.entries(states)) {
      index.set(code, code);
      index.set(`${country}-${code}`, code);
      index.set(lookupKey(name), code);
      // "Valle d'Aosta, Vallée d'Aoste", "Alicante / Alacant": each language's name on its own too.
      for (const part of name.split(/\s*[,/]\s*/)) if (part.length > 2 && !index.has(lookupKey(part))) index.set(lookupKey(part), code);
      if (country === "JP") {
        index.set(lookupKey(hepburn(name)), code);
        // "東京都" and "東京" (without 都, 府 or 県; 北海道 is always whole), as Japanese addresses write them.
        const own = JP_PREFECTURES[code]?.own;
        if (own) for (const key of [own, own.replace(/[都府県]$/, "")]) index.set(key, code);
      }
    }
    return [country, index];
  }),
);

/** The upper-case country code, or undefined when `text` is not an ISO 3166-1 alpha-2 code. */
export function normalizeCountry(text: string): string | undefined {
  const code = text.trim().toUpperCase();
  return COUNTRIES.has(code) ? code : undefined;
}

/**
 * For countries with a state list: the state's code, or undefined when `text` names no state of it.
 * For other countries: the text as sent.
 */
export function normalizeState(country: string, text: string): string | undefined {
  const index = STATE_INDEX[country];
  if (!index) return text;
  const key = lookupKey(text);
  return index.get(key) ?? (country === "JP" ? index.get(withoutPrefectureSuffix(key)) : undefined);
}
