// Wire schemas of catalog blanks (operator) and caller products, per docs/operator-guide.md#catalog-blanks and docs/caller-guide.md#products.
import { AVAILABILITIES } from "../domain/stock.js";
import { Type, type Static } from "@sinclair/typebox";
import { BLANK_TYPES, PRODUCT_KINDS, TEXT_ALIGNMENTS } from "../domain/catalog.js";
import type { BlankInput, ProductInput, ProductPrintAreaInput, TextFieldInput } from "../domain/inputs.js";
import { Cursor, Limit, Sku, StringEnum, Text, type Fits } from "./common.js";
import { PriceMap } from "./money.js";
import { BlankCustomsChanges, BlankCustomsFields, BlankCustomsView } from "./customs.js";

export const PrintAreaKey = Type.String({ pattern: "^[a-z][a-z0-9_]{0,31}$" });

export const BlankPrintArea = Type.Object(
  {
    width_px: Type.Integer({ minimum: 1, maximum: 100_000 }),
    height_px: Type.Integer({ minimum: 1, maximum: 100_000 }),
    dpi: Type.Integer({ minimum: 1, maximum: 4800 }),
  },
  { additionalProperties: false },
);

export const BlankType = StringEnum(BLANK_TYPES);

const BlankPrices = PriceMap("Per ISO 4217 currency: the price of one item, first print area included, in minor units");
const ExtraAreaPrices = PriceMap("Per ISO 4217 currency: each printed area beyond the first, per item, in minor units");
const ProductionDays = Type.Integer({ minimum: 0, maximum: 60, description: "Business days to make one (2 when not set)" });

export const CreateBlankBody = Type.Object(
  {
    sku: Sku,
    name: Text(200),
    type: BlankType,
    packing_slip_supported: Type.Optional(Type.Boolean({ default: true })),
    track_stock: Type.Optional(Type.Boolean({ default: false, description: "Count its units (docs/operator-guide.md#stock): per account and product for a fulfillment blank, shared by every account for a POD blank" })),
    print_areas: Type.Optional(Type.Record(PrintAreaKey, BlankPrintArea, { maxProperties: 16, additionalProperties: false })),
    prices: Type.Optional(BlankPrices),
    extra_area_prices: Type.Optional(ExtraAreaPrices),
    production_days: Type.Optional(ProductionDays),
    ...BlankCustomsFields,
  },
  { additionalProperties: false },
);
export type CreateBlankBody = Fits<Static<typeof CreateBlankBody>, BlankInput>;

export const UpdateBlankBody = Type.Object(
  {
    sku: Sku,
    name: Type.Optional(Text(200)),
    prices: Type.Optional(BlankPrices),
    extra_area_prices: Type.Optional(ExtraAreaPrices),
    production_days: Type.Optional(ProductionDays),
    packing_slip_supported: Type.Optional(Type.Boolean()),
    track_stock: Type.Optional(Type.Boolean({ description: "Count its units from now on (true), or stop counting (false): order lines already counted stay counted" })),
    ...BlankCustomsChanges,
  },
  { additionalProperties: false, minProperties: 2, description: "sku and what to change (print areas never change: products are made to them); a price map replaces the old one; orders already placed keep their prices" },
);
export type UpdateBlankBody = Static<typeof UpdateBlankBody>;

export const BlankView = Type.Object({
  sku: Type.String(),
  name: Type.String(),
  type: BlankType,
  packing_slip_supported: Type.Boolean(),
  track_stock: Type.Boolean(),
  print_areas: Type.Record(Type.String(), BlankPrintArea),
  prices: Type.Record(Type.String(), Type.Integer()),
  extra_area_prices: Type.Record(Type.String(), Type.Integer()),
  production_days: Type.Integer(),
  ...BlankCustomsView,
  created_at: Type.String(),
});
export type BlankView = Static<typeof BlankView>;

