// Row shapes of every table as Kysely sees them (JSON as text), and as repositories hand them out (JSON as values).
// Column names are the wire names in snake_case.
import type { ColumnType, Generated, Insertable, Selectable } from "kysely";
import type { AccountMode } from "../domain/sandbox.js";
import type { ActorColumns } from "../domain/actors.js";
import type { EntryType } from "../domain/ledger.js";
import type { Address, ReturnSource } from "../domain/address.js";
import type { BlankPrintSize, BlankType } from "../domain/catalog.js";
import type { DeliveryStatus, EventPayload, EventType } from "../domain/events.js";
import type { ItemKind } from "../domain/item-kinds.js";
import type { ReturnDisposition } from "../domain/returns.js";
import type { Costs } from "../domain/pricing.js";
import type { Incoterm } from "../domain/customs.js";
import type { OrderWarning } from "../domain/warnings.js";
import type { MethodSnapshot, ShippingZone } from "../domain/shipping.js";
import type { FileInfo, FileStatus, StoredImage } from "../domain/print-files.js";
import type { ShipmentEvent, ShipmentStatus } from "../domain/shipments.js";
import type { OrderStatus } from "../domain/status.js";
import type { BackorderPolicy, OrderStock, StockReason, StockStatus } from "../domain/stock.js";
import type { ReceivingStatus } from "../domain/receiving.js";
import type { Scope } from "../domain/scopes.js";
import type { StoreLogoStatus } from "../domain/stores.js";
import type { WebhookCreator } from "../domain/events.js";
import type { PackingSlip } from "../schemas/address.js";
import type { CreateOrderData, PrintAreaInput } from "../schemas/orders.js";
import type { ProductPrintArea } from "../schemas/products.js";
import type { Json, Values } from "./json.js";
/** A yes/no column: 0/1 integers in both engines, booleans to everyone else (mapped by store/flags.ts). */
type Flag = boolean;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface AccountsTable {
  id: string;
  name: string;
  connected_stores: Flag;
  return_address: Json<Address> | null;
  insert_ids: Json<number[]>;
  packing_slip: Json<PackingSlip> | null;
  created_at: string;
  /** Minutes after an order is received during which the operator leaves it for the caller to change (0–10080). */
  edit_window_minutes: Defaulted<number>;
  auto_release: Defaulted<Flag>;
  /** true: the account's tokens are refused (403 account_disabled); its data stays. */
  disabled: Defaulted<Flag>;
  /** "test": a sandbox account (its orders advance by themselves and never reach production); fixed at creation. */
  mode: Defaulted<AccountMode>;
  /** A line beyond what is available: backordered ("allow") or refused ("refuse"); docs/operator-guide.md#stock. */
  backorders: Defaulted<BackorderPolicy>;
  /** true (the default): the sandbox job moves a test account's orders on by itself; false: only sandbox/advance does. Live accounts ignore it. */
  sandbox_auto_advance: Defaulted<Flag>;
  /** ISO 4217: the account's orders and quotes are priced in it; null: an unpriced account. */
  currency: Defaulted<string | null>;
  /** A shipping method's code, chosen when an order names none and it serves the order. */
  default_shipping_method: Defaulted<string | null>;
  /** Defaults of an order's customs fields (docs/operator-guide.md#shipping-abroad-customs-data-and-declarations); the order's own value wins. */
  incoterm: Defaulted<Incoterm | null>;
  ioss_number: Defaulted<string | null>;
  recipient_tax_id: Defaulted<string | null>;
  /** true: a postal code in the wrong format refuses the order (invalid_postcode) instead of a warning. */
  strict_addresses: Defaulted<Flag>;
  /** ISO 3166-1 alpha-2: the country whose tax rate the account's orders pay (docs/operator-guide.md#tax-rates-and-vat-ids); null: none, no tax. */
  billing_country: Defaulted<string | null>;
  /** The account's VAT id, checked against billing_country; an EU one of another state than COMPANY_COUNTRY's: reverse charge. */
  vat_id: Defaulted<string | null>;
}

