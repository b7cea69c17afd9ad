// The create-order rules of docs/caller-guide.md#rules as one pure function: body + account + catalog in, normalised order or field errors out.
import { checkAddress, RETURN_REQUIRED_PARTS, shippingAddress, type Address, type ReturnSource } from "./address.js";
import type { AccountRules, Blank, Product } from "./catalog.js";
import { isCustomTextProduct } from "./catalog.js";
import { fieldError, type FieldError } from "./errors.js";
import { hasControlCharacters, isBlank, isHttpUrl, isPrintable, parseUtcTimestamp, requireText } from "./fields.js";
import type { OrderInput, OrderItemInput, PackingSlipInput, PrintAreaInput } from "./inputs.js";
import { lineKind, type ItemKind } from "./item-kinds.js";
import { ownArea } from "./catalog.js";

export interface OrderContext {
  account: AccountRules;
  /** The caller's products by SKU (standard and custom-text lines). */
  products: ReadonlyMap<string, Product>;
  /** Catalog blanks by SKU (print-file lines). */
  blanks: ReadonlyMap<string, Blank>;
  maxItemsPerOrder: number;
}

export interface NormalizedLine {
  sku: string;
  quantity: number;
  kind: ItemKind;
  product_id: string | null;
  blank_sku: string;
  print_areas: Record<string, PrintAreaInput> | null;
}

export interface NormalizedOrder {
  external_ref: string;
  order_note: string | null;
  created_at: string;
  shipping: Address;
  return_address: Address | null;
  return_address_source: ReturnSource;
  packing_slip: PackingSlipInput | null;
  insert_id: number | null;
  item_kind: ItemKind;
  items: NormalizedLine[];
}

export type OrderCheck = { ok: true; order: NormalizedOrder } | { ok: false; errors: FieldError[] };

const RETURN_FIELD: Record<keyof Address, keyof OrderInput> = {
  name: "return_name",
  phone: "return_phone",
  address_1: "return_address_1",
  address_2: "return_address_2",
  city: "return_city",
  zip: "return_zip",
  state: "return_state",
  country: "return_country",
};

function checkReturnAddress(
  body: OrderInput,
  account: AccountRules,
  errors: FieldError[],
): { address: Address | null; source: ReturnSource } {
  const sent = Object.values(RETURN_FIELD).some((field) => body[field] !== undefined);
  if (!sent) {
    if (account.return_address) return { address: null, source: "account" };
    if (account.connected_stores) return { address: null, source: "connected_store" };
    errors.push(
      fieldError(
        "return_address_1",
        "return_address_required",
        "this account has no connected stores and no fixed return address: send return_name, return_address_1, return_city, return_zip, return_state and return_country",
      ),
    );
    return { address: null, source: "order" };
  }
  const before = errors.length;
  for (const part of RETURN_REQUIRED_PARTS) {
    if (body[RETURN_FIELD[part]] === undefined) {
      errors.push(fieldError(RETURN_FIELD[part], "required", "is required once any return_* field is sent"));
    }
  }
  if (errors.length > before) return { address: null, source: "order" };
  const address = checkAddress(
    Object.fromEntries(Object.entries(RETURN_FIELD).map(([part, field]) => [part, body[field]])) as unknown as Address,
    (part) => RETURN_FIELD[part],
    errors,
    false,
  );
  return { address, source: "order" };
}

function checkUrl(errors: FieldError[], path: string, value: string | undefined): void {
  if (value !== undefined && !isHttpUrl(value)) errors.push(fieldError(path, "invalid_url", "must be an absolute http(s) URL"));
}

function checkStandardLine(item: OrderItemInput, path: string, ctx: OrderContext, errors: FieldError[]): NormalizedLine | undefined {
  const product = ctx.products.get(item.sku);
  if (!product) {
    errors.push(fieldError(`${path}.sku`, "unknown_sku", `"${item.sku}" is not a product of your account`));
    return undefined;
  }
  if (isCustomTextProduct(product)) {
    errors.push(fieldError(`${path}.print_areas`, "custom_text_required", `"${item.sku}" defines custom text fields: send print_areas with custom_text`));
    return undefined;
  }
  return { sku: item.sku, quantity: item.quantity, kind: "standard", product_id: product.id, blank_sku: product.blank.sku, print_areas: null };
}

