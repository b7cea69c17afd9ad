// Create order: idempotent on external_ref, validated against the account and catalog, written in one transaction.
import { createHash } from "node:crypto";
import type { CreateOrderBody, CreateOrderData } from "../schemas/orders.js";
import { ACCOUNT_ACTOR } from "../domain/actors.js";
import { canonicalJson } from "../domain/canonical-json.js";
import { Failure } from "../domain/errors.js";
import type { LineCustoms, OrderCustoms } from "../domain/customs.js";
import type { NormalizedOrder } from "../domain/order-rules.js";
import type { OrderPricing } from "../domain/order-pricing.js";
import { costsWithTax } from "../domain/pricing.js";
import { slipMessages } from "../domain/packing-slip.js";
import { newRef } from "../domain/refs.js";
import { taxRateOf, type TaxRate } from "../domain/tax.js";
import type { OrderStock, StockKey } from "../domain/stock.js";
import type { OrderWarning } from "../domain/warnings.js";
import { findCreateReads } from "../store/create-reads.js";
import { isUniqueViolation, readThenInsert, type Db } from "../store/database.js";
import { LeadRefused, type BatchLead, type InsertBatch } from "../store/prepared.js";
import { commitLead } from "../store/stock.js";
import * as orders from "../store/orders.js";
import { BatchWriter } from "../store/writer.js";
import type { AccountRow, NewOrder, NewOrderItem, StoreRow } from "../store/tables.js";
import { chargeOrder } from "./billing.js";
import type { ServiceContext } from "./context.js";
import { checkOrderBody, orderSkus } from "./order-check.js";
import { placeOrder, storeToRead } from "./order-store.js";
import { planPrintFiles } from "./print-files.js";
import { moneyView } from "./read-orders.js";
import { pricedColumns } from "./order-costs.js";
import { editableUntilOf, scheduleRelease } from "./release.js";
import { scheduleSandboxStep } from "./sandbox.js";
import { draftExpiresAt, scheduleDraftExpiry } from "./draft-expiry.js";
import { addCommitMovements, afterDecidedCommit, commitOrderStock, decideOrderStock, figuresOfCreate, stockKeysOf } from "./stock-commit.js";
import { confirming, NOT_CONFIRMED, type TokenCheck } from "./token-confirmation.js";
import type { AccountCaller } from "./tokens.js";

export interface CreateOrderResult {
  data: CreateOrderData;
  /** True when this answers a repeat of an order already created. */
  replayed: boolean;
}

/** The body's idempotency hash; `draft: false` is the same body as no draft at all. */
function requestHash(body: CreateOrderBody): string {
  const { draft, ...rest } = body;
  return createHash("sha256").update(canonicalJson(draft === true ? body : rest)).digest("hex");
}

async function replay(db: Db, existing: orders.OrderRequest, hash: string): Promise<CreateOrderResult> {
  if (existing.request_hash !== hash) {
    throw Failure.of(
      "external_ref_conflict",
      "an order with this external_ref already exists with a different body",
      "external_ref",
      { order_ref: existing.order_ref },
    );
  }
  // Orders made before warnings existed stored their answer without them; before tax, their costs without it.
  const stored = existing.response;
  const data = { ...stored, warnings: stored.warnings ?? [], ...(stored.costs ? { costs: costsWithTax(stored.costs) } : {}) };
  if (data.ship_by !== undefined) return { data, replayed: true };
  // Made before the answer carried the order's money and dates: those of the order (one read, on such repeats only).
  const order = await orders.findOrder(db, undefined, existing.order_ref);
  if (!order) throw new Error(`order ${existing.order_ref} of a stored create answer is missing`);
  return { data: { ...data, ...moneyView(order) }, replayed: true };
}

/** A line's customs data as its row keeps it (the value as amount and currency columns). */
function customsColumns(line: LineCustoms): Pick<NewOrderItem, "hs_code" | "origin_country" | "customs_description" | "customs_value_amount" | "customs_value_currency" | "weight_grams"> {
  const { hs_code, origin_country, customs_description, customs_value, weight_grams } = line;
  return { hs_code, origin_country, customs_description, customs_value_amount: customs_value?.amount ?? null, customs_value_currency: customs_value?.currency ?? null, weight_grams };
}

/**
 * What the order's slip prints, fixed now (docs/operator-guide.md#packing-slips): the order's return address, else the account's fixed one as it
 * is now; each message the order's own, else the account's. Later account changes never reach this order's slips.
 * The columns go into the order's own insert: no extra statement on the create path.
 */
function slipColumns(
  order: NormalizedOrder,
  account: AccountRow,
): Pick<NewOrder, "return_address" | "return_address_source" | "packing_slip" | "slip_branding_message" | "slip_contact_message"> {
  const messages = slipMessages(order.packing_slip, account.packing_slip);
  return {
    return_address: order.return_address ?? (order.return_address_source === "account" ? account.return_address : null),
    return_address_source: order.return_address_source,
    packing_slip: order.packing_slip,
    slip_branding_message: messages.brandingMessage,
    slip_contact_message: messages.contactMessage,
  };
}