export interface TokensTable {
  id: string;
  account_id: string | null;
  role: "account" | "operator";
  token_hash: string;
  created_at: string;
  revoked_at: string | null;
  /** What an account token may do (JSON array of scopes); null for operator tokens. */
  scopes: Defaulted<Json<Scope[]> | null>;
  name: Defaulted<string | null>;
  /** After this instant the token gets 401 token_expired; null: it does not expire. */
  expires_at: Defaulted<string | null>;
  /** The token's last request, to the minute. */
  last_used_at: Defaulted<string | null>;
  /** The operator an operator token belongs to; null for account tokens. */
  operator_id: Defaulted<string | null>;
  /** The account token that made this one (POST /v1/tokens/create); null: the operator made it. */
  created_by_token_id: Defaulted<string | null>;
  /** The store an account token is limited to (docs/caller-guide.md#stores-and-store-tokens); null: the whole account. */
  store_id: Defaulted<string | null>;
}

/** An account's shops (docs/caller-guide.md#stores-and-store-tokens); a null setting is unset: the account's applies. */
export interface StoresTable {
  id: string;
  account_id: string;
  name: string;
  url: string | null;
  return_address: Json<Address> | null;
  /** The slip's messages; its logo is logo_url. */
  packing_slip: Json<PackingSlip> | null;
  logo_url: string | null;
  insert_ids: Json<number[]> | null;
  /** The account's default store: accounts/update writes its slip settings here too; it cannot be archived. */
  is_default: Flag;
  archived: Flag;
  /** The logo as its job fetched and checked it: null while no logo_url is set. */
  logo_status: StoreLogoStatus | null;
  logo_reason: string | null;
  /** The stored logo's checksum (the file store's key), once ready. */
  logo_file: string | null;
  created_at: string;
  updated_at: string;
}

/** The people who run the service (docs/operator-guide.md#operators-are-people); "op_admin" is the one POD_ADMIN_TOKEN stands for. */
export interface OperatorsTable {
  id: string;
  name: string;
  email: string | null;
  /** true: the operator's tokens (and console sessions) get 401; their past changes keep their name. */
  disabled: Defaulted<Flag>;
  created_at: string;
  updated_at: string;
}

/** Operator console sessions: the cookie's value is never stored, only its SHA-256. */
export interface ConsoleSessionsTable {
  id_hash: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
}

export interface BlanksTable {
  sku: string;
  name: string;
  type: BlankType;
  packing_slip_supported: Flag;
  print_areas: Json<Record<string, BlankPrintSize>>;
  created_at: string;
  /** Unit price per currency (minor units), first print area included. */
  prices: Defaulted<Json<Record<string, number>>>;
  /** Per currency: each printed area beyond the first. */
  extra_area_prices: Defaulted<Json<Record<string, number>>>;
  /** Business days to make one. */
  production_days: Defaulted<number>;
  /** Customs data every line of the blank declares unless the line overrides it. */
  hs_code: Defaulted<string | null>;
  origin_country: Defaulted<string | null>;
  customs_description: Defaulted<string | null>;
  /** Net weight of one item in grams; null: not known. */
  weight_grams: Defaulted<number | null>;
  /** Units are counted (docs/operator-guide.md#stock): per account and product for a fulfillment blank, shared for a POD blank. */
  track_stock: Defaulted<Flag>;
}

export interface ShippingMethodsTable {
  code: string;
  name: string;
  carrier: string | null;
  enabled: Flag;
  zones: Json<ShippingZone[]>;
  created_at: string;
  updated_at: string;
}

/** The operator's tax rate of a country (tax-rates/set). */
export interface TaxRatesTable {
  country: string;
  /** Basis points: 1900 = 19 %. */
  rate_bp: number;
  name: string;
  created_at: string;
  updated_at: string;
}

