// Packing slips as PDF: one page per order (more when its lines run over), real text in the shipped fonts (any script;
// document-fonts.ts), the order_ref as Code 128.
import type { PackingSlipSize } from "../domain/packing-slip.js";
import { addressLines, type SlipAddress } from "./address-lines.js";
import { DeclarationWriter, type CustomsDeclaration } from "./customs-declaration.js";
import { PageFlow } from "./page-flow.js";
import { PartDocument, wholeDocument } from "./part-document.js";
import { logoSize, prepareSlipLogo } from "./slip-logo.js";

export type { SlipAddress };


export interface SlipLine {
  sku: string;
  productName: string;
  /** What is still to ship of the line (ordered − cancelled − shipped). */
  quantity: number;
}

/** Everything one order's slip shows; the caller resolves the order's settings against its account's. */
export interface PackingSlip {
  orderRef: string;
  externalRef: string;
  /** The order's date, as the caller sent it (RFC 3339). */
  orderedAt: string;
  shipTo: SlipAddress;
  returnAddress: SlipAddress | null;
  brandingMessage: string | null;
  contactMessage: string | null;
  insertId: number | null;
  /** The store the order was sold in, printed at the head of the slip; absent or null: none (as before stores). */
  storeName?: string | null;
  /**
   * The store's logo (PNG or JPEG bytes; a Uint8Array once passed to the slip thread), printed top left within
   * 50 × 20 mm; absent or null, or bytes that cannot be decoded: the slip prints without it, leaving no gap.
   */
  logo?: Uint8Array | null;
  /** The order's shipping method (name, and carrier when it has one); absent or null: none. */
  shippingMethod?: string | null;
  lines: SlipLine[];
  /** An order abroad: its customs declaration, printed on a page of its own after the slip. */
  customs?: CustomsDeclaration | null;
}

/** A logo embedded in one document: opened by pdfkit once, drawn on every slip that carries the same bytes. */
interface EmbeddedLogo {
  image: PDFKit.Mixins.ImageSrc;
  width: number;
  height: number;
}

/** What to print of each order: its slip (and declaration, abroad), or its customs declaration alone. */
export type SlipContent = "slips" | "customs";

/** Page sizes in PDF points (1/72 inch), and the scale of type and spacing on them (a 4×6 label is small). */
const PAGES: Record<PackingSlipSize, { size: [number, number]; margin: number; scale: number }> = {
  A4: { size: [595.28, 841.89], margin: 42, scale: 1 },
  letter: { size: [612, 792], margin: 42, scale: 1 },
  "4x6": { size: [288, 432], margin: 14, scale: 0.72 },
};

/**
 * One PDF document of slips written a part at a time (part-document.ts): memory holds one part's pages, so a batch of
 * any size streams (docs/operator-guide.md#packing-slips).
 */
export class SlipDocument extends PartDocument<PackingSlip> {
  private readonly page: (typeof PAGES)[PackingSlipSize];
  private started = false;
  /** By the logo's bytes as passed in (a batch's orders of one store share one buffer): prepared and embedded once. */
  private readonly logos = new WeakMap<Uint8Array, Promise<EmbeddedLogo | null>>();

  constructor(
    size: PackingSlipSize,
    private readonly content: SlipContent = "slips",
  ) {
    super({ ...PAGES[size], title: content === "customs" ? "Customs declarations" : "Packing slips" });
    this.page = PAGES[size];
  }

  /**
   * Lays out the slips' pages, yielding to the event loop between orders, so a part of 100 never holds the thread
   * for more than one order's layout (about a millisecond; see docs/performance.md).
   */
  async add(slips: readonly PackingSlip[]): Promise<void> {
    for (const slip of slips) {
      if (this.started) await new Promise((resolve) => setImmediate(resolve));
      this.started = true;
      if (this.content === "slips") new SlipWriter(this.doc, this.page.scale, slip.orderRef).write(slip, slip.logo ? await this.logo(slip.logo) : null);
      if (slip.customs) new DeclarationWriter(this.doc, this.page.scale).write(slip.customs);
    }
    await this.flushed();
  }

  /** The logo ready to draw, or null when it cannot be decoded (the slip then prints without it). */
  private logo(bytes: Uint8Array): Promise<EmbeddedLogo | null> {
    let embedded = this.logos.get(bytes);
    if (!embedded) {
      embedded = prepareSlipLogo(bytes).then((logo) => {
        if (!logo) return null;
        try {
          // pdfkit's typings lack openImage; it answers the image object image() takes in place of the bytes.
          const image = (this.doc as unknown as { openImage(src: Buffer): PDFKit.Mixins.ImageSrc }).openImage(logo.png);
          return { image, width: logo.width, height: logo.height };
        } catch {
          return null;
        }
      });
      this.logos.set(bytes, embedded);
    }
    return embedded;
  }
}

/** The slips as one PDF document, whole (one order's slip, a declaration, the tests). */
export async function renderPackingSlips(slips: readonly PackingSlip[], size: PackingSlipSize, content: SlipContent = "slips"): Promise<Buffer> {
  return wholeDocument(new SlipDocument(size, content), slips);
}