function rowsOf(
  account: AccountRow,
  store: StoreRow | undefined,
  checked: { order: NormalizedOrder; customs: OrderCustoms; warnings: OrderWarning[]; pricing: OrderPricing; taxRate: TaxRate },
  hash: string,
  now: Date,
  editableUntil: string,
  draft: boolean,
): { row: NewOrder; items: NewOrderItem[]; data: CreateOrderData } {
  const { order, customs, warnings } = checked;
  const nowIso = now.toISOString();
  const orderRef = newRef("ord");
  const items: NewOrderItem[] = order.items.map((line, position) => ({
    item_ref: newRef("itm"),
    order_ref: orderRef,
    position,
    sku: line.sku,
    kind: line.kind,
    product_id: line.product_id,
    blank_sku: line.blank_sku,
    quantity: line.quantity,
    print_areas: line.print_areas,
    ...customsColumns(customs.lines[position]!),
    // Set on every line (a counted line's by its commit), so that all the lines have the same columns and are one
    // INSERT: a counted line with columns of its own was a second statement (docs/performance.md#counted-stock).
    stock_owner: null,
    stock_sku: null,
    allocated_quantity: null,
    backordered_quantity: null,
  }));
  // What the order's columns hold, answered as orders/get shows them: the create computed it already, so no read.
  const money = pricedColumns(checked.pricing, items, now, checked.taxRate);
  const data: CreateOrderData = {
    order_ref: orderRef,
    items: items.map((i) => ({ item_ref: i.item_ref, sku: i.sku, quantity: i.quantity })),
    warnings,
    ...moneyView(money),
  };
  const { shipping } = order;
  const row: NewOrder = {
    order_ref: orderRef,
    account_id: account.id,
    external_ref: order.external_ref,
    request_hash: hash,
    response: data,
    // A draft (docs/caller-guide.md#drafts) until orders/confirm makes it received.
    status: draft ? "draft" : "received",
    item_kind: order.item_kind,
    order_note: order.order_note,
    created_at: order.created_at,
    received_at: nowIso,
    editable_until: editableUntil,
    updated_at: nowIso,
    shipping_name: shipping.name,
    shipping_phone: shipping.phone!,
    shipping_address_1: shipping.address_1,
    shipping_address_2: shipping.address_2 ?? null,
    shipping_city: shipping.city,
    shipping_zip: shipping.zip,
    shipping_state: shipping.state,
    shipping_country: shipping.country,
    ...slipColumns(order, account),
    insert_id: order.insert_id,
    store_id: store?.id ?? null,
    // The store's logo as sold: the one ready now (a logo still being fetched is not printed on this order's slips).
    slip_logo: store?.logo_status === "ready" ? store.logo_file : null,
    incoterm: customs.incoterm,
    ioss_number: customs.ioss_number,
    recipient_tax_id: customs.recipient_tax_id,
    warnings,
    ...money,
  };
  return { row, items, data };
}

/**
 * How a create commits its counted lines: decided from its read and written with the order, checked by the commit's
 * upsert (`read`: on PostgreSQL no transaction, its reads and one statement); or decided by the upserts themselves,
 * first, in a transaction with the order's rows (`transaction`: an account that refuses backorders, and a create
 * whose read of the figures was overtaken by another change of them).
 */
type CommitBy = "read" | "transaction";

/**
 * Reads and checks, then writes the order, its lines, its print files, its jobs (and an event the order starts
 * with) as one batch of inserts: on PostgreSQL one statement after the reads, no BEGIN or COMMIT
 * (readThenInsert; docs/performance.md).
 */
