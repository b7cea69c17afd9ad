// What callers send, as the domain's rules read it: the wire schemas (schemas/) are written to these shapes and the
// compiler checks that each schema's type fits its shape (Fits in schemas/common.ts), so the dependency runs inward.
import type { BlankType, TextAlignment } from "./catalog-values.js";

export interface CustomTextInput {
  field_name: string;
  text: string;
}

/** One print area of an order line: a print file (and preview), or text for a product's fields. */
export interface PrintAreaInput {
  preview_image?: string;
  print_file?: string;
  custom_text?: CustomTextInput[];
}

export interface OrderItemInput {
  sku: string;
  quantity: number;
  print_areas?: Record<string, PrintAreaInput>;
}

/** An order's packing-slip texts. */
export interface PackingSlipInput {
  branding_message?: string;
  contact_message?: string;
}

/** A create-order body: the fields the order rules read (money and customs read theirs in their own modules). */
export interface OrderInput {
  external_ref: string;
  order_note?: string;
  created_at: string;
  shipping_name: string;
  shipping_phone: string;
  shipping_address_1: string;
  shipping_address_2?: string;
  shipping_city: string;
  shipping_zip: string;
  shipping_state: string;
  shipping_country: string;
  return_name?: string;
  return_phone?: string;
  return_address_1?: string;
  return_address_2?: string;
  return_city?: string;
  return_zip?: string;
  return_state?: string;
  return_country?: string;
  packing_slip?: PackingSlipInput;
  insert_id?: number;
  /** The store the order is for (docs/caller-guide.md#stores-and-store-tokens); absent: the token's, else the default. */
  store_id?: string;
  items: OrderItemInput[];
}

/** A text field of a product's print area: a box on the area, filled per order. */
export interface TextFieldInput {
  field_name: string;
  required?: boolean;
  max_length: number;
  default_text?: string;
  x: number;
  y: number;
  width: number;
  height: number;
  font_size: number;
  color?: string;
  align?: TextAlignment;
}

export interface ProductPrintAreaInput {
  print_file?: string;
  text_fields?: TextFieldInput[];
}

export interface BlankPrintAreaInput {
  width_px: number;
  height_px: number;
  dpi: number;
}

/** A catalog blank as the operator creates it: the fields its rules read. */
export interface BlankInput {
  sku: string;
  name: string;
  type: BlankType;
  print_areas?: Record<string, BlankPrintAreaInput>;
}

/** A caller's product as created: the fields its rules read. */
export interface ProductInput {
  sku: string;
  name: string;
  blank_sku: string;
  print_areas?: Record<string, ProductPrintAreaInput>;
}
