// Failures as values: every error a caller can see has a stable code from ERROR_CODES and, where it concerns a field, a path.

/** Every code the service can answer with, what it means, and the HTTP status it usually travels with. */
export const ERROR_CODES = {
  // request shape (400)
  malformed_json: { http: 400, meaning: "The body is not valid JSON, or not UTF-8." },
  body_too_deep: { http: 400, meaning: "The body nests objects and arrays more than 32 levels deep (the body itself is level 1); the path is where it got too deep." },
  bad_request: { http: 400, meaning: "The request is not valid HTTP (a malformed request line, header or chunk)." },
  required: { http: 400, meaning: "A required field is missing or empty." },
  unknown_field: { http: 400, meaning: "A field the operation does not define was sent (misspelt fields are never dropped silently)." },
  invalid_type: { http: 400, meaning: "The field has the wrong JSON type (for example a string where an integer is expected)." },
  too_short: { http: 400, meaning: "The text or list is shorter than allowed." },
  too_long: { http: 400, meaning: "The text is longer than allowed." },
  too_few_items: { http: 400, meaning: "The list has fewer entries than allowed." },
  too_many_items: { http: 400, meaning: "The list has more entries than allowed (for example more lines than the per-order limit)." },
  out_of_range: { http: 400, meaning: "The number is outside its allowed range (for example quantity outside 1–1000)." },
  invalid_value: { http: 400, meaning: "The value is not one of the allowed values." },
  invalid_format: { http: 400, meaning: "The value does not have the required format." },
  empty_object: { http: 400, meaning: "The object must carry at least one field." },
  too_many_properties: { http: 400, meaning: "The object has more keys than allowed." },
  invalid: { http: 400, meaning: "The value is not valid." },
  // field rules (400)
  invalid_timestamp: { http: 400, meaning: "Not an RFC 3339 date-time in UTC (`Z` or `+00:00`)." },
  invalid_country: { http: 400, meaning: "Not an ISO 3166-1 alpha-2 country code." },
  invalid_state: { http: 400, meaning: "For US, CA, AU, BR, MX, IN, JP, IT and ES: not a real state, province or prefecture (code or name; ISO 3166-2 for all but US and CA)." },
  invalid_phone: { http: 400, meaning: "Not a phone number: 5–32 characters of digits, spaces and + ( ) - ., with at least 5 digits." },
  invalid_url: { http: 400, meaning: "Not an absolute http(s) URL." },
  invalid_text: { http: 400, meaning: "The text contains control characters (the NUL character, \\u0000, is refused in every string and key)." },
  invalid_sku: { http: 400, meaning: "A SKU must be 1–64 characters of letters, digits, '.', '_' or '-'." },
  invalid_color: { http: 400, meaning: "A colour must be #RRGGBB." },
  // stock (400; docs/operator-guide.md#stock)
  not_stocked: { http: 400, meaning: "The SKU exists but its units are not counted (its blank does not track stock, or a POD product was named where its blank is counted)." },
  stock_negative: { http: 400, meaning: "The change would take on_hand below 0." },
  out_of_stock: { http: 400, meaning: "The account refuses backorders and the line asks for more units than are available; `available` says how many the line could have." },
  not_restockable: { http: 400, meaning: "returns/receive: a line printed on demand (a POD blank's) cannot be restocked; its returned units can only be disposed of (docs/operator-guide.md#returns)." },
  // order rules (400)
  mixed_item_kinds: { http: 400, meaning: "Lines of different kinds (standard, custom text, print files) in one request, or one line mixing custom_text and print_file." },
  print_area_empty: { http: 400, meaning: "A print area carries neither custom_text nor print_file." },
  unknown_sku: { http: 400, meaning: "The SKU is not a product of your account (standard and custom-text lines) or not a catalog blank (print-file lines)." },
  custom_text_required: { http: 400, meaning: "The product defines custom text fields, so the line must be sent as a custom-text line." },
  not_custom_text_product: { http: 400, meaning: "custom_text was sent for a product that defines no text fields." },
  unknown_print_area: { http: 400, meaning: "The print area is not offered by the product or blank." },
  unknown_text_field: { http: 400, meaning: "field_name is not a text field of that print area." },
  duplicate_text_field: { http: 400, meaning: "The same field_name appears twice in one print area." },
  text_field_required: { http: 400, meaning: "A required text field of the product was not sent or is empty." },
  text_too_long: { http: 400, meaning: "The text is longer than the field's max_length." },
  unsupported_characters: { http: 400, meaning: "The custom text has characters no shipped print font can draw, such as most emoji or a script without a font (Ethiopic, Syriac, Cuneiform); they would print as boxes." },
  return_address_required: { http: 400, meaning: "No return address: the account has no connected stores and no fixed return address, so return_* fields must be sent." },
  insert_not_agreed: { http: 400, meaning: "insert_id is not one of the account's agreed marketing inserts." },
  packing_slip_unavailable: { http: 400, meaning: "A line's product type does not support a custom packing slip." },
  print_areas_not_allowed: { http: 400, meaning: "Fulfillment products and blanks have no print areas." },
  blank_not_pod: { http: 400, meaning: "Print-file lines need a print-on-demand blank." },
  box_out_of_bounds: { http: 400, meaning: "A text field's box does not fit inside the print area." },
  default_text_too_long: { http: 400, meaning: "default_text is longer than the field's max_length." },
  invalid_cursor: { http: 400, meaning: "The pagination cursor was not produced by this service for this listing." },
  unsafe_url: { http: 400, meaning: "The URL is plain http, or its host is a loopback, private, link-local or otherwise non-public address, and is not named in FETCH_ALLOW_HOSTS." },
  invalid_template: { http: 400, meaning: "The webhook template is not a valid JSONata expression." },
  expiry_in_past: { http: 400, meaning: "expires_at of a new token is not in the future." },
  scope_not_held: { http: 400, meaning: "tokens/create asked for a scope the calling token does not hold: a token makes tokens with at most its own scopes." },
  expiry_exceeds_token: { http: 400, meaning: "tokens/create asked for an expires_at later than the calling token's own: a token makes tokens that end no later than it does." },
  product_archived: { http: 400, meaning: "The line's product is archived (products/archive): it takes no new orders or quotes. Orders made before keep it." },
  duplicate_item_ref: { http: 400, meaning: "The same item_ref appears twice in one request." },
  // bulk work (400)
  selection_too_large: { http: 400, meaning: "orders/bulk or packing-slips with a filter that selects more orders than one request may change (1,000 for orders/bulk, 100 for packing slips): narrow the filter, or work through it in parts." },
  invalid_csv: { http: 400, meaning: "shipments/import: the CSV text cannot be read (a quote not closed, a quote inside an unquoted field); the message names the line." },
  invalid_csv_header: { http: 400, meaning: "shipments/import: the first row does not name the columns as required (carrier, tracking_number, and order_ref or external_ref; optional tracking_url, sku, quantity, account_id), names an unknown column, or names one twice." },
  // money (400)
  currency_mismatch: { http: 400, meaning: "billing: the amount is not in the account's currency (or the account has none: it is not priced) (docs/operator-guide.md#billing)." },
  invalid_vat_id: { http: 400, meaning: "The VAT id fails its country's format or check digits, is of another country than the account's billing_country (Greece: prefix EL, country GR), or the account has no billing_country to check it against." },
  period_in_future: { http: 400, meaning: "billing/invoices/issue: the period (YYYY-MM) is after the current month (UTC); the current month may be issued early (docs/operator-guide.md#invoices)." },
  invalid_currency: { http: 400, meaning: "Not an ISO 4217 currency code in upper case (for example USD, EUR, JPY)." },
  invalid_days: { http: 400, meaning: "days_min is larger than days_max." },
  duplicate_zone: { http: 400, meaning: "A shipping method's zones name a country twice, or have more than one \"*\" zone." },
  shipping_method_exists: { http: 400, meaning: "A shipping method with this code already exists (codes are unique)." },
  shipping_method_unavailable: { http: 400, meaning: "The shipping method named is unknown, disabled, or does not serve the shipping country in the account's currency." },
  no_shipping_method: { http: 400, meaning: "No shipping method serves the shipping country in the account's currency." },
  price_unavailable: { http: 400, meaning: "The line's blank has no price in the account's currency (or no extra-area price for a line printing several areas)." },
  // shipping abroad (400)
  invalid_hs_code: { http: 400, meaning: "Not an HS code: 6–10 digits, dots allowed between them (6109.10, 6109100010)." },
  invalid_ioss_number: { http: 400, meaning: "Not an EU IOSS number: IM followed by 10 digits." },
  invalid_incoterm: { http: 400, meaning: "Not an incoterm the service ships under: DAP (the recipient pays duties) or DDP (the sender does)." },
  invalid_customs_value: { http: 400, meaning: "customs_value.amount is not a whole, non-negative number of minor units, or the order's customs values are in more than one currency (a priced account's: its own)." },
  recipient_tax_id_required: { http: 400, meaning: "The destination (BR, CL, MX) refuses parcels without the recipient's tax id: send recipient_tax_id, or set the account's default." },
  invalid_postcode: { http: 400, meaning: "The postal code does not have the destination country's format (accounts with strict_addresses; other accounts get a postcode_format warning)." },
  // business failures of changes to an order (HTTP 200, status error, data.order_ref)
  status_forbids_change: { http: 200, meaning: "The order's status does not allow this change (update-shipping and cancel-items need draft, received or on_hold; shipping needs in_production or partially_shipped)." },
  not_a_draft: { http: 200, meaning: "orders/confirm of an order that is not a draft (made received already, cancelled, or never created as a draft): nothing changed." },
  price_changed: {
    http: 200,
    meaning: "orders/confirm with an expected_total that today's prices no longer give: nothing changed; data.costs are the draft's costs by today's prices (confirm again with their total, or without expected_total).",
  },
  invalid_transition: { http: 200, meaning: "The operator asked for a status change the status table does not allow." },
  stock_not_available: { http: 200, meaning: "A counted line has fewer units allocated than the change needs: a shipment may take only allocated units (docs/operator-guide.md#stock)." },
  item_not_found: { http: 200, meaning: "item_ref is not a line of this order." },
  quantity_exceeds_remaining: { http: 200, meaning: "More than the line's remaining (not cancelled, not shipped) quantity." },
  no_failed_files: { http: 200, meaning: "retry-files was asked for an order none of whose print files failed." },
  files_not_ready: { http: 200, meaning: "orders/transition to in_production while a line's print files are pending or failed; data.errors names each line and area (items[1].print_files.front). Send force: true with a reason to override." },
  quantity_exceeds_shipped: {
    http: 200,
    meaning: "A reshipment asks to send again more of a line than has shipped; or returns/receive (a 400 at lines[i].quantity) records more of a line back than has shipped and not come back before.",
  },
  sandbox_order: { http: 200, meaning: "An operator asked to move a test account's order to in_production or to ship it: the sandbox does both by itself, and a test order never reaches production." },
  order_not_priced: { http: 200, meaning: "orders/ship: billable: true for an order without costs (its account was not priced when it was made): there is no shipping price to charge (docs/operator-guide.md#billing)." },
  nothing_to_invoice: { http: 200, meaning: "billing/invoices/issue: the account has no entry not yet invoiced written before the period's end (in its currency): no empty invoice is issued (docs/operator-guide.md#invoices)." },
  pricing_not_enabled: { http: 200, meaning: "orders/quote or shipping/methods for an account without a currency: its orders are not priced (ask the operator to set one)." },
  order_changed: {
    http: 200,
    meaning: "expected_sequence was sent and the order's latest event is another one: someone changed the order since you read it. Nothing was changed; data.sequence is the order's sequence now (read orders/events after the one you saw to learn what happened).",
  },
  invalid_csv_row: { http: 200, meaning: "shipments/import: the row has more or fewer fields than the header names (a result of that row, the others go on)." },
  ambiguous_external_ref: { http: 200, meaning: "shipments/import: a row's external_ref names orders of more than one account; add an account_id column to say whose." },
  duplicate_tracking_number: { http: 200, meaning: "shipments/import: the order already had a shipment with this tracking number before the import (the same file imported twice); nothing was shipped for the row." },
  quantity_mismatch: { http: 200, meaning: "items[].quantity was sent and differs from the line's current remaining quantity (optimistic check)." },
  // auth (401/403)
  unauthorized: { http: 401, meaning: "Missing, unknown or revoked bearer token, or more than one Authorization header." },
  operator_disabled: { http: 401, meaning: "The operator token (or console session) belongs to an operator who is disabled; another operator can enable them again (operators/update)." },
  token_expired: { http: 401, meaning: "The token's expires_at has passed; make a new token with another one (tokens/create) or ask the operator for one." },
  insufficient_scope: {
    http: 403,
    meaning: "The token lacks the scope the operation needs; data.required_scope names it (and WWW-Authenticate: Bearer error=\"insufficient_scope\", scope=\"…\").",
  },
  sandbox_only: {
    http: 403,
    meaning: "A sandbox control used outside the sandbox: sandbox/advance with a live account's token (403), or sandbox_auto_advance sent for a live account (400, path sandbox_auto_advance).",
  },
  account_disabled: { http: 403, meaning: "The token's account is disabled by the operator; its data is kept and access returns when it is enabled again." },
  forbidden: { http: 403, meaning: "The token is valid but has no right to this surface (for example an account token on /v1/admin)." },
  default_store: { http: 400, meaning: "stores/archive named the account's default store: orders naming no store belong to it, so it cannot be archived." },
  unknown_store: {
    http: 400,
    meaning:
      "store_id names no store of your account (another account's, or one that does not exist), or a store token named another store than its own; tokens/create also answers it for an archived store.",
  },
  store_archived: { http: 400, meaning: "orders/create (or quote) named an archived store, or a store token's store was archived: it takes no new orders." },
  reshipment_required: { http: 400, meaning: "orders/ship: replaces_shipment_ref or billable was sent without reshipment: true (only a reshipment replaces a lost parcel, or is charged on its own)." },
  // lookups (404)
  not_found: { http: 404, meaning: "No such route." },
  order_not_found: { http: 404, meaning: "No order with that reference in your account. Reads answer 404; update-shipping, cancel-items and operator changes answer HTTP 200 with status error, as the spec shows." },
  product_not_found: { http: 404, meaning: "No product with that SKU in your account." },
  account_not_found: { http: 404, meaning: "No account with that id." },
  file_not_found: { http: 404, meaning: "No stored file with that checksum (for a caller: none used by your orders)." },
  webhook_not_found: { http: 404, meaning: "No webhook endpoint with that id." },
  shipment_not_found: {
    http: 404,
    meaning: "No shipment with that shipment_ref (404). orders/ship answers HTTP 200 with status error when replaces_shipment_ref names no shipment of the same order.",
  },
  delivery_not_found: { http: 404, meaning: "No delivery with that id for this webhook endpoint." },
  operator_not_found: { http: 404, meaning: "No operator with that id." },
  token_not_found: { http: 404, meaning: "No token with that id (for a caller: none of your account's)." },
  blank_not_found: { http: 404, meaning: "No catalog blank with that SKU." },
  shipping_method_not_found: { http: 404, meaning: "No shipping method with that code." },
  store_not_found: { http: 404, meaning: "No store with that store_id in the account (for a store token: its own store is the only one it sees)." },
  invoice_not_found: { http: 404, meaning: "No invoice with that invoice_id (for a caller: none of your account's)." },
  receiving_not_found: { http: 404, meaning: "No receiving with that receiving_ref (for a caller: none of your account's)." },
  // conflicts (409)
  external_ref_conflict: { http: 409, meaning: "An order with this external_ref exists with a different body; data.order_ref names it." },
  operator_name_taken: { http: 409, meaning: "Another operator has this name (names are unique, whatever their case, so a timeline never names two people alike)." },
  cannot_disable_self: { http: 409, meaning: "operators/update asked to disable the operator whose token makes the request: ask another operator, so that one always stays able to sign in." },
  sku_exists: { http: 409, meaning: "A product or blank with this SKU already exists." },
  webhook_disabled: { http: 409, meaning: "The webhook endpoint is disabled; enable it (webhooks/update with enabled: true) before redelivering." },
  nothing_to_ship: { http: 409, meaning: "A packing slip was asked for an order with nothing left to ship (every line shipped or cancelled); in a batch, data.errors names each such order." },
  customs_not_needed: { http: 409, meaning: "A customs declaration was asked for an order that ships within the country parcels leave from (set in the service's configuration): it needs none." },
  webhook_limit_reached: { http: 409, meaning: "The account already has the most webhook endpoints allowed (10); delete one first." },
  receiving_exists: { http: 409, meaning: "A receiving with this external_ref exists in your account; data.receiving_ref names it." },
  receiving_not_open: { http: 409, meaning: "The receiving is completed or cancelled: nothing more can be received into it, and it cannot be closed again; data.status says which." },
  receiving_not_awaiting: { http: 409, meaning: "Only a receiving still awaiting its goods can be cancelled: once goods arrived the operator closes it; data.status says where it is." },
  delivery_pending: { http: 409, meaning: "The delivery is still queued for its next attempt; it cannot be redelivered now." },
  // transport (408/413/415/429/431/500/503)
  request_timeout: { http: 408, meaning: "The request (headers and body) did not arrive within REQUEST_TIMEOUT_MS; the connection is closed." },
  body_too_large: { http: 413, meaning: "The body is larger than BODY_LIMIT bytes." },
  unsupported_media_type: { http: 415, meaning: "The body is not sent as application/json." },
  rate_limited: { http: 429, meaning: "Too many requests for this token in the current minute; see Retry-After." },
  headers_too_large: { http: 431, meaning: "The request's headers are larger than the service accepts." },
  internal_error: { http: 500, meaning: "An unexpected fault; data.request_id identifies it in the service's logs." },
  unavailable: { http: 503, meaning: "The service is shutting down, not ready, or its database was busy past the busy timeout; nothing was written, retry after Retry-After seconds." },
  database_unavailable: {
    http: 503,
    meaning:
      "The database cannot be reached (stopped, restarting, failing over), is starting up, or accepts no writes; retry after Retry-After seconds (a create whose connection broke at its commit may have been made: retry with the same external_ref).",
  },
  file_store_unavailable: { http: 503, meaning: "The file store (the bucket) cannot be reached or failed; retry after Retry-After seconds." },
  storage_full: { http: 503, meaning: "The database has no room to write (its disk, or SQLITE_MAX_SIZE_MB, is full); nothing was written; retry after Retry-After seconds." },
} as const satisfies Record<string, { http: number; meaning: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface FieldError {
  /** Where the problem is, like `items[2].print_areas.front.print_file`; empty for the request as a whole. */
  path: string;
  code: ErrorCode;
  message: string;
  /** out_of_stock: the units the line could have had. */
  available?: number;
}

/** Longest path echoed in an error; a longer one (an unknown key of 100 KB) is cut there and ends with CUT_MARK. */
export const MAX_PATH_LENGTH = 200;
export const CUT_MARK = "…[cut]";

export function fieldError(path: string, code: ErrorCode, message: string): FieldError {
  return { path: path.length > MAX_PATH_LENGTH ? path.slice(0, MAX_PATH_LENGTH) + CUT_MARK : path, code, message };
}

/**
 * An expected failure. `status` is the HTTP status it is answered with; `data` is merged into the
 * envelope's data next to `errors`.
 */
export class Failure extends Error {
  readonly status: number;
  readonly errors: FieldError[];
  readonly data: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    message: string,
    errors: FieldError[],
    data: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.data = data;
    this.headers = headers;
  }

  static of(code: ErrorCode, message: string, path = "", data: Record<string, unknown> = {}): Failure {
    return new Failure(ERROR_CODES[code].http, message, [fieldError(path, code, message)], data);
  }

  static invalid(errors: FieldError[], message = "The request is not valid."): Failure {
    return new Failure(400, message, errors);
  }
}
