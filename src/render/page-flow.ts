// Text laid down a PDF page from the top, running on to a further page (headed to say whose it is) when it is full:
// what packing slips, customs declarations and receiving labels share, with a Code 128 barcode. Text of any script is
// drawn through text-layout.ts.
import bwipjs from "bwip-js";
import { latinFace } from "./document-fonts.js";
import { drawText, layoutText, useFace, type Align, type LaidText } from "./text-layout.js";

/** Code 128 module (narrowest bar) width in points: 0.3 mm, within what handheld and label scanners read well. */
const MODULE_PT = 0.85;
/** Height of the bars in points (before the page's scale). */
const BARCODE_HEIGHT = 42;

export type Font = "body" | "bold";

/** A table's columns (scaled): widths, the gap between them, which are right-aligned (numbers). */
export interface TableColumns {
  widths: number[];
  gap: number;
  rightAligned: ReadonlySet<number>;
}

export interface TextOptions {
  font?: Font;
  /** Points, before the page's scale. */
  size: number;
  x?: number;
  width?: number;
  gapBefore?: number;
}

/** Starts on a new page of `doc`; sizes are scaled by `scale`. */
export abstract class PageFlow {
  protected y: number;
  protected readonly left: number;
  protected readonly width: number;
  protected readonly bottom: number;

  constructor(
    protected readonly doc: PDFKit.PDFDocument,
    protected readonly scale: number,
  ) {
    this.doc.addPage();
    const { margins } = this.doc.page;
    this.left = margins.left;
    this.width = this.doc.page.width - margins.left - margins.right;
    this.bottom = this.doc.page.height - margins.bottom;
    this.y = margins.top;
  }

  /** The heading of every further page. */
  protected abstract continuationHeading(): string;

  protected pt(value: number): number {
    return value * this.scale;
  }

  protected continuation(): void {
    this.doc.addPage();
    this.y = this.doc.page.margins.top;
    this.text(this.continuationHeading(), { font: "bold", size: 9 });
    this.y += this.pt(4);
  }

  protected rule(): void {
    this.doc.save().moveTo(this.left, this.y).lineTo(this.left + this.width, this.y).lineWidth(0.5).strokeColor("#000000").stroke().restore();
    this.y += this.pt(3);
  }

  protected text(text: string, options: TextOptions): void {
    const width = options.width ?? this.width;
    this.y += this.pt(options.gapBefore ?? 0);
    const size = this.pt(options.size);
    const laid = this.layout(text, options.font ?? "body", size, width);
    if (this.y + laid.height > this.bottom) this.continuation();
    drawText(this.doc, laid, options.x ?? this.left, this.y, width, size);
    this.y += laid.height + this.pt(2);
  }

  /** `text` wrapped to `width` at `size` (already scaled) points, in the fonts its scripts need. */
  protected layout(text: string, font: Font, size: number, width: number): LaidText {
    return layoutText(this.doc, text, font === "bold" ? "bold" : "regular", size, width);
  }

  /**
   * Draws `value` as Code 128 from `top` down, right-aligned at `right` (left-aligned when absent), with the
   * value in text under it. The bars are bwip-js's encoding, drawn as vector rectangles so they print sharp at
   * any resolution.
   */
  protected barcode(value: string, right: number | undefined, top: number): { width: number; bottom: number } {
    const [symbol] = bwipjs.raw("code128", value, {}) as { sbs: number[] }[];
    const widths = symbol!.sbs;
    const module = this.pt(MODULE_PT);
    const total = widths.reduce((sum, w) => sum + w, 0) * module;
    const start = right === undefined ? this.left : right - total;
    const height = this.pt(BARCODE_HEIGHT);
    let x = start;
    this.doc.save().fillColor("#000000");
    widths.forEach((w, i) => {
      // sbs alternates bar, space, bar, … starting with a bar.
      if (i % 2 === 0) this.doc.rect(x, top, w * module, height);
      x += w * module;
    });
    this.doc.fill().restore();
    const size = this.pt(8);
    useFace(this.doc, latinFace("regular"), size);
    this.doc.text(value, start, top + height + this.pt(2), { width: total, align: "center", lineBreak: false });
    return { width: total, bottom: top + height + this.pt(2) + size * 1.2 };
  }

  /**
   * A table row at 9 points (before the scale): each cell wrapped to its column's width, columns GAP points apart,
   * the row moved to a further page when it does not fit.
   */
  protected tableRow(cells: readonly string[], columns: TableColumns, font: Font): void {
    const size = this.pt(9);
    let x = this.left;
    const laid = cells.map((cell, i) => {
      const cellX = x;
      const width = columns.widths[i]!;
      x += width + columns.gap;
      return { laid: this.layout(cell, font, size, width), x: cellX, width, align: columns.rightAligned.has(i) ? ("right" as const) : ("start" as const) };
    });
    const height = Math.max(...laid.map((cell) => cell.laid.height)) + this.pt(4);
    if (this.y + height > this.bottom) this.continuation();
    this.cells(laid, size);
    this.y += height;
  }

  /** Column widths for a table: the fixed ones (points before the scale, in order) and the first taking the rest. */
  protected columns(fixed: readonly number[], rightAligned: readonly number[], gap = 8): TableColumns {
    const scaledGap = this.pt(gap);
    const rest = fixed.map((w) => this.pt(w));
    const first = this.width - rest.reduce((a, b) => a + b, 0) - scaledGap * rest.length;
    return { widths: [first, ...rest], gap: scaledGap, rightAligned: new Set(rightAligned) };
  }

  /** A row of table cells, each laid out already, drawn from the top of the row. */
  protected cells(cells: { laid: LaidText; x: number; width: number; align?: Align }[], size: number): void {
    for (const cell of cells) drawText(this.doc, cell.laid, cell.x, this.y, cell.width, size, cell.align);
  }
}