export interface ProductsTable {
  id: string;
  account_id: string;
  sku: string;
  name: string;
  blank_sku: string;
  print_areas: Json<Record<string, ProductPrintArea>>;
  created_at: string;
  /** Set: refused in new orders and quotes (product_archived), hidden from products/list; orders made before keep it. */
  archived_at: Defaulted<string | null>;
}

export interface OrdersTable {
  order_ref: string;
  account_id: string;
  external_ref: string;
  request_hash: string;
  /** The create answer, given again to a repeat of the request. */
  response: Json<CreateOrderData>;
  status: OrderStatus;
  item_kind: ItemKind;
  order_note: string | null;
  created_at: string;
  received_at: string;
  /** received_at plus the account's edit window when the order arrived; automatic release waits for it. */
  editable_until: string;
  updated_at: string;
  shipping_name: string;
  shipping_phone: string;
  shipping_address_1: string;
  shipping_address_2: string | null;
  shipping_city: string;
  shipping_zip: string;
  shipping_state: string;
  shipping_country: string;
  /**
   * The return address the order's slip prints, fixed at create: the order's own (source "order"), or the account's
   * fixed address as it was then (source "account"); null when connected stores handle returns.
   */
  return_address: Json<Address> | null;
  return_address_source: ReturnSource;
  /** The packing slip the caller sent with the order, as sent. */
  packing_slip: Json<PackingSlip> | null;
  /** The messages its slip prints, fixed at create: the order's own, else the account's as they were then. */
  slip_branding_message: Defaulted<string | null>;
  slip_contact_message: Defaulted<string | null>;
  insert_id: number | null;
  /** The store the order was made in (docs/caller-guide.md#stores-and-store-tokens); orders made before stores: their account's default store. */
  store_id: Defaulted<string | null>;
  /** The checksum of the store's logo its slip prints, fixed at create (the logo ready then); null: none. */
  slip_logo: Defaulted<string | null>;
  status_reason: Defaulted<string | null>;
  /** true: an order of a test account (the account's mode, copied: it never changes). */
  test: Defaulted<Flag>;
  shipping_method_code: Defaulted<string | null>;
  /** The method as it was when chosen, with the zone's prices (in costs' currency) that later re-pricing uses. */
  shipping_method: Defaulted<Json<MethodSnapshot> | null>;
  /** The price snapshot; null for an unpriced order. */
  costs: Defaulted<Json<Costs> | null>;
  /** YYYY-MM-DD (UTC). */
  ship_by: string;
  deliver_from: Defaulted<string | null>;
  deliver_to: Defaulted<string | null>;
  incoterm: Defaulted<Incoterm>;
  ioss_number: Defaulted<string | null>;
  recipient_tax_id: Defaulted<string | null>;
  /** What the order was accepted with but should look at (a postal code in an unexpected format). */
  warnings: Defaulted<Json<OrderWarning[]>>;
  /** Every counted line allocated, some waiting for stock, or nothing counted (docs/operator-guide.md#stock). */
  stock: Defaulted<OrderStock>;
}

export interface OrderItemsTable {
  item_ref: string;
  order_ref: string;
  position: number;
  sku: string;
  kind: ItemKind;
  product_id: string | null;
  blank_sku: string;
  quantity: number;
  cancelled_quantity: Defaulted<number>;
  shipped_quantity: Defaulted<number>;
  print_areas: Json<Record<string, PrintAreaInput>> | null;
  /** The line's customs data as created: its override, else its blank's (the description: else its name). */
  hs_code: Defaulted<string | null>;
  origin_country: Defaulted<string | null>;
  customs_description: Defaulted<string | null>;
  /** Value of one item for customs, minor units of customs_value_currency; null: unknown. */
  customs_value_amount: Defaulted<number | null>;
  /** Net weight of one item in grams, its blank's when the line was created; null: not known. */
  weight_grams: Defaulted<number | null>;
  customs_value_currency: Defaulted<string | null>;
  /** The stock item the line counts against (docs/operator-guide.md#stock): owner (an account id, '' for a POD blank) and SKU; null: not counted. */
  stock_owner: Defaulted<string | null>;
  stock_sku: Defaulted<string | null>;
  /** Units of the open quantity allocated / still waiting for stock; null when the line is not counted. */
  allocated_quantity: Defaulted<number | null>;
  backordered_quantity: Defaulted<number | null>;
}

