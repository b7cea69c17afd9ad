// Packing slips for the operator: the orders' slips as one PDF (with a customs declaration for an order abroad), or a
// refusal naming every order that cannot have one; one shipment's slip (a reshipment's); an order's customs declaration alone.
import { printedPlace } from "../domain/address-print.js";
import { declarationLines, needsCustoms } from "../domain/customs.js";
import { Failure, fieldError, type FieldError } from "../domain/errors.js";
import { MAX_SLIPS_BY_FILTER, toShip, type PackingSlipSize } from "../domain/packing-slip.js";
import { throughStore } from "../domain/stores.js";
import type { FileStore } from "../files/store.js";
import type { CustomsDeclaration } from "../render/customs-declaration.js";
import type { PackingSlip } from "../render/packing-slip.js";
import { openSlipRenderer, renderPackingSlipsOffThread } from "../render/document-thread.js";
import * as accounts from "../store/accounts.js";
import * as catalog from "../store/catalog.js";
import * as orders from "../store/orders.js";
import * as shipments from "../store/shipments.js";
import * as stores from "../store/stores.js";
import type { AccountRow, OrderItemRow, OrderRow } from "../store/tables.js";
import { nowIso, type ServiceContext } from "./context.js";
import { selectAnyOrdersPage, type AnyOrdersFilter } from "./read-orders.js";
import { logoBytes, slipBrands, type SlipBrand } from "./slip-brands.js";

/** How many orders the check before rendering reads at once (refs and items, then dropped). */
const CHECK_PAGE = 500;
/** How many orders are loaded and rendered at once: what memory holds of a batch of any size. */
const RENDER_PART = 100;

export interface SlipSettings {
  packingSlipSize: PackingSlipSize;
  /** Orders to any other country get a customs declaration after their slip. */
  shipFromCountry: string;
  /** The shipper's EORI number for the declarations, when the operator set one. */
  shipFromEori: string | null;
  /** Where the logos the orders kept are read from (the store's logo job put them there). */
  files: FileStore;
}

/**
 * One PDF with a page (or more, for long orders) per order, in the order asked. Every order must exist and have
 * something left to ship; otherwise nothing is rendered and the refusal lists each order that failed, with its
 * position (`paths` names where each ref came from: `order_refs[3]`, or `order_ref` for one order).
 */
export async function packingSlips(ctx: ServiceContext, settings: SlipSettings, orderRefs: readonly string[], paths: (index: number) => string): Promise<Buffer> {
  return renderPackingSlipsOffThread(await loadSlips(ctx, settings, orderRefs, { paths }), settings.packingSlipSize);
}

/** Which orders a batch of slips is for: named, or selected by the orders/list filter; and whether to leave out those with nothing to ship. */
export interface SlipSelection {
  order_refs?: string[] | undefined;
  filter?: AnyOrdersFilter | undefined;
  skip_unprintable?: boolean | undefined;
}

/**
 * The batch endpoint's slips, any number of orders: by order_refs (paths order_refs[i]) or by a filter (at most
 * MAX_SLIPS_BY_FILTER orders, newest first, else 400 selection_too_large). With skip_unprintable, orders with nothing
 * left to ship are left out and named in `skipped` (an unknown order_ref is still refused); if that leaves none, 409
 * nothing_to_ship. Every refusal comes before the first byte: the whole selection is checked first, a page of orders
 * at a time, and `pdf` then renders it a part at a time (docs/operator-guide.md#packing-slips).
 */
export async function packingSlipBatch(ctx: ServiceContext, settings: SlipSettings, selection: SlipSelection): Promise<{ pdf: AsyncIterable<Buffer>; skipped: string[] }> {
  if (selection.order_refs === undefined && selection.filter === undefined) throw Failure.invalid([fieldError("order_refs", "required", "send order_refs or filter")]);
  if (selection.order_refs !== undefined && selection.filter !== undefined) throw Failure.invalid([fieldError("filter", "invalid", "send only one of order_refs and filter")]);
  let orderRefs = selection.order_refs;
  let paths = (i: number) => `order_refs[${i}]`;
  if (orderRefs === undefined) {
    orderRefs = await filteredRefs(ctx, selection.filter!);
    paths = () => "filter";
  }
  return streamedSlips(ctx, settings, orderRefs, paths, selection.skip_unprintable === true);
}

/**
 * Any number of orders' slips as one PDF streamed a part at a time, after every order was checked (`paths` names
 * where each ref came from in refusals); with `skipEmpty`, orders with nothing left to ship are left out and named.
 */
