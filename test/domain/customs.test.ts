// Customs rules (docs/caller-guide.md#orders-abroad-customs-data-and-address-checks) as tables: HS codes, IOSS numbers, incoterms, an order's customs data over its blanks'
// and its account's, postal codes of at least 15 countries, and the ISO 3166-2 subdivisions carriers need.
import { describe, expect, it } from "vitest";
import { checkPostcodes, postcodeMatches } from "../../src/domain/address.js";
import type { Blank, Product } from "../../src/domain/catalog.js";
import { checkCustomsFields, checkOrderCustoms, customsWarnings, declarationLines, isHsCode, isIossNumber, needsCustoms, type CustomsBody } from "../../src/domain/customs.js";
import type { FieldError } from "../../src/domain/errors.js";
import { normalizeState } from "../../src/domain/geo.js";

describe("HS codes", () => {
  it.each([
    ["610910", true],
    ["6109.10", true],
    ["6109.10.00", true],
    ["6109100010", true],
    ["4820.10.2010", true],
    ["61091", false],
    ["61091000101", false],
    ["6109.1O", false],
    ["HS610910", false],
    [".610910", false],
    ["610910.", false],
    ["6109..10", false],
    ["", false],
  ])("%j → %s", (code, valid) => {
    expect(isHsCode(code)).toBe(valid);
  });
});

describe("IOSS numbers", () => {
  it.each([
    ["IM2760000742", true],
    ["IM0000000000", true],
    ["im2760000742", false],
    ["IM276000074", false],
    ["IM27600007421", false],
    ["EU2760000742", false],
    ["IM27600007A2", false],
  ])("%j → %s", (number, valid) => {
    expect(isIossNumber(number)).toBe(valid);
  });
});

describe("checkCustomsFields", () => {
  it("normalises the origin and names each bad field by its path", () => {
    const errors: FieldError[] = [];
    expect(checkCustomsFields({ hs_code: " 6109.10 ", origin_country: "pt", customs_description: "T-shirt, cotton" }, "items[0].", errors)).toEqual({
      hs_code: "6109.10",
      origin_country: "PT",
      customs_description: "T-shirt, cotton",
    });
    expect(errors).toEqual([]);
    checkCustomsFields({ hs_code: "61AB10", origin_country: "XX", customs_description: "  " }, "items[1].", errors);
    expect(errors.map((e) => [e.path, e.code])).toEqual([
      ["items[1].hs_code", "invalid_hs_code"],
      ["items[1].origin_country", "invalid_country"],
      ["items[1].customs_description", "required"],
    ]);
  });
});

const TEE: Blank = { sku: "TEE", name: "Tee blank", type: "pod", packing_slip_supported: true, print_areas: {}, hs_code: "6109.10", origin_country: "PT", customs_description: "T-shirt, cotton", weight_grams: 180 };
const MUG: Blank = { sku: "MUG", name: "Mug", type: "fulfillment", packing_slip_supported: true, print_areas: {} };
const PRODUCT: Product = { id: "prd_1", sku: "MY-TEE", name: "Logo tee", blank: TEE, print_areas: { front: { print_file: "https://x.example/f.png" } } };
const usd = (amount: number) => ({ amount, currency: "USD" });

function check(body: Partial<CustomsBody>, account: Parameters<typeof checkOrderCustoms>[1]["account"] = {}, prices: Parameters<typeof checkOrderCustoms>[1]["prices"] = []) {
  const errors: FieldError[] = [];
  const customs = checkOrderCustoms(
    { shipping_country: "DE", items: [{ sku: "MY-TEE" }, { sku: "MUG" }], ...body },
    { account, products: new Map([["MY-TEE", PRODUCT]]), blanks: new Map([["MUG", MUG]]), prices },
    errors,
  );
  return { customs, errors: errors.map((e) => [e.path, e.code]) };
}

