// What order rules need to know about blanks, products and accounts, independent of how they are stored.
import type { ProductPrintArea } from "../schemas/products.js";
import type { Address } from "./address.js";

/** A print-on-demand blank gets print files; a fulfillment blank ships as it is. */
export const BLANK_TYPES = ["pod", "fulfillment"] as const;
export type BlankType = (typeof BLANK_TYPES)[number];

/** What a caller's product is: art printed as it is, or art with text fields the caller fills in per order. */
export const PRODUCT_KINDS = ["standard", "custom_text"] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** How a text field's text sits in its box, left to right. */
export const TEXT_ALIGNMENTS = ["left", "center", "right"] as const;
export type TextAlignment = (typeof TEXT_ALIGNMENTS)[number];

export interface BlankPrintSize {
  width_px: number;
  height_px: number;
  dpi: number;
}

export interface Blank {
  sku: string;
  name: string;
  type: BlankType;
  packing_slip_supported: boolean;
  print_areas: Record<string, BlankPrintSize>;
}

export interface Product {
  id: string;
  sku: string;
  name: string;
  blank: Blank;
  print_areas: Record<string, ProductPrintArea>;
}

export interface AccountRules {
  connected_stores: boolean;
  return_address: Address | null;
  insert_ids: number[];
}

export function isCustomTextProduct(product: Pick<Product, "print_areas">): boolean {
  return Object.values(product.print_areas).some((area) => (area.text_fields?.length ?? 0) > 0);
}

/**
 * The print area called `name`, only if the map itself has it: area maps come from JSON, and names such as
 * "constructor" must not find what every object inherits.
 */
export function ownArea<T>(areas: Record<string, T>, name: string): T | undefined {
  return Object.hasOwn(areas, name) ? areas[name] : undefined;
}
