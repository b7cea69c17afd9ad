// Box labels of a receiving as PDF (docs/caller-guide.md#sending-goods-in): one 4×6 inch page per box, with the
// receiving_ref and box number as text and as Code 128, the account's name and what the box holds, in real text.
import { boxCode } from "../domain/receiving.js";
import { PageFlow } from "./page-flow.js";
import { PartDocument, wholeDocument } from "./part-document.js";

export interface ReceivingLabels {
  receivingRef: string;
  accountName: string;
  externalRef: string | null;
  boxes: { box: number; lines: { sku: string; quantity: number }[] }[];
}

/** A 4×6 inch label in PDF points. */
const LABEL: [number, number] = [288, 432];

export function renderReceivingLabels(labels: ReceivingLabels): Promise<Buffer> {
  return wholeDocument(new LabelsDocument(labels), labels.boxes);
}

class LabelsDocument extends PartDocument<ReceivingLabels["boxes"][number]> {
  constructor(private readonly labels: ReceivingLabels) {
    super({ size: LABEL, margin: 14, title: `Receiving ${labels.receivingRef}` });
  }

  async add(boxes: ReceivingLabels["boxes"]): Promise<void> {
    for (const box of boxes) new LabelWriter(this.doc, this.labels, box.box).write(box.lines, this.labels.boxes.length);
    await this.flushed();
  }
}

/** One box's label, on a page of its own (its contents run on to a further page when they do not fit). */
class LabelWriter extends PageFlow {
  constructor(
    doc: PDFKit.PDFDocument,
    private readonly labels: ReceivingLabels,
    private readonly box: number,
  ) {
    // The packing slip's 4×6 scale: a box's code (34 characters) then fits the label's width in bars of 0.6 pt.
    super(doc, 0.72);
  }

  protected continuationHeading(): string {
    return `Receiving ${this.labels.receivingRef}, box ${this.box} (continued)`;
  }

  write(lines: readonly { sku: string; quantity: number }[], boxCount: number): void {
    this.text(this.labels.accountName, { font: "bold", size: 18 });
    this.text(`Receiving ${this.labels.receivingRef}`, { size: 12 });
    if (this.labels.externalRef) this.text(`Your reference ${this.labels.externalRef}`, { size: 12 });
    this.text(`Box ${this.box} of ${boxCount}`, { font: "bold", size: 30, gapBefore: 6 });
    this.y = this.barcode(boxCode(this.labels.receivingRef, this.box), undefined, this.y + this.pt(6)).bottom + this.pt(12);
    this.text("Contents", { font: "bold", size: 12 });
    this.rule();
    for (const line of lines) this.text(`${line.sku}  ×  ${line.quantity}`, { size: 12 });
  }
}
