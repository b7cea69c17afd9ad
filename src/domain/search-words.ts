// The words an order is found by (orders/list `q`, docs/operator-guide.md#finding-orders): folded to lower case without accents, so a search
// matches "Étienne" from "etienne" and a prefix of a word finds the whole word; a word of a script written without
// spaces (東京都千代田区) is found by any part of it, as its suffixes are words too.

/** Longest word kept: enough for any tracking number or reference; longer input is cut, not refused. */
const MAX_WORD = 100;
/** The highest code point: a prefix's words run from the prefix itself up to the prefix followed by it. */
export const PREFIX_END = "\u{10FFFF}";

/**
 * Scripts written without spaces between words (Han, Hiragana, Katakana, Thai, Lao, Khmer, Myanmar, Tibetan):
 * what a reader calls a word is a part of a run, so a run's every suffix is kept and a search (a prefix) finds any
 * part of it. Script_Extensions, so the marks these scripts share (ー, 々) count as theirs.
 */
const NO_SPACE_SCRIPT = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Thai}\p{scx=Lao}\p{scx=Khmer}\p{scx=Myanmar}\p{scx=Tibetan}]/u;
/** Suffixes start within a run's first this many characters: a longer run (rare in a name or city) bounds its rows. */
const MAX_RUN = 32;

/** Lower case, accents and other combining marks removed, compatibility forms (full-width digits…) folded. */
export function foldWord(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}+/gu, "").toLowerCase();
}

/** The words of free text (a name, a city): split at spaces and punctuation, hyphenated words also whole. */
export function textWords(text: string): string[] {
  const folded = foldWord(text);
  const words = new Set<string>();
  for (const chunk of folded.split(/[\s,.;:/()"[\]{}!?&+*#@]+/u)) {
    if (chunk === "") continue;
    words.add(chunk);
    for (const part of chunk.split(/['’-]+/u)) if (part !== "") words.add(part);
  }
  return [...words];
}

/**
 * The suffixes of `word` that begin at a character of a no-space script other than its first: with them a prefix
 * search finds any part of such a run ("代田" in "東京都千代田区"). None for a word without such characters, so
 * words of other scripts are found by their prefixes only, as before.
 */
export function runSuffixes(word: string): string[] {
  if (!NO_SPACE_SCRIPT.test(word)) return [];
  const chars = Array.from(word);
  const suffixes: string[] = [];
  let run = 0;
  for (let i = 0; i < chars.length; i++) {
    run = NO_SPACE_SCRIPT.test(chars[i]!) ? run + 1 : 0;
    if (i > 0 && run > 0 && run <= MAX_RUN) suffixes.push(chars.slice(i).join(""));
  }
  return suffixes;
}

/** A postal code's words: its parts, and the whole without spaces ("sw1a 1aa" is found by "sw1a1" too). */
export function zipWords(zip: string): string[] {
  const words = new Set(textWords(zip));
  const compact = foldWord(zip).replace(/[\s-]+/gu, "");
  if (compact !== "") words.add(compact);
  return [...words];
}

/** The parts of a search: each must prefix one of an order's words. */
export function searchTerms(q: string): string[] {
  return [...new Set(foldWord(q).split(/\s+/u).filter((w) => w !== ""))].map((w) => w.slice(0, MAX_WORD));
}

export interface SearchableOrder {
  order_ref: string;
  external_ref: string;
  shipping_name: string;
  shipping_city: string;
  shipping_zip: string;
}

/** The words of an order's fields: its references whole (and the caller's in parts), ship-to name, city and zip. */
function fieldWords(order: SearchableOrder): Set<string> {
  const words = new Set<string>([foldWord(order.order_ref), foldWord(order.external_ref)]);
  for (const word of [...textWords(order.external_ref), ...textWords(order.shipping_name), ...textWords(order.shipping_city), ...zipWords(order.shipping_zip)]) {
    words.add(word);
  }
  return words;
}

/** Words cut to their longest, each once, none empty. */
const kept = (words: Iterable<string>) => [...new Set([...words].map((w) => w.slice(0, MAX_WORD)))].filter((w) => w !== "");

/** Every word an order is found by: its fields' words and the suffixes of their no-space runs (runSuffixes). */
export function orderWords(order: SearchableOrder): string[] {
  const words = fieldWords(order);
  for (const word of [...words]) for (const suffix of runSuffixes(word)) words.add(suffix);
  return kept(words);
}

/** Only the suffixes orderWords adds (none for an order without no-space text): what migration 0027 adds to orders made before. */
export function orderRunSuffixes(order: SearchableOrder): string[] {
  return kept([...fieldWords(order)].flatMap(runSuffixes));
}

/** A tracking number's word: the number whole, without spaces. */
export function trackingWord(trackingNumber: string): string {
  return foldWord(trackingNumber).replace(/\s+/gu, "").slice(0, MAX_WORD);
}