describe("checkOrderCustoms", () => {
  it("takes each line's data from its blank, the name as description, the value from its price, DAP by default", () => {
    const { customs, errors } = check({}, { currency: "USD" }, [{ unit_price: usd(1250), extra_areas: usd(400) }, { unit_price: usd(899), extra_areas: usd(0) }]);
    expect(errors).toEqual([]);
    expect(customs).toEqual({
      incoterm: "DAP",
      ioss_number: null,
      recipient_tax_id: null,
      lines: [
        { hs_code: "6109.10", origin_country: "PT", customs_description: "T-shirt, cotton", customs_value: usd(1650), weight_grams: 180 },
        { hs_code: null, origin_country: null, customs_description: "Mug", customs_value: usd(899), weight_grams: null },
      ],
    });
  });

  it("lets a line override its blank and the order override its account", () => {
    const { customs, errors } = check(
      { incoterm: "DDP", ioss_number: "IM2760000742", items: [{ sku: "MY-TEE", hs_code: "6109.90", origin_country: "bd", customs_description: "Tee", customs_value: usd(1000) }, { sku: "MUG" }] },
      { incoterm: "DAP", ioss_number: "IM0000000001", currency: "USD" },
    );
    expect(errors).toEqual([]);
    expect(customs.incoterm).toBe("DDP");
    expect(customs.ioss_number).toBe("IM2760000742");
    expect(customs.lines[0]).toEqual({ hs_code: "6109.90", origin_country: "BD", customs_description: "Tee", customs_value: usd(1000), weight_grams: 180 });
    expect(customs.lines[1]!.customs_value).toBeNull();
  });

  it("uses the account's defaults when the order names none", () => {
    const { customs } = check({ shipping_country: "BR" }, { incoterm: "DDP", ioss_number: "IM0000000001", recipient_tax_id: "123.456.789-09" });
    expect(customs).toMatchObject({ incoterm: "DDP", ioss_number: "IM0000000001", recipient_tax_id: "123.456.789-09" });
  });

  it.each(["BR", "CL", "MX", "br"])("requires the recipient's tax id for %s", (country) => {
    expect(check({ shipping_country: country }).errors).toEqual([["recipient_tax_id", "recipient_tax_id_required"]]);
    expect(check({ shipping_country: country, recipient_tax_id: "12345678909" }).errors).toEqual([]);
  });

  it.each(["DE", "US", "AR", "XX"])("does not require a tax id for %s", (country) => {
    expect(check({ shipping_country: country }).errors).toEqual([]);
  });

  it("reports every bad field of the body at once", () => {
    const { errors } = check(
      {
        incoterm: "EXW",
        ioss_number: "IM123",
        recipient_tax_id: " ",
        items: [
          { sku: "MY-TEE", hs_code: "61091A", origin_country: "ZZ", customs_value: { amount: 12.5, currency: "USD" } },
          { sku: "MUG", customs_value: { amount: -1, currency: "usd" } },
        ],
      },
      { currency: "USD" },
    );
    expect(errors).toEqual([
      ["incoterm", "invalid_incoterm"],
      ["ioss_number", "invalid_ioss_number"],
      ["recipient_tax_id", "required"],
      ["items[0].hs_code", "invalid_hs_code"],
      ["items[0].origin_country", "invalid_country"],
      ["items[0].customs_value.amount", "invalid_customs_value"],
      ["items[1].customs_value.amount", "invalid_customs_value"],
      ["items[1].customs_value.currency", "invalid_currency"],
    ]);
  });

  it("keeps an order's customs values in one currency: the account's, or the first one sent", () => {
    expect(check({ items: [{ sku: "MY-TEE", customs_value: { amount: 100, currency: "EUR" } }, { sku: "MUG" }] }, { currency: "USD" }).errors).toEqual([
      ["items[0].customs_value.currency", "invalid_customs_value"],
    ]);
    expect(check({ items: [{ sku: "MY-TEE", customs_value: { amount: 100, currency: "EUR" } }, { sku: "MUG", customs_value: { amount: 5, currency: "GBP" } }] }).errors).toEqual([
      ["items[1].customs_value.currency", "invalid_customs_value"],
    ]);
    expect(check({ items: [{ sku: "MY-TEE", customs_value: { amount: 100, currency: "EUR" } }, { sku: "MUG", customs_value: { amount: 5, currency: "EUR" } }] }).errors).toEqual([]);
  });
});

describe("declarationLines", () => {
  it("multiplies one item's value by the quantity in the parcel and totals the lines", () => {
    const lines = declarationLines([
      { hs_code: "6109.10", origin_country: "PT", customs_description: "T-shirt", customs_value: { amount: 1250, currency: "EUR" }, weight_grams: 180, quantity: 2, name: "Tee" },
      { hs_code: null, origin_country: null, customs_description: null, customs_value: { amount: 650, currency: "EUR" }, weight_grams: 300, quantity: 1, name: "Notebook" },
      { hs_code: null, origin_country: null, customs_description: null, customs_value: { amount: 999, currency: "EUR" }, weight_grams: null, quantity: 0, name: "Cancelled" },
    ]);
    expect(lines.lines.map((l) => [l.description, l.quantity, l.value?.amount, l.weight_grams])).toEqual([["T-shirt", 2, 2500, 360], ["Notebook", 1, 650, 300]]);
    expect(lines.totals).toEqual({ quantity: 3, value: { amount: 3150, currency: "EUR" }, weight_grams: 660, weight_complete: true });
  });

  it("has no total value when a line's value is unknown, and a partial weight when a line's weight is", () => {
    const { totals } = declarationLines([
      { hs_code: null, origin_country: null, customs_description: "X", customs_value: null, weight_grams: 50, quantity: 2, name: "X" },
      { hs_code: null, origin_country: null, customs_description: "Y", customs_value: null, weight_grams: null, quantity: 1, name: "Y" },
    ]);
    expect(totals).toEqual({ quantity: 3, value: null, weight_grams: 100, weight_complete: false });
  });

  it("warns customs_incomplete at each line abroad without an HS code or origin, never at home", () => {
    const line = (hs_code: string | null, origin_country: string | null) => ({ hs_code, origin_country, customs_description: null, customs_value: null, weight_grams: null });
    const lines = [line("6109.10", "PT"), line(null, "PT"), line("4820.10", null), line(null, null)];
    const warnings = customsWarnings("de", "US", lines);
    expect(warnings.map((w) => [w.path, w.code])).toEqual([
      ["items[1]", "customs_incomplete"],
      ["items[2]", "customs_incomplete"],
      ["items[3]", "customs_incomplete"],
    ]);
    expect(warnings[0]!.message).toContain("without hs_code:");
    expect(warnings[2]!.message).toContain("without hs_code and origin_country:");
    expect(customsWarnings("US", "US", lines)).toEqual([]);
    expect(customsWarnings("XX", "US", lines)).toEqual([]);
  });

  it("needs customs only abroad", () => {
    expect(needsCustoms("DE", "US")).toBe(true);
    expect(needsCustoms("US", "US")).toBe(false);
  });
});