/** A counted item's figures (docs/operator-guide.md#stock); owner '' is a POD blank shared by every account. */
export interface StockItemsTable {
  owner: string;
  sku: string;
  on_hand: Defaulted<number>;
  committed: Defaulted<number>;
  backordered: Defaulted<number>;
  incoming: Defaulted<number>;
  reorder_point: Defaulted<number | null>;
  /** What the row's last change did (units allocated, on_hand's change): set and read back by that one UPDATE. */
  last_change: Defaulted<number>;
  alerted: Defaulted<StockStatus>;
  /** The stock.low and stock.out events the owner was sent: the next one's sequence is this plus one. */
  event_sequence: Defaulted<number>;
  updated_at: string;
}

/** One change to an item's on_hand or committed; an item's figures are the sums of its movements. */
export interface StockMovementsTable {
  /** The order movements were written in: the ledger's order and its cursor. */
  seq: Generated<number>;
  movement_id: string;
  owner: string;
  sku: string;
  at: string;
  on_hand_delta: number;
  committed_delta: number;
  reason: StockReason;
  order_ref: string | null;
  receiving_ref: string | null;
  actor: string;
  note: string | null;
}

/** One entry of an account's ledger (docs/caller-guide.md#billing): never changed once written. */
export interface BillingEntriesTable {
  /** The order entries were written in: the ledger's order and its cursor. */
  seq: Generated<number>;
  entry_id: string;
  account_id: string;
  at: string;
  type: EntryType;
  /** Signed minor units of currency: positive owed, negative paid or credited. */
  amount: number;
  tax: number;
  currency: string;
  order_ref: string | null;
  description: string;
  actor_type: ActorColumns["actor_type"];
  actor_id: string | null;
  actor_name: string | null;
  actor_reason: string | null;
  invoice_id: string | null;
}

/** An issued invoice (docs/operator-guide.md#invoices): never changed; amounts in signed minor units of currency. */
export interface InvoicesTable {
  invoice_id: string;
  /** INV-YYYY-NNNNNN. */
  number: string;
  account_id: string;
  /** YYYY-MM. */
  period: string;
  issued_at: string;
  currency: string;
  net: number;
  tax: number;
  total: number;
  payments: number;
  brought_forward: number;
  carried: number;
  entry_count: number;
  reverse_charge: Flag;
  actor_type: ActorColumns["actor_type"];
  actor_id: string | null;
  actor_name: string | null;
  actor_reason: string | null;
  issuer_name: string | null;
  issuer_address: string | null;
  issuer_country: string | null;
  issuer_tax_id: string | null;
  customer_name: string;
  billing_country: string | null;
  vat_id: string | null;
  tax_label: string | null;
}

/** The last invoice number taken in a year: the next is last + 1. */
export interface InvoiceCountersTable {
  year: number;
  last: number;
}

/** Goods a merchant announced it sends in (docs/caller-guide.md#sending-goods-in). */
export interface ReceivingsTable {
  receiving_ref: string;
  account_id: string;
  external_ref: string | null;
  status: ReceivingStatus;
  expected_at: string | null;
  carrier: string | null;
  tracking_number: string | null;
  box_count: number;
  /** The sequence of its receiving.updated events, raised by the UPDATE that changes it. */
  event_sequence: Defaulted<number>;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  cancelled_at: string | null;
}

