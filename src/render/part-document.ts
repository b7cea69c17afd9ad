// A PDF written a part at a time (packing slips, invoices): `add` lays out some pages, `take` hands over the bytes
// pdfkit has written so far (a page's bytes are written once the next page starts), `end` finishes the document (the
// fonts' subsets, the cross-reference table) and hands over the rest. Memory holds one part's pages and the font
// subsets, whatever the document's length, so a document of any size streams.
import PDFDocument from "pdfkit";

export interface PageSetup {
  size: [number, number];
  margin: number;
  title: string;
}

export abstract class PartDocument<Part> {
  protected readonly doc: PDFKit.PDFDocument;
  private chunks: Buffer[] = [];
  private readonly ended: Promise<void>;

  constructor(setup: PageSetup) {
    this.doc = new PDFDocument({ size: setup.size, margin: setup.margin, autoFirstPage: false, info: { Title: setup.title, Producer: "pod-orders" } });
    this.doc.on("data", (chunk: Buffer) => this.chunks.push(chunk));
    this.ended = new Promise<void>((resolve, reject) => {
      this.doc.on("end", () => resolve());
      this.doc.on("error", reject);
    });
    // Awaited only by end(); a failure before then must not surface as an unhandled rejection.
    this.ended.catch(() => undefined);
  }

  /** Lays out the pages of `parts`. */
  abstract add(parts: readonly Part[]): Promise<void>;

  /** Lets pdfkit's stream hand on the bytes written (it does so asynchronously) before they are taken. */
  protected flushed(): Promise<void> {
    return new Promise((resolve) => setImmediate(resolve));
  }

  /** The bytes written since the last take. */
  take(): Buffer {
    const taken = Buffer.concat(this.chunks);
    this.chunks = [];
    return taken;
  }

  /** Finishes the document (what the subclass writes last first); the bytes not taken yet. */
  async end(): Promise<Buffer> {
    this.finish();
    this.doc.end();
    await this.ended;
    return this.take();
  }

  /** What the document writes after its last part (totals, say); nothing by default. */
  protected finish(): void {}
}

/** A whole document at once: its parts laid out, its bytes in one buffer (one order's slip, labels, the tests). */
export async function wholeDocument<Part>(document: PartDocument<Part>, parts: readonly Part[]): Promise<Buffer> {
  await document.add(parts);
  const head = document.take();
  return Buffer.concat([head, await document.end()]);
}