export async function streamedSlips(
  ctx: ServiceContext,
  settings: SlipSettings,
  orderRefs: readonly string[],
  paths: (index: number) => string,
  skipEmpty = false,
): Promise<{ pdf: AsyncIterable<Buffer>; skipped: string[] }> {
  const { printable, skipped } = await checkPrintable(ctx, orderRefs, paths, skipEmpty);
  return { pdf: renderInParts(ctx, settings, printable), skipped };
}

/** The refs of the orders a filter selects, newest first, read a page at a time (rows are not kept). */
async function filteredRefs(ctx: ServiceContext, filter: AnyOrdersFilter): Promise<string[]> {
  const refs: string[] = [];
  let before: string | undefined;
  for (;;) {
    const rows = await selectAnyOrdersPage(ctx, filter, CHECK_PAGE, before).catch((error: unknown) => {
      if (!(error instanceof Failure) || error.status !== 400) throw error;
      throw Failure.invalid(error.errors.map((e) => fieldError(`filter.${e.path}`, e.code, e.message)));
    });
    refs.push(...rows.map((r) => r.order_ref));
    if (refs.length > MAX_SLIPS_BY_FILTER) {
      throw Failure.of("selection_too_large", `the filter selects more than ${MAX_SLIPS_BY_FILTER} orders: narrow it, or print the slips in parts`, "filter");
    }
    if (rows.length < CHECK_PAGE) break;
    before = rows[rows.length - 1]!.order_ref;
  }
  if (refs.length === 0) throw Failure.of("nothing_to_ship", "the filter selects no orders", "filter");
  return refs;
}

/**
 * Checks every order of a batch before anything is rendered, a page at a time, keeping only refs: each must exist
 * (else 404 order_not_found) and have something left to ship (else 409 nothing_to_ship, or left out with `skipEmpty`).
 */
async function checkPrintable(ctx: ServiceContext, requested: readonly string[], paths: (index: number) => string, skipEmpty: boolean): Promise<{ printable: string[]; skipped: string[] }> {
  const missing: FieldError[] = [];
  const empty: FieldError[] = [];
  const open = new Set<string>();
  for (let start = 0; start < requested.length; start += CHECK_PAGE) {
    const page = requested.slice(start, start + CHECK_PAGE);
    const unique = [...new Set(page)];
    const [rows, items] = await Promise.all([orders.findOrdersByRefs(ctx.db, unique), orders.findItems(ctx.db, unique)]);
    const byRef = new Map(rows.map((r) => [r.order_ref, r]));
    for (const item of items) if (toShip(item) > 0) open.add(item.order_ref);
    page.forEach((ref, i) => {
      const order = byRef.get(ref);
      if (!order) missing.push(fieldError(paths(start + i), "order_not_found", `no order ${ref}`));
      else if (!open.has(ref)) empty.push(fieldError(paths(start + i), "nothing_to_ship", `order ${ref} has nothing left to ship (status ${order.status})`));
    });
  }
  if (missing.length > 0) throw new Failure(404, missing.length === 1 ? "no such order" : `${missing.length} orders not found`, [...missing, ...empty]);
  if (empty.length === 0) return { printable: [...requested], skipped: [] };
  if (!skipEmpty || empty.length === requested.length) {
    throw new Failure(409, empty.length === 1 ? "the order has nothing left to ship" : `${empty.length} orders have nothing left to ship`, empty);
  }
  return { printable: requested.filter((ref) => open.has(ref)), skipped: [...new Set(requested.filter((ref) => !open.has(ref)))] };
}

/**
 * The PDF's bytes, a part of RENDER_PART orders at a time: each part is loaded and rendered only when the reader
 * wants more, so memory holds one part whatever the batch's size. An order shipped or cancelled since the check
 * fails the part (nothing_to_ship): the reader gets an error, never a shorter PDF that looks whole; a reader that
 * stops early drops the document.
 */
async function* renderInParts(ctx: ServiceContext, settings: SlipSettings, refs: readonly string[]): AsyncGenerator<Buffer> {
  const renderer = openSlipRenderer(settings.packingSlipSize);
  let ended = false;
  try {
    for (let start = 0; start < refs.length; start += RENDER_PART) {
      const slips = await loadSlips(ctx, settings, refs.slice(start, start + RENDER_PART), { paths: (i) => `order_refs[${start + i}]` });
      const bytes = await renderer.add(slips);
      if (bytes.length > 0) yield bytes;
    }
    ended = true;
    yield await renderer.end();
  } finally {
    if (!ended) renderer.drop();
  }
}

/**
 * The customs declaration of an order abroad alone: 404 order_not_found, 409 customs_not_needed for an order that
 * ships within SHIP_FROM_COUNTRY, 409 nothing_to_ship when every line is shipped or cancelled.
 */
