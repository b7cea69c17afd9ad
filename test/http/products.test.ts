// Caller products through real HTTP: standard and custom-text products, their rules, and account scoping.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCTS, seedAccount, seedCatalog, type SeededAccount } from "../helpers/fixtures.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
let acme: SeededAccount;

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalog(server);
  acme = await seedAccount(server, { name: "Acme", connected_stores: true }, false);
});
afterAll(() => server.close());

const field = { field_name: "name", max_length: 10, x: 0, y: 0, width: 100, height: 50, font_size: 40 };

describe("products", () => {
  it("creates each kind and reads it back with defaults filled in", async () => {
    for (const product of PRODUCTS) {
      const res = await server.post("/v1/products/create", product, acme.token);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ sku: product.sku, blank_sku: product.blank_sku, print_areas: product.print_areas ?? {} });
    }
    const named = await server.post("/v1/products/get", { sku: "NAME-TEE" }, acme.token);
    expect(named.body.data.kind).toBe("custom_text");
    expect(named.body.data.print_areas.back.text_fields[0]).toMatchObject({ required: true, color: "#000000", align: "center" });
    const plain = await server.post("/v1/products/get", { sku: "MY-TEE" }, acme.token);
    expect(plain.body.data.kind).toBe("standard");
    const list = await server.post("/v1/products/list", { limit: 2 }, acme.token);
    expect(list.body.data.products).toHaveLength(2);
    expect(list.body.data.next_cursor).toEqual(expect.any(String));
    const rest = await server.post("/v1/products/list", { cursor: list.body.data.next_cursor }, acme.token);
    expect(rest.body.data.products.length).toBe(PRODUCTS.length - 2);
    expect(rest.body.data.next_cursor).toBeNull();
  });

  it("keeps SKUs per account", async () => {
    const other = await seedAccount(server, { name: "Other", connected_stores: true }, false);
    expect((await server.post("/v1/products/create", PRODUCTS[0], other.token)).status).toBe(200);
    const dup = await server.post("/v1/products/create", PRODUCTS[0], other.token);
    expect(dup.status).toBe(409);
    expect(dup.body.data.errors[0]).toMatchObject({ path: "sku", code: "sku_exists" });
    expect((await server.post("/v1/products/list", {}, other.token)).body.data.products).toHaveLength(1);
  });

  it.each([
    ["unknown blank", { sku: "P1", name: "x", blank_sku: "NOPE" }, "blank_sku", "unknown_sku"],
    ["area the blank lacks", { sku: "P2", name: "x", blank_sku: "TEE-BLK", print_areas: { sleeve: { print_file: "https://a.example/x.png" } } }, "print_areas.sleeve", "unknown_print_area"],
    ["areas on fulfillment", { sku: "P3", name: "x", blank_sku: "BOOK-A5", print_areas: { front: { print_file: "https://a.example/x.png" } } }, "print_areas", "print_areas_not_allowed"],
    ["pod without areas", { sku: "P4", name: "x", blank_sku: "TEE-BLK" }, "print_areas", "required"],
    ["empty area", { sku: "P5", name: "x", blank_sku: "TEE-BLK", print_areas: { front: {} } }, "print_areas.front", "print_area_empty"],
    ["bad art URL", { sku: "P6", name: "x", blank_sku: "TEE-BLK", print_areas: { front: { print_file: "file:///etc/passwd" } } }, "print_areas.front.print_file", "invalid_url"],
    ["box outside the area", { sku: "P7", name: "x", blank_sku: "TEE-BLK", print_areas: { front: { text_fields: [{ ...field, x: 4400, width: 200 }] } } }, "print_areas.front.text_fields[0]", "box_out_of_bounds"],
    ["duplicate field", { sku: "P8", name: "x", blank_sku: "TEE-BLK", print_areas: { front: { text_fields: [field, field] } } }, "print_areas.front.text_fields[1].field_name", "duplicate_text_field"],
    ["bad colour", { sku: "P9", name: "x", blank_sku: "TEE-BLK", print_areas: { front: { text_fields: [{ ...field, color: "red" }] } } }, "print_areas.front.text_fields[0].color", "invalid_color"],
    ["default text too long", { sku: "P10", name: "x", blank_sku: "TEE-BLK", print_areas: { front: { text_fields: [{ ...field, default_text: "far too long text" }] } } }, "print_areas.front.text_fields[0].default_text", "default_text_too_long"],
    ["bad align", { sku: "P11", name: "x", blank_sku: "TEE-BLK", print_areas: { front: { text_fields: [{ ...field, align: "justify" }] } } }, "print_areas.front.text_fields[0].align", "invalid_value"],
    ["missing box", { sku: "P12", name: "x", blank_sku: "TEE-BLK", print_areas: { front: { text_fields: [{ field_name: "n", max_length: 3, font_size: 10 }] } } }, "print_areas.front.text_fields[0].x", "required"],
  ])("refuses %s", async (_case, body, path, code) => {
    const res = await server.post("/v1/products/create", body, acme.token);
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ path, code }));
    expect((await server.post("/v1/products/get", { sku: body.sku }, acme.token)).status).toBe(404);
  });

  it("reports the schema's problems and the rules' in one 400, and writes nothing", async () => {
    // name too long (schema), an unknown field (schema), a print area the blank lacks and a bad art URL (rules).
    const body = { sku: "P20", name: "n".repeat(201), colour: "red", blank_sku: "TEE-BLK", print_areas: { sleeve: { print_file: "https://a.example/x.png" }, front: { print_file: "file:///x" } } };
    const res = await server.post("/v1/products/create", body, acme.token);
    expect(res.status).toBe(400);
    const errors = res.body.data.errors.map(({ path, code }: { path: string; code: string }) => `${path} ${code}`).sort();
    expect(errors).toEqual(["colour unknown_field", "name too_long", "print_areas.front.print_file invalid_url", "print_areas.sleeve unknown_print_area"]);
    expect((await server.post("/v1/products/get", { sku: "P20" }, acme.token)).status).toBe(404);
  });

  it("takes null for an optional field as absent, and refuses null for a required one at its path", async () => {
    const body = { sku: "P21", name: "Nulls", blank_sku: "TEE-BLK", print_areas: { front: { print_file: "https://a.example/x.png", text_fields: null } } };
    const res = await server.post("/v1/products/create", body, acme.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.print_areas).toEqual({ front: { print_file: "https://a.example/x.png" } });
    const refused = await server.post("/v1/products/create", { ...body, sku: "P22", name: null }, acme.token);
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual([expect.objectContaining({ path: "name", code: "invalid_type" })]);
  });
});
