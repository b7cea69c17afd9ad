// The words an order is found by (orders/list `q`, API.md §20): folded to lower case without accents, so a search
// matches "Étienne" from "etienne" and a prefix of a word finds the whole word.

/** Longest word kept: enough for any tracking number or reference; longer input is cut, not refused. */
const MAX_WORD = 100;
/** The highest code point: a prefix's words run from the prefix itself up to the prefix followed by it. */
export const PREFIX_END = "\u{10FFFF}";

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

/** Every word an order is found by: its references whole (and the caller's in parts), ship-to name, city and zip. */
export function orderWords(order: SearchableOrder): string[] {
  const words = new Set<string>([foldWord(order.order_ref), foldWord(order.external_ref)]);
  for (const word of [...textWords(order.external_ref), ...textWords(order.shipping_name), ...textWords(order.shipping_city), ...zipWords(order.shipping_zip)]) {
    words.add(word);
  }
  return [...new Set([...words].map((w) => w.slice(0, MAX_WORD)))].filter((w) => w !== "");
}

/** A tracking number's word: the number whole, without spaces. */
export function trackingWord(trackingNumber: string): string {
  return foldWord(trackingNumber).replace(/\s+/gu, "").slice(0, MAX_WORD);
}