export async function customsDeclaration(ctx: ServiceContext, settings: SlipSettings, orderRef: string): Promise<Buffer> {
  const order = await orders.findOrder(ctx.db, undefined, orderRef);
  if (order && !needsCustoms(order.shipping_country, settings.shipFromCountry)) {
    throw Failure.of("customs_not_needed", `order ${orderRef} ships within ${settings.shipFromCountry}, the country parcels leave from (set in the service's configuration): it needs no customs declaration`, "order_ref");
  }
  return renderPackingSlipsOffThread(await loadSlips(ctx, settings, [orderRef], { paths: () => "order_ref", brands: false }), settings.packingSlipSize, "customs");
}

/**
 * The slip of one shipment, a reshipment's included: its order's slip with the lines and quantities that parcel
 * holds, whatever is left to ship. 404 shipment_not_found.
 */
export async function shipmentPackingSlip(ctx: ServiceContext, settings: SlipSettings, shipmentRef: string): Promise<{ orderRef: string; pdf: Buffer }> {
  const shipment = await shipments.findShipment(ctx.db, shipmentRef);
  if (!shipment) throw Failure.of("shipment_not_found", `no shipment ${shipmentRef}`, "shipment_ref");
  const held = new Map((await shipments.shipmentItems(ctx.db, [shipmentRef])).map((item) => [item.item_ref, item.quantity]));
  const slips = await loadSlips(ctx, settings, [shipment.order_ref], { paths: () => "shipment_ref", quantityOf: (item) => held.get(item.item_ref) ?? 0 });
  return { orderRef: shipment.order_ref, pdf: await renderPackingSlipsOffThread(slips, settings.packingSlipSize) };
}

/** The made-up order a sample slip prints: a customer and a line, in the country parcels leave from (no customs page). */
const SAMPLE_SHIP_TO = { name: "Sample Customer", address_1: "1 Sample Street", city: "Sample City", zip: "00000" } as const;

/**
 * A sample packing slip of a store (docs/operator-guide.md#a-stores-sample-slip): a made-up order printed with what
 * an order made in the store now would print: the store's name and logo (when ready), and its return address,
 * messages and first insert where it has them, else its account's (throughStore). 404 store_not_found.
 */
export async function sampleStoreSlip(ctx: ServiceContext, settings: SlipSettings, accountId: string, storeId: string): Promise<Buffer> {
  const [account, store] = await Promise.all([accounts.findAccount(ctx.db, accountId), stores.findStore(ctx.db, accountId, storeId)]);
  if (!account || !store) throw Failure.of("store_not_found", "the account has no store with that id", "store_id");
  const applied = throughStore(account, store);
  const slip: PackingSlip = {
    orderRef: "ord_SAMPLE",
    externalRef: "sample",
    orderedAt: nowIso(ctx),
    shipTo: placed({ ...SAMPLE_SHIP_TO, phone: null, address_2: null, state: null, country: settings.shipFromCountry }),
    returnAddress: applied.return_address && placed(applied.return_address),
    brandingMessage: applied.packing_slip?.branding_message ?? null,
    contactMessage: applied.packing_slip?.contact_message ?? null,
    insertId: applied.insert_ids[0] ?? null,
    storeName: store.name,
    logo: store.logo_status === "ready" && store.logo_file !== null ? await logoBytes(settings.files, store.logo_file) : null,
    lines: [{ sku: "SAMPLE-SKU", productName: "Sample product", quantity: 1 }],
  };
  return renderPackingSlipsOffThread([slip], settings.packingSlipSize);
}

interface LoadOptions {
  /** The path of the request's field naming the i-th order (for its errors). */
  paths: (index: number) => string;
  /** How many of a line the slip lists (default: what is still to ship); lines with none are left out. */
  quantityOf?: (item: OrderItemRow) => number;
  /** Whether the slips print their store's name and logo (read from the database and the file store); default true. */
  brands?: boolean;
}

