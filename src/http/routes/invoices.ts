// Invoice routes (docs/caller-guide.md#invoices, docs/operator-guide.md#invoices): the merchant's list and its
// invoices' PDF and CSV; the operator's issue, list and the downloads of any account's invoice.
import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { AdminInvoicesBody, CallerInvoicesBody, InvoicesData, InvoiceView, IssueInvoiceBody } from "../../schemas/invoices.js";
import { ErrorEnvelope } from "../../schemas/common.js";
import type { ServiceContext } from "../../services/context.js";
import { adminInvoices, invoiceDownload, invoices, issueInvoice } from "../../services/invoices.js";
import { actorOf } from "../../services/tokens.js";
import { accountOf } from "../auth.js";
import { sendCsv } from "../csv-download.js";
import { operation, scopeDeclaration } from "../operation.js";
import { sendPdf } from "../pdf-download.js";

const InvoiceId = Type.Object({ invoice_id: Type.String({ minLength: 1, maxLength: 64, description: "The invoice's id (inv_…)" }) });
const FIGURES =
  "net (charges less credits, before tax), tax, total (net + tax), payments, brought_forward (the previous invoice's carried) and carried (brought_forward + total + payments): sums of the entries' integers, never rounded again";
const PDF_TEXT =
  "The invoice as PDF (real text): the issuing company (COMPANY_NAME, COMPANY_ADDRESS, COMPANY_COUNTRY, COMPANY_TAX_ID as they were at issue), the customer, every entry with its date, order, net and tax, then the totals and balances. Streamed as it is rendered (chunked).";
const CSV_TEXT =
  "The invoice as CSV (UTF-8 with a byte-order mark), the PDF's figures: one row per entry (type, order_ref, description, net, tax, total in major units), then one row per total (type total; the label in description). Streamed.";
const DOWNLOADS = [
  { suffix: "pdf", summary: "as PDF", description: PDF_TEXT, response: Type.String({ format: "binary", description: "application/pdf" }) },
  { suffix: "csv", summary: "as CSV", description: CSV_TEXT, response: Type.String({ description: "text/csv" }) },
] as const;

/** GET …/invoices/{invoice_id}.pdf and .csv: the merchant's own (`surface` caller, billing:read) or any (operator). */
function downloadRoutes(scope: FastifyInstance, ctx: ServiceContext, surface: "caller" | "operator"): void {
  for (const download of DOWNLOADS) {
    const declared = scopeDeclaration(
      surface === "caller" ? "billing:read" : undefined,
      `${download.description} 404 invoice_not_found${surface === "caller" ? " (also for another account's invoice)" : ""}.`,
    );
    scope.get(
      `${surface === "caller" ? "/v1/billing" : "/v1/admin/billing"}/invoices/:invoice_id.${download.suffix}`,
      {
        config: declared.config,
        schema: {
          summary: `${surface === "caller" ? "One of your invoices" : "An invoice"} ${download.summary}`,
          ...declared.schema,
          tags: [surface === "caller" ? "Billing" : "Operator"],
          params: InvoiceId,
          response: { 200: download.response, "4xx": ErrorEnvelope, "5xx": ErrorEnvelope },
        },
      },
      async (request, reply) => {
        const { invoice_id } = request.params as { invoice_id: string };
        const invoice = await invoiceDownload(ctx, invoice_id, surface === "caller" ? accountOf(request) : undefined);
        if (download.suffix === "pdf") return sendPdf(reply, invoice.pdf(), `${invoice.number}.pdf`);
        return sendCsv(reply, invoice.number, ctx.now(), invoice.csv());
      },
    );
  }
}

export function invoiceRoutes(scope: FastifyInstance, ctx: ServiceContext): void {
  operation(
    scope,
    {
      path: "/v1/billing/invoices/list", scope: "billing:read",
      summary: "Your invoices",
      description: `Your account's invoices, newest first, paged by cursor: one per month (UTC) with entries, numbered INV-YYYY-NNNNNN without gaps; ${FIGURES}. An issued invoice never changes. Download one with GET /v1/billing/invoices/{invoice_id}.pdf or .csv.`,
      tag: "Billing",
      body: CallerInvoicesBody,
      data: InvoicesData,
      message: "Invoices listed",
    },
    async (body, request) => invoices(ctx, accountOf(request), body),
  );
  downloadRoutes(scope, ctx, "caller");
}

export function adminInvoiceRoutes(scope: FastifyInstance, ctx: ServiceContext): void {
  const tag = "Operator";
  operation(
    scope,
    {
      path: "/v1/admin/billing/invoices/issue",
      summary: "Issue an account's invoice of a month",
      description:
        "Issues the account's invoice of period (YYYY-MM, UTC): every entry in its currency not yet invoiced written before the month's end (earlier months' left over included) goes on it, in the order written. " +
        `Numbered INV-YYYY-NNNNNN (the year of issue) without gaps across the installation; ${FIGURES}. The account's webhooks get invoice.issued. ` +
        "The current month may be issued early: its later entries go on the next invoice. " +
        "Refusals: 400 invalid_format or period_in_future (a month after the current one) at period; 404 account_not_found; nothing_to_invoice (no entry left to invoice: no empty invoice is issued).",
      tag,
      body: IssueInvoiceBody,
      data: InvoiceView,
      message: "Invoice issued",
    },
    async (body, request) => issueInvoice(ctx, body.account_id, body.period, actorOf(request.principal)),
  );
  operation(
    scope,
    {
      path: "/v1/admin/billing/invoices/list",
      summary: "Invoices",
      description: "Every account's invoices, or one account's (account_id), newest first, paged by cursor. Refusal: account_not_found.",
      tag,
      body: AdminInvoicesBody,
      data: InvoicesData,
      message: "Invoices listed",
    },
    async (body) => adminInvoices(ctx, body),
  );
  downloadRoutes(scope, ctx, "operator");
}
