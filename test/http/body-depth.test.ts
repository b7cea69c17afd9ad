// Deeply nested bodies (docs/caller-guide.md, "Errors"): a body nested deeper than MAX_BODY_DEPTH levels is refused
// with 400 body_too_deep at the path where it got too deep, on every route, before any step that walks the body.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_DEPTH } from "../../src/http/body-depth.js";
import { standardOrder, startSeededServer, type SeededAccount } from "../helpers/fixtures.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";

let server: TestServer;
let acme: SeededAccount;
beforeAll(async () => ({ server, acme } = await startSeededServer()));
afterAll(() => server?.close());

/** JSON text of `levels` containers, one inside the other, around `inner`: built as text, so no recursion here. */
function nested(levels: number, kind: "array" | "object", inner = "1"): string {
  return kind === "array" ? "[".repeat(levels) + inner + "]".repeat(levels) : '{"a":'.repeat(levels) + inner + "}".repeat(levels);
}

/** A valid order whose `field` holds `value` (JSON text), as text. */
function orderWith(field: string, value: string): { text: string; externalRef: string } {
  const order = standardOrder();
  const text = JSON.stringify({ ...order, [field]: "__here__" }).replace('"__here__"', value);
  return { text, externalRef: order.external_ref };
}

async function written(externalRef: string): Promise<number> {
  return (await server.database.db.selectFrom("orders").select("order_ref").where("external_ref", "=", externalRef).execute()).length;
}

describe("a body nested too deeply", () => {
  it.each([
    ["an array 10,000 deep at items", "items", nested(10_000, "array"), "items" + "[0]".repeat(MAX_BODY_DEPTH - 1)],
    ["an object 10,000 deep at an unknown field", "extra", nested(10_000, "object"), "extra" + ".a".repeat(MAX_BODY_DEPTH - 1)],
    ["an object 10,000 deep at packing_slip", "packing_slip", nested(10_000, "object"), "packing_slip" + ".a".repeat(MAX_BODY_DEPTH - 1)],
    ["arrays and objects 5,000 deep at metadata", "metadata", '{"x":['.repeat(2_500) + "1" + "]}".repeat(2_500), "metadata" + ".x[0]".repeat((MAX_BODY_DEPTH - 2) / 2) + ".x"],
    ["a NUL character 10,000 deep (the NUL check walks the body)", "extra", nested(10_000, "array", '"\\u0000"'), "extra" + "[0]".repeat(MAX_BODY_DEPTH - 1)],
  ])("%s: 400 body_too_deep at the path where it got too deep, nothing written", async (_name, field, value, path) => {
    const { text, externalRef } = orderWith(field, value);
    const res = await server.post("/v1/orders/create", text, acme.token);
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(400);
    expect(res.body.status).toBe("error");
    expect(res.body.data.errors).toEqual([{ path: expect.any(String), code: "body_too_deep", message: expect.stringContaining(String(MAX_BODY_DEPTH)) }]);
    expect(res.body.data.errors[0].path).toBe(path.length > 200 ? path.slice(0, 200) + "…[cut]" : path);
    expect(await written(externalRef)).toBe(0);
  });

  it("a body that is itself deep (a bare array) is refused the same way", async () => {
    const res = await server.post("/v1/orders/create", nested(10_000, "array"), acme.token);
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([{ path: "[0]".repeat(MAX_BODY_DEPTH), code: "body_too_deep", message: expect.any(String) }]);
  });

  it(`exactly ${MAX_BODY_DEPTH} levels pass the depth check (refused as the schema says); one more does not`, async () => {
    // The body is level 1, its field's object level 2: MAX_BODY_DEPTH - 1 more levels reach the limit exactly.
    const deepest = orderWith("extra", nested(MAX_BODY_DEPTH - 1, "object"));
    const atLimit = await server.post("/v1/orders/create", deepest.text, acme.token);
    expect(atLimit.status).toBe(400);
    expect(atLimit.body.data.errors.map((e: { code: string }) => e.code)).toEqual(["unknown_field"]);
    const over = await server.post("/v1/orders/create", orderWith("extra", nested(MAX_BODY_DEPTH, "object")).text, acme.token);
    expect(over.status).toBe(400);
    expect(over.body.data.errors.map((e: { code: string }) => e.code)).toEqual(["body_too_deep"]);
  });

  it("a valid order still makes an order (the check refuses nothing a real body has)", async () => {
    const res = await server.post("/v1/orders/create", standardOrder(), acme.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it("every operation with a body refuses it with 400 body_too_deep, never a fault", { timeout: 60_000 }, async () => {
    const document = server.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const paths = Object.entries(document.paths)
      .filter(([, operations]) => "post" in operations)
      .map(([path]) => path);
    expect(paths.length).toBeGreaterThan(40);
    const deep = `{"a":${nested(10_000, "array")}}`;
    for (const path of paths) {
      const token = path.startsWith("/v1/admin/") ? ADMIN_TOKEN : acme.token;
      const res = await server.post(path, deep, token);
      expect([path, res.status], JSON.stringify(res.body).slice(0, 300)).toEqual([path, 400]);
      expect([path, res.body.data.errors[0].code]).toEqual([path, "body_too_deep"]);
    }
  });
});