async function attempt(
  ctx: ServiceContext,
  caller: Pick<AccountCaller, "accountId" | "storeId">,
  body: CreateOrderBody,
  hash: string,
  token: TokenCheck,
  commitBy: CommitBy = "read",
): Promise<CreateOrderResult | typeof NOT_CONFIRMED> {
  const { accountId } = caller;
  const ask = { sent: body.store_id, token: caller.storeId };
  let lead: BatchLead | undefined;
  let answer: CreateOrderResult | typeof NOT_CONFIRMED;
  try {
    answer = await readThenInsert<CreateOrderResult | typeof NOT_CONFIRMED>(ctx.db, async (db) => {
      // The account, the idempotency check, the catalogue and the caller's token in one read (on PostgreSQL, one round trip).
      const found = await findCreateReads(db, accountId, body.external_ref, orderSkus(body), token.hash, storeToRead(ask));
      if (!token.confirmedBy(found)) return { result: NOT_CONFIRMED, inserts: undefined };
      if (!found) throw new Error(`token refers to a missing account ${accountId}`);
      if (found.request) return { result: await replay(db, found.request, hash), inserts: undefined };
      // The account as its store shows it (return address, slip, inserts: services/order-store.ts).
      const { account, store, errors } = placeOrder(found.account, ask, found.store);
      const checked = await checkOrderBody(ctx, db, account, body, found.products, { errors });
      const { order, products, storedArt } = checked;
      const now = ctx.now();
      const editableUntil = editableUntilOf(now, account.edit_window_minutes);
      const draft = body.draft === true;
      // The rate came with the read (docs/caller-guide.md#tax): taxing the order costs no statement.
      const taxRate = taxRateOf(account, found.taxRate, ctx.company.country);
      const { row, items, data } = rowsOf(account, store, { ...checked, taxRate }, hash, now, editableUntil, draft);
      const test = account.mode === "test";
      // Every write goes to the batch, written in one go after the reads (docs/architecture.md, "Writing: one writer").
      const gather = async (writer: BatchWriter): Promise<{ result: CreateOrderResult; inserts: InsertBatch }> => {
        await orders.insertOrder(writer, { ...row, test }, items);
        const lines = order.items.map((line, i) => ({ ...line, item_ref: items[i]!.item_ref }));
        await planPrintFiles(writer, { account_id: accountId, order_ref: row.order_ref, external_ref: row.external_ref, store_id: store?.id ?? null, test }, lines, products, storedArt, now, row.status);
        // A draft is neither released nor moved by the sandbox: its confirm schedules both (services/confirm-draft.ts).
        if (draft) await scheduleDraftExpiry(writer, row.order_ref, draftExpiresAt(now, ctx.draftTtlDays), now);
        if (account.auto_release && !draft) await scheduleRelease(writer, row.order_ref, editableUntil, now);
        if (test && !draft) await scheduleSandboxStep(writer, row.order_ref, now, ctx.sandboxAdvanceSeconds, now);
        // The order's charge joins the batch (docs/caller-guide.md#billing): part of the create's one statement; a
        // draft's is written at its confirm.
        if (!draft) await chargeOrder(writer, { order_ref: row.order_ref, account_id: accountId, costs: row.costs ?? null, test }, ACCOUNT_ACTOR, row.received_at);
        return { result: { data, replayed: false }, inserts: writer.batch };
      };
      // A sandbox order never takes real units (docs/operator-guide.md#orders-commit-stock): its lines are not counted;
      // nor are a draft's until its confirm (docs/caller-guide.md#drafts).
      const keys = test || draft ? [] : stockKeysOf(accountId, order, products, checked.blanks);
      const counted = keys.filter((key): key is StockKey => key !== null);
      if (counted.length === 0) return gather(new BatchWriter(db));
      // The answer (and the stored answer a repeat replays) says which lines wait; the order's own warnings do
      // not: its stock and lines say so while it is true.
      const answerWith = (stock: OrderStock, warnings: readonly OrderWarning[]) => {
        row.stock = stock;
        data.warnings = [...data.warnings, ...warnings];
        row.response = data;
      };
      if (commitBy === "read" && account.backorders === "allow") {
        // Decided from the items' figures read now; the upsert that commits them goes first in the order's batch
        // and refuses it if they moved meanwhile (the create is then made again, by the transaction below).
        const decided = decideOrderStock(items, keys, await figuresOfCreate(db, order, keys, found.figures));
        answerWith(decided.stock, decided.warnings);
        const writer = new BatchWriter(db);
        await addCommitMovements(writer, row.order_ref, decided.commits, row.received_at);
        lead = commitLead(decided.commits, row.received_at);
        writer.batch.setLead(lead);
        return gather(writer);
      }
      // Counted lines decided by their upserts: they come first, in one transaction with the inserts (their
      // movements join them: on PostgreSQL the order, its lines and the movements are one statement).
      return {
        write: async (trx) => {
          const writer = new BatchWriter(trx);
          const committed = await commitOrderStock(trx, writer, row.order_ref, items, keys, row.received_at, { refuse: account.backorders === "refuse", warnings: data.warnings });
          answerWith(committed.stock, committed.warnings);
          return gather(writer);
        },
      };
    });
  } catch (error) {
    // Another change of an item came between the read and the write: nothing was written; decide again, in a transaction.
    if (error instanceof LeadRefused) return attempt(ctx, caller, body, hash, token, "transaction");
    throw error;
  }
  if (lead?.returned) await afterDecidedCommit(ctx.db, lead.returned, ctx.now());
  return answer;
}

/**
 * `caller`: the account, and its token when that stands on a remembered row: the create's read confirms it before
 * anything is written or replayed (services/token-confirmation.ts).
 */
export async function createOrder(ctx: ServiceContext, caller: AccountCaller, body: CreateOrderBody): Promise<CreateOrderResult> {
  const { accountId } = caller;
  const hash = requestHash(body);
  try {
    return await confirming(ctx, caller, (token) => attempt(ctx, caller, body, hash, token));
  } catch (error) {
    // Another writer committed the same external_ref between our read and our insert: answer as a repeat.
    if (!isUniqueViolation(error)) throw error;
    const existing = await orders.findOrderRequest(ctx.db, accountId, body.external_ref);
    if (!existing) throw error;
    return await replay(ctx.db, existing, hash);
  }
}