/** The slips of the orders, in the order asked; 404 order_not_found, 409 nothing_to_ship (checkPrintable left out what a batch skips). */
async function loadSlips(ctx: ServiceContext, settings: SlipSettings, orderRefs: readonly string[], options: LoadOptions): Promise<PackingSlip[]> {
  const { paths, quantityOf = toShip } = options;
  const unique = [...new Set(orderRefs)];
  const [rows, items] = await Promise.all([orders.findOrdersByRefs(ctx.db, unique), orders.findItems(ctx.db, unique)]);
  const byRef = new Map(rows.map((r) => [r.order_ref, r]));
  const missing: FieldError[] = [];
  const empty: FieldError[] = [];
  orderRefs.forEach((ref, i) => {
    const order = byRef.get(ref);
    if (!order) missing.push(fieldError(paths(i), "order_not_found", `no order ${ref}`));
    else if (!items.some((item) => item.order_ref === ref && quantityOf(item) > 0)) {
      empty.push(fieldError(paths(i), "nothing_to_ship", `order ${ref} has nothing left to ship (status ${order.status})`));
    }
  });
  if (missing.length > 0) throw new Failure(404, missing.length === 1 ? "no such order" : `${missing.length} orders not found`, [...missing, ...empty]);
  if (empty.length > 0) {
    throw new Failure(409, empty.length === 1 ? "the order has nothing left to ship" : `${empty.length} orders have nothing left to ship`, empty);
  }

  const open = items.filter((item) => quantityOf(item) > 0);
  const [owners, names, brands] = await Promise.all([
    Promise.all([...new Set(rows.map((r) => r.account_id))].map((id) => accounts.findAccount(ctx.db, id))),
    catalog.lineNames(ctx.db, [...new Set(open.flatMap((i) => (i.product_id ? [i.product_id] : [])))], [...new Set(open.map((i) => i.blank_sku))]),
    options.brands === false ? new Map<string, SlipBrand>() : slipBrands(ctx, settings.files, rows),
  ]);
  const accountById = new Map(owners.filter((a): a is AccountRow => a !== undefined).map((a) => [a.id, a]));
  return orderRefs.map((ref) => {
    const order = byRef.get(ref)!;
    const lines = open.filter((item) => item.order_ref === ref);
    const account = accountById.get(order.account_id) ?? null;
    const nameOf = (item: OrderItemRow) => (item.product_id ? names.products.get(item.product_id) : undefined) ?? names.blanks.get(item.blank_sku) ?? item.sku;
    const brand = brands.get(ref);
    const slip = { ...slipOf(order, lines, nameOf, quantityOf), storeName: brand?.storeName ?? null, logo: brand?.logo ?? null };
    if (needsCustoms(order.shipping_country, settings.shipFromCountry)) slip.customs = declarationOf(slip, order, account, lines, nameOf, settings, quantityOf);
    return slip;
  });
}

/** The declaration of what is still to ship; the sender is the return address the slip shows, else the account. */
function declarationOf(
  slip: PackingSlip,
  order: OrderRow,
  account: AccountRow | null,
  lines: OrderItemRow[],
  nameOf: (item: OrderItemRow) => string,
  settings: SlipSettings,
  quantityOf: (item: OrderItemRow) => number,
): CustomsDeclaration {
  const shipFrom = settings.shipFromCountry;
  const { lines: declared, totals } = declarationLines(
    lines.map((item) => ({
      hs_code: item.hs_code,
      origin_country: item.origin_country,
      customs_description: item.customs_description,
      customs_value: item.customs_value_amount !== null && item.customs_value_currency !== null ? { amount: item.customs_value_amount, currency: item.customs_value_currency } : null,
      weight_grams: item.weight_grams,
      quantity: quantityOf(item),
      name: nameOf(item),
    })),
  );
  return {
    orderRef: order.order_ref,
    externalRef: order.external_ref,
    orderedAt: order.created_at,
    sender: slip.returnAddress ?? { name: account?.name ?? "", address_1: "", city: "", zip: "", country: shipFrom },
    recipient: slip.shipTo,
    recipientTaxId: order.recipient_tax_id,
    incoterm: order.incoterm,
    iossNumber: order.ioss_number,
    eoriNumber: settings.shipFromEori,
    lines: declared,
    totals,
  };
}

function slipOf(order: OrderRow, lines: OrderItemRow[], nameOf: (item: OrderItemRow) => string, quantityOf: (item: OrderItemRow) => number): PackingSlip {
  return {
    orderRef: order.order_ref,
    externalRef: order.external_ref,
    orderedAt: order.created_at,
    // City and subdivision as the country's post reads them (東京都千代田区, "CA"; domain/address-print.ts); the
    // customs declaration prints these same addresses.
    shipTo: placed({
      name: order.shipping_name,
      phone: order.shipping_phone,
      address_1: order.shipping_address_1,
      address_2: order.shipping_address_2,
      city: order.shipping_city,
      zip: order.shipping_zip,
      state: order.shipping_state,
      country: order.shipping_country,
    }),
    // What applied when the order was created (kept on the order): later account changes never reach its slip.
    returnAddress: order.return_address && placed(order.return_address),
    brandingMessage: order.slip_branding_message,
    contactMessage: order.slip_contact_message,
    insertId: order.insert_id,
    shippingMethod: order.shipping_method && (order.shipping_method.carrier ? `${order.shipping_method.name} (${order.shipping_method.carrier})` : order.shipping_method.name),
    lines: lines.map((item) => ({ sku: item.sku, productName: nameOf(item), quantity: quantityOf(item) })),
  };
}

function placed<T extends PackingSlip["shipTo"]>(address: T): T {
  return { ...address, ...printedPlace(address) };
}
