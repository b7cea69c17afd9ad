// Which files each order line needs per print area, where they come from, and how a stored image measures up to its area.
import type { BlankPrintSize, Product } from "./catalog.js";
import { ownArea } from "./catalog.js";

/** A line's file for one print area: being made or fetched, ready, or failed with a reason. */
export const FILE_STATUSES = ["pending", "ready", "failed"] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];

/** Where an area's print file comes from. */
export type FileSource =
  /** Print-file line: the caller's own artwork and optional preview, downloaded. */
  | { kind: "download"; print_file: string; preview_image: string | null }
  /** Standard line: the product's art for the area, downloaded once per product. */
  | { kind: "product_art"; art: string }
  /** Custom-text line: the product's art (if any) with the caller's texts drawn on it. */
  | { kind: "render"; art: string | null; texts: Record<string, string>; preview_image: string | null };

export interface LineAreaInput {
  print_file?: string;
  preview_image?: string;
  custom_text?: { field_name: string; text: string }[];
}

/** The print areas of a line that get files, with their source; empty when the line needs none (fulfillment). */
export function plannedFiles(kind: string, lineAreas: Record<string, LineAreaInput> | null, product: Pick<Product, "print_areas"> | null): Record<string, FileSource> {
  const plan: Record<string, FileSource> = {};
  if (kind === "print_files") {
    for (const [area, input] of Object.entries(lineAreas ?? {})) {
      if (input.print_file) plan[area] = { kind: "download", print_file: input.print_file, preview_image: input.preview_image ?? null };
    }
    return plan;
  }
  const productAreas = product?.print_areas ?? {};
  if (kind === "standard") {
    for (const [area, productArea] of Object.entries(productAreas)) {
      if (productArea.print_file) plan[area] = { kind: "product_art", art: productArea.print_file };
    }
    return plan;
  }
  const areas = new Set([...Object.keys(productAreas), ...Object.keys(lineAreas ?? {})]);
  for (const area of areas) {
    const productArea = ownArea(productAreas, area);
    const input = lineAreas ? ownArea(lineAreas, area) : undefined;
    if (!productArea?.print_file && !productArea?.text_fields && !input) continue;
    const texts: Record<string, string> = {};
    for (const entry of input?.custom_text ?? []) texts[entry.field_name] = entry.text;
    plan[area] = { kind: "render", art: productArea?.print_file ?? null, texts, preview_image: input?.preview_image ?? null };
  }
  return plan;
}

export interface FileInfo {
  checksum: string;
  content_type: string;
  size_bytes: number;
  width_px: number;
  height_px: number;
  /** For a print file: the resolution it prints at when stretched over the area; for a preview: as recorded in the file. */
  dpi: number | null;
  /** Smaller than the area's print size: it will print soft. Kept, not refused. */
  low_resolution: boolean;
}

export interface StoredImage {
  checksum: string;
  content_type: string;
  size_bytes: number;
  width_px: number;
  height_px: number;
  density: number | null;
}

export function printFileInfo(image: StoredImage, area: BlankPrintSize): FileInfo {
  const scale = Math.min(image.width_px / area.width_px, image.height_px / area.height_px);
  return {
    checksum: image.checksum,
    content_type: image.content_type,
    size_bytes: image.size_bytes,
    width_px: image.width_px,
    height_px: image.height_px,
    dpi: Math.round(area.dpi * scale),
    low_resolution: image.width_px < area.width_px || image.height_px < area.height_px,
  };
}

export function previewInfo(image: StoredImage): FileInfo {
  const { density, ...rest } = image;
  return { ...rest, dpi: density, low_resolution: false };
}