export const TextField = Type.Object(
  {
    field_name: Type.String({ pattern: "^[A-Za-z0-9_][A-Za-z0-9_ .-]{0,63}$", description: "Name callers use in custom_text" }),
    required: Type.Optional(Type.Boolean({ default: true })),
    max_length: Type.Integer({ minimum: 1, maximum: 1000 }),
    default_text: Type.Optional(Type.String({ maxLength: 1000, description: "Placeholder shown on the default preview" })),
    x: Type.Integer({ minimum: 0 }),
    y: Type.Integer({ minimum: 0 }),
    width: Type.Integer({ minimum: 1 }),
    height: Type.Integer({ minimum: 1 }),
    font_size: Type.Integer({ minimum: 1, maximum: 10_000, description: "Largest font size in pixels; text shrinks to fit" }),
    color: Type.Optional(Type.String({ default: "#000000", description: "#RRGGBB" })),
    align: Type.Optional(StringEnum(TEXT_ALIGNMENTS, { default: "center" })),
  },
  { additionalProperties: false },
);
export type TextField = Fits<Static<typeof TextField>, TextFieldInput>;

export const ProductPrintArea = Type.Object(
  {
    print_file: Type.Optional(Type.String({ minLength: 1, maxLength: 2048, description: "http(s) URL of the area's art" })),
    text_fields: Type.Optional(Type.Array(TextField, { minItems: 1, maxItems: 50 })),
  },
  { additionalProperties: false },
);
export type ProductPrintArea = Fits<Static<typeof ProductPrintArea>, ProductPrintAreaInput>;

export const CreateProductBody = Type.Object(
  {
    sku: Sku,
    name: Text(200),
    blank_sku: Sku,
    print_areas: Type.Optional(Type.Record(PrintAreaKey, ProductPrintArea, { maxProperties: 16, additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type CreateProductBody = Fits<Static<typeof CreateProductBody>, ProductInput>;

const ProductPrintAreas = Type.Record(PrintAreaKey, ProductPrintArea, { maxProperties: 16, additionalProperties: false });

export const UpdateProductBody = Type.Object(
  {
    sku: Sku,
    name: Type.Optional(Text(200)),
    print_areas: Type.Optional({ ...ProductPrintAreas, description: "Replaces the product's print areas whole (checked like create against its blank)" }),
  },
  { additionalProperties: false, minProperties: 2, description: "sku and what to change (the blank never changes); fields left out keep their value" },
);
export type UpdateProductBody = Static<typeof UpdateProductBody>;

export const ProductView = Type.Object({
  sku: Type.String(),
  name: Type.String(),
  blank_sku: Type.String(),
  kind: StringEnum(PRODUCT_KINDS),
  print_areas: Type.Record(Type.String(), ProductPrintArea),
  availability: StringEnum(AVAILABILITIES, {
    description:
      "in_stock, low (at or below the reorder point), out_of_stock (nothing available: an order waits for units, or is refused if your account refuses backorders) or not_tracked (its units are not counted). For your own counted goods inventory/list has the figures; a counted POD blank shows only this",
  }),
  created_at: Type.String(),
  archived_at: Type.Union([Type.String(), Type.Null()], { description: "When the product was archived (new orders and quotes refuse it); null while it sells" }),
});
export type ProductView = Static<typeof ProductView>;

export const GetProductBody = Type.Object({ sku: Sku }, { additionalProperties: false });
export const ListBody = Type.Object({ cursor: Type.Optional(Cursor), limit: Type.Optional(Limit) }, { additionalProperties: false });
export type ListBody = Static<typeof ListBody>;

export const ListProductsBody = Type.Object(
  {
    cursor: Type.Optional(Cursor),
    limit: Type.Optional(Limit),
    include_archived: Type.Optional(Type.Boolean({ description: "true lists archived products too (left out otherwise)" })),
  },
  { additionalProperties: false },
);
export type ListProductsBody = Static<typeof ListProductsBody>;