/** One SKU of a receiving's box: units announced, and what arrived of them, good and damaged. */
export interface ReceivingLinesTable {
  receiving_ref: string;
  box: number;
  sku: string;
  expected: number;
  received: Defaulted<number>;
  damaged: Defaulted<number>;
}

/** A return of some of an order's shipped units (docs/operator-guide.md#returns), with who received it. */
export interface ReturnsTable {
  return_ref: string;
  order_ref: string;
  account_id: string;
  received_at: string;
  note: string | null;
  actor_type: ActorColumns["actor_type"];
  actor_id: string | null;
  actor_name: string | null;
  actor_reason: string | null;
}

/** One line of a return: units of an order line back, restocked or disposed of. */
export interface ReturnLinesTable {
  return_ref: string;
  position: number;
  item_ref: string;
  quantity: number;
  disposition: ReturnDisposition;
}

export interface ShipmentsTable {
  shipment_ref: string;
  order_ref: string;
  account_id: string;
  carrier: string;
  tracking_number: string;
  tracking_url: string | null;
  shipped_at: string;
  /** true: a parcel sent again (lost or damaged); its quantities are not added to the lines' shipped quantities. */
  reshipment: Defaulted<Flag>;
  status: Defaulted<ShipmentStatus>;
  /** Progress updates in the order they were recorded. */
  events: Defaulted<Json<ShipmentEvent[]>>;
  /** When the shipment was recorded or last changed (tracking's updated_after compares with it). */
  updated_at: string;
  /** A reshipment's lost (or damaged) shipment of the same order, when the operator named it. */
  replaces_shipment_ref: Defaulted<string | null>;
}

export interface ShipmentItemsTable {
  shipment_ref: string;
  item_ref: string;
  quantity: number;
}

/** The outbox: one row per event, written in the transaction of the change that caused it. */
export interface EventsTable {
  id: string;
  account_id: string;
  order_ref: string;
  /** 1, 2, 3… per order: the order events happened in. */
  order_seq: number;
  type: EventType;
  payload: Json<EventPayload>;
  created_at: string;
  /** Who made the change (domain/actors.ts): operator (with id and name as they were), account, or system (with a reason). */
  actor_type: ActorColumns["actor_type"];
  actor_id: string | null;
  actor_name: string | null;
  actor_reason: string | null;
}

/** A job waits for its run_at, is held by a worker's lease, or has finished for good. */
export type JobState = "pending" | "running" | "done" | "failed";

