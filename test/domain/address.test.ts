// Table-driven unit tests of src/domain/address.ts checkAddress: required parts, phone, country/state normalisation, error paths.
import { describe, expect, it } from "vitest";
import { checkAddress, shippingAddress, type Address } from "../../src/domain/address.js";
import { fieldError, type FieldError } from "../../src/domain/errors.js";

const US: Address = { name: "Ada Lovelace", phone: "+1 555 0100", address_1: "1 Main St", city: "Springfield", zip: "62701", state: "IL", country: "US" };
const pathOf = (part: keyof Address) => `shipping_${part}`;
const pairs = (errors: FieldError[]) => errors.map((e) => ({ path: e.path, code: e.code }));

type Row = [string, Partial<Record<keyof Address, string | undefined>>, boolean, { path: string; code: string }[], Partial<Address> | null];

const ROWS: Row[] = [
  // accepted, with the normalised values
  ["a valid US address", {}, true, [], { country: "US", state: "IL" }],
  ["lower-case country, state by name", { country: "us", state: "illinois" }, true, [], { country: "US", state: "IL" }],
  ["CA province with an accent", { country: "CA", state: "Québec", zip: "H2X 1Y4" }, true, [], { country: "CA", state: "QC" }],
  ["CA province by lower-case code", { country: "ca", state: "on" }, true, [], { country: "CA", state: "ON" }],
  ["free-text state elsewhere kept as sent", { country: "de", state: "Bayern" }, true, [], { country: "DE", state: "Bayern" }],
  ["address_2 given", { address_2: "Suite 5" }, true, [], { address_2: "Suite 5" }],
  ["a tab inside a text is allowed", { address_1: "1\tMain St" }, true, [], { address_1: "1\tMain St" }],
  ["no phone where it is optional", { phone: undefined }, false, [], { phone: undefined, country: "US" }],
  ["a phone where it is optional", { phone: "555.0100" }, false, [], { phone: "555.0100" }],
  // required parts
  ["blank name", { name: "  " }, true, [{ path: "shipping_name", code: "required" }], null],
  ["empty address_1", { address_1: "" }, true, [{ path: "shipping_address_1", code: "required" }], null],
  ["blank city", { city: " \t" }, true, [{ path: "shipping_city", code: "required" }], null],
  ["blank zip", { zip: " " }, true, [{ path: "shipping_zip", code: "required" }], null],
  ["blank US state is required, not invalid", { state: " " }, true, [{ path: "shipping_state", code: "required" }], null],
  ["blank state elsewhere", { country: "DE", state: "" }, true, [{ path: "shipping_state", code: "required" }], null],
  ["address_2 sent blank", { address_2: " " }, true, [{ path: "shipping_address_2", code: "required" }], null],
  // control characters
  ["NUL in the city", { city: "Spring\u0000field" }, true, [{ path: "shipping_city", code: "invalid_text" }], null],
  ["carriage return in the name", { name: "Ada\rLovelace" }, true, [{ path: "shipping_name", code: "invalid_text" }], null],
  ["DEL in address_2", { address_2: "x\u007f" }, true, [{ path: "shipping_address_2", code: "invalid_text" }], null],
  // phone
  ["no phone where required", { phone: undefined }, true, [{ path: "shipping_phone", code: "required" }], null],
  ["blank phone where required", { phone: "  " }, true, [{ path: "shipping_phone", code: "required" }], null],
  ["blank phone where optional", { phone: "" }, false, [{ path: "shipping_phone", code: "required" }], null],
  ["letters in the phone", { phone: "call me" }, true, [{ path: "shipping_phone", code: "invalid_phone" }], null],
  ["too few digits", { phone: "+1 234" }, true, [{ path: "shipping_phone", code: "invalid_phone" }], null],
  ["bad phone where optional", { phone: "n/a" }, false, [{ path: "shipping_phone", code: "invalid_phone" }], null],
  // country and state
  ["unknown country", { country: "ZZ" }, true, [{ path: "shipping_country", code: "invalid_country" }], null],
  ["alpha-3 country", { country: "USA" }, true, [{ path: "shipping_country", code: "invalid_country" }], null],
  ["unknown country skips the state check", { country: "ZZ", state: "Narnia" }, true, [{ path: "shipping_country", code: "invalid_country" }], null],
  ["US state that does not exist", { state: "Narnia" }, true, [{ path: "shipping_state", code: "invalid_state" }], null],
  ["a CA province for a US address", { state: "Ontario" }, true, [{ path: "shipping_state", code: "invalid_state" }], null],
  ["a US state for a CA address", { country: "CA", state: "TX" }, true, [{ path: "shipping_state", code: "invalid_state" }], null],
  // several at once, in check order
  [
    "several problems",
    { name: "", phone: "x", city: "\u0001", country: "XX" },
    true,
    [
      { path: "shipping_name", code: "required" },
      { path: "shipping_city", code: "invalid_text" },
      { path: "shipping_phone", code: "invalid_phone" },
      { path: "shipping_country", code: "invalid_country" },
    ],
    null,
  ],
  ["bad state and bad phone", { phone: "1", state: "Atlantis" }, true, [{ path: "shipping_phone", code: "invalid_phone" }, { path: "shipping_state", code: "invalid_state" }], null],
];

describe("checkAddress", () => {
  it.each(ROWS)("%s", (_case, change, phoneRequired, expected, normalised) => {
    const input = { ...US, ...change };
    const errors: FieldError[] = [];
    const result = checkAddress(input, pathOf, errors, phoneRequired);
    expect(pairs(errors)).toEqual(expected);
    if (normalised) {
      expect(result).toMatchObject(normalised);
    } else {
      // Refused: returned unchanged, not normalised.
      expect(result).toBe(input);
    }
  });

  it("uses the given path function for every part", () => {
    const errors: FieldError[] = [];
    checkAddress({ ...US, name: "", country: "QQ" }, (part) => `return_address.${part}`, errors, false);
    expect(pairs(errors)).toEqual([
      { path: "return_address.name", code: "required" },
      { path: "return_address.country", code: "invalid_country" },
    ]);
  });

  it("normalises a valid address even when the list already held errors from elsewhere", () => {
    const errors: FieldError[] = [fieldError("external_ref", "required", "x")];
    const result = checkAddress({ ...US, country: "ca", state: "Québec" }, pathOf, errors, true);
    expect(errors).toHaveLength(1);
    expect(result).toMatchObject({ country: "CA", state: "QC" });
  });

  it("does not modify its input", () => {
    const input: Address = { ...US, country: "us", state: "illinois" };
    const copy = { ...input };
    checkAddress(input, pathOf, [], true);
    expect(input).toEqual(copy);
  });
});

describe("shippingAddress", () => {
  it("maps the shipping_* fields to address parts", () => {
    expect(
      shippingAddress({
        shipping_name: "N",
        shipping_phone: "P",
        shipping_address_1: "A1",
        shipping_address_2: "A2",
        shipping_city: "C",
        shipping_zip: "Z",
        shipping_state: "S",
        shipping_country: "K",
      }),
    ).toEqual({ name: "N", phone: "P", address_1: "A1", address_2: "A2", city: "C", zip: "Z", state: "S", country: "K" });
  });
});
