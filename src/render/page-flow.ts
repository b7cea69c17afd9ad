// Text laid down a PDF page from the top, running on to a further page (headed to say whose it is) when it is full:
// what a packing slip and a customs declaration share. Text of any script is drawn through text-layout.ts.
import { drawText, layoutText, type Align, type LaidText } from "./text-layout.js";

export type Font = "body" | "bold";

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

  /** A row of table cells, each laid out already, drawn from the top of the row. */
  protected cells(cells: { laid: LaidText; x: number; width: number; align?: Align }[], size: number): void {
    for (const cell of cells) drawText(this.doc, cell.laid, cell.x, this.y, cell.width, size, cell.align);
  }
}
