// One typed method per operation of the service, and the table of their paths and retry rules. Generated from the server's schemas by packages/client/scripts/generate.ts; do not edit: run `npm run client:generate`.

import type { CallOptions, FileDownload, OperationInfo, Replayed, Result, Transport } from "../transport.js";
import type * as T from "./types.js";

/** Every operation: its HTTP method and path, whether it may be sent again after a network failure, whether it has business refusals. */
export const OPERATIONS = {
  adminAccountsCreate: { method: "POST", path: "/v1/admin/accounts/create", safeToRepeat: false, refusable: false },
  adminAccountsGet: { method: "POST", path: "/v1/admin/accounts/get", safeToRepeat: true, refusable: false },
  adminAccountsList: { method: "POST", path: "/v1/admin/accounts/list", safeToRepeat: true, refusable: false },
  adminAccountsUpdate: { method: "POST", path: "/v1/admin/accounts/update", safeToRepeat: false, refusable: false },
  adminBillingBalance: { method: "POST", path: "/v1/admin/billing/balance", safeToRepeat: false, refusable: false },
  adminBillingEntriesAdd: { method: "POST", path: "/v1/admin/billing/entries/add", safeToRepeat: false, refusable: false },
  adminBillingEntriesList: { method: "POST", path: "/v1/admin/billing/entries/list", safeToRepeat: true, refusable: false },
  adminBillingInvoicesCsv: { method: "GET", path: "/v1/admin/billing/invoices/{invoice_id}.csv", safeToRepeat: true, refusable: false },
  adminBillingInvoicesIssue: { method: "POST", path: "/v1/admin/billing/invoices/issue", safeToRepeat: false, refusable: true },
  adminBillingInvoicesList: { method: "POST", path: "/v1/admin/billing/invoices/list", safeToRepeat: true, refusable: false },
  adminBillingInvoicesPdf: { method: "GET", path: "/v1/admin/billing/invoices/{invoice_id}.pdf", safeToRepeat: true, refusable: false },
  adminBillingPaymentsRecord: { method: "POST", path: "/v1/admin/billing/payments/record", safeToRepeat: false, refusable: false },
  adminCatalogCreate: { method: "POST", path: "/v1/admin/catalog/create", safeToRepeat: false, refusable: false },
  adminCatalogList: { method: "POST", path: "/v1/admin/catalog/list", safeToRepeat: true, refusable: false },
  adminCatalogUpdate: { method: "POST", path: "/v1/admin/catalog/update", safeToRepeat: false, refusable: false },
  adminFilesDownload: { method: "GET", path: "/v1/admin/files/{checksum}", safeToRepeat: true, refusable: false },
  adminFilesThumbnail: { method: "GET", path: "/v1/admin/files/{checksum}/thumbnail", safeToRepeat: true, refusable: false },
  adminOperatorsCreate: { method: "POST", path: "/v1/admin/operators/create", safeToRepeat: false, refusable: false },
  adminOperatorsList: { method: "POST", path: "/v1/admin/operators/list", safeToRepeat: true, refusable: false },
  adminOperatorsUpdate: { method: "POST", path: "/v1/admin/operators/update", safeToRepeat: false, refusable: false },
  adminOperatorTokensCreate: { method: "POST", path: "/v1/admin/operator-tokens/create", safeToRepeat: false, refusable: false },
  adminOperatorTokensRevoke: { method: "POST", path: "/v1/admin/operator-tokens/revoke", safeToRepeat: false, refusable: false },
  adminOrdersBulk: { method: "POST", path: "/v1/admin/orders/bulk", safeToRepeat: false, refusable: false },
  adminOrdersCounts: { method: "POST", path: "/v1/admin/orders/counts", safeToRepeat: false, refusable: false },
  adminOrdersCustomsDeclaration: { method: "GET", path: "/v1/admin/orders/{order_ref}/customs-declaration", safeToRepeat: true, refusable: false },
  adminOrdersDeliveries: { method: "POST", path: "/v1/admin/orders/deliveries", safeToRepeat: true, refusable: false },
  adminOrdersEvents: { method: "POST", path: "/v1/admin/orders/events", safeToRepeat: true, refusable: false },
  adminOrdersExport: { method: "POST", path: "/v1/admin/orders/export", safeToRepeat: false, refusable: false },
  adminOrdersGet: { method: "POST", path: "/v1/admin/orders/get", safeToRepeat: true, refusable: false },
  adminOrdersList: { method: "POST", path: "/v1/admin/orders/list", safeToRepeat: true, refusable: false },
  adminOrdersNotesAdd: { method: "POST", path: "/v1/admin/orders/notes/add", safeToRepeat: false, refusable: false },
  adminOrdersPackingSlip: { method: "GET", path: "/v1/admin/orders/{order_ref}/packing-slip", safeToRepeat: true, refusable: false },
  adminOrdersRetryFiles: { method: "POST", path: "/v1/admin/orders/retry-files", safeToRepeat: false, refusable: true },
  adminOrdersShip: { method: "POST", path: "/v1/admin/orders/ship", safeToRepeat: false, refusable: true },
  adminOrdersTransition: { method: "POST", path: "/v1/admin/orders/transition", safeToRepeat: false, refusable: true },
  adminPackingSlips: { method: "POST", path: "/v1/admin/packing-slips", safeToRepeat: true, refusable: false },
  adminReceivingClose: { method: "POST", path: "/v1/admin/receiving/close", safeToRepeat: false, refusable: false },
  adminReceivingGet: { method: "POST", path: "/v1/admin/receiving/get", safeToRepeat: true, refusable: false },
  adminReceivingList: { method: "POST", path: "/v1/admin/receiving/list", safeToRepeat: true, refusable: false },
  adminReceivingReceive: { method: "POST", path: "/v1/admin/receiving/receive", safeToRepeat: false, refusable: false },
  adminReturnsReceive: { method: "POST", path: "/v1/admin/returns/receive", safeToRepeat: false, refusable: false },
  adminShipmentsImport: { method: "POST", path: "/v1/admin/shipments/import", safeToRepeat: false, refusable: false },
  adminShipmentsPackingSlip: { method: "GET", path: "/v1/admin/shipments/{shipment_ref}/packing-slip", safeToRepeat: true, refusable: false },
  adminShipmentsUpdate: { method: "POST", path: "/v1/admin/shipments/update", safeToRepeat: false, refusable: true },
  adminShippingMethodsCreate: { method: "POST", path: "/v1/admin/shipping-methods/create", safeToRepeat: false, refusable: false },
  adminShippingMethodsList: { method: "POST", path: "/v1/admin/shipping-methods/list", safeToRepeat: true, refusable: false },
  adminShippingMethodsUpdate: { method: "POST", path: "/v1/admin/shipping-methods/update", safeToRepeat: false, refusable: false },
  adminStockAdjust: { method: "POST", path: "/v1/admin/stock/adjust", safeToRepeat: false, refusable: false },
  adminStockCount: { method: "POST", path: "/v1/admin/stock/count", safeToRepeat: false, refusable: false },
  adminStockExport: { method: "POST", path: "/v1/admin/stock/export", safeToRepeat: false, refusable: false },
  adminStockList: { method: "POST", path: "/v1/admin/stock/list", safeToRepeat: true, refusable: false },
  adminStockMovements: { method: "POST", path: "/v1/admin/stock/movements", safeToRepeat: false, refusable: false },
  adminStoresArchive: { method: "POST", path: "/v1/admin/stores/archive", safeToRepeat: false, refusable: false },
  adminStoresCreate: { method: "POST", path: "/v1/admin/stores/create", safeToRepeat: false, refusable: false },
  adminStoresGet: { method: "POST", path: "/v1/admin/stores/get", safeToRepeat: true, refusable: false },
  adminStoresList: { method: "POST", path: "/v1/admin/stores/list", safeToRepeat: true, refusable: false },
  adminStoresSampleSlip: { method: "POST", path: "/v1/admin/stores/sample-slip", safeToRepeat: true, refusable: false },
  adminStoresUpdate: { method: "POST", path: "/v1/admin/stores/update", safeToRepeat: false, refusable: false },
  adminTaxRatesList: { method: "POST", path: "/v1/admin/tax-rates/list", safeToRepeat: true, refusable: false },
  adminTaxRatesSet: { method: "POST", path: "/v1/admin/tax-rates/set", safeToRepeat: false, refusable: false },
  adminTokensCreate: { method: "POST", path: "/v1/admin/tokens/create", safeToRepeat: false, refusable: false },
  adminTokensList: { method: "POST", path: "/v1/admin/tokens/list", safeToRepeat: true, refusable: false },
  adminTokensRevoke: { method: "POST", path: "/v1/admin/tokens/revoke", safeToRepeat: false, refusable: false },
  adminWebhooksCreate: { method: "POST", path: "/v1/admin/webhooks/create", safeToRepeat: false, refusable: false },
  adminWebhooksDelete: { method: "POST", path: "/v1/admin/webhooks/delete", safeToRepeat: false, refusable: false },
  adminWebhooksDeliveries: { method: "POST", path: "/v1/admin/webhooks/deliveries", safeToRepeat: true, refusable: false },
  adminWebhooksGet: { method: "POST", path: "/v1/admin/webhooks/get", safeToRepeat: true, refusable: false },
  adminWebhooksList: { method: "POST", path: "/v1/admin/webhooks/list", safeToRepeat: true, refusable: false },
  adminWebhooksRedeliver: { method: "POST", path: "/v1/admin/webhooks/redeliver", safeToRepeat: false, refusable: false },
  adminWebhooksRotateSecret: { method: "POST", path: "/v1/admin/webhooks/rotate-secret", safeToRepeat: false, refusable: false },
  adminWebhooksTest: { method: "POST", path: "/v1/admin/webhooks/test", safeToRepeat: false, refusable: false },
  adminWebhooksUpdate: { method: "POST", path: "/v1/admin/webhooks/update", safeToRepeat: false, refusable: false },
  billingBalance: { method: "POST", path: "/v1/billing/balance", safeToRepeat: false, refusable: false },
  billingEntries: { method: "POST", path: "/v1/billing/entries", safeToRepeat: false, refusable: false },
  billingInvoicesCsv: { method: "GET", path: "/v1/billing/invoices/{invoice_id}.csv", safeToRepeat: true, refusable: false },
  billingInvoicesList: { method: "POST", path: "/v1/billing/invoices/list", safeToRepeat: true, refusable: false },
  billingInvoicesPdf: { method: "GET", path: "/v1/billing/invoices/{invoice_id}.pdf", safeToRepeat: true, refusable: false },
  filesDownload: { method: "GET", path: "/v1/files/{checksum}", safeToRepeat: true, refusable: false },
  inventoryList: { method: "POST", path: "/v1/inventory/list", safeToRepeat: true, refusable: false },
  inventoryMovements: { method: "POST", path: "/v1/inventory/movements", safeToRepeat: false, refusable: false },
  inventoryUpdate: { method: "POST", path: "/v1/inventory/update", safeToRepeat: false, refusable: false },
  ordersCancelItems: { method: "POST", path: "/v1/orders/cancel-items", safeToRepeat: false, refusable: true },
  ordersConfirm: { method: "POST", path: "/v1/orders/confirm", safeToRepeat: false, refusable: true },
  ordersCreate: { method: "POST", path: "/v1/orders/create", safeToRepeat: true, refusable: false },
  ordersEvents: { method: "POST", path: "/v1/orders/events", safeToRepeat: true, refusable: false },
  ordersGet: { method: "POST", path: "/v1/orders/get", safeToRepeat: true, refusable: false },
  ordersList: { method: "POST", path: "/v1/orders/list", safeToRepeat: true, refusable: false },
  ordersQuote: { method: "POST", path: "/v1/orders/quote", safeToRepeat: true, refusable: true },
  ordersTracking: { method: "POST", path: "/v1/orders/tracking", safeToRepeat: true, refusable: false },
  ordersUpdateShipping: { method: "POST", path: "/v1/orders/update-shipping", safeToRepeat: false, refusable: true },
  productsArchive: { method: "POST", path: "/v1/products/archive", safeToRepeat: false, refusable: false },
  productsCreate: { method: "POST", path: "/v1/products/create", safeToRepeat: false, refusable: false },
  productsGet: { method: "POST", path: "/v1/products/get", safeToRepeat: true, refusable: false },
  productsList: { method: "POST", path: "/v1/products/list", safeToRepeat: true, refusable: false },
  productsUpdate: { method: "POST", path: "/v1/products/update", safeToRepeat: false, refusable: false },
  receivingCancel: { method: "POST", path: "/v1/receiving/cancel", safeToRepeat: false, refusable: false },
  receivingCreate: { method: "POST", path: "/v1/receiving/create", safeToRepeat: false, refusable: false },
  receivingGet: { method: "POST", path: "/v1/receiving/get", safeToRepeat: true, refusable: false },
  receivingLabels: { method: "GET", path: "/v1/receiving/{receiving_ref}/labels", safeToRepeat: true, refusable: false },
  receivingList: { method: "POST", path: "/v1/receiving/list", safeToRepeat: true, refusable: false },
  sandboxAdvance: { method: "POST", path: "/v1/sandbox/advance", safeToRepeat: false, refusable: true },
  shippingMethods: { method: "POST", path: "/v1/shipping/methods", safeToRepeat: true, refusable: true },
  storesArchive: { method: "POST", path: "/v1/stores/archive", safeToRepeat: false, refusable: false },
  storesCreate: { method: "POST", path: "/v1/stores/create", safeToRepeat: false, refusable: false },
  storesGet: { method: "POST", path: "/v1/stores/get", safeToRepeat: true, refusable: false },
  storesList: { method: "POST", path: "/v1/stores/list", safeToRepeat: true, refusable: false },
  storesUpdate: { method: "POST", path: "/v1/stores/update", safeToRepeat: false, refusable: false },
  token: { method: "POST", path: "/v1/token", safeToRepeat: true, refusable: false },
  tokensCreate: { method: "POST", path: "/v1/tokens/create", safeToRepeat: false, refusable: false },
  tokensList: { method: "POST", path: "/v1/tokens/list", safeToRepeat: true, refusable: false },
  tokensRevoke: { method: "POST", path: "/v1/tokens/revoke", safeToRepeat: false, refusable: false },
  webhooksCreate: { method: "POST", path: "/v1/webhooks/create", safeToRepeat: false, refusable: false },
  webhooksDelete: { method: "POST", path: "/v1/webhooks/delete", safeToRepeat: false, refusable: false },
  webhooksDeliveries: { method: "POST", path: "/v1/webhooks/deliveries", safeToRepeat: true, refusable: false },
  webhooksGet: { method: "POST", path: "/v1/webhooks/get", safeToRepeat: true, refusable: false },
  webhooksList: { method: "POST", path: "/v1/webhooks/list", safeToRepeat: true, refusable: false },
  webhooksRedeliver: { method: "POST", path: "/v1/webhooks/redeliver", safeToRepeat: false, refusable: false },
  webhooksRotateSecret: { method: "POST", path: "/v1/webhooks/rotate-secret", safeToRepeat: false, refusable: false },
  webhooksTest: { method: "POST", path: "/v1/webhooks/test", safeToRepeat: false, refusable: false },
  webhooksUpdate: { method: "POST", path: "/v1/webhooks/update", safeToRepeat: false, refusable: false },
} as const satisfies Record<string, OperationInfo>;

