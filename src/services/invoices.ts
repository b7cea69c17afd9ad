// Invoices (docs/operator-guide.md#invoices, docs/caller-guide.md#invoices): issuing one for an account and month
// (every entry not yet invoiced written before the month's end, numbered without gaps, the merchant told with
// invoice.issued), the lists, and the invoice's downloads as PDF and CSV, both streamed a page of entries at a time.
import { actorColumns, type Actor } from "../domain/actors.js";
import { BYTE_ORDER_MARK, csvRow } from "../domain/csv.js";
import { Failure } from "../domain/errors.js";
import { ENTRY_KIND_WORDS, invoiceNumber, invoiceTotals, isPeriod, periodEnd, periodOf } from "../domain/invoices.js";
import { majorUnits, money } from "../domain/money.js";
import { newRef } from "../domain/refs.js";
import { taxLabel } from "../domain/tax.js";
import { openInvoiceRenderer } from "../render/document-thread.js";
import type { InvoiceHead, InvoiceLine } from "../render/invoice.js";
import type { AdminInvoicesBody, CallerInvoicesBody, InvoicesData, InvoiceView } from "../schemas/invoices.js";
import * as ledger from "../store/billing.js";
import { transaction } from "../store/database.js";
import * as store from "../store/invoices.js";
import { writerOf } from "../store/writer.js";
import { accountOf } from "./billing.js";
import type { ServiceContext } from "./context.js";
import { accountTaxRate } from "./tax-rates.js";
import { decodeCursor, DEFAULT_LIMIT, page } from "./cursor.js";
import { recordAccountEvent } from "./events.js";

/** Entries read per page of a download: the PDF renders them as one part, the CSV writes them as one chunk. */
const ENTRY_PAGE = 200;

export function invoiceView(row: store.InvoiceRow): InvoiceView {
  const m = (amount: number) => money(amount, row.currency);
  return {
    invoice_id: row.invoice_id,
    number: row.number,
    account_id: row.account_id,
    period: row.period,
    issued_at: row.issued_at,
    currency: row.currency,
    net: m(row.net),
    tax: m(row.tax),
    total: m(row.total),
    payments: m(row.payments),
    brought_forward: m(row.brought_forward),
    carried: m(row.carried),
    entry_count: row.entry_count,
    reverse_charge: row.reverse_charge,
  };
}

/**
 * Issues the account's invoice of `period` (YYYY-MM) in one transaction: its entries in the account's currency not
 * yet invoiced and written before the period's end (earlier months' left over included) get the invoice's id; the
 * invoice row holds their sums and the balance brought forward (the previous invoice's carried); the number is taken
 * last (store/invoices.ts takeNumber); the merchant is told (invoice.issued). Refusals: 400 invalid_format or
 * period_in_future at period (the current month may be issued early: its later entries go on the next invoice),
 * 404 account_not_found, nothing_to_invoice (no empty invoice is issued).
 */
export async function issueInvoice(ctx: ServiceContext, accountId: string, period: string, actor: Actor): Promise<InvoiceView> {
  if (!isPeriod(period)) throw Failure.of("invalid_format", "must be a calendar month as YYYY-MM (2026-11)", "period");
  const now = ctx.now();
  const current = periodOf(now);
  if (period > current) throw Failure.of("period_in_future", `${period} has not begun: the latest month that may be issued is the current one, ${current}`, "period");
  return transaction(ctx.db, async (trx) => {
    const account = await accountOf(trx, accountId);
    const nothing = (why: string) => Failure.of("nothing_to_invoice", `no invoice for ${period}: ${why}`, "period");
    if (account.currency === null) throw nothing("the account is not priced (no currency), so it has no entries to invoice");
    const invoiceId = newRef("inv", now.getTime());
    const taken = await store.takeEntries(trx, accountId, account.currency, periodEnd(period), invoiceId);
    if (taken === 0) throw nothing(`every entry written before ${periodEnd(period)} is on an invoice already`);
    const sums = await store.sumsOf(trx, invoiceId);
    const previous = await store.latestInvoice(trx, accountId);
    const totals = invoiceTotals(sums, previous?.carried ?? 0);
    const issuedAt = now.toISOString();
    const rate = await accountTaxRate(trx, account, ctx.company.country);
    const year = now.getUTCFullYear();
    const row: store.InvoiceRow = {
      invoice_id: invoiceId,
      // Taken last: the year's counter row stays locked until this transaction ends, and every issue waits on it.
      number: invoiceNumber(year, await store.takeNumber(trx, year)),
      account_id: accountId,
      period,
      issued_at: issuedAt,
      currency: account.currency,
      ...totals,
      entry_count: sums.count,
      // As the account's orders are taxed now (docs/caller-guide.md#tax): an EU VAT id of another member state than COMPANY_COUNTRY's.
      reverse_charge: rate.reverse_charge,
      ...actorColumns(actor),
      issuer_name: ctx.company.name,
      issuer_address: ctx.company.address,
      issuer_country: ctx.company.country,
      issuer_tax_id: ctx.company.taxId,
      customer_name: account.name,
      billing_country: account.billing_country,
      vat_id: account.vat_id,
      tax_label: taxLabel(rate),
    };
    await store.insertInvoice(trx, row);
    const view = invoiceView(row);
    // An invoice is issued once and never changes: its one event is its sequence 1.
    await recordAccountEvent(writerOf(trx), now, { account_id: accountId, ref: invoiceId, sequence: 1, test: account.mode === "test" }, "invoice.issued", view);
    return view;
  });
}