function checkCustomTextArea(
  areaPath: string,
  area: PrintAreaInput,
  fields: NonNullable<Product["print_areas"][string]["text_fields"]>,
  errors: FieldError[],
): void {
  checkUrl(errors, `${areaPath}.preview_image`, area.preview_image);
  if (area.custom_text === undefined) {
    errors.push(fieldError(`${areaPath}.custom_text`, "required", "every print area of a custom-text line carries custom_text"));
    return;
  }
  const byName = new Map(fields.map((f) => [f.field_name, f]));
  const seen = new Set<string>();
  area.custom_text.forEach((entry, j) => {
    const entryPath = `${areaPath}.custom_text[${j}]`;
    const field = byName.get(entry.field_name);
    if (!field) {
      errors.push(fieldError(`${entryPath}.field_name`, "unknown_text_field", `"${entry.field_name}" is not a text field of this print area (fields: ${[...byName.keys()].join(", ")})`));
      return;
    }
    if (seen.has(entry.field_name)) {
      errors.push(fieldError(`${entryPath}.field_name`, "duplicate_text_field", `"${entry.field_name}" appears more than once`));
      return;
    }
    seen.add(entry.field_name);
    if (hasControlCharacters(entry.text)) {
      errors.push(fieldError(`${entryPath}.text`, "invalid_text", "must not contain control characters other than tab and newline"));
    } else if (field.required !== false && isBlank(entry.text)) {
      errors.push(fieldError(`${entryPath}.text`, "text_field_required", `"${entry.field_name}" is required and must not be blank`));
    } else if ([...entry.text].length > field.max_length) {
      errors.push(fieldError(`${entryPath}.text`, "text_too_long", `"${entry.field_name}" allows at most ${field.max_length} characters`));
    }
  });
  for (const field of fields) {
    if (field.required !== false && !area.custom_text.some((e) => e.field_name === field.field_name)) {
      errors.push(fieldError(`${areaPath}.custom_text`, "text_field_required", `text field "${field.field_name}" is required`));
    }
  }
}

function checkCustomTextLine(item: OrderItemInput, path: string, ctx: OrderContext, errors: FieldError[]): NormalizedLine | undefined {
  const product = ctx.products.get(item.sku);
  if (!product) {
    errors.push(fieldError(`${path}.sku`, "unknown_sku", `"${item.sku}" is not a product of your account`));
    return undefined;
  }
  if (!isCustomTextProduct(product)) {
    errors.push(fieldError(`${path}.print_areas`, "not_custom_text_product", `"${item.sku}" defines no custom text fields`));
    return undefined;
  }
  const areas = item.print_areas ?? {};
  for (const [name, area] of Object.entries(areas)) {
    const fields = ownArea(product.print_areas, name)?.text_fields;
    if (!fields) {
      errors.push(fieldError(`${path}.print_areas.${name}`, "unknown_print_area", `"${item.sku}" has no text fields on print area "${name}"`));
      continue;
    }
    checkCustomTextArea(`${path}.print_areas.${name}`, area, fields, errors);
  }
  for (const [name, productArea] of Object.entries(product.print_areas)) {
    const required = productArea.text_fields?.filter((f) => f.required !== false) ?? [];
    if (required.length > 0 && !(name in areas)) {
      errors.push(fieldError(`${path}.print_areas.${name}`, "text_field_required", `print area "${name}" has required text fields: ${required.map((f) => f.field_name).join(", ")}`));
    }
  }
  return { sku: item.sku, quantity: item.quantity, kind: "custom_text", product_id: product.id, blank_sku: product.blank.sku, print_areas: areas };
}

function checkPrintFileLine(item: OrderItemInput, path: string, ctx: OrderContext, errors: FieldError[]): NormalizedLine | undefined {
  const blank = ctx.blanks.get(item.sku);
  if (!blank) {
    errors.push(fieldError(`${path}.sku`, "unknown_sku", `"${item.sku}" is not a catalog SKU`));
    return undefined;
  }
  if (blank.type !== "pod") {
    errors.push(fieldError(`${path}.sku`, "blank_not_pod", `"${item.sku}" is a fulfillment product and takes no print files`));
    return undefined;
  }
  const areas = item.print_areas ?? {};
  for (const [name, area] of Object.entries(areas)) {
    const areaPath = `${path}.print_areas.${name}`;
    if (!ownArea(blank.print_areas, name)) {
      errors.push(fieldError(areaPath, "unknown_print_area", `"${item.sku}" offers the print areas: ${Object.keys(blank.print_areas).join(", ")}`));
      continue;
    }
    if (area.print_file === undefined) errors.push(fieldError(`${areaPath}.print_file`, "required", "every print area of a print-file line carries print_file"));
    checkUrl(errors, `${areaPath}.print_file`, area.print_file);
    checkUrl(errors, `${areaPath}.preview_image`, area.preview_image);
  }
  return { sku: item.sku, quantity: item.quantity, kind: "print_files", product_id: null, blank_sku: blank.sku, print_areas: areas };
}

