// Wire types of stock (docs/operator-guide.md#stock): a counted item as callers and the operator read it, and the operator's adjustment.
import { Type, type Static } from "@sinclair/typebox";
import { ADJUST_REASONS, MOVEMENT_SORTS, STOCK_REASONS, STOCK_STATUSES } from "../domain/stock.js";
import { Cursor, Limit, Sku, StringEnum } from "./common.js";

export const StockItemView = Type.Object({
  sku: Type.String({ description: "The product's SKU (an account's goods) or the blank's (a POD blank, shared)" }),
  account_id: Type.Union([Type.String(), Type.Null()], { description: "The account whose goods these are; null for a POD blank, shared by every account" }),
  on_hand: Type.Integer({ description: "Units on the shelves" }),
  committed: Type.Integer({ description: "Units set aside for open order lines" }),
  available: Type.Integer({ description: "on_hand − committed, never below 0: what the next order can have" }),
  backordered: Type.Integer({ description: "Units open order lines still wait for" }),
  incoming: Type.Integer({ description: "Units announced in receivings not yet received" }),
  reorder_point: Type.Union([Type.Integer(), Type.Null()], { description: "At or below this many available the item is low; null: never low" }),
  status: StringEnum(STOCK_STATUSES),
  updated_at: Type.String(),
});
export type StockItemView = Static<typeof StockItemView>;

export const AdjustStockBody = Type.Object(
  {
    sku: Sku,
    account_id: Type.Optional(Type.String({ maxLength: 64, description: "The account whose goods are adjusted; absent for a POD blank" })),
    delta: Type.Integer({ minimum: -1_000_000, maximum: 1_000_000, description: "Units added (positive) or taken off (negative) on hand; never 0" }),
    reason: StringEnum(ADJUST_REASONS),
    note: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type AdjustStockBody = Static<typeof AdjustStockBody>;

export const ListStockBody = Type.Object(
  {
    account_id: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()], { description: "One account's goods; null: the shared POD blanks; absent: every item" })),
    sku: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: "Only items whose SKU begins with this (case ignored)" })),
    status: Type.Optional(StringEnum(STOCK_STATUSES, { description: "Only items at this level: in_stock, low or out_of_stock" })),
    cursor: Type.Optional(Cursor),
    limit: Type.Optional(Limit),
  },
  { additionalProperties: false },
);
export type ListStockBody = Static<typeof ListStockBody>;

export const ListStockData = Type.Object({ items: Type.Array(StockItemView), next_cursor: Type.Union([Type.String(), Type.Null()]) });
export type ListStockData = Static<typeof ListStockData>;

export const CountStockBody = Type.Object(
  {
    sku: Sku,
    account_id: Type.Optional(Type.String({ maxLength: 64, description: "The account whose goods were counted; absent for a POD blank" })),
    counted: Type.Integer({ minimum: 0, maximum: 10_000_000, description: "Units found on the shelves: on_hand becomes this; the difference is recorded as cycle_count" }),
    note: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type CountStockBody = Static<typeof CountStockBody>;

export const StockMovementsBody = Type.Object(
  {
    sku: Sku,
    account_id: Type.Optional(Type.String({ maxLength: 64, description: "The account whose goods these are; absent for a POD blank" })),
    sort: Type.Optional(StringEnum(MOVEMENT_SORTS, { description: "oldest (default): oldest first; newest: newest first (a cursor pages on in the order it was read in)" })),
    cursor: Type.Optional(Cursor),
    limit: Type.Optional(Limit),
  },
  { additionalProperties: false },
);
export type StockMovementsBody = Static<typeof StockMovementsBody>;

export const StockMovementView = Type.Object({
  movement_id: Type.String(),
  at: Type.String(),
  sku: Type.String(),
  account_id: Type.Union([Type.String(), Type.Null()]),
  on_hand_delta: Type.Integer(),
  committed_delta: Type.Integer(),
  reason: StringEnum(STOCK_REASONS),
  order_ref: Type.Union([Type.String(), Type.Null()]),
  receiving_ref: Type.Union([Type.String(), Type.Null()]),
  actor: Type.String({ description: "An operator's id, account, or system" }),
  note: Type.Union([Type.String(), Type.Null()]),
});
export type StockMovementView = Static<typeof StockMovementView>;

export const StockMovementsData = Type.Object({ movements: Type.Array(StockMovementView), next_cursor: Type.Union([Type.String(), Type.Null()]) });
export type StockMovementsData = Static<typeof StockMovementsData>;

export const InventoryListBody = Type.Object(
  {
    skus: Type.Optional(Type.Array(Sku, { minItems: 1, maxItems: 100, description: "Only these of your products" })),
    status: Type.Optional(StringEnum(STOCK_STATUSES)),
    cursor: Type.Optional(Cursor),
    limit: Type.Optional(Limit),
  },
  { additionalProperties: false },
);
export type InventoryListBody = Static<typeof InventoryListBody>;

export const InventoryMovementsBody = Type.Object({ sku: Sku, cursor: Type.Optional(Cursor), limit: Type.Optional(Limit) }, { additionalProperties: false });
export type InventoryMovementsBody = Static<typeof InventoryMovementsBody>;

export const InventoryUpdateBody = Type.Object(
  {
    sku: Sku,
    reorder_point: Type.Union([Type.Integer({ minimum: 0, maximum: 10_000_000 }), Type.Null()], { description: "At or below this many available the item is low (stock.low); null: never low" }),
  },
  { additionalProperties: false },
);
export type InventoryUpdateBody = Static<typeof InventoryUpdateBody>;
