// What order rules need to know about blanks, products and accounts, independent of how they are stored.
import type { Address } from "./address.js";
import type { BlankType } from "./catalog-values.js";
import type { ProductPrintAreaInput } from "./inputs.js";

// The value sets are handed on, so that the catalog's readers find its whole vocabulary here.
export { BLANK_TYPES, PRODUCT_KINDS, TEXT_ALIGNMENTS, type BlankType, type ProductKind, type TextAlignment } from "./catalog-values.js";

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
  /** Per ISO 4217 currency, minor units: one item, first print area included (none: not priced). */
  prices?: Record<string, number>;
  /** Per currency: each printed area beyond the first. */
  extra_area_prices?: Record<string, number>;
  /** Business days to make one (2 when not said). */
  production_days?: number;
  /** Customs data of every line made on it, unless the line overrides it (docs/operator-guide.md#shipping-abroad-customs-data-and-declarations). */
  hs_code?: string | null;
  origin_country?: string | null;
  customs_description?: string | null;
  /** Net weight of one item in grams, for customs declarations. */
  weight_grams?: number | null;
  /** Its units are counted: orders of it commit stock (domain/stock.ts). */
  track_stock?: boolean;
}

export const DEFAULT_PRODUCTION_DAYS = 2;

export interface Product {
  id: string;
  sku: string;
  name: string;
  blank: Blank;
  print_areas: Record<string, ProductPrintAreaInput>;
  /** Archived by the caller: new orders and quotes refuse it (product_archived); orders made before keep it. */
  archived?: boolean;
}

export interface AccountRules {
  connected_stores: boolean;
  return_address: Address | null;
  insert_ids: number[];
  /** ISO 4217: orders are priced in it; null or absent: an unpriced account. */
  currency?: string | null;
  default_shipping_method?: string | null;
  /** Defaults of an order's customs settings. */
  incoterm?: string | null;
  ioss_number?: string | null;
  recipient_tax_id?: string | null;
  /** A postal code in the wrong format refuses the order instead of warning. */
  strict_addresses?: boolean;
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
