// An account's invoice as PDF (docs/operator-guide.md#billing): the company and the customer, the period, every
// entry of the invoice as a table row (run on to further pages headed with the invoice's number), then the totals and
// the balances, in real text. Written a part of entries at a time (part-document.ts), so an invoice of any length
// streams with flat memory.
import { formatMoney, money } from "../domain/money.js";
import { PageFlow, type TableColumns } from "./page-flow.js";
import { PartDocument } from "./part-document.js";

/** Who issues the invoice: the service's COMPANY_* settings (each may be unset). */
export interface InvoiceIssuer {
  name: string | null;
  address: string | null;
  country: string | null;
  taxId: string | null;
}

/** Everything an invoice shows but its entries; amounts in minor units of `currency`. */
export interface InvoiceHead {
  number: string;
  /** RFC 3339. */
  issuedAt: string;
  /** "YYYY-MM". */
  period: string;
  currency: string;
  issuer: InvoiceIssuer;
  customer: { name: string; accountId: string; billingCountry: string | null; vatId: string | null };
  /** Reverse charge: no tax charged; the words and both VAT ids are printed. */
  reverseCharge: boolean;
  /** The tax's name and rate as printed ("VAT 19 %"), or null when none applies. */
  taxLabel: string | null;
  /** Charges less credits, before tax. */
  net: number;
  tax: number;
  /** net + tax. */
  total: number;
  /** Payments received in the invoice (a negative amount: they reduce what is owed). */
  payments: number;
  broughtForward: number;
  /** broughtForward + total + payments. */
  carried: number;
  entryCount: number;
}

/** One ledger entry on the invoice. */
export interface InvoiceLine {
  /** RFC 3339. */
  at: string;
  /** The entry's type in words ("Order charge"). */
  kind: string;
  orderRef: string | null;
  description: string;
  /** Signed, minor units, before tax. */
  amount: number;
  tax: number;
}

const A4: [number, number] = [595.28, 841.89];

export class InvoiceDocument extends PartDocument<InvoiceLine> {
  private readonly writer: InvoiceWriter;

  constructor(private readonly head: InvoiceHead) {
    super({ size: A4, margin: 42, title: `Invoice ${head.number}` });
    this.writer = new InvoiceWriter(this.doc, head);
  }

  async add(lines: readonly InvoiceLine[]): Promise<void> {
    for (const line of lines) this.writer.line(line);
    await this.flushed();
  }

  protected override finish(): void {
    this.writer.totals();
  }
}

class InvoiceWriter extends PageFlow {
  /** Description, date, order, net, tax. */
  private readonly table: TableColumns;

  constructor(
    doc: PDFKit.PDFDocument,
    private readonly head: InvoiceHead,
  ) {
    super(doc, 1);
    this.table = this.columns([54, 172, 66, 60], [3, 4]);
    this.heading();
  }

  protected continuationHeading(): string {
    return `Invoice ${this.head.number} (continued)`;
  }

  protected override continuation(): void {
    super.continuation();
    this.tableHead();
  }

  private amount(minor: number): string {
    return formatMoney(money(minor, this.head.currency));
  }

  private heading(): void {
    const { head } = this;
    const issuer = head.issuer;
    this.text(issuer.name ?? "Invoice", { font: "bold", size: 16 });
    if (issuer.address) this.text(issuer.address, { size: 9 });
    if (issuer.country) this.text(issuer.country, { size: 9 });
    if (issuer.taxId) this.text(`VAT id ${issuer.taxId}`, { size: 9 });
    this.text(`INVOICE ${head.number}`, { font: "bold", size: 14, gapBefore: 14 });
    this.text(`Issued ${head.issuedAt.slice(0, 10)}   Period ${head.period}   Currency ${head.currency}`, { size: 10 });
    this.text("Bill to", { font: "bold", size: 9, gapBefore: 10 });
    const customer = [head.customer.name, `Account ${head.customer.accountId}`];
    if (head.customer.billingCountry) customer.push(head.customer.billingCountry);
    if (head.customer.vatId) customer.push(`VAT id ${head.customer.vatId}`);
    this.text(customer.join("\n"), { size: 10 });
    this.y += this.pt(12);
    this.tableHead();
  }

  private tableHead(): void {
    this.tableRow(["Description", "Date", "Order", "Net", "Tax"], this.table, "bold");
    this.rule();
  }

  line(line: InvoiceLine): void {
    const description = line.description ? `${line.kind}: ${line.description}` : line.kind;
    this.tableRow([description, line.at.slice(0, 10), line.orderRef ?? "", this.amount(line.amount), this.amount(line.tax)], this.table, "body");
  }

  totals(): void {
    const { head } = this;
    this.rule();
    const rows: [string, string, boolean][] = [
      ["Net subtotal", this.amount(head.net), false],
      [head.reverseCharge ? "Tax (reverse charge)" : `Tax${head.taxLabel ? ` (${head.taxLabel})` : ""}`, this.amount(head.tax), false],
      ["Total", this.amount(head.total), true],
      ["Balance brought forward", this.amount(head.broughtForward), false],
      ["Payments received", this.amount(head.payments), false],
      ["Balance carried forward", this.amount(head.carried), true],
    ];
    const totalColumns = this.columns([140], [1]);
    for (const [label, value, bold] of rows) this.tableRow([label, value], totalColumns, bold ? "bold" : "body");
    if (head.reverseCharge) {
      this.text("Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC).", { font: "bold", size: 9, gapBefore: 10 });
      this.text(`Supplier's VAT id ${head.issuer.taxId ?? "(not set)"}; customer's VAT id ${head.customer.vatId ?? ""}`, { size: 9 });
    }
    this.text(`${head.entryCount} ${head.entryCount === 1 ? "entry" : "entries"}. An issued invoice is never changed; a correction appears on a later invoice.`, { size: 8, gapBefore: 12 });
  }
}
