// The catalog's fixed value sets: blank types, product kinds, text alignments. Both the catalog's shapes (catalog.ts)
// and what callers send (inputs.ts) are written in them, so they stand below both.

/** A print-on-demand blank gets print files; a fulfillment blank ships as it is. */
export const BLANK_TYPES = ["pod", "fulfillment"] as const;
export type BlankType = (typeof BLANK_TYPES)[number];

/** What a caller's product is: art printed as it is, or art with text fields the caller fills in per order. */
export const PRODUCT_KINDS = ["standard", "custom_text"] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** How a text field's text sits in its box, left to right. */
export const TEXT_ALIGNMENTS = ["left", "center", "right"] as const;
export type TextAlignment = (typeof TEXT_ALIGNMENTS)[number];