export interface JobsTable {
  /** Assigned by the database, increasing: the order jobs of one queue_key run in. */
  id: Generated<number>;
  kind: string;
  payload: Json<unknown>;
  /** Jobs sharing a key run one at a time, in id order; null runs independently. */
  queue_key: string | null;
  status: JobState;
  run_at: string;
  attempts: Defaulted<number>;
  max_attempts: number;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookEndpointsTable {
  id: string;
  account_id: string;
  url: string;
  /** The event types sent; null means every type. */
  events: Json<EventType[]> | null;
  /** The stores whose orders' events are sent; null means every store (events not about an order go to every endpoint). */
  store_ids: Defaulted<Json<string[]> | null>;
  template: string | null;
  /** Kept in clear: signing needs it. */
  secret: string;
  /** The secret before the last rotation, still signing until previous_secret_expires_at. */
  previous_secret: string | null;
  previous_secret_expires_at: string | null;
  enabled: Flag;
  disabled_reason: string | null;
  disabled_at: string | null;
  /** Time of the first failed attempt since the last success; null while healthy. */
  failing_since: string | null;
  created_at: string;
  updated_at: string;
  /** Who registered the endpoint: the operator, or the account itself with its own token. */
  created_by: Defaulted<WebhookCreator>;
}

export interface WebhookDeliveriesTable {
  id: string;
  webhook_id: string;
  event_id: string;
  event_type: EventType;
  order_ref: string;
  status: DeliveryStatus;
  /** Every attempt logged, across redeliveries. */
  attempt_count: Defaulted<number>;
  /** attempt_count when the current retry schedule began (0, or its count when redelivered): attempt n of the schedule is attempt_count - schedule_start. */
  schedule_start: Defaulted<number>;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  /** A test event's payload (it exists nowhere else); null: the payload of event_id in events. */
  payload: Defaulted<Json<EventPayload> | null>;
  /** true: a sample event sent by webhooks/test. */
  test: Defaulted<Flag>;
}

export interface WebhookAttemptsTable {
  id: Generated<number>;
  delivery_id: string;
  attempt: number;
  started_at: string;
  latency_ms: number;
  http_status: number | null;
  error: string | null;
  /** The first 1 KB of the response body. */
  response_body: string | null;
  worker: string;
}

/** A stored file: what the image checks found, and when it was first stored. */
export interface FilesTable extends StoredImage {
  created_at: string;
}

export interface OrderFilesTable {
  item_ref: string;
  area: string;
  order_ref: string;
  account_id: string;
  status: FileStatus;
  reason: string | null;
  print_file: Json<FileInfo> | null;
  preview: Json<FileInfo> | null;
  print_file_checksum: string | null;
  preview_checksum: string | null;
  updated_at: string;
  /** Tries that failed for a passing reason while the file is pending (0 before the first). */
  attempts: Defaulted<number>;
  /** Why the last of those tries failed; null before the first failure. */
  last_error: Defaulted<string | null>;
}

export interface ProductArtTable {
  product_id: string;
  area: string;
  /** The art URL this checksum was fetched from; a different URL is fetched again. */
  url: string;
  checksum: string;
  created_at: string;
}

/** The words an order is searched by (domain/search-words.ts), folded; written with the order, its address and its shipments (PostgreSQL; store/order-search.ts). */
export interface OrderWordsTable {
  word: string;
  order_ref: string;
}

/**
 * SQLite's rows of an order's search words (store/order-search.ts): the create's words in one row, each tracking
 * number in one more. Triggers keep the FTS5 index `order_search` (rowid = rid) in step; never read for the words.
 */
export interface OrderSearchRowsTable {
  rid: Generated<number>;
  order_ref: string;
  /** The words as FTS5 tokens (the hexadecimal of each word's UTF-8 bytes), separated by spaces. */
  words: string;
}

/** An operator's internal note on an order: never shown to its caller or sent in a webhook. */
export interface OrderNotesTable {
  id: string;
  order_ref: string;
  text: string;
  /** Who wrote it: { type: "operator", id, name }. */
  actor: Json<NoteActor>;
  created_at: string;
}

/**
 * What an operator did to an order that is no event of it (a files retry): the operator's timeline shows it, callers'
 * events and webhooks never do, and the order's sequence does not move.
 */
export interface OrderActivityTable {
  id: string;
  order_ref: string;
  type: string;
  /** The order's latest event sequence when it happened (0: none yet): the timeline shows it after that event. */
  after_sequence: number;
  actor_type: "operator" | "account" | "system";
  actor_id: string | null;
  actor_name: string | null;
  actor_reason: string | null;
  data: Json<Record<string, unknown>>;
  created_at: string;
}

/** The author of a note, shaped as events' actor (docs/operator-guide.md#who-did-what). */
export interface NoteActor {
  type: "operator";
  id: string;
  name: string;
}

/** One row (id 1) the readiness check writes; id 2 exists only inside SQLite's rolled-back room check. */
export interface ReadinessProbeTable {
  id: number;
  checked_at: string;
  ballast: string | null;
}

/** One row a token: the requests its current one-minute window has drawn, shared by every API process. */
export interface RateLimitWindowsTable {
  token_id: string;
  /** Start of the window, milliseconds since the epoch (windows are aligned to the minute). */
  window_start: number;
  /** Requests drawn in that window: admitted, or handed to a process in a block it may not use up. */
  used: number;
}

export interface Tables {
  accounts: AccountsTable;
  tokens: TokensTable;
  stores: StoresTable;
  blanks: BlanksTable;
  products: ProductsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  shipments: ShipmentsTable;
  shipment_items: ShipmentItemsTable;
  events: EventsTable;
  jobs: JobsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  files: FilesTable;
  order_files: OrderFilesTable;
  product_art: ProductArtTable;
  console_sessions: ConsoleSessionsTable;
  operators: OperatorsTable;
  shipping_methods: ShippingMethodsTable;
  tax_rates: TaxRatesTable;
  readiness_probe: ReadinessProbeTable;
  rate_limit_windows: RateLimitWindowsTable;
  order_words: OrderWordsTable;
  order_search_rows: OrderSearchRowsTable;
  order_notes: OrderNotesTable;
  order_activity: OrderActivityTable;
  stock_items: StockItemsTable;
  stock_movements: StockMovementsTable;
  receivings: ReceivingsTable;
  receiving_lines: ReceivingLinesTable;
  returns: ReturnsTable;
  return_lines: ReturnLinesTable;
  billing_entries: BillingEntriesTable;
  invoices: InvoicesTable;
  invoice_counters: InvoiceCountersTable;
}

export type AccountRow = Values<Selectable<AccountsTable>>;
export type TokenRow = Values<Selectable<TokensTable>>;
export type StoreRow = Values<Selectable<StoresTable>>;
export type ConsoleSessionRow = Selectable<ConsoleSessionsTable>;
export type OperatorRow = Selectable<OperatorsTable>;
export type BlankRow = Values<Selectable<BlanksTable>>;
export type ProductRow = Values<Selectable<ProductsTable>>;
/** An order as reads hand it out: without its idempotency record (request_hash, response; see findOrderRequest). */
export type OrderRow = Omit<Values<Selectable<OrdersTable>>, "request_hash" | "response">;
export type OrderItemRow = Values<Selectable<OrderItemsTable>>;
/** A line as changes of quantities and status read it: without its print areas. */
export type OrderLineRow = Omit<OrderItemRow, "print_areas" | CustomsColumn>;
/** A line's customs data: read by the order's views and its declaration, never by a change of quantities. */
export type CustomsColumn = "hs_code" | "origin_country" | "customs_description" | "customs_value_amount" | "customs_value_currency" | "weight_grams";
export type NewOrder = Values<Insertable<OrdersTable>>;
export type NewOrderItem = Values<Insertable<OrderItemsTable>>;
export type ShipmentRow = Values<Selectable<ShipmentsTable>>;
export type ShipmentItemRow = Selectable<ShipmentItemsTable>;
export type EventRow = Values<Selectable<EventsTable>>;
export type JobRow = Values<Selectable<JobsTable>>;
export type NewJob = Values<Insertable<JobsTable>>;
export type WebhookEndpointRow = Values<Selectable<WebhookEndpointsTable>>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;
export type NewWebhookDelivery = Insertable<WebhookDeliveriesTable>;
export type WebhookAttemptRow = Selectable<WebhookAttemptsTable>;
export type NewWebhookAttempt = Insertable<WebhookAttemptsTable>;
export type FileRow = Selectable<FilesTable>;
export type StockItemRow = Selectable<StockItemsTable>;
export type StockMovementRow = Selectable<StockMovementsTable>;
export type ReceivingRow = Selectable<ReceivingsTable>;
export type ReceivingLineRow = Selectable<ReceivingLinesTable>;
export type ShippingMethodRow = Values<Selectable<ShippingMethodsTable>>;
export type TaxRateRow = Selectable<TaxRatesTable>;
export type OrderNoteRow = Values<Selectable<OrderNotesTable>>;
export type OrderFileRow = Values<Selectable<OrderFilesTable>>;
/** A new order's file: no tries yet. */
export type NewOrderFile = Omit<OrderFileRow, "attempts" | "last_error">;