describe("postal codes (postcode-validator)", () => {
  // [country, valid, invalid]
  it.each([
    ["US", "62701", "6270"],
    ["US", "62701-1234", "62701-12"],
    ["CA", "K1A 0B1", "K1A 0B"],
    ["GB", "SW1A 1AA", "SW1A1AAA"],
    ["DE", "10115", "1011"],
    ["FR", "75008", "7500"],
    ["IT", "00184", "0018"],
    ["ES", "28013", "2801"],
    ["NL", "1012 AB", "1012"],
    ["BR", "01310-100", "0131-100"],
    ["MX", "06600", "660"],
    ["JP", "100-0001", "1000-001"],
    ["AU", "2000", "200"],
    ["IN", "110001", "11001"],
    ["CN", "100000", "10000"],
    ["SE", "114 55", "1145"],
    ["PL", "00-950", "00950X"],
    ["CH", "8001", "80011"],
    ["CL", "8320000", "83200"],
  ])("%s: %j is a postal code, %j is not", (country, valid, invalid) => {
    expect(postcodeMatches(country, valid)).toBe(true);
    expect(postcodeMatches(country, invalid)).toBe(false);
  });

  it.each(["AQ", "HK", "AE"])("%s, a country without postal codes in the package, passes anything", (country) => {
    expect(postcodeMatches(country, "anything 123")).toBe(true);
  });

  it("warns, or refuses when strict, naming the field", () => {
    const errors: FieldError[] = [];
    const addresses = [
      { path: "shipping_zip", country: "de", zip: "1234" },
      { path: "return_zip", country: "US", zip: "62701" },
      { path: "other_zip", country: "XX", zip: "1" },
    ];
    expect(checkPostcodes(addresses, false, errors)).toEqual([{ path: "shipping_zip", code: "postcode_format", message: expect.stringContaining('"1234" is not a postal code of DE') }]);
    expect(errors).toEqual([]);
    expect(checkPostcodes(addresses, true, errors)).toEqual([]);
    expect(errors.map((e) => [e.path, e.code])).toEqual([["shipping_zip", "invalid_postcode"]]);
  });
});

describe("subdivisions (ISO 3166-2)", () => {
  it.each([
    ["AU", "NSW", "NSW"],
    ["AU", "New South Wales", "NSW"],
    ["AU", "vic", "VIC"],
    ["AU", "Sydney", undefined],
    ["BR", "SP", "SP"],
    ["BR", "São Paulo", "SP"],
    ["BR", "Sao Paulo", "SP"],
    ["BR", "BR-RJ", "RJ"],
    ["BR", "XX", undefined],
    ["MX", "CMX", "CMX"],
    ["MX", "Ciudad de México", "CMX"],
    ["MX", "Jalisco", "JAL"],
    ["MX", "IL", undefined],
    ["IN", "MH", "MH"],
    ["IN", "Maharashtra", "MH"],
    ["IN", "Karnataka", "KA"],
    ["IN", "Bombay", undefined],
    ["JP", "13", "13"],
    ["JP", "Tokyo", "13"],
    ["JP", "Tōkyō", "13"],
    ["JP", "Tokyo-to", "13"],
    ["JP", "Osaka", "27"],
    ["JP", "Chiba Prefecture", "12"],
    ["JP", "Hokkaido", "01"],
    ["JP", "48", undefined],
    ["IT", "MI", "MI"],
    ["IT", "Milano", "MI"],
    ["IT", "RM", "RM"],
    ["IT", "Roma", "RM"],
    ["IT", "Lombardia", undefined],
    ["ES", "B", "B"],
    ["ES", "Barcelona", "B"],
    ["ES", "Madrid", "M"],
    ["ES", "Illes Balears", "PM"],
    ["ES", "Cataluña", undefined],
    ["ES", "", undefined],
  ])("%s %j → %s", (country, text, expected) => {
    expect(normalizeState(country, text)).toBe(expected);
  });
});