const LINE_CHECKS = { standard: checkStandardLine, custom_text: checkCustomTextLine, print_files: checkPrintFileLine };

function checkLines(body: OrderInput, ctx: OrderContext, errors: FieldError[]): { kind: ItemKind; lines: NormalizedLine[] } | undefined {
  if (body.items.length > ctx.maxItemsPerOrder) {
    errors.push(fieldError("items", "too_many_items", `at most ${ctx.maxItemsPerOrder} lines per order`));
    return undefined;
  }
  let orderKind: ItemKind | undefined;
  const lines: NormalizedLine[] = [];
  body.items.forEach((item, i) => {
    const path = `items[${i}]`;
    const read = lineKind(item);
    if ("problem" in read) {
      if (read.problem === "mixed_area") errors.push(fieldError(`${path}.print_areas.${read.area}`, "mixed_item_kinds", "a print area carries either custom_text or print_file, not both"));
      else if (read.problem === "mixed_areas") errors.push(fieldError(`${path}.print_areas`, "mixed_item_kinds", "a line's print areas are all custom text or all print files"));
      else errors.push(fieldError(`${path}.print_areas`, "print_area_empty", "print areas must carry custom_text (custom-text lines) or print_file (print-file lines)"));
      return;
    }
    orderKind ??= read.kind;
    if (read.kind !== orderKind) {
      errors.push(fieldError(path, "mixed_item_kinds", `all lines of one order are of one kind: line 0 is ${orderKind}, this line is ${read.kind}`));
      return;
    }
    const line = LINE_CHECKS[read.kind](item, path, ctx, errors);
    if (line) lines.push(line);
  });
  return orderKind === undefined ? undefined : { kind: orderKind, lines };
}

function lineBlank(line: NormalizedLine, ctx: OrderContext): Blank | undefined {
  return line.product_id === null ? ctx.blanks.get(line.sku) : ctx.products.get(line.sku)?.blank;
}

export function checkOrder(body: OrderInput, ctx: OrderContext): OrderCheck {
  const errors: FieldError[] = [];
  if (isBlank(body.external_ref)) errors.push(fieldError("external_ref", "required", "must not be blank"));
  else if (!isPrintable(body.external_ref)) errors.push(fieldError("external_ref", "invalid_format", "must be 1–100 printable characters"));
  const createdAt = parseUtcTimestamp(body.created_at);
  if (createdAt === undefined) errors.push(fieldError("created_at", "invalid_timestamp", "must be an RFC 3339 date-time in UTC, e.g. 2026-11-22T10:00:00Z"));
  if (body.order_note !== undefined && hasControlCharacters(body.order_note)) {
    errors.push(fieldError("order_note", "invalid_text", "must not contain control characters other than newline and tab"));
  }
  const shipping = checkAddress(shippingAddress(body), (part) => `shipping_${part}`, errors, true);
  const ret = checkReturnAddress(body, ctx.account, errors);
  if (body.insert_id !== undefined && !ctx.account.insert_ids.includes(body.insert_id)) {
    errors.push(fieldError("insert_id", "insert_not_agreed", `insert ${body.insert_id} is not agreed for this account`));
  }
  for (const key of ["branding_message", "contact_message"] as const) {
    requireText(errors, `packing_slip.${key}`, body.packing_slip?.[key]);
  }
  const lines = checkLines(body, ctx, errors);
  if (body.packing_slip !== undefined && lines) {
    const unsupported = lines.lines.find((line) => lineBlank(line, ctx)?.packing_slip_supported === false);
    if (unsupported) {
      errors.push(fieldError("packing_slip", "packing_slip_unavailable", `product "${unsupported.sku}" does not support a custom packing slip`));
    }
  }
  if (errors.length > 0 || !lines || createdAt === undefined) return { ok: false, errors };
  return {
    ok: true,
    order: {
      external_ref: body.external_ref,
      order_note: body.order_note ?? null,
      created_at: createdAt,
      shipping,
      return_address: ret.address,
      return_address_source: ret.source,
      packing_slip: body.packing_slip ?? null,
      insert_id: body.insert_id ?? null,
      item_kind: lines.kind,
      items: lines.lines,
    },
  };
}