/** The operations under /v1/admin/accounts. */
export interface AdminAccountsOperations {
  /**
   * Create an account — `POST /v1/admin/accounts/create`
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  create(body: T.AdminAccountsCreateBody, options?: CallOptions): Promise<T.AdminAccountsCreateData>;
  /**
   * Get an account — `POST /v1/admin/accounts/get`
   *
   * Retried after a network failure too (safe to repeat).
   */
  get(body: T.AdminAccountsGetBody, options?: CallOptions): Promise<T.AdminAccountsGetData>;
  /**
   * List accounts — `POST /v1/admin/accounts/list`
   *
   * Retried after a network failure too (safe to repeat).
   */
  list(body: T.AdminAccountsListBody, options?: CallOptions): Promise<T.AdminAccountsListData>;
  /**
   * Change an account's settings — `POST /v1/admin/accounts/update`
   *
   * Changes the settings sent (others keep their value): name, connected_stores, return_address, insert_ids, packing_slip, edit_window_minutes, auto_release, disabled. A disabled account's tokens get 403 account_disabled on every caller operation; its data stays and enabling it again restores access.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  update(body: T.AdminAccountsUpdateBody, options?: CallOptions): Promise<T.AdminAccountsUpdateData>;
}

/** The operations under /v1/admin/billing/entries. */
export interface AdminBillingEntriesOperations {
  /**
   * Add a manual entry — `POST /v1/admin/billing/entries/add`
   *
   * An operator's credit (negative amount) or debit (positive), never 0 (400 out_of_range), in the account's currency, with the reason the merchant reads as its description. Answers the entry and the balance after it. Refusals: currency_mismatch, account_not_found.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  add(body: T.AdminBillingEntriesAddBody, options?: CallOptions): Promise<T.AdminBillingEntriesAddData>;
  /**
   * An account's ledger entries — `POST /v1/admin/billing/entries/list`
   *
   * The account's entries oldest first, paged by cursor, with the filters of the merchant's billing/entries. Amounts are signed Money: positive adds to what the account owes (order charges, adjustments up, billable reshipments, debits), negative takes off (payments, credits for cancelled items, adjustments down). Refusal: account_not_found.
   *
   * Retried after a network failure too (safe to repeat).
   */
  list(body: T.AdminBillingEntriesListBody, options?: CallOptions): Promise<T.AdminBillingEntriesListData>;
}

/** The operations under /v1/admin/billing/invoices. */
export interface AdminBillingInvoicesOperations {
  /**
   * An invoice as CSV — `GET /v1/admin/billing/invoices/{invoice_id}.csv`
   *
   * The invoice as CSV (UTF-8 with a byte-order mark), the PDF's figures: one row per entry (type, order_ref, description, net, tax, total in major units), then one row per total (type total; the label in description). Streamed. 404 invoice_not_found.
   *
   * Retried after a network failure too (safe to repeat).
   */
  csv(invoiceId: string, options?: CallOptions): Promise<FileDownload>;
  /**
   * Issue an account's invoice of a month — `POST /v1/admin/billing/invoices/issue`
   *
   * Issues the account's invoice of period (YYYY-MM, UTC): every entry in its currency not yet invoiced written before the month's end (earlier months' left over included) goes on it, in the order written. Numbered INV-YYYY-NNNNNN (the year of issue) without gaps across the installation; net (charges less credits, before tax), tax, total (net + tax), payments, brought_forward (the previous invoice's carried) and carried (brought_forward + total + payments): sums of the entries' integers, never rounded again. The account's webhooks get invoice.issued. The current month may be issued early: its later entries go on the next invoice. Refusals: 400 invalid_format or period_in_future (a month after the current one) at period; 404 account_not_found; nothing_to_invoice (no entry left to invoice: no empty invoice is issued).
   *
   * Refusals of the business (HTTP 200, status error) are returned as `{ ok: false }`, never thrown. Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  issue(body: T.AdminBillingInvoicesIssueBody, options?: CallOptions): Promise<Result<T.AdminBillingInvoicesIssueData>>;
  /**
   * Invoices — `POST /v1/admin/billing/invoices/list`
   *
   * Every account's invoices, or one account's (account_id), newest first, paged by cursor. Refusal: account_not_found.
   *
   * Retried after a network failure too (safe to repeat).
   */
  list(body: T.AdminBillingInvoicesListBody, options?: CallOptions): Promise<T.AdminBillingInvoicesListData>;
  /**
   * An invoice as PDF — `GET /v1/admin/billing/invoices/{invoice_id}.pdf`
   *
   * The invoice as PDF (real text): the issuing company (COMPANY_NAME, COMPANY_ADDRESS, COMPANY_COUNTRY, COMPANY_TAX_ID as they were at issue), the customer, every entry with its date, order, net and tax, then the totals and balances. Streamed as it is rendered (chunked). 404 invoice_not_found.
   *
   * Retried after a network failure too (safe to repeat).
   */
  pdf(invoiceId: string, options?: CallOptions): Promise<FileDownload>;
}

/** The operations under /v1/admin/billing/payments. */
export interface AdminBillingPaymentsOperations {
  /**
   * Record a payment — `POST /v1/admin/billing/payments/record`
   *
   * Money the account paid (amount > 0, in the account's currency) becomes a payment entry of the negative amount, described by its reference. Answers the entry and the balance after it. Refusals: currency_mismatch (not the account's currency, or an unpriced account), account_not_found.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  record(body: T.AdminBillingPaymentsRecordBody, options?: CallOptions): Promise<T.AdminBillingPaymentsRecordData>;
}

/** The operations under /v1/admin/billing. */
export interface AdminBillingOperations {
  readonly entries: AdminBillingEntriesOperations;
  readonly invoices: AdminBillingInvoicesOperations;
  readonly payments: AdminBillingPaymentsOperations;
  /**
   * An account's balance — `POST /v1/admin/billing/balance`
   *
   * What the account owes: the sum of its entries (amount + tax) in its currency (null for an unpriced account), and the balance of every currency it has entries in. Refusal: account_not_found.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  balance(body: T.AdminBillingBalanceBody, options?: CallOptions): Promise<T.AdminBillingBalanceData>;
}

/** The operations under /v1/admin/catalog. */
export interface AdminCatalogOperations {
  /**
   * Create a catalog blank — `POST /v1/admin/catalog/create`
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  create(body: T.AdminCatalogCreateBody, options?: CallOptions): Promise<T.AdminCatalogCreateData>;
  /**
   * List catalog blanks — `POST /v1/admin/catalog/list`
   *
   * Retried after a network failure too (safe to repeat).
   */
  list(body: T.AdminCatalogListBody, options?: CallOptions): Promise<T.AdminCatalogListData>;
  /**
   * Change a catalog blank — `POST /v1/admin/catalog/update`
   *
   * Changes a blank's name, prices, extra_area_prices, production_days or packing_slip_supported (its SKU, type and print areas never change). A price map replaces the previous one. Orders already placed keep their prices.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  update(body: T.AdminCatalogUpdateBody, options?: CallOptions): Promise<T.AdminCatalogUpdateData>;
}

/** The operations under /v1/admin/files. */
export interface AdminFilesOperations {
  /**
   * Download any stored file — `GET /v1/admin/files/{checksum}`
   *
   * Streams the file with its Content-Type. The checksum comes from print_files in orders/get. When the service runs with FILES_REDIRECT=presigned (files in a bucket), it answers 302 with a Location the file can be fetched from without a token for FILES_PRESIGN_SECONDS (default 300).
   *
   * Retried after a network failure too (safe to repeat).
   */
  download(checksum: string, options?: CallOptions): Promise<FileDownload>;
  /**
   * Thumbnail of a stored image — `GET /v1/admin/files/{checksum}/thumbnail`
   *
   * image/webp, longest side 400 px (smaller images keep their size), orientation applied, first page of a multi-page TIFF. Made on the first request and kept in the file store. 404 file_not_found for an unknown checksum.
   *
   * Retried after a network failure too (safe to repeat).
   */
  thumbnail(checksum: string, options?: CallOptions): Promise<FileDownload>;
}

/** The operations under /v1/admin/operators. */
export interface AdminOperatorsOperations {
  /**
   * Add an operator — `POST /v1/admin/operators/create`
   *
   * A person who runs the service: their changes to orders carry their name (actor). Names are unique whatever their case (409 operator_name_taken). Give them a token with operator-tokens/create.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  create(body: T.AdminOperatorsCreateBody, options?: CallOptions): Promise<T.AdminOperatorsCreateData>;
  /**
   * List operators — `POST /v1/admin/operators/list`
   *
   * Every operator, oldest first, each with their tokens (created, last used, revoked; never the token itself). op_admin is the operator POD_ADMIN_TOKEN stands for.
   *
   * Retried after a network failure too (safe to repeat).
   */
  list(body: T.AdminOperatorsListBody, options?: CallOptions): Promise<T.AdminOperatorsListData>;
  /**
   * Rename, enable or disable an operator — `POST /v1/admin/operators/update`
   *
   * Changes the fields sent. disabled: true refuses the operator's tokens and console sessions at once (401 operator_disabled), POD_ADMIN_TOKEN included when the operator is admin; their past changes keep their name. Nobody can disable themselves (409 cannot_disable_self), so one operator always remains able to act.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  update(body: T.AdminOperatorsUpdateBody, options?: CallOptions): Promise<T.AdminOperatorsUpdateData>;
}

/** The operations under /v1/admin/operatorTokens. */
export interface AdminOperatorTokensOperations {
  /**
   * Create an operator's token — `POST /v1/admin/operator-tokens/create`
   *
   * The token (podop_…) is shown in this response only; the service keeps a hash. It signs in to the console and calls /v1/admin/*; the changes made with it carry its operator's name.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  create(body: T.AdminOperatorTokensCreateBody, options?: CallOptions): Promise<T.AdminOperatorTokensCreateData>;
  /**
   * Revoke an operator's token — `POST /v1/admin/operator-tokens/revoke`
   *
   * Requests with it, and console sessions opened with it, get 401 at once. Account tokens are revoked with tokens/revoke (here: 404 token_not_found).
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  revoke(body: T.AdminOperatorTokensRevokeBody, options?: CallOptions): Promise<T.AdminOperatorTokensRevokeData>;
}

/** The operations under /v1/admin/orders/notes. */
export interface AdminOrdersNotesOperations {
  /**
   * Add an internal note to an order — `POST /v1/admin/orders/notes/add`
   *
   * A note for operators (1–2000 characters, not blank), kept with who wrote it and when and shown by admin orders/get (notes) and the console. Never shown to the order's caller (orders/get, orders/events) or sent in a webhook, and not a change of the order: its updated_at and event sequence stay. Unknown order: 404 order_not_found.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  add(body: T.AdminOrdersNotesAddBody, options?: CallOptions): Promise<T.AdminOrdersNotesAddData>;
}

/** The operations under /v1/admin/orders. */
export interface AdminOrdersOperations {
  readonly notes: AdminOrdersNotesOperations;
  /**
   * Change or cancel many orders — `POST /v1/admin/orders/bulk`
   *
   * action transition (with status, reason, force as orders/transition) or cancel, for the orders named by order_refs (1–500) or selected by filter (the fields of orders/list; at most 1000 orders, else 400 selection_too_large). Each order changes on its own, exactly as orders/transition would change it: results lists every order with ok, and for a refused one the code orders/transition answers (invalid_transition, files_not_ready, sandbox_order, order_not_found); one refusal does not stop the rest.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  bulk(body: T.AdminOrdersBulkBody, options?: CallOptions): Promise<T.AdminOrdersBulkData>;
  /**
   * Count orders by status — `POST /v1/admin/orders/counts`
   *
   * Every account's orders, or one account's (account_id): how many are in each status, the total, and the work queues: late (ship_by passed, not shipped or cancelled), ready_to_produce, files_stuck, forced_unready, shipment_exceptions (each also the queue filter of orders/list), and oldest_waiting_minutes per waiting status.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  counts(body: T.AdminOrdersCountsBody, options?: CallOptions): Promise<T.AdminOrdersCountsData>;
  /**
   * Customs declaration of one order abroad (PDF) — `GET /v1/admin/orders/{order_ref}/customs-declaration`
   *
   * A CN23-style declaration of what is still to ship of an order whose shipping country is not SHIP_FROM_COUNTRY: sender, recipient (with its tax id), each line's description, quantity, HS code, origin, net weight (its blank's weight_grams × quantity) and value, the totals (weight included), the incoterm and the IOSS number; amounts in major units with the currency. The packing slip of such an order carries the same page after the slip. 404 order_not_found; 409 customs_not_needed for an order that ships within SHIP_FROM_COUNTRY; 409 nothing_to_ship when every line is shipped or cancelled.
   *
   * Retried after a network failure too (safe to repeat).
   */
  customsDeclaration(orderRef: string, options?: CallOptions): Promise<FileDownload>;
  /**
   * Webhook deliveries of one order — `POST /v1/admin/orders/deliveries`
   *
   * Deliveries of the order's events to every endpoint of its account, newest first, each with its attempts. Unknown order: 404 order_not_found.
   *
   * Retried after a network failure too (safe to repeat).
   */
  deliveries(body: T.AdminOrdersDeliveriesBody, options?: CallOptions): Promise<T.AdminOrdersDeliveriesData>;
  /**
   * Any order's event history — `POST /v1/admin/orders/events`
   *
   * The order's events, oldest first, as its caller reads them with orders/events (standard payloads, before any endpoint template), each with actor (who made the change: { type: operator, id, name }, { type: account } or { type: system, reason }) and summary, one readable line ("Pat put the order on hold: fraud check"). The actor is the operator's to see: callers' orders/events and webhooks never carry it. Unknown order: 404 order_not_found.
   *
   * Retried after a network failure too (safe to repeat).
   */
  events(body: T.AdminOrdersEventsBody, options?: CallOptions): Promise<T.AdminOrdersEventsData>;
  /**
   * Export orders as CSV — `POST /v1/admin/orders/export`
   *
   * Every order the filters find (the filters of orders/list; all orders without any), newest first, as CSV (RFC 4180, UTF-8, a header row): a row per order line, or per shipment with rows: shipments. No row limit: the file is written while it is read, a page of orders at a time, in constant memory. The columns are listed in the operator guide (Export).
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  export(body: T.AdminOrdersExportBody, options?: CallOptions): Promise<FileDownload>;
  /**
   * Get any order — `POST /v1/admin/orders/get`
   *
   * The order as its caller sees it, with account_id, test, the operator's allowed_actions, and notes: the internal notes (orders/notes/add), oldest first, which no caller or webhook sees.
   *
   * Retried after a network failure too (safe to repeat).
   */
  get(body: T.AdminOrdersGetBody, options?: CallOptions): Promise<T.AdminOrdersGetData>;
  /**
   * List orders of every account — `POST /v1/admin/orders/list`
   *
   * Newest first, or soonest ship_by first with sort: ship_by; filter by account_id, status, external_ref, created_after, shipping_method (a method code), late: true (ship_by passed, not shipped or cancelled), q (each word begins an order_ref, external_ref, a word of the ship-to name, city or zip, or a tracking number; case and accents ignored), received_after / received_before, sku (a line of that SKU) and queue (one work queue of orders/counts). Every filter given must hold. total_count counts every page: exact up to 10,000, else "10000+".
   *
   * Retried after a network failure too (safe to repeat).
   */
  list(body: T.AdminOrdersListBody, options?: CallOptions): Promise<T.AdminOrdersListData>;
  /**
   * Packing slip of one order (PDF) — `GET /v1/admin/orders/{order_ref}/packing-slip`
   *
   * The slip shows the branding and contact messages, ship-to and return addresses, order_ref as text and Code 128, external_ref, the date, each line still to ship (SKU, product, quantity) and the insert; an order abroad (not to SHIP_FROM_COUNTRY) gets its customs declaration on the next page. 404 order_not_found; 409 nothing_to_ship when every line is shipped or cancelled (a shipment's own slip stays available: GET /v1/admin/shipments/{shipment_ref}/packing-slip).
   *
   * Retried after a network failure too (safe to repeat).
   */
  packingSlip(orderRef: string, options?: CallOptions): Promise<FileDownload>;
  /**
   * Retry an order's failed print files — `POST /v1/admin/orders/retry-files`
   *
   * Queues every failed print file of the order again. The status is left alone: move an on_hold order back to received with orders/transition. expected_sequence (as with transition and ship): when the order has moved on since you read it, nothing is queued and the answer is order_changed with data.sequence.
   *
   * Refusals of the business (HTTP 200, status error) are returned as `{ ok: false }`, never thrown. Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  retryFiles(body: T.AdminOrdersRetryFilesBody, options?: CallOptions): Promise<Result<T.AdminOrdersRetryFilesData>>;
  /**
   * Record a shipment — `POST /v1/admin/orders/ship`
   *
   * For an order in_production or partially_shipped. Without items, ships everything still open. Quantities never exceed what is open. With reshipment: true, sends again what already shipped (partially_shipped or shipped orders; without items, everything shipped): quantities up to each line's shipped quantity (quantity_exceeds_shipped), no change to shipped quantities or status. expected_sequence: as with orders/transition (order_changed when the order has moved on).
   *
   * Refusals of the business (HTTP 200, status error) are returned as `{ ok: false }`, never thrown. Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  ship(body: T.AdminOrdersShipBody, options?: CallOptions): Promise<Result<T.AdminOrdersShipData>>;
  /**
   * Change an order's status — `POST /v1/admin/orders/transition`
   *
   * Along the status table: received → on_hold | in_production | cancelled; on_hold → received | in_production | cancelled. Others answer HTTP 200, status error, invalid_transition. in_production needs every print file ready (files gate) and every counted line's units allocated (stock gate): otherwise HTTP 200, status error, files_not_ready per line and area and stock_not_available per line, unless force: true with a reason. expected_sequence (the order's sequence as you read it): when the order has moved on since, nothing changes and the answer is HTTP 200, status error, order_changed, data.sequence the order's sequence now.
   *
   * Refusals of the business (HTTP 200, status error) are returned as `{ ok: false }`, never thrown. Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  transition(body: T.AdminOrdersTransitionBody, options?: CallOptions): Promise<Result<T.AdminOrdersTransitionData>>;
}

/** The operations under /v1/admin/receiving. */
export interface AdminReceivingOperations {
  /**
   * Close a receiving — `POST /v1/admin/receiving/close`
   *
   * Ends a receiving (status completed): what did not arrive is no longer incoming. lines answer, per SKU, expected, received (good units), damaged and difference (received + damaged − expected: negative when units are missing). 404 receiving_not_found; 409 receiving_not_open.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  close(body: T.AdminReceivingCloseBody, options?: CallOptions): Promise<T.AdminReceivingCloseData>;
  /**
   * Any receiving — `POST /v1/admin/receiving/get`
   *
   * A receiving of any account, with its boxes and per-SKU differences. 404 receiving_not_found.
   *
   * Retried after a network failure too (safe to repeat).
   */
  get(body: T.AdminReceivingGetBody, options?: CallOptions): Promise<T.AdminReceivingGetData>;
  /**
   * List receivings — `POST /v1/admin/receiving/list`
   *
   * Every account's receivings newest first, or one account's (account_id); status filters.
   *
   * Retried after a network failure too (safe to repeat).
   */
  list(body: T.AdminReceivingListBody, options?: CallOptions): Promise<T.AdminReceivingListData>;
  /**
   * Receive goods of a receiving — `POST /v1/admin/receiving/receive`
   *
   * Records units that arrived, as often as boxes arrive: box names the box (its label's number; absent: the units are spread over the boxes that announced the SKU). Good units go on hand at once (a receiving movement) and on to orders waiting for them, oldest first; damaged units are recorded on the receiving and never go on hand. Both are no longer incoming. The receiving becomes arriving. Refusals: unknown_sku (not the receiving's account's product), not_stocked, out_of_range (box beyond the receiving's boxes), 404 receiving_not_found, 409 receiving_not_open (completed or cancelled).
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  receive(body: T.AdminReceivingReceiveBody, options?: CallOptions): Promise<T.AdminReceivingReceiveData>;
}

/** The operations under /v1/admin/returns. */
export interface AdminReturnsOperations {
  /**
   * Receive a return — `POST /v1/admin/returns/receive`
   *
   * Records units of an order's shipped lines that came back, each line with a disposition: restock puts a counted fulfillment product's units back on hand (a return movement; orders waiting for them are served, oldest first, in the same change), dispose records them without a stock change. A line's quantity is at most what shipped less what came back before. A restocked line that was never counted is recorded without a stock change. The order shows the return in returns, and the merchant gets return.received; the order's status does not change. Refusals, all lines' together in one 400: quantity_exceeds_shipped (lines[i].quantity), not_restockable (a line printed on demand restocked: lines[i].disposition), item_not_found and duplicate_item_ref (lines[i].item_ref). Unknown order: 404 order_not_found.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  receive(body: T.AdminReturnsReceiveBody, options?: CallOptions): Promise<T.AdminReturnsReceiveData>;
}

/** The operations under /v1/admin/shipments. */
export interface AdminShipmentsOperations {
  /**
   * Import shipments from CSV — `POST /v1/admin/shipments/import`
   *
   * csv: RFC 4180 text up to 5 MiB with a header row: carrier, tracking_number, and order_ref or external_ref (with an optional account_id column: an external_ref found in several accounts needs it), and optionally tracking_url, sku and quantity. Each row is shipped as orders/ship would ship it: without sku, everything still open; with sku, that SKU's open quantity, or quantity of it. results says per row (row: its line, the header being 1) ok with the shipment_ref, or the code: a field rule's (required, too_long, invalid_url, invalid_type, out_of_range, invalid_csv_row), an order's (order_not_found, ambiguous_external_ref, duplicate_tracking_number when the order already had that tracking number) or orders/ship's (status_forbids_change, item_not_found, quantity_exceeds_remaining, sandbox_order). dry_run: true checks every row the same way and writes nothing. A text that is not CSV: 400 invalid_csv; a header that is not a shipment's: 400 invalid_csv_header.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  import(body: T.AdminShipmentsImportBody, options?: CallOptions): Promise<T.AdminShipmentsImportData>;
  /**
   * Packing slip of one shipment (PDF) — `GET /v1/admin/shipments/{shipment_ref}/packing-slip`
   *
   * The slip of what one parcel holds: its order's slip (messages, addresses, order_ref and barcode, insert) with the shipment's lines at the shipment's quantities, and the customs declaration of those for an order abroad. It is how a reshipment (a lost or damaged parcel sent again) gets its slip, and how a shipped parcel's slip is printed again. 404 shipment_not_found.
   *
   * Retried after a network failure too (safe to repeat).
   */
  packingSlip(shipmentRef: string, options?: CallOptions): Promise<FileDownload>;
  /**
   * Record a shipment's progress — `POST /v1/admin/shipments/update`
   *
   * Adds { status, occurred_at, note } to the shipment's events and makes status the shipment's status (any order is accepted: the latest update wins, every event is kept); writes shipment.status_changed. The order's status does not change (returned does not reopen it). Unknown shipment: 404 shipment_not_found.
   *
   * Refusals of the business (HTTP 200, status error) are returned as `{ ok: false }`, never thrown. Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  update(body: T.AdminShipmentsUpdateBody, options?: CallOptions): Promise<Result<T.AdminShipmentsUpdateData>>;
}

/** The operations under /v1/admin/shippingMethods. */
export interface AdminShippingMethodsOperations {
  /**
   * Create a shipping method — `POST /v1/admin/shipping-methods/create`
   *
   * A method with zones: each zone lists countries (or ["*"] for every other country), prices per currency (first_item, additional_item) and business days in transit. A country's zone is the first naming it, else the * zone. Codes are unique (shipping_method_exists).
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  create(body: T.AdminShippingMethodsCreateBody, options?: CallOptions): Promise<T.AdminShippingMethodsCreateData>;
  /**
   * List shipping methods — `POST /v1/admin/shipping-methods/list`
   *
   * Every method by code, disabled ones too unless include_disabled is false.
   *
   * Retried after a network failure too (safe to repeat).
   */
  list(body: T.AdminShippingMethodsListBody, options?: CallOptions): Promise<T.AdminShippingMethodsListData>;
  /**
   * Change a shipping method — `POST /v1/admin/shipping-methods/update`
   *
   * Changes the fields sent (zones are replaced whole). Orders already placed keep the method and prices they were given. Unknown code: 404 shipping_method_not_found.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  update(body: T.AdminShippingMethodsUpdateBody, options?: CallOptions): Promise<T.AdminShippingMethodsUpdateData>;
}

/** The operations under /v1/admin/stock. */
export interface AdminStockOperations {
  /**
   * Adjust units on hand — `POST /v1/admin/stock/adjust`
   *
   * Adds (delta > 0) or takes off (delta < 0) units on hand of a counted item: an account's product (account_id and the product's SKU) or a POD blank (its SKU, no account_id), with a reason (damaged, lost, found, correction) and an optional note, recorded as a movement. Arriving units go to orders waiting for them, oldest first, in the same change; units taken below what is committed are taken back from the newest orders, which wait again. Refusals: unknown_sku, not_stocked (the SKU is not counted), stock_negative (on hand would fall below 0), account_not_found.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  adjust(body: T.AdminStockAdjustBody, options?: CallOptions): Promise<T.AdminStockAdjustData>;
  /**
   * Record a cycle count — `POST /v1/admin/stock/count`
   *
   * on_hand becomes the units counted (counted ≥ 0) and the difference is recorded as a cycle_count movement. A count below what is committed is allowed: the newest orders' units are taken back and wait again (backordered); a count above serves waiting orders, oldest first. Refusals: unknown_sku, not_stocked, account_not_found.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  count(body: T.AdminStockCountBody, options?: CallOptions): Promise<T.AdminStockCountData>;
  /**
   * Export counted items as CSV — `POST /v1/admin/stock/export`
   *
   * Every counted item the filters of stock/list find (account_id, sku, status; every item without any), by account and SKU, as CSV (RFC 4180, UTF-8 with a byte-order mark, a header row): sku, account_id, account_name, on_hand, committed, available, backordered, incoming, reorder_point, status, updated_at. No row limit: the file is written while it is read, a page of items at a time.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  export(body: T.AdminStockExportBody, options?: CallOptions): Promise<FileDownload>;
  /**
   * List counted items — `POST /v1/admin/stock/list`
   *
   * Every counted item (each account's goods and the shared POD blanks) by account and SKU, or one account's (account_id), or the shared blanks alone (account_id null). An item appears once something was counted, received or ordered of it.
   *
   * Retried after a network failure too (safe to repeat).
   */
  list(body: T.AdminStockListBody, options?: CallOptions): Promise<T.AdminStockListData>;
  /**
   * An item's movements — `POST /v1/admin/stock/movements`
   *
   * The ledger of one counted item, oldest first (sort: newest for newest first): each change to on_hand or committed with its reason, order, actor and note. The item's figures are always the sums of its movements.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  movements(body: T.AdminStockMovementsBody, options?: CallOptions): Promise<T.AdminStockMovementsData>;
}

/** The operations under /v1/admin/stores. */
export interface AdminStoresOperations {
  /**
   * Archive a store — `POST /v1/admin/stores/archive`
   *
   * Any account's stores: account_id names the account. An archived store keeps its orders and refuses new ones; archiving an archived store changes nothing. The default store cannot be archived (400 default_store).
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  archive(body: T.AdminStoresArchiveBody, options?: CallOptions): Promise<T.AdminStoresArchiveData>;
  /**
   * Create a store — `POST /v1/admin/stores/create`
   *
   * Any account's stores: account_id names the account. A shop of the account with its own name, URL, return address, packing slip (messages and logo) and inserts; a setting left out is the account's. A logo_url is fetched and checked by a job: logo.status is pending until then. A store token cannot make stores (403 forbidden).
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  create(body: T.AdminStoresCreateBody, options?: CallOptions): Promise<T.AdminStoresCreateData>;
  /**
   * Get a store — `POST /v1/admin/stores/get`
   *
   * Any account's stores: account_id names the account. Another account's store answers as an unknown one (404 store_not_found), as does another store than a store token's own.
   *
   * Retried after a network failure too (safe to repeat).
   */
  get(body: T.AdminStoresGetBody, options?: CallOptions): Promise<T.AdminStoresGetData>;
  /**
   * List stores — `POST /v1/admin/stores/list`
   *
   * Any account's stores: account_id names the account. Oldest first (the default store is the oldest), archived ones included unless archived: false. A store token sees its own store only.
   *
   * Retried after a network failure too (safe to repeat).
   */
  list(body: T.AdminStoresListBody, options?: CallOptions): Promise<T.AdminStoresListData>;
  /**
   * Sample packing slip of a store (PDF) — `POST /v1/admin/stores/sample-slip`
   *
   * A made-up order (one sample line, a sample customer in SHIP_FROM_COUNTRY, order_ref ord_SAMPLE) printed as an order made in the store now would be: the store's name, its logo when logo.status is ready (none while pending or failed), and its return address, branding and contact messages and first insert id where it has them, else the account's. Nothing is recorded. 404 store_not_found for a store that is not the account's.
   *
   * Retried after a network failure too (safe to repeat).
   */
  sampleSlip(body: T.AdminStoresSampleSlipBody, options?: CallOptions): Promise<FileDownload>;
  /**
   * Change a store — `POST /v1/admin/stores/update`
   *
   * Any account's stores: account_id names the account. The settings sent replace the store's (null removes one: the account's applies); the others keep their value. They apply to orders created afterwards. A new logo_url is fetched and checked again (logo.status pending).
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  update(body: T.AdminStoresUpdateBody, options?: CallOptions): Promise<T.AdminStoresUpdateData>;
}

/** The operations under /v1/admin/taxRates. */
export interface AdminTaxRatesOperations {
  /**
   * List tax rates — `POST /v1/admin/tax-rates/list`
   *
   * Every country's rate, by country.
   *
   * Retried after a network failure too (safe to repeat).
   */
  list(body: T.AdminTaxRatesListBody, options?: CallOptions): Promise<T.AdminTaxRatesListData>;
  /**
   * Set a country's tax rate — `POST /v1/admin/tax-rates/set`
   *
   * Sets the rate (basis points: 1900 = 19 %) and name of a country, new or changed. Orders of accounts billed in that country are taxed at it from now on; orders already priced keep the rate they were sold at. A country without a rate taxes at 0.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  set(body: T.AdminTaxRatesSetBody, options?: CallOptions): Promise<T.AdminTaxRatesSetData>;
}

/** The operations under /v1/admin/tokens. */
export interface AdminTokensOperations {
  /**
   * Create an account token — `POST /v1/admin/tokens/create`
   *
   * The token is shown in this response only; the service keeps a hash. scopes (default: all) limit what it may do: a caller operation outside them answers 403 insufficient_scope. name labels it; expires_at (in the future) ends it: from then on it gets 401 token_expired.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  create(body: T.AdminTokensCreateBody, options?: CallOptions): Promise<T.AdminTokensCreateData>;
  /**
   * List an account's tokens — `POST /v1/admin/tokens/list`
   *
   * Oldest first, with when each was created and revoked; the token itself is shown only by tokens/create. Unknown account: 404 account_not_found.
   *
   * Retried after a network failure too (safe to repeat).
   */
  list(body: T.AdminTokensListBody, options?: CallOptions): Promise<T.AdminTokensListData>;
  /**
   * Revoke a token — `POST /v1/admin/tokens/revoke`
   *
   * Requests with a revoked token get 401 at once.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  revoke(body: T.AdminTokensRevokeBody, options?: CallOptions): Promise<T.AdminTokensRevokeData>;
}

/** The operations under /v1/admin/webhooks. */
export interface AdminWebhooksOperations {
  /**
   * Register a webhook endpoint — `POST /v1/admin/webhooks/create`
   *
   * Returns the whsec_ signing secret, shown here and on rotate-secret only. The URL must be https and public unless its host is in FETCH_ALLOW_HOSTS; a template must compile. An account has at most 10 endpoints (409 webhook_limit_reached).
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  create(body: T.AdminWebhooksCreateBody, options?: CallOptions): Promise<T.AdminWebhooksCreateData>;
  /**
   * Delete a webhook endpoint — `POST /v1/admin/webhooks/delete`
   *
   * Removes the endpoint with its delivery log; deliveries still queued are not sent. To stop deliveries and keep the log, disable it instead (update with enabled: false).
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  delete(body: T.AdminWebhooksDeleteBody, options?: CallOptions): Promise<T.AdminWebhooksDeleteData>;
  /**
   * List an endpoint's deliveries with their attempts — `POST /v1/admin/webhooks/deliveries`
   *
   * Newest first; filter by status (pending, succeeded, failed).
   *
   * Retried after a network failure too (safe to repeat).
   */
  deliveries(body: T.AdminWebhooksDeliveriesBody, options?: CallOptions): Promise<T.AdminWebhooksDeliveriesData>;
  /**
   * Get a webhook endpoint — `POST /v1/admin/webhooks/get`
   *
   * Retried after a network failure too (safe to repeat).
   */
  get(body: T.AdminWebhooksGetBody, options?: CallOptions): Promise<T.AdminWebhooksGetData>;
  /**
   * List webhook endpoints — `POST /v1/admin/webhooks/list`
   *
   * Oldest first; the operator may name one account.
   *
   * Retried after a network failure too (safe to repeat).
   */
  list(body: T.AdminWebhooksListBody, options?: CallOptions): Promise<T.AdminWebhooksListData>;
  /**
   * Send deliveries again — `POST /v1/admin/webhooks/redeliver`
   *
   * One delivery (delivery_id, any status but pending) or every failed delivery whose event happened at or after failed_since (up to 500 per call; more = true asks for another call).
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  redeliver(body: T.AdminWebhooksRedeliverBody, options?: CallOptions): Promise<T.AdminWebhooksRedeliverData>;
  /**
   * Rotate the signing secret — `POST /v1/admin/webhooks/rotate-secret`
   *
   * The old secret keeps signing alongside the new one for previous_secret_ttl_seconds (default 24 h).
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  rotateSecret(body: T.AdminWebhooksRotateSecretBody, options?: CallOptions): Promise<T.AdminWebhooksRotateSecretData>;
  /**
   * Send a test event — `POST /v1/admin/webhooks/test`
   *
   * Sends a signed sample event of the given type to the endpoint at once (its template and secrets apply; its events filter does not, and a disabled endpoint is tried too) and answers with the delivery and its one attempt. The payload is the standard one with made-up data and test: true. The delivery is logged (test: true in webhooks/deliveries); it is not retried and does not change the endpoint's health. The receiver's failure is not the operation's: the answer is success with the delivery's status failed and the attempt's http_status or error.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  test(body: T.AdminWebhooksTestBody, options?: CallOptions): Promise<T.AdminWebhooksTestData>;
  /**
   * Change a webhook endpoint — `POST /v1/admin/webhooks/update`
   *
   * url, events (null = all), template (null = the standard payload), enabled. Enabling clears disabled_reason and failing_since.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  update(body: T.AdminWebhooksUpdateBody, options?: CallOptions): Promise<T.AdminWebhooksUpdateData>;
}

/** The operations under /v1/admin. */
export interface AdminOperations {
  readonly accounts: AdminAccountsOperations;
  readonly billing: AdminBillingOperations;
  readonly catalog: AdminCatalogOperations;
  readonly files: AdminFilesOperations;
  readonly operators: AdminOperatorsOperations;
  readonly operatorTokens: AdminOperatorTokensOperations;
  readonly orders: AdminOrdersOperations;
  readonly receiving: AdminReceivingOperations;
  readonly returns: AdminReturnsOperations;
  readonly shipments: AdminShipmentsOperations;
  readonly shippingMethods: AdminShippingMethodsOperations;
  readonly stock: AdminStockOperations;
  readonly stores: AdminStoresOperations;
  readonly taxRates: AdminTaxRatesOperations;
  readonly tokens: AdminTokensOperations;
  readonly webhooks: AdminWebhooksOperations;
  /**
   * Packing slips of several orders in one PDF — `POST /v1/admin/packing-slips`
   *
   * Any number of orders, one after the other in the order given, named by order_refs, or selected by filter (the fields of orders/list, newest first; more than 10000: 400 selection_too_large). Every order is checked before the first byte: if any is unknown (404 order_not_found) or has nothing left to ship (409 nothing_to_ship), nothing is rendered and data.errors names each such order (path order_refs[i], or filter). With skip_unprintable: true, orders with nothing left to ship are left out instead and the Skipped-Orders header names them (an unknown order_ref is still refused; 409 nothing_to_ship when no order is left). The PDF is streamed as it is rendered (chunked, no Content-Length), a hundred orders at a time; should rendering fail midway (an order shipped or cancelled meanwhile), the connection is cut rather than the PDF ended early.
   *
   * Retried after a network failure too (safe to repeat).
   */
  packingSlips(body: T.AdminPackingSlipsBody, options?: CallOptions): Promise<FileDownload>;
}

/** The operations under /v1/billing/invoices. */
export interface BillingInvoicesOperations {
  /**
   * One of your invoices as CSV — `GET /v1/billing/invoices/{invoice_id}.csv`
   *
   * The invoice as CSV (UTF-8 with a byte-order mark), the PDF's figures: one row per entry (type, order_ref, description, net, tax, total in major units), then one row per total (type total; the label in description). Streamed. 404 invoice_not_found (also for another account's invoice).
   *
   * Needs a token with the scope `billing:read`.
   *
   * Retried after a network failure too (safe to repeat).
   */
  csv(invoiceId: string, options?: CallOptions): Promise<FileDownload>;
  /**
   * Your invoices — `POST /v1/billing/invoices/list`
   *
   * Your account's invoices, newest first, paged by cursor: one per month (UTC) with entries, numbered INV-YYYY-NNNNNN without gaps; net (charges less credits, before tax), tax, total (net + tax), payments, brought_forward (the previous invoice's carried) and carried (brought_forward + total + payments): sums of the entries' integers, never rounded again. An issued invoice never changes. Download one with GET /v1/billing/invoices/{invoice_id}.pdf or .csv.
   *
   * Needs a token with the scope `billing:read`.
   *
   * Retried after a network failure too (safe to repeat).
   */
  list(body: T.BillingInvoicesListBody, options?: CallOptions): Promise<T.BillingInvoicesListData>;
  /**
   * One of your invoices as PDF — `GET /v1/billing/invoices/{invoice_id}.pdf`
   *
   * The invoice as PDF (real text): the issuing company (COMPANY_NAME, COMPANY_ADDRESS, COMPANY_COUNTRY, COMPANY_TAX_ID as they were at issue), the customer, every entry with its date, order, net and tax, then the totals and balances. Streamed as it is rendered (chunked). 404 invoice_not_found (also for another account's invoice).
   *
   * Needs a token with the scope `billing:read`.
   *
   * Retried after a network failure too (safe to repeat).
   */
  pdf(invoiceId: string, options?: CallOptions): Promise<FileDownload>;
}

/** The operations under /v1/billing. */
export interface BillingOperations {
  readonly invoices: BillingInvoicesOperations;
  /**
   * What your account owes — `POST /v1/billing/balance`
   *
   * The sum of your ledger entries (amount + tax) in your account's currency: positive is owed, negative is credit in your favour; balances lists every currency you have entries in. An unpriced account (no currency) has currency and balance null. Sandbox (test) accounts' orders are never charged.
   *
   * Needs a token with the scope `billing:read`.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  balance(body: T.BillingBalanceBody, options?: CallOptions): Promise<T.BillingBalanceData>;
  /**
   * Your ledger entries — `POST /v1/billing/entries`
   *
   * Every entry of your account's ledger, oldest first, paged by cursor; filters: types, order_ref, from and to (RFC 3339 UTC, else 400 invalid_timestamp). Amounts are signed Money: positive adds to what the account owes (order charges, adjustments up, billable reshipments, debits), negative takes off (payments, credits for cancelled items, adjustments down). Entries never change: a correction is a new entry.
   *
   * Needs a token with the scope `billing:read`.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  entries(body: T.BillingEntriesBody, options?: CallOptions): Promise<T.BillingEntriesData>;
}

/** The operations under /v1/files. */
export interface FilesOperations {
  /**
   * Download a file of one of your orders — `GET /v1/files/{checksum}`
   *
   * Streams the file with its Content-Type. The checksum comes from print_files in orders/get. When the service runs with FILES_REDIRECT=presigned (files in a bucket), it answers 302 with a Location the file can be fetched from without a token for FILES_PRESIGN_SECONDS (default 300).
   *
   * Needs a token with the scope `orders:read`.
   *
   * Retried after a network failure too (safe to repeat).
   */
  download(checksum: string, options?: CallOptions): Promise<FileDownload>;
}

/** The operations under /v1/inventory. */
export interface InventoryOperations {
  /**
   * Your counted goods — `POST /v1/inventory/list`
   *
   * Your products whose units the company counts (products of a fulfillment blank that tracks stock), by SKU: on_hand, committed (set aside for your open orders), available, backordered (what your orders wait for), incoming, reorder_point and status (in_stock, low, out_of_stock). skus and status filter; a product counted but never received reads 0.
   *
   * Needs a token with the scope `inventory:read`.
   *
   * Retried after a network failure too (safe to repeat).
   */
  list(body: T.InventoryListBody, options?: CallOptions): Promise<T.InventoryListData>;
  /**
   * One item's movements — `POST /v1/inventory/movements`
   *
   * The ledger of one of your counted goods, oldest first: each change to on_hand or committed (your orders, receivings, adjustments, counts, shipments) with its reason and order. Refusals: unknown_sku (not your product), not_stocked (not counted).
   *
   * Needs a token with the scope `inventory:read`.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  movements(body: T.InventoryMovementsBody, options?: CallOptions): Promise<T.InventoryMovementsData>;
  /**
   * Set a reorder point — `POST /v1/inventory/update`
   *
   * At or below reorder_point units available, the item's status is low; null: never low. Refusals: unknown_sku (not your product), not_stocked (not counted).
   *
   * Needs a token with the scope `inventory:write`.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  update(body: T.InventoryUpdateBody, options?: CallOptions): Promise<T.InventoryUpdateData>;
}

/** The operations under /v1/orders. */
export interface OrdersOperations {
  /**
   * Cancel items of an order — `POST /v1/orders/cancel-items`
   *
   * All-or-nothing partial cancellation while the order is draft, received or on_hold. cancelled_quantity is 1..remaining; the optional quantity must equal the line's remaining quantity. The order becomes cancelled when nothing is left. Refusals answer HTTP 200 with status error and data.order_ref.
   *
   * Needs a token with the scope `orders:write`.
   *
   * Refusals of the business (HTTP 200, status error) are returned as `{ ok: false }`, never thrown. Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  cancelItems(body: T.OrdersCancelItemsBody, options?: CallOptions): Promise<Result<T.OrdersCancelItemsData>>;
  /**
   * Confirm a draft order — `POST /v1/orders/confirm`
   *
   * Makes a draft (orders/create with draft: true) received: re-priced by today's prices (blanks and its shipping method), its stock committed, its edit window and ship-by date counted from now, its charge written. With expected_total, a total today's prices no longer give refuses it (price_changed, data.costs the new costs). Refusals (not_a_draft, price_changed, an unknown order) answer HTTP 200 with status error and data.order_ref; nothing changes.
   *
   * Needs a token with the scope `orders:write`.
   *
   * Refusals of the business (HTTP 200, status error) are returned as `{ ok: false }`, never thrown. Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  confirm(body: T.OrdersConfirmBody, options?: CallOptions): Promise<Result<T.OrdersConfirmData>>;
  /**
   * Create an order — `POST /v1/orders/create`
   *
   * Creates an order of standard, custom-text or print-file lines (one kind per request). Idempotent on external_ref: the same body again returns the original response with Idempotent-Replayed: true; a different body gets 409.
   *
   * Needs a token with the scope `orders:write`.
   *
   * The result's `replayed` is true when the service answered with what an earlier request made (Idempotent-Replayed). Retried after a network failure too (safe to repeat).
   */
  create(body: T.OrdersCreateBody, options?: CallOptions): Promise<T.OrdersCreateData & Replayed>;
  /**
   * An order's event history — `POST /v1/orders/events`
   *
   * The order's events, oldest first, as webhooks deliver them before any endpoint template: each with its sequence (1, 2, 3 … per order, no gaps) and occurred_at. Send exactly one of order_ref and external_ref; after_sequence continues from the last event you have.
   *
   * Needs a token with the scope `orders:read`.
   *
   * Retried after a network failure too (safe to repeat).
   */
  events(body: T.OrdersEventsBody, options?: CallOptions): Promise<T.OrdersEventsData>;
  /**
   * Get one order — `POST /v1/orders/get`
   *
   * Send exactly one of order_ref and external_ref. Another account's order, or another store's to a store token, answers as unknown (404 order_not_found).
   *
   * Needs a token with the scope `orders:read`.
   *
   * Retried after a network failure too (safe to repeat).
   */
  get(body: T.OrdersGetBody, options?: CallOptions): Promise<T.OrdersGetData>;
  /**
   * List orders — `POST /v1/orders/list`
   *
   * Newest first. Filter by status and created_after; follow next_cursor for the next page.
   *
   * Needs a token with the scope `orders:read`.
   *
   * Retried after a network failure too (safe to repeat).
   */
  list(body: T.OrdersListBody, options?: CallOptions): Promise<T.OrdersListData>;
  /**
   * Quote an order — `POST /v1/orders/quote`
   *
   * Takes a create-order body (external_ref and created_at optional) and checks it by exactly create's rules (an invalid body gets the same 400); writes nothing. Answers each line's price, the items total, every shipping method that serves the order (cheapest first, with ship_by and delivery dates) and the one create would choose. Each method's total, tax and total_with_tax, and those of the chosen one with the tax_rate, at your account's billing country's rate (reverse charge: 0). An account without a currency answers HTTP 200, status error, pricing_not_enabled.
   *
   * Needs a token with the scope `orders:read`.
   *
   * Refusals of the business (HTTP 200, status error) are returned as `{ ok: false }`, never thrown. Retried after a network failure too (safe to repeat).
   */
  quote(body: T.OrdersQuoteBody, options?: CallOptions): Promise<Result<T.OrdersQuoteData>>;
  /**
   * Get tracking — `POST /v1/orders/tracking`
   *
   * By order_ref or external_ref: the order's status and shipments. By updated_after (with cursor and limit): the account's shipments recorded after that time, oldest first, for cheap polling.
   *
   * Needs a token with the scope `orders:read`.
   *
   * Retried after a network failure too (safe to repeat).
   */
  tracking(body: T.OrdersTrackingBody, options?: CallOptions): Promise<T.OrdersTrackingData>;
  /**
   * Update the shipping address — `POST /v1/orders/update-shipping`
   *
   * Possible while the order is draft, received or on_hold. A refusal (status, unknown order) answers HTTP 200 with status error and data.order_ref; read status in the body.
   *
   * Needs a token with the scope `orders:write`.
   *
   * Refusals of the business (HTTP 200, status error) are returned as `{ ok: false }`, never thrown. Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  updateShipping(body: T.OrdersUpdateShippingBody, options?: CallOptions): Promise<Result<T.OrdersUpdateShippingData>>;
}

/** The operations under /v1/products. */
export interface ProductsOperations {
  /**
   * Archive a product — `POST /v1/products/archive`
   *
   * New orders and quotes naming it are refused (400 product_archived at the line's sku); orders made before are untouched. products/list leaves it out unless include_archived; products/get still shows it, with archived_at. Archiving it again changes nothing.
   *
   * Needs a token with the scope `products:write`.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  archive(body: T.ProductsArchiveBody, options?: CallOptions): Promise<T.ProductsArchiveData>;
  /**
   * Create a product — `POST /v1/products/create`
   *
   * A product on a catalog blank. Print areas with text_fields make a custom-text product; without, a standard product.
   *
   * Needs a token with the scope `products:write`.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  create(body: T.ProductsCreateBody, options?: CallOptions): Promise<T.ProductsCreateData>;
  /**
   * Get a product by SKU — `POST /v1/products/get`
   *
   * Needs a token with the scope `products:read`.
   *
   * Retried after a network failure too (safe to repeat).
   */
  get(body: T.ProductsGetBody, options?: CallOptions): Promise<T.ProductsGetData>;
  /**
   * List products — `POST /v1/products/list`
   *
   * By SKU. Archived products are left out unless include_archived is true.
   *
   * Needs a token with the scope `products:read`.
   *
   * Retried after a network failure too (safe to repeat).
   */
  list(body: T.ProductsListBody, options?: CallOptions): Promise<T.ProductsListData>;
  /**
   * Change a product — `POST /v1/products/update`
   *
   * Changes the name or the print areas (replaced whole), checked like create against the product's blank, every problem in one 400. The SKU and the blank never change. Orders already placed keep their lines; print files not made yet are made from the product as it is then.
   *
   * Needs a token with the scope `products:write`.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  update(body: T.ProductsUpdateBody, options?: CallOptions): Promise<T.ProductsUpdateData>;
}

/** The operations under /v1/receiving. */
export interface ReceivingOperations {
  /**
   * Cancel a receiving — `POST /v1/receiving/cancel`
   *
   * Calls off a receiving whose goods have not started to arrive (status awaiting): it becomes cancelled and its units are no longer incoming. 404 receiving_not_found; 409 receiving_not_awaiting once goods arrived (the operator closes it then).
   *
   * Needs a token with the scope `inventory:write`.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  cancel(body: T.ReceivingCancelBody, options?: CallOptions): Promise<T.ReceivingCancelData>;
  /**
   * Announce goods you send in — `POST /v1/receiving/create`
   *
   * Announces a shipment of your goods to the company's warehouse, box by box (at most 200 boxes): each box's lines name your counted products (products of a fulfillment blank that tracks stock) and their units. The answer is the receiving, status awaiting; its units count as incoming on your items until they are received. Print one label per box (GET /v1/receiving/{receiving_ref}/labels) and stick it on the box. Refusals: unknown_sku (not your product), not_stocked (not counted), invalid_timestamp (expected_at), 409 receiving_exists (external_ref used by another receiving of yours).
   *
   * Needs a token with the scope `inventory:write`.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  create(body: T.ReceivingCreateBody, options?: CallOptions): Promise<T.ReceivingCreateData>;
  /**
   * One of your receivings — `POST /v1/receiving/get`
   *
   * The receiving with its boxes (units expected, received good, received damaged) and, per SKU over all boxes, the difference: received + damaged − expected. 404 receiving_not_found.
   *
   * Needs a token with the scope `inventory:read`.
   *
   * Retried after a network failure too (safe to repeat).
   */
  get(body: T.ReceivingGetBody, options?: CallOptions): Promise<T.ReceivingGetData>;
  /**
   * Box labels of a receiving (PDF) — `GET /v1/receiving/{receiving_ref}/labels`
   *
   * A PDF with one 4×6 inch label per box: the receiving_ref and box number as text and as a Code 128 barcode (receiving_ref/box), your account's name, your external_ref and what the box holds. 404 receiving_not_found.
   *
   * Needs a token with the scope `inventory:read`.
   *
   * Retried after a network failure too (safe to repeat).
   */
  labels(receivingRef: string, options?: CallOptions): Promise<FileDownload>;
  /**
   * Your receivings — `POST /v1/receiving/list`
   *
   * Your receivings, newest first; status filters (awaiting, arriving, completed, cancelled).
   *
   * Needs a token with the scope `inventory:read`.
   *
   * Retried after a network failure too (safe to repeat).
   */
  list(body: T.ReceivingListBody, options?: CallOptions): Promise<T.ReceivingListData>;
}

/** The operations under /v1/sandbox. */
export interface SandboxOperations {
  /**
   * Move a test order on now — `POST /v1/sandbox/advance`
   *
   * Test accounts only (a live account's token gets 403 sandbox_only). Moves the order to `to` at once through the states between, with the events a live order would get: in_production (print files must be ready, as for a live order: files still being fetched are waited for, at most SANDBOX_FILES_WAIT_SECONDS, 30 s by default, so advancing right after create does not depend on timing; a failed file is refused with its reason), on_hold, shipped (a SANDBOX shipment of everything open), or a shipment's progress (in_transit; delivered, returned and exception pass through in_transit). A move the rules do not allow answers HTTP 200 with status error (invalid_transition, files_not_ready) and data.order_ref; moving an order where it already is changes nothing. Answers the order as orders/get shows it. Another account's order answers as unknown (404 order_not_found).
   *
   * Needs a token with the scope `orders:write`.
   *
   * Refusals of the business (HTTP 200, status error) are returned as `{ ok: false }`, never thrown. Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  advance(body: T.SandboxAdvanceBody, options?: CallOptions): Promise<Result<T.SandboxAdvanceData>>;
}

/** The operations under /v1/shipping. */
export interface ShippingOperations {
  /**
   * Shipping methods for a country — `POST /v1/shipping/methods`
   *
   * The methods that serve shipping_country in your account's currency, cheapest first, each with its business days in transit and its first_item and additional_item prices (Money). An account without a currency answers HTTP 200, status error, pricing_not_enabled.
   *
   * Needs a token with the scope `orders:read`.
   *
   * Refusals of the business (HTTP 200, status error) are returned as `{ ok: false }`, never thrown. Retried after a network failure too (safe to repeat).
   */
  methods(body: T.ShippingMethodsBody, options?: CallOptions): Promise<Result<T.ShippingMethodsData>>;
}

/** The operations under /v1/stores. */
export interface StoresOperations {
  /**
   * Archive a store — `POST /v1/stores/archive`
   *
   * Your account's stores. An archived store keeps its orders and refuses new ones; archiving an archived store changes nothing. The default store cannot be archived (400 default_store).
   *
   * Needs a token with the scope `stores:write`.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  archive(body: T.StoresArchiveBody, options?: CallOptions): Promise<T.StoresArchiveData>;
  /**
   * Create a store — `POST /v1/stores/create`
   *
   * Your account's stores. A shop of the account with its own name, URL, return address, packing slip (messages and logo) and inserts; a setting left out is the account's. A logo_url is fetched and checked by a job: logo.status is pending until then. A store token cannot make stores (403 forbidden).
   *
   * Needs a token with the scope `stores:write`.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  create(body: T.StoresCreateBody, options?: CallOptions): Promise<T.StoresCreateData>;
  /**
   * Get a store — `POST /v1/stores/get`
   *
   * Your account's stores. Another account's store answers as an unknown one (404 store_not_found), as does another store than a store token's own.
   *
   * Needs a token with the scope `stores:read`.
   *
   * Retried after a network failure too (safe to repeat).
   */
  get(body: T.StoresGetBody, options?: CallOptions): Promise<T.StoresGetData>;
  /**
   * List stores — `POST /v1/stores/list`
   *
   * Your account's stores. Oldest first (the default store is the oldest), archived ones included unless archived: false. A store token sees its own store only.
   *
   * Needs a token with the scope `stores:read`.
   *
   * Retried after a network failure too (safe to repeat).
   */
  list(body: T.StoresListBody, options?: CallOptions): Promise<T.StoresListData>;
  /**
   * Change a store — `POST /v1/stores/update`
   *
   * Your account's stores. The settings sent replace the store's (null removes one: the account's applies); the others keep their value. They apply to orders created afterwards. A new logo_url is fetched and checked again (logo.status pending).
   *
   * Needs a token with the scope `stores:write`.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  update(body: T.StoresUpdateBody, options?: CallOptions): Promise<T.StoresUpdateData>;
}

/** The operations under /v1/tokens. */
export interface TokensOperations {
  /**
   * Create a token for your account — `POST /v1/tokens/create`
   *
   * A token of your account, in its mode (pod_live_… or pod_test_…), shown in this response only; the service keeps a hash. It holds at most the calling token's scopes (absent: all of them; another one: 400 scope_not_held) and ends no later than the calling token (absent: when it ends; later: 400 expiry_exceeds_token). Give each integration its own token with only what it needs, and revoke it with tokens/revoke.
   *
   * Needs a token with the scope `tokens:write`.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  create(body: T.TokensCreateBody, options?: CallOptions): Promise<T.TokensCreateData>;
  /**
   * List your account's tokens — `POST /v1/tokens/list`
   *
   * Every token of your account (a store token: its store's), whoever made it, revoked ones included, oldest first: scopes, name, mode, expiry, last use, revocation and the token that made it. Never the token itself.
   *
   * Needs a token with the scope `tokens:read`.
   *
   * Retried after a network failure too (safe to repeat).
   */
  list(body: T.TokensListBody, options?: CallOptions): Promise<T.TokensListData>;
  /**
   * Revoke one of your account's tokens — `POST /v1/tokens/revoke`
   *
   * Requests with the revoked token get 401 at once. Any token of your account may be revoked, the calling one included; revoking a revoked token changes nothing. Another account's token answers as an unknown one (404 token_not_found); to a store token, so does a token of another store or of the whole account. Tokens the revoked one made keep working: revoke them too (tokens/list shows who made each).
   *
   * Needs a token with the scope `tokens:write`.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  revoke(body: T.TokensRevokeBody, options?: CallOptions): Promise<T.TokensRevokeData>;
}

/** The operations under /v1/webhooks. */
export interface WebhooksOperations {
  /**
   * Register a webhook endpoint — `POST /v1/webhooks/create`
   *
   * Your account's endpoints only: another account's endpoint answers as an unknown one (404 webhook_not_found). Returns the whsec_ signing secret, shown here and on rotate-secret only. The URL must be https and public unless its host is in FETCH_ALLOW_HOSTS; a template must compile. An account has at most 10 endpoints (409 webhook_limit_reached).
   *
   * Needs a token with the scope `webhooks:write`.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  create(body: T.WebhooksCreateBody, options?: CallOptions): Promise<T.WebhooksCreateData>;
  /**
   * Delete a webhook endpoint — `POST /v1/webhooks/delete`
   *
   * Your account's endpoints only: another account's endpoint answers as an unknown one (404 webhook_not_found). Removes the endpoint with its delivery log; deliveries still queued are not sent. To stop deliveries and keep the log, disable it instead (update with enabled: false).
   *
   * Needs a token with the scope `webhooks:write`.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  delete(body: T.WebhooksDeleteBody, options?: CallOptions): Promise<T.WebhooksDeleteData>;
  /**
   * List an endpoint's deliveries with their attempts — `POST /v1/webhooks/deliveries`
   *
   * Your account's endpoints only: another account's endpoint answers as an unknown one (404 webhook_not_found). Newest first; filter by status (pending, succeeded, failed).
   *
   * Needs a token with the scope `webhooks:read`.
   *
   * Retried after a network failure too (safe to repeat).
   */
  deliveries(body: T.WebhooksDeliveriesBody, options?: CallOptions): Promise<T.WebhooksDeliveriesData>;
  /**
   * Get a webhook endpoint — `POST /v1/webhooks/get`
   *
   * Your account's endpoints only: another account's endpoint answers as an unknown one (404 webhook_not_found).
   *
   * Needs a token with the scope `webhooks:read`.
   *
   * Retried after a network failure too (safe to repeat).
   */
  get(body: T.WebhooksGetBody, options?: CallOptions): Promise<T.WebhooksGetData>;
  /**
   * List webhook endpoints — `POST /v1/webhooks/list`
   *
   * Your account's endpoints only: another account's endpoint answers as an unknown one (404 webhook_not_found). Oldest first; the operator may name one account.
   *
   * Needs a token with the scope `webhooks:read`.
   *
   * Retried after a network failure too (safe to repeat).
   */
  list(body: T.WebhooksListBody, options?: CallOptions): Promise<T.WebhooksListData>;
  /**
   * Send deliveries again — `POST /v1/webhooks/redeliver`
   *
   * Your account's endpoints only: another account's endpoint answers as an unknown one (404 webhook_not_found). One delivery (delivery_id, any status but pending) or every failed delivery whose event happened at or after failed_since (up to 500 per call; more = true asks for another call).
   *
   * Needs a token with the scope `webhooks:write`.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  redeliver(body: T.WebhooksRedeliverBody, options?: CallOptions): Promise<T.WebhooksRedeliverData>;
  /**
   * Rotate the signing secret — `POST /v1/webhooks/rotate-secret`
   *
   * Your account's endpoints only: another account's endpoint answers as an unknown one (404 webhook_not_found). The old secret keeps signing alongside the new one for previous_secret_ttl_seconds (default 24 h).
   *
   * Needs a token with the scope `webhooks:write`.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  rotateSecret(body: T.WebhooksRotateSecretBody, options?: CallOptions): Promise<T.WebhooksRotateSecretData>;
  /**
   * Send a test event — `POST /v1/webhooks/test`
   *
   * Your account's endpoints only: another account's endpoint answers as an unknown one (404 webhook_not_found). Sends a signed sample event of the given type to the endpoint at once (its template and secrets apply; its events filter does not, and a disabled endpoint is tried too) and answers with the delivery and its one attempt. The payload is the standard one with made-up data and test: true. The delivery is logged (test: true in webhooks/deliveries); it is not retried and does not change the endpoint's health. The receiver's failure is not the operation's: the answer is success with the delivery's status failed and the attempt's http_status or error.
   *
   * Needs a token with the scope `webhooks:write`.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  test(body: T.WebhooksTestBody, options?: CallOptions): Promise<T.WebhooksTestData>;
  /**
   * Change a webhook endpoint — `POST /v1/webhooks/update`
   *
   * Your account's endpoints only: another account's endpoint answers as an unknown one (404 webhook_not_found). url, events (null = all), template (null = the standard payload), enabled. Enabling clears disabled_reason and failing_since.
   *
   * Needs a token with the scope `webhooks:write`.
   *
   * Retried on 429 and 503 only (not safe to repeat after a network failure).
   */
  update(body: T.WebhooksUpdateBody, options?: CallOptions): Promise<T.WebhooksUpdateData>;
}

/** Every operation of the service. */
export interface Operations {
  readonly admin: AdminOperations;
  readonly billing: BillingOperations;
  readonly files: FilesOperations;
  readonly inventory: InventoryOperations;
  readonly orders: OrdersOperations;
  readonly products: ProductsOperations;
  readonly receiving: ReceivingOperations;
  readonly sandbox: SandboxOperations;
  readonly shipping: ShippingOperations;
  readonly stores: StoresOperations;
  readonly tokens: TokensOperations;
  readonly webhooks: WebhooksOperations;
  /**
   * Describe the calling token — `POST /v1/token`
   *
   * The token's id, account, the account's mode (live or test), its scopes, name, creation time and expiry. Never the token itself. Send {}.
   *
   * Any valid account token may call this, whatever its scopes.
   *
   * Retried after a network failure too (safe to repeat).
   */
  readonly token: (body: T.TokenBody, options?: CallOptions) => Promise<T.TokenData>;
}

/** Binds every operation to a transport. */
export function bindOperations(transport: Transport): Operations {
  return {
    admin: {
      accounts: {
        create: (body: T.AdminAccountsCreateBody, options?: CallOptions) => transport.json<T.AdminAccountsCreateData>(OPERATIONS.adminAccountsCreate, body, options),
        get: (body: T.AdminAccountsGetBody, options?: CallOptions) => transport.json<T.AdminAccountsGetData>(OPERATIONS.adminAccountsGet, body, options),
        list: (body: T.AdminAccountsListBody, options?: CallOptions) => transport.json<T.AdminAccountsListData>(OPERATIONS.adminAccountsList, body, options),
        update: (body: T.AdminAccountsUpdateBody, options?: CallOptions) => transport.json<T.AdminAccountsUpdateData>(OPERATIONS.adminAccountsUpdate, body, options),
      },
      billing: {
        entries: {
          add: (body: T.AdminBillingEntriesAddBody, options?: CallOptions) => transport.json<T.AdminBillingEntriesAddData>(OPERATIONS.adminBillingEntriesAdd, body, options),
          list: (body: T.AdminBillingEntriesListBody, options?: CallOptions) => transport.json<T.AdminBillingEntriesListData>(OPERATIONS.adminBillingEntriesList, body, options),
        },
        invoices: {
          csv: (invoiceId: string, options?: CallOptions) => transport.download(OPERATIONS.adminBillingInvoicesCsv, { invoice_id: invoiceId }, undefined, options),
          issue: (body: T.AdminBillingInvoicesIssueBody, options?: CallOptions) => transport.refusable<T.AdminBillingInvoicesIssueData>(OPERATIONS.adminBillingInvoicesIssue, body, options),
          list: (body: T.AdminBillingInvoicesListBody, options?: CallOptions) => transport.json<T.AdminBillingInvoicesListData>(OPERATIONS.adminBillingInvoicesList, body, options),
          pdf: (invoiceId: string, options?: CallOptions) => transport.download(OPERATIONS.adminBillingInvoicesPdf, { invoice_id: invoiceId }, undefined, options),
        },
        payments: {
          record: (body: T.AdminBillingPaymentsRecordBody, options?: CallOptions) => transport.json<T.AdminBillingPaymentsRecordData>(OPERATIONS.adminBillingPaymentsRecord, body, options),
        },
        balance: (body: T.AdminBillingBalanceBody, options?: CallOptions) => transport.json<T.AdminBillingBalanceData>(OPERATIONS.adminBillingBalance, body, options),
      },
      catalog: {
        create: (body: T.AdminCatalogCreateBody, options?: CallOptions) => transport.json<T.AdminCatalogCreateData>(OPERATIONS.adminCatalogCreate, body, options),
        list: (body: T.AdminCatalogListBody, options?: CallOptions) => transport.json<T.AdminCatalogListData>(OPERATIONS.adminCatalogList, body, options),
        update: (body: T.AdminCatalogUpdateBody, options?: CallOptions) => transport.json<T.AdminCatalogUpdateData>(OPERATIONS.adminCatalogUpdate, body, options),
      },
      files: {
        download: (checksum: string, options?: CallOptions) => transport.download(OPERATIONS.adminFilesDownload, { checksum: checksum }, undefined, options),
        thumbnail: (checksum: string, options?: CallOptions) => transport.download(OPERATIONS.adminFilesThumbnail, { checksum: checksum }, undefined, options),
      },
      operators: {
        create: (body: T.AdminOperatorsCreateBody, options?: CallOptions) => transport.json<T.AdminOperatorsCreateData>(OPERATIONS.adminOperatorsCreate, body, options),
        list: (body: T.AdminOperatorsListBody, options?: CallOptions) => transport.json<T.AdminOperatorsListData>(OPERATIONS.adminOperatorsList, body, options),
        update: (body: T.AdminOperatorsUpdateBody, options?: CallOptions) => transport.json<T.AdminOperatorsUpdateData>(OPERATIONS.adminOperatorsUpdate, body, options),
      },
      operatorTokens: {
        create: (body: T.AdminOperatorTokensCreateBody, options?: CallOptions) => transport.json<T.AdminOperatorTokensCreateData>(OPERATIONS.adminOperatorTokensCreate, body, options),
        revoke: (body: T.AdminOperatorTokensRevokeBody, options?: CallOptions) => transport.json<T.AdminOperatorTokensRevokeData>(OPERATIONS.adminOperatorTokensRevoke, body, options),
      },
      orders: {
        notes: {
          add: (body: T.AdminOrdersNotesAddBody, options?: CallOptions) => transport.json<T.AdminOrdersNotesAddData>(OPERATIONS.adminOrdersNotesAdd, body, options),
        },
        bulk: (body: T.AdminOrdersBulkBody, options?: CallOptions) => transport.json<T.AdminOrdersBulkData>(OPERATIONS.adminOrdersBulk, body, options),
        counts: (body: T.AdminOrdersCountsBody, options?: CallOptions) => transport.json<T.AdminOrdersCountsData>(OPERATIONS.adminOrdersCounts, body, options),
        customsDeclaration: (orderRef: string, options?: CallOptions) => transport.download(OPERATIONS.adminOrdersCustomsDeclaration, { order_ref: orderRef }, undefined, options),
        deliveries: (body: T.AdminOrdersDeliveriesBody, options?: CallOptions) => transport.json<T.AdminOrdersDeliveriesData>(OPERATIONS.adminOrdersDeliveries, body, options),
        events: (body: T.AdminOrdersEventsBody, options?: CallOptions) => transport.json<T.AdminOrdersEventsData>(OPERATIONS.adminOrdersEvents, body, options),
        export: (body: T.AdminOrdersExportBody, options?: CallOptions) => transport.download(OPERATIONS.adminOrdersExport, {}, body, options),
        get: (body: T.AdminOrdersGetBody, options?: CallOptions) => transport.json<T.AdminOrdersGetData>(OPERATIONS.adminOrdersGet, body, options),
        list: (body: T.AdminOrdersListBody, options?: CallOptions) => transport.json<T.AdminOrdersListData>(OPERATIONS.adminOrdersList, body, options),
        packingSlip: (orderRef: string, options?: CallOptions) => transport.download(OPERATIONS.adminOrdersPackingSlip, { order_ref: orderRef }, undefined, options),
        retryFiles: (body: T.AdminOrdersRetryFilesBody, options?: CallOptions) => transport.refusable<T.AdminOrdersRetryFilesData>(OPERATIONS.adminOrdersRetryFiles, body, options),
        ship: (body: T.AdminOrdersShipBody, options?: CallOptions) => transport.refusable<T.AdminOrdersShipData>(OPERATIONS.adminOrdersShip, body, options),
        transition: (body: T.AdminOrdersTransitionBody, options?: CallOptions) => transport.refusable<T.AdminOrdersTransitionData>(OPERATIONS.adminOrdersTransition, body, options),
      },
      receiving: {
        close: (body: T.AdminReceivingCloseBody, options?: CallOptions) => transport.json<T.AdminReceivingCloseData>(OPERATIONS.adminReceivingClose, body, options),
        get: (body: T.AdminReceivingGetBody, options?: CallOptions) => transport.json<T.AdminReceivingGetData>(OPERATIONS.adminReceivingGet, body, options),
        list: (body: T.AdminReceivingListBody, options?: CallOptions) => transport.json<T.AdminReceivingListData>(OPERATIONS.adminReceivingList, body, options),
        receive: (body: T.AdminReceivingReceiveBody, options?: CallOptions) => transport.json<T.AdminReceivingReceiveData>(OPERATIONS.adminReceivingReceive, body, options),
      },
      returns: {
        receive: (body: T.AdminReturnsReceiveBody, options?: CallOptions) => transport.json<T.AdminReturnsReceiveData>(OPERATIONS.adminReturnsReceive, body, options),
      },
      shipments: {
        import: (body: T.AdminShipmentsImportBody, options?: CallOptions) => transport.json<T.AdminShipmentsImportData>(OPERATIONS.adminShipmentsImport, body, options),
        packingSlip: (shipmentRef: string, options?: CallOptions) => transport.download(OPERATIONS.adminShipmentsPackingSlip, { shipment_ref: shipmentRef }, undefined, options),
        update: (body: T.AdminShipmentsUpdateBody, options?: CallOptions) => transport.refusable<T.AdminShipmentsUpdateData>(OPERATIONS.adminShipmentsUpdate, body, options),
      },
      shippingMethods: {
        create: (body: T.AdminShippingMethodsCreateBody, options?: CallOptions) => transport.json<T.AdminShippingMethodsCreateData>(OPERATIONS.adminShippingMethodsCreate, body, options),
        list: (body: T.AdminShippingMethodsListBody, options?: CallOptions) => transport.json<T.AdminShippingMethodsListData>(OPERATIONS.adminShippingMethodsList, body, options),
        update: (body: T.AdminShippingMethodsUpdateBody, options?: CallOptions) => transport.json<T.AdminShippingMethodsUpdateData>(OPERATIONS.adminShippingMethodsUpdate, body, options),
      },
      stock: {
        adjust: (body: T.AdminStockAdjustBody, options?: CallOptions) => transport.json<T.AdminStockAdjustData>(OPERATIONS.adminStockAdjust, body, options),
        count: (body: T.AdminStockCountBody, options?: CallOptions) => transport.json<T.AdminStockCountData>(OPERATIONS.adminStockCount, body, options),
        export: (body: T.AdminStockExportBody, options?: CallOptions) => transport.download(OPERATIONS.adminStockExport, {}, body, options),
        list: (body: T.AdminStockListBody, options?: CallOptions) => transport.json<T.AdminStockListData>(OPERATIONS.adminStockList, body, options),
        movements: (body: T.AdminStockMovementsBody, options?: CallOptions) => transport.json<T.AdminStockMovementsData>(OPERATIONS.adminStockMovements, body, options),
      },
      stores: {
        archive: (body: T.AdminStoresArchiveBody, options?: CallOptions) => transport.json<T.AdminStoresArchiveData>(OPERATIONS.adminStoresArchive, body, options),
        create: (body: T.AdminStoresCreateBody, options?: CallOptions) => transport.json<T.AdminStoresCreateData>(OPERATIONS.adminStoresCreate, body, options),
        get: (body: T.AdminStoresGetBody, options?: CallOptions) => transport.json<T.AdminStoresGetData>(OPERATIONS.adminStoresGet, body, options),
        list: (body: T.AdminStoresListBody, options?: CallOptions) => transport.json<T.AdminStoresListData>(OPERATIONS.adminStoresList, body, options),
        sampleSlip: (body: T.AdminStoresSampleSlipBody, options?: CallOptions) => transport.download(OPERATIONS.adminStoresSampleSlip, {}, body, options),
        update: (body: T.AdminStoresUpdateBody, options?: CallOptions) => transport.json<T.AdminStoresUpdateData>(OPERATIONS.adminStoresUpdate, body, options),
      },
      taxRates: {
        list: (body: T.AdminTaxRatesListBody, options?: CallOptions) => transport.json<T.AdminTaxRatesListData>(OPERATIONS.adminTaxRatesList, body, options),
        set: (body: T.AdminTaxRatesSetBody, options?: CallOptions) => transport.json<T.AdminTaxRatesSetData>(OPERATIONS.adminTaxRatesSet, body, options),
      },
      tokens: {
        create: (body: T.AdminTokensCreateBody, options?: CallOptions) => transport.json<T.AdminTokensCreateData>(OPERATIONS.adminTokensCreate, body, options),
        list: (body: T.AdminTokensListBody, options?: CallOptions) => transport.json<T.AdminTokensListData>(OPERATIONS.adminTokensList, body, options),
        revoke: (body: T.AdminTokensRevokeBody, options?: CallOptions) => transport.json<T.AdminTokensRevokeData>(OPERATIONS.adminTokensRevoke, body, options),
      },
      webhooks: {
        create: (body: T.AdminWebhooksCreateBody, options?: CallOptions) => transport.json<T.AdminWebhooksCreateData>(OPERATIONS.adminWebhooksCreate, body, options),
        delete: (body: T.AdminWebhooksDeleteBody, options?: CallOptions) => transport.json<T.AdminWebhooksDeleteData>(OPERATIONS.adminWebhooksDelete, body, options),
        deliveries: (body: T.AdminWebhooksDeliveriesBody, options?: CallOptions) => transport.json<T.AdminWebhooksDeliveriesData>(OPERATIONS.adminWebhooksDeliveries, body, options),
        get: (body: T.AdminWebhooksGetBody, options?: CallOptions) => transport.json<T.AdminWebhooksGetData>(OPERATIONS.adminWebhooksGet, body, options),
        list: (body: T.AdminWebhooksListBody, options?: CallOptions) => transport.json<T.AdminWebhooksListData>(OPERATIONS.adminWebhooksList, body, options),
        redeliver: (body: T.AdminWebhooksRedeliverBody, options?: CallOptions) => transport.json<T.AdminWebhooksRedeliverData>(OPERATIONS.adminWebhooksRedeliver, body, options),
        rotateSecret: (body: T.AdminWebhooksRotateSecretBody, options?: CallOptions) => transport.json<T.AdminWebhooksRotateSecretData>(OPERATIONS.adminWebhooksRotateSecret, body, options),
        test: (body: T.AdminWebhooksTestBody, options?: CallOptions) => transport.json<T.AdminWebhooksTestData>(OPERATIONS.adminWebhooksTest, body, options),
        update: (body: T.AdminWebhooksUpdateBody, options?: CallOptions) => transport.json<T.AdminWebhooksUpdateData>(OPERATIONS.adminWebhooksUpdate, body, options),
      },
      packingSlips: (body: T.AdminPackingSlipsBody, options?: CallOptions) => transport.download(OPERATIONS.adminPackingSlips, {}, body, options),
    },
    billing: {
      invoices: {
        csv: (invoiceId: string, options?: CallOptions) => transport.download(OPERATIONS.billingInvoicesCsv, { invoice_id: invoiceId }, undefined, options),
        list: (body: T.BillingInvoicesListBody, options?: CallOptions) => transport.json<T.BillingInvoicesListData>(OPERATIONS.billingInvoicesList, body, options),
        pdf: (invoiceId: string, options?: CallOptions) => transport.download(OPERATIONS.billingInvoicesPdf, { invoice_id: invoiceId }, undefined, options),
      },
      balance: (body: T.BillingBalanceBody, options?: CallOptions) => transport.json<T.BillingBalanceData>(OPERATIONS.billingBalance, body, options),
      entries: (body: T.BillingEntriesBody, options?: CallOptions) => transport.json<T.BillingEntriesData>(OPERATIONS.billingEntries, body, options),
    },
    files: {
      download: (checksum: string, options?: CallOptions) => transport.download(OPERATIONS.filesDownload, { checksum: checksum }, undefined, options),
    },
    inventory: {
      list: (body: T.InventoryListBody, options?: CallOptions) => transport.json<T.InventoryListData>(OPERATIONS.inventoryList, body, options),
      movements: (body: T.InventoryMovementsBody, options?: CallOptions) => transport.json<T.InventoryMovementsData>(OPERATIONS.inventoryMovements, body, options),
      update: (body: T.InventoryUpdateBody, options?: CallOptions) => transport.json<T.InventoryUpdateData>(OPERATIONS.inventoryUpdate, body, options),
    },
    orders: {
      cancelItems: (body: T.OrdersCancelItemsBody, options?: CallOptions) => transport.refusable<T.OrdersCancelItemsData>(OPERATIONS.ordersCancelItems, body, options),
      confirm: (body: T.OrdersConfirmBody, options?: CallOptions) => transport.refusable<T.OrdersConfirmData>(OPERATIONS.ordersConfirm, body, options),
      create: (body: T.OrdersCreateBody, options?: CallOptions) => transport.replayable<T.OrdersCreateData>(OPERATIONS.ordersCreate, body, options),
      events: (body: T.OrdersEventsBody, options?: CallOptions) => transport.json<T.OrdersEventsData>(OPERATIONS.ordersEvents, body, options),
      get: (body: T.OrdersGetBody, options?: CallOptions) => transport.json<T.OrdersGetData>(OPERATIONS.ordersGet, body, options),
      list: (body: T.OrdersListBody, options?: CallOptions) => transport.json<T.OrdersListData>(OPERATIONS.ordersList, body, options),
      quote: (body: T.OrdersQuoteBody, options?: CallOptions) => transport.refusable<T.OrdersQuoteData>(OPERATIONS.ordersQuote, body, options),
      tracking: (body: T.OrdersTrackingBody, options?: CallOptions) => transport.json<T.OrdersTrackingData>(OPERATIONS.ordersTracking, body, options),
      updateShipping: (body: T.OrdersUpdateShippingBody, options?: CallOptions) => transport.refusable<T.OrdersUpdateShippingData>(OPERATIONS.ordersUpdateShipping, body, options),
    },
    products: {
      archive: (body: T.ProductsArchiveBody, options?: CallOptions) => transport.json<T.ProductsArchiveData>(OPERATIONS.productsArchive, body, options),
      create: (body: T.ProductsCreateBody, options?: CallOptions) => transport.json<T.ProductsCreateData>(OPERATIONS.productsCreate, body, options),
      get: (body: T.ProductsGetBody, options?: CallOptions) => transport.json<T.ProductsGetData>(OPERATIONS.productsGet, body, options),
      list: (body: T.ProductsListBody, options?: CallOptions) => transport.json<T.ProductsListData>(OPERATIONS.productsList, body, options),
      update: (body: T.ProductsUpdateBody, options?: CallOptions) => transport.json<T.ProductsUpdateData>(OPERATIONS.productsUpdate, body, options),
    },
    receiving: {
      cancel: (body: T.ReceivingCancelBody, options?: CallOptions) => transport.json<T.ReceivingCancelData>(OPERATIONS.receivingCancel, body, options),
      create: (body: T.ReceivingCreateBody, options?: CallOptions) => transport.json<T.ReceivingCreateData>(OPERATIONS.receivingCreate, body, options),
      get: (body: T.ReceivingGetBody, options?: CallOptions) => transport.json<T.ReceivingGetData>(OPERATIONS.receivingGet, body, options),
      labels: (receivingRef: string, options?: CallOptions) => transport.download(OPERATIONS.receivingLabels, { receiving_ref: receivingRef }, undefined, options),
      list: (body: T.ReceivingListBody, options?: CallOptions) => transport.json<T.ReceivingListData>(OPERATIONS.receivingList, body, options),
    },
    sandbox: {
      advance: (body: T.SandboxAdvanceBody, options?: CallOptions) => transport.refusable<T.SandboxAdvanceData>(OPERATIONS.sandboxAdvance, body, options),
    },
    shipping: {
      methods: (body: T.ShippingMethodsBody, options?: CallOptions) => transport.refusable<T.ShippingMethodsData>(OPERATIONS.shippingMethods, body, options),
    },
    stores: {
      archive: (body: T.StoresArchiveBody, options?: CallOptions) => transport.json<T.StoresArchiveData>(OPERATIONS.storesArchive, body, options),
      create: (body: T.StoresCreateBody, options?: CallOptions) => transport.json<T.StoresCreateData>(OPERATIONS.storesCreate, body, options),
      get: (body: T.StoresGetBody, options?: CallOptions) => transport.json<T.StoresGetData>(OPERATIONS.storesGet, body, options),
      list: (body: T.StoresListBody, options?: CallOptions) => transport.json<T.StoresListData>(OPERATIONS.storesList, body, options),
      update: (body: T.StoresUpdateBody, options?: CallOptions) => transport.json<T.StoresUpdateData>(OPERATIONS.storesUpdate, body, options),
    },
    tokens: {
      create: (body: T.TokensCreateBody, options?: CallOptions) => transport.json<T.TokensCreateData>(OPERATIONS.tokensCreate, body, options),
      list: (body: T.TokensListBody, options?: CallOptions) => transport.json<T.TokensListData>(OPERATIONS.tokensList, body, options),
      revoke: (body: T.TokensRevokeBody, options?: CallOptions) => transport.json<T.TokensRevokeData>(OPERATIONS.tokensRevoke, body, options),
    },
    webhooks: {
      create: (body: T.WebhooksCreateBody, options?: CallOptions) => transport.json<T.WebhooksCreateData>(OPERATIONS.webhooksCreate, body, options),
      delete: (body: T.WebhooksDeleteBody, options?: CallOptions) => transport.json<T.WebhooksDeleteData>(OPERATIONS.webhooksDelete, body, options),
      deliveries: (body: T.WebhooksDeliveriesBody, options?: CallOptions) => transport.json<T.WebhooksDeliveriesData>(OPERATIONS.webhooksDeliveries, body, options),
      get: (body: T.WebhooksGetBody, options?: CallOptions) => transport.json<T.WebhooksGetData>(OPERATIONS.webhooksGet, body, options),
      list: (body: T.WebhooksListBody, options?: CallOptions) => transport.json<T.WebhooksListData>(OPERATIONS.webhooksList, body, options),
      redeliver: (body: T.WebhooksRedeliverBody, options?: CallOptions) => transport.json<T.WebhooksRedeliverData>(OPERATIONS.webhooksRedeliver, body, options),
      rotateSecret: (body: T.WebhooksRotateSecretBody, options?: CallOptions) => transport.json<T.WebhooksRotateSecretData>(OPERATIONS.webhooksRotateSecret, body, options),
      test: (body: T.WebhooksTestBody, options?: CallOptions) => transport.json<T.WebhooksTestData>(OPERATIONS.webhooksTest, body, options),
      update: (body: T.WebhooksUpdateBody, options?: CallOptions) => transport.json<T.WebhooksUpdateData>(OPERATIONS.webhooksUpdate, body, options),
    },
    token: (body: T.TokenBody, options?: CallOptions) => transport.json<T.TokenData>(OPERATIONS.token, body, options),
  };
}

/** The client's namespaces (orders, products, admin …), each holding its operations. */
export class OperationNamespaces implements Operations {
  readonly admin: Operations["admin"];
  readonly billing: Operations["billing"];
  readonly files: Operations["files"];
  readonly inventory: Operations["inventory"];
  readonly orders: Operations["orders"];
  readonly products: Operations["products"];
  readonly receiving: Operations["receiving"];
  readonly sandbox: Operations["sandbox"];
  readonly shipping: Operations["shipping"];
  readonly stores: Operations["stores"];
  readonly tokens: Operations["tokens"];
  readonly webhooks: Operations["webhooks"];
  readonly token: Operations["token"];

  constructor(transport: Transport) {
    const bound = bindOperations(transport);
    this.admin = bound.admin;
    this.billing = bound.billing;
    this.files = bound.files;
    this.inventory = bound.inventory;
    this.orders = bound.orders;
    this.products = bound.products;
    this.receiving = bound.receiving;
    this.sandbox = bound.sandbox;
    this.shipping = bound.shipping;
    this.stores = bound.stores;
    this.tokens = bound.tokens;
    this.webhooks = bound.webhooks;
    this.token = bound.token;
  }
}