/** Lays out one order's slip from the top of a new page down. */
class SlipWriter extends PageFlow {
  constructor(
    doc: PDFKit.PDFDocument,
    scale: number,
    private readonly orderRef: string,
  ) {
    super(doc, scale);
  }

  protected continuationHeading(): string {
    return `Order ${this.orderRef} (continued)`;
  }

  write(slip: PackingSlip, logo: EmbeddedLogo | null): void {
    this.header(slip, logo);
    this.addresses(slip);
    this.lines(slip);
    if (slip.insertId !== null) this.text(`Insert #${slip.insertId}`, { font: "bold", size: 11 });
    if (slip.contactMessage) this.text(slip.contactMessage, { size: 9, gapBefore: 10 });
  }

  /**
   * The logo top left, then the store's name, the branding message and the title, beside the order_ref's barcode
   * (the logo above the barcode and the rest below it on a label too narrow for both), then the order's facts across
   * the page.
   */
  private header(slip: PackingSlip, logo: EmbeddedLogo | null): void {
    const narrow = this.width < 400;
    if (logo && narrow) this.logo(logo);
    const top = this.y;
    const barcode = this.barcode(slip.orderRef, narrow ? undefined : this.left + this.width, top);
    const textWidth = narrow ? this.width : this.width - barcode.width - this.pt(12);
    if (narrow) this.y = barcode.bottom + this.pt(6);
    else if (logo) this.logo(logo);
    if (slip.storeName) this.text(slip.storeName, { font: "bold", size: 15, width: textWidth });
    if (slip.brandingMessage) this.text(slip.brandingMessage, { font: "bold", size: 13, width: textWidth });
    this.text("Packing slip", { font: "bold", size: 10, width: textWidth });
    this.y = Math.max(this.y, barcode.bottom) + this.pt(6);
    this.text(`Order ${slip.orderRef}`, { size: 9 });
    this.text(`Your reference ${slip.externalRef}`, { size: 9 });
    this.text(`Date ${slip.orderedAt.slice(0, 10)}`, { size: 9 });
    if (slip.shippingMethod) this.text(`Shipping ${slip.shippingMethod}`, { font: "bold", size: 9 });
    this.y += this.pt(8);
  }

  /** The logo at the top left of what is left of the page, scaled into its box. */
  private logo(logo: EmbeddedLogo): void {
    const { width, height } = logoSize(logo, this.scale);
    try {
      this.doc.image(logo.image, this.left, this.y, { width, height });
    } catch {
      // A last guard: an image pdfkit cannot embed is left off, the slip still prints.
      return;
    }
    this.y += height + this.pt(6);
  }

  /** Ship-to and return address side by side (stacked on a label too narrow for two columns). */
  private addresses(slip: PackingSlip): void {
    const blocks: [string, SlipAddress][] = [["Ship to", slip.shipTo]];
    if (slip.returnAddress) blocks.push(["Return address", slip.returnAddress]);
    const sideBySide = this.width >= 400;
    const columnWidth = sideBySide ? (this.width - this.pt(20)) / 2 : this.width;
    const top = this.y;
    let lowest = top;
    blocks.forEach(([title, address], i) => {
      if (sideBySide) this.y = top;
      const x = sideBySide ? this.left + i * (columnWidth + this.pt(20)) : this.left;
      this.text(title, { font: "bold", size: 9, x, width: columnWidth });
      this.text(addressLines(address).join("\n"), { size: 10, x, width: columnWidth });
      lowest = Math.max(lowest, this.y);
      if (!sideBySide) this.y += this.pt(6);
    });
    this.y = lowest + this.pt(10);
  }

  /** The lines still to ship: SKU, product name, quantity; continued on further pages when they run over. */
  private lines(slip: PackingSlip): void {
    const quantityWidth = this.pt(40);
    const skuWidth = Math.min(this.pt(130), this.width * 0.32);
    const nameWidth = this.width - skuWidth - quantityWidth - this.pt(12);
    const row = (sku: string, name: string, quantity: string, font: "body" | "bold") => {
      const size = this.pt(9);
      const cells = [
        { laid: this.layout(sku, font, size, skuWidth), x: this.left, width: skuWidth },
        { laid: this.layout(name, font, size, nameWidth), x: this.left + skuWidth + this.pt(6), width: nameWidth },
        { laid: this.layout(quantity, font, size, quantityWidth), x: this.left + this.width - quantityWidth, width: quantityWidth, align: "right" as const },
      ];
      const height = Math.max(cells[0]!.laid.height, cells[1]!.laid.height) + this.pt(4);
      if (this.y + height > this.bottom) this.continuation();
      this.cells(cells, size);
      this.y += height;
    };
    row("SKU", "Product", "Qty", "bold");
    this.rule();
    for (const line of slip.lines) row(line.sku, line.productName, String(line.quantity), "body");
    this.rule();
    this.y += this.pt(6);
  }
}

