// The shipment import's CSV reading: RFC 4180 quoting, line numbers of rows, the header's rules, each row's checks, and a SKU's parcel.
import { describe, expect, it } from "vitest";
import { Failure } from "../../src/domain/errors.js";
import { readShipmentCsv, skuParcel } from "../../src/domain/shipment-csv.js";

function failureOf(text: string): { status: number; code: string; message: string } {
  try {
    readShipmentCsv(text);
  } catch (error) {
    if (error instanceof Failure) return { status: error.status, code: error.errors[0]!.code, message: error.message };
    throw error;
  }
  throw new Error("no failure");
}

describe("readShipmentCsv", () => {
  it("reads quoted fields (commas, doubled quotes, line breaks), any line ending, a BOM, and numbers rows by their first line", () => {
    const text = '\uFEFFOrder_Ref , CARRIER,tracking_number,sku,quantity\r\nord_1,"Royal ""Mail""","A,1",,\n\nord_2,UPS,"multi\nline",TEE,3\rord_3, DHL ,T3,,';
    expect(readShipmentCsv(text)).toEqual([
      { row: 2, ok: true, shipment: { order_ref: "ord_1", carrier: 'Royal "Mail"', tracking_number: "A,1" } },
      { row: 4, ok: true, shipment: { order_ref: "ord_2", carrier: "UPS", tracking_number: "multi\nline", sku: "TEE", quantity: 3 } },
      { row: 6, ok: true, shipment: { order_ref: "ord_3", carrier: "DHL", tracking_number: "T3" } },
    ]);
  });

  it.each([
    ["a row with too few fields", "ord_1,UPS", "", "invalid_csv_row"],
    ["a row with too many fields", "ord_1,UPS,T,x,1,extra", "", "invalid_csv_row"],
    ["no order", ",UPS,T,,", "order_ref", "required"],
    ["no carrier", "ord_1,,T,,", "carrier", "required"],
    ["no tracking number", "ord_1,UPS, ,,", "tracking_number", "required"],
    ["a quantity that is not a whole number", "ord_1,UPS,T,TEE,1.5", "quantity", "invalid_type"],
    ["a quantity of 0", "ord_1,UPS,T,TEE,0", "quantity", "out_of_range"],
    ["a quantity over 1000", "ord_1,UPS,T,TEE,1001", "quantity", "out_of_range"],
    ["a quantity without a SKU", "ord_1,UPS,T,,2", "sku", "required"],
    ["a carrier over 100 characters", `ord_1,${"c".repeat(101)},T,,`, "carrier", "too_long"],
  ])("answers %s on its row alone", (_name, line, path, code) => {
    const rows = readShipmentCsv(`order_ref,carrier,tracking_number,sku,quantity\n${line}\nord_9,UPS,T9,,\n`);
    expect(rows[0]).toEqual({ row: 2, ok: false, error: { path, code, message: expect.any(String) } });
    expect(rows[1]).toMatchObject({ row: 3, ok: true });
  });

  it("checks tracking_url as orders/ship does and takes external_ref with account_id", () => {
    const rows = readShipmentCsv("external_ref,account_id,carrier,tracking_number,tracking_url\nshop-1,acc_1,UPS,T,https://t.example/1\nshop-2,,UPS,T,javascript:alert(1)\nshop-3,,UPS,T,\n");
    expect(rows).toEqual([
      { row: 2, ok: true, shipment: { external_ref: "shop-1", account_id: "acc_1", carrier: "UPS", tracking_number: "T", tracking_url: "https://t.example/1" } },
      { row: 3, ok: false, error: { path: "tracking_url", code: "invalid_url", message: expect.any(String) } },
      { row: 4, ok: true, shipment: { external_ref: "shop-3", carrier: "UPS", tracking_number: "T" } },
    ]);
  });

  it.each([
    ["unclosed quote", 'order_ref,carrier,tracking_number\n"ord_1,UPS,T\n', "invalid_csv", /line 2/],
    ["quote inside an unquoted field", 'order_ref,carrier,tracking_number\nord_1,U"PS,T\n', "invalid_csv", /line 2/],
    ["empty text", "", "invalid_csv_header", /name the columns/],
    ["unknown column", "order_ref,carrier,tracking_number,weight\n", "invalid_csv_header", /"weight"/],
    ["a column twice", "order_ref,carrier,tracking_number,Carrier\n", "invalid_csv_header", /twice/],
    ["no tracking_number", "order_ref,carrier\n", "invalid_csv_header", /tracking_number/],
    ["no order column", "carrier,tracking_number\n", "invalid_csv_header", /order_ref or an external_ref/],
    ["account_id without external_ref", "order_ref,account_id,carrier,tracking_number\n", "invalid_csv_header", /external_ref/],
    ["quantity without sku", "order_ref,carrier,tracking_number,quantity\n", "invalid_csv_header", /sku/],
  ])("refuses the whole text for %s (400)", (_name, text, code, message) => {
    const failure = failureOf(text);
    expect(failure).toMatchObject({ status: 400, code });
    expect(failure.message).toMatch(message);
  });
});

describe("skuParcel", () => {
  const lines = [
    { item_ref: "a", sku: "TEE", quantity: 3, cancelled_quantity: 1, shipped_quantity: 0 },
    { item_ref: "b", sku: "MUG", quantity: 1, cancelled_quantity: 0, shipped_quantity: 0 },
    { item_ref: "c", sku: "TEE", quantity: 4, cancelled_quantity: 0, shipped_quantity: 1 },
  ];
  it.each([
    ["all that is open of the SKU, over its lines", "TEE", undefined, [{ item_ref: "a", quantity: 2 }, { item_ref: "c", quantity: 3 }]],
    ["a quantity filled in line order", "TEE", 3, [{ item_ref: "a", quantity: 2 }, { item_ref: "c", quantity: 1 }]],
    ["a quantity within the first line", "TEE", 1, [{ item_ref: "a", quantity: 1 }]],
    ["another SKU", "MUG", undefined, [{ item_ref: "b", quantity: 1 }]],
  ])("takes %s", (_name, sku, quantity, parcel) => {
    expect(skuParcel(lines, sku, quantity)).toEqual(parcel);
  });
  it.each([
    ["a SKU the order lacks", "CAP", undefined, "sku", "item_not_found"],
    ["more than is open", "TEE", 6, "quantity", "quantity_exceeds_remaining"],
  ])("refuses %s", (_name, sku, quantity, path, code) => {
    expect(skuParcel(lines, sku, quantity)).toEqual({ path, code, message: expect.any(String) });
  });
  it("refuses a SKU with nothing open", () => {
    expect(skuParcel([{ item_ref: "a", sku: "TEE", quantity: 1, cancelled_quantity: 0, shipped_quantity: 1 }], "TEE", undefined)).toMatchObject({ code: "quantity_exceeds_remaining" });
  });
});
