// How a line's kind is read from its print areas: standard (none), custom text, or print files (docs/caller-guide.md#the-three-kinds-of-line).
import type { OrderItemInput, PrintAreaInput } from "./inputs.js";

/** The kinds of order line; an order's lines are all of one kind. */
export const ITEM_KINDS = ["standard", "custom_text", "print_files"] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export type AreaKind = "custom_text" | "print_files" | "mixed" | "empty";

export function areaKind(area: PrintAreaInput): AreaKind {
  const text = area.custom_text !== undefined;
  const file = area.print_file !== undefined;
  if (text && file) return "mixed";
  if (text) return "custom_text";
  if (file) return "print_files";
  return "empty";
}

export type LineKind =
  | { kind: ItemKind }
  | { problem: "mixed_area"; area: string }
  | { problem: "mixed_areas" }
  | { problem: "empty" };

export function lineKind(item: Pick<OrderItemInput, "print_areas">): LineKind {
  if (item.print_areas === undefined) return { kind: "standard" };
  const kinds = new Set<ItemKind>();
  for (const [name, area] of Object.entries(item.print_areas)) {
    const kind = areaKind(area);
    if (kind === "mixed") return { problem: "mixed_area", area: name };
    if (kind !== "empty") kinds.add(kind);
  }
  if (kinds.size > 1) return { problem: "mixed_areas" };
  const [kind] = kinds;
  return kind === undefined ? { problem: "empty" } : { kind };
}