async function listed(ctx: ServiceContext, accountId: string | undefined, body: CallerInvoicesBody): Promise<InvoicesData> {
  const limit = body.limit ?? DEFAULT_LIMIT;
  const before = decodeCursor("invoices", body.cursor);
  const rows = await store.listInvoices(ctx.db, accountId, before, limit + 1);
  const result = page("invoices", rows, limit, (row) => row.number);
  return { invoices: result.rows.map(invoiceView), next_cursor: result.next_cursor };
}

/** The merchant's invoices, newest first. */
export function invoices(ctx: ServiceContext, accountId: string, body: CallerInvoicesBody): Promise<InvoicesData> {
  return listed(ctx, accountId, body);
}

/** Any account's invoices (or one account's), newest first; 404 account_not_found for an unknown account_id. */
export async function adminInvoices(ctx: ServiceContext, body: AdminInvoicesBody): Promise<InvoicesData> {
  const { account_id, ...paging } = body;
  if (account_id !== undefined) await accountOf(ctx.db, account_id);
  return listed(ctx, account_id, paging);
}

/** An invoice to download: for a merchant (`accountId`) only its own (another account's answers as unknown). */
async function invoiceToDownload(ctx: ServiceContext, invoiceId: string, accountId?: string): Promise<store.InvoiceRow> {
  const row = await store.findInvoice(ctx.db, invoiceId);
  if (!row || (accountId !== undefined && row.account_id !== accountId)) throw Failure.of("invoice_not_found", `no invoice ${invoiceId}`, "invoice_id");
  return row;
}

/** The invoice's entries oldest first, a page at a time (never all in memory). */
async function* entryPages(ctx: ServiceContext, row: store.InvoiceRow): AsyncGenerator<ledger.EntryRow[]> {
  let after: number | undefined;
  for (;;) {
    const rows = await ledger.listEntries(ctx.db, { accountId: row.account_id, invoiceId: row.invoice_id }, after, ENTRY_PAGE);
    if (rows.length > 0) yield rows;
    if (rows.length < ENTRY_PAGE) return;
    after = rows[rows.length - 1]!.seq;
  }
}

function invoiceHead(row: store.InvoiceRow): InvoiceHead {
  return {
    number: row.number,
    issuedAt: row.issued_at,
    period: row.period,
    currency: row.currency,
    issuer: { name: row.issuer_name, address: row.issuer_address, country: row.issuer_country, taxId: row.issuer_tax_id },
    customer: { name: row.customer_name, accountId: row.account_id, billingCountry: row.billing_country, vatId: row.vat_id },
    reverseCharge: row.reverse_charge,
    taxLabel: row.tax_label,
    net: row.net,
    tax: row.tax,
    total: row.total,
    payments: row.payments,
    broughtForward: row.brought_forward,
    carried: row.carried,
    entryCount: row.entry_count,
  };
}

function invoiceLine(entry: ledger.EntryRow): InvoiceLine {
  return { at: entry.at, kind: ENTRY_KIND_WORDS[entry.type], orderRef: entry.order_ref, description: entry.description, amount: entry.amount, tax: entry.tax };
}

/**
 * The invoice as PDF, rendered on the document thread a page of entries at a time and yielded as it is (flat memory
 * for any number of entries). A failure midway fails the stream: the reader never gets a PDF that ends early.
 */
async function* invoicePdf(ctx: ServiceContext, row: store.InvoiceRow): AsyncGenerator<Buffer> {
  const renderer = openInvoiceRenderer(invoiceHead(row));
  let ended = false;
  try {
    for await (const entries of entryPages(ctx, row)) {
      const bytes = await renderer.add(entries.map(invoiceLine));
      if (bytes.length > 0) yield bytes;
    }
    ended = true;
    yield await renderer.end();
  } finally {
    if (!ended) renderer.drop();
  }
}

/** The columns of an invoice's CSV. */
export const INVOICE_CSV_HEADER = ["invoice", "entry_id", "at", "type", "order_ref", "description", "currency", "net", "tax", "total"] as const;

/**
 * The invoice as CSV, the PDF's figures: one row per entry (amounts in major units, as orders/export writes them),
 * then a row per total (net subtotal, tax, total, brought forward, payments, carried), the label in description.
 */
async function* invoiceCsv(ctx: ServiceContext, row: store.InvoiceRow): AsyncGenerator<string> {
  const major = (amount: number) => majorUnits(amount, row.currency);
  yield BYTE_ORDER_MARK + csvRow(INVOICE_CSV_HEADER);
  for await (const entries of entryPages(ctx, row)) {
    let text = "";
    for (const e of entries) text += csvRow([row.number, e.entry_id, e.at, e.type, e.order_ref, e.description, row.currency, major(e.amount), major(e.tax), major(e.amount + e.tax)]);
    yield text;
  }
  const totals: [string, number][] = [
    ["Net subtotal", row.net],
    ["Tax", row.tax],
    ["Total", row.total],
    ["Balance brought forward", row.brought_forward],
    ["Payments received", row.payments],
    ["Balance carried forward", row.carried],
  ];
  yield totals.map(([label, amount]) => csvRow([row.number, null, null, "total", null, label, row.currency, null, null, major(amount)])).join("");
}

/**
 * An invoice's download by its id: for a merchant (`accountId`) only its own, another account's answering 404
 * invoice_not_found as an unknown one. Checked before the first byte; the body is produced as it is read.
 */
export async function invoiceDownload(ctx: ServiceContext, invoiceId: string, accountId: string | undefined): Promise<{ number: string; pdf: () => AsyncIterable<Buffer>; csv: () => AsyncIterable<string> }> {
  const row = await invoiceToDownload(ctx, invoiceId, accountId);
  return { number: row.number, pdf: () => invoicePdf(ctx, row), csv: () => invoiceCsv(ctx, row) };
}
