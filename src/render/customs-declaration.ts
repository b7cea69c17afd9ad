// The customs declaration of an order abroad, CN23-style (docs/operator-guide.md#shipping-abroad-customs-data-and-declarations): sender, recipient, each line with
// description, quantity, HS code, origin, net weight and value, the totals, the incoterm, the IOSS and EORI numbers;
// one page per order, in real text.
import type { DeclarationLine, DeclarationTotals } from "../domain/customs.js";
import { formatMoney } from "../domain/money.js";
import { addressLines, type SlipAddress } from "./address-lines.js";
import { PageFlow } from "./page-flow.js";

/** Everything one order's declaration shows; the caller resolves the order's settings and the quantities in the parcel. */
export interface CustomsDeclaration {
  orderRef: string;
  externalRef: string;
  /** The order's date, as the caller sent it (RFC 3339). */
  orderedAt: string;
  sender: SlipAddress;
  recipient: SlipAddress;
  recipientTaxId: string | null;
  incoterm: string;
  iossNumber: string | null;
  /** The sender's EORI number (SHIP_FROM_EORI), when set. */
  eoriNumber: string | null;
  lines: DeclarationLine[];
  totals: DeclarationTotals;
}

/** Lays out one declaration from the top of a new page of `doc`. */
export class DeclarationWriter extends PageFlow {
  /** Whose declaration this is, for the head of every page it runs on to. */
  private orderRef = "";

  protected continuationHeading(): string {
    return `Customs declaration, order ${this.orderRef} (continued)`;
  }

  write(declaration: CustomsDeclaration): void {
    this.orderRef = declaration.orderRef;
    this.text("CUSTOMS DECLARATION CN 23", { font: "bold", size: 14 });
    this.text(`Order ${declaration.orderRef}   Reference ${declaration.externalRef}   Date ${declaration.orderedAt.slice(0, 10)}`, { size: 9 });
    this.text("Category of item: sale of goods", { size: 9 });
    this.y += this.pt(6);
    this.parties(declaration);
    this.lines(declaration);
    this.totals(declaration);
    this.y += this.pt(6);
    this.text(`Incoterm ${declaration.incoterm} (${declaration.incoterm === "DDP" ? "duties and taxes paid by the sender" : "duties and taxes paid by the recipient"})`, { font: "bold", size: 10 });
    if (declaration.iossNumber) this.text(`IOSS ${declaration.iossNumber}`, { font: "bold", size: 10 });
    if (declaration.eoriNumber) this.text(`Sender's EORI ${declaration.eoriNumber}`, { font: "bold", size: 10 });
    this.y += this.pt(16);
    this.text("I certify that the particulars given in this declaration are correct.", { size: 8 });
    this.text("Date and signature of sender: ______________________________", { size: 8, gapBefore: 12 });
  }

  /** Sender and recipient side by side (stacked on a page too narrow for two columns). */
  private parties(declaration: CustomsDeclaration): void {
    const blocks: [string, string[]][] = [
      ["From (sender)", addressLines(declaration.sender)],
      ["To (recipient)", [...addressLines(declaration.recipient), ...(declaration.recipientTaxId ? [`Tax id ${declaration.recipientTaxId}`] : [])]],
    ];
    const sideBySide = this.width >= 400;
    const columnWidth = sideBySide ? (this.width - this.pt(20)) / 2 : this.width;
    const top = this.y;
    let lowest = top;
    blocks.forEach(([title, lines], i) => {
      if (sideBySide) this.y = top;
      const x = sideBySide ? this.left + i * (columnWidth + this.pt(20)) : this.left;
      this.text(title, { font: "bold", size: 9, x, width: columnWidth });
      this.text(lines.join("\n"), { size: 10, x, width: columnWidth });
      lowest = Math.max(lowest, this.y);
      if (!sideBySide) this.y += this.pt(6);
    });
    this.y = lowest + this.pt(10);
  }

  /**
   * Columns: description, quantity, HS code, origin, net weight, value; continued on further pages when they run over.
   * A gap of GAP points between columns: a four-digit quantity, right-aligned, stays clear of the HS code after it.
   */
  private lines(declaration: CustomsDeclaration): void {
    const columns = this.columns([30, 62, 34, 54, 70], [1, 4, 5]);
    this.tableRow(["Description of contents", "Qty", "HS code", "Origin", "Net weight", "Value"], columns, "bold");
    this.rule();
    for (const line of declaration.lines) {
      this.tableRow([line.description, String(line.quantity), line.hs_code ?? "—", line.origin_country ?? "—", grams(line.weight_grams), line.value ? formatMoney(line.value) : "—"], columns, "body");
    }
    this.rule();
  }

  private totals(declaration: CustomsDeclaration): void {
    const { totals } = declaration;
    this.text(`Total quantity ${totals.quantity}`, { font: "bold", size: 10 });
    this.text(`Total value ${totals.value ? formatMoney(totals.value) : "not declared"}`, { font: "bold", size: 10 });
    const partly = totals.weight_grams !== null && !totals.weight_complete ? " (not known for every line)" : "";
    this.text(`Total net weight ${totals.weight_grams === null ? "not declared" : grams(totals.weight_grams)}${partly}`, { font: "bold", size: 10 });
  }
}

/** Grams as the declaration prints them (180,000 g), or "—" when not known. */
function grams(value: number | null): string {
  return value === null ? "—" : `${value.toLocaleString("en-US")} g`;
}
