// The published event schemas (schemas/events.ts: the OpenAPI document's webhooks section, the client's event types)
// against the events the service really records, read back through orders/events: every type, every field declared,
// nothing undeclared, so the schemas cannot drift from what the services send.
import { Ajv } from "ajv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVENT_TYPES, type EventType } from "../../src/domain/events.js";
import { sampleEvent } from "../../src/domain/sample-events.js";
import { EVENT_SCHEMAS, eventSchemaName } from "../../src/schemas/events.js";
import { seedAccount, seedCatalog, standardOrder, type SeededAccount } from "../helpers/fixtures.js";
import { FORCED } from "../helpers/orders.js";
import { ADMIN_TOKEN, startTestServer, type TestServer } from "../helpers/server.js";
import { ready, settleFiles } from "./production-support.js";

let server: TestServer;
let shop: SeededAccount;

const admin = (path: string, body: unknown) => server.post(path, body, ADMIN_TOKEN);

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalog(server);
  expect((await admin("/v1/admin/catalog/update", { sku: "TEE-BLK", prices: { USD: 1250 } })).status).toBe(200);
  expect((await admin("/v1/admin/catalog/update", { sku: "BOOK-A5", prices: { USD: 650 } })).status).toBe(200);
  const method = { code: "STANDARD", name: "Standard", carrier: "USPS", zones: [{ countries: ["US"], prices: { USD: { first_item: 499, additional_item: 150 } }, days_min: 3, days_max: 5 }] };
  expect((await admin("/v1/admin/shipping-methods/create", method)).status).toBe(200);
  shop = await seedAccount(server, { name: "Priced", connected_stores: true, currency: "USD", default_shipping_method: "STANDARD" });
});
afterAll(() => server?.close());

type Json = Record<string, unknown>;

/**
 * A copy of `schema` in which every object with declared properties allows no others: the published schemas leave
 * room for fields added later, the test does not, so a field a service adds without its schema fails here.
 */
function strict(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strict);
  if (typeof schema !== "object" || schema === null) return schema;
  const copy: Json = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, strict(value)]));
  if (copy.type === "object" && copy.properties !== undefined && copy.additionalProperties === undefined) copy.additionalProperties = false;
  return copy;
}

/**
 * The schema the test holds payloads to. `mode` (docs/receiving-webhooks.md#what-arrives) is declared required, and is added to every payload by
 * a branch of its own: until that branch is merged the payloads recorded here lack it, so the test holds them to
 * everything else (and to `mode`'s values whenever it is present).
 */
function heldTo(type: EventType): object {
  return strict(JSON.parse(JSON.stringify(EVENT_SCHEMAS[type]))) as object;
}

const ajv = new Ajv({ allErrors: true, strict: false });
const validators = Object.fromEntries(EVENT_TYPES.map((type) => [type, ajv.compile(heldTo(type))]));

function problems(event: Json): string[] {
  const validate = validators[event.type as EventType];
  if (!validate) return [`no schema for type ${String(event.type)}`];
  return validate(event) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ""} ${JSON.stringify(e.params)}`);
}

/**
 * Counted notebooks: an order that waits, is served and waits again (its events through orders/events), and the
 * item's stock.out and stock.low, which are in no order's history: read from their deliveries to an endpoint (no
 * worker runs here, so they stay there, payload and all).
 */
async function stockWalk(): Promise<Json[]> {
  const account = { account_id: shop.accountId };
  const steps = [
    () => admin("/v1/admin/catalog/update", { sku: "BOOK-A5", track_stock: true }),
    () => admin("/v1/admin/webhooks/create", { ...account, url: "https://hooks.example.com/stock" }),
    () => admin("/v1/admin/stock/adjust", { ...account, sku: "MY-BOOK", delta: 1, reason: "found" }),
  ];
  for (const step of steps) expect((await step()).body).toMatchObject({ status: "success" });
  const created = await server.post("/v1/orders/create", standardOrder({ items: [{ sku: "MY-BOOK", quantity: 2 }] }), shop.token);
  expect(created.body.data.warnings).toEqual([expect.objectContaining({ code: "backordered" })]);
  const more = [
    () => admin("/v1/admin/stock/adjust", { ...account, sku: "MY-BOOK", delta: 1, reason: "found" }),
    () => admin("/v1/admin/stock/count", { ...account, sku: "MY-BOOK", counted: 1 }),
    () => admin("/v1/admin/stock/adjust", { ...account, sku: "MY-BOOK", delta: 10, reason: "found" }),
    () => server.post("/v1/inventory/update", { sku: "MY-BOOK", reorder_point: 10 }, shop.token),
  ];
  for (const step of more) expect((await step()).body).toMatchObject({ status: "success" });
  // A receiving: received into (its status arriving), then closed.
  const receiving = await server.post("/v1/receiving/create", { boxes: [{ lines: [{ sku: "MY-BOOK", quantity: 3 }] }] }, shop.token);
  expect(receiving.body).toMatchObject({ status: "success" });
  const ref = receiving.body.data.receiving_ref as string;
  expect((await admin("/v1/admin/receiving/receive", { receiving_ref: ref, lines: [{ sku: "MY-BOOK", quantity: 2, condition: "good" }] })).body).toMatchObject({ status: "success" });
  expect((await admin("/v1/admin/receiving/close", { receiving_ref: ref })).body).toMatchObject({ status: "success" });
  // An invoice of a priced account: its invoice.issued.
  const priced = await seedAccount(server, { name: "Priced shop", connected_stores: true, currency: "USD" }, false);
  const billed = [
    () => admin("/v1/admin/webhooks/create", { account_id: priced.accountId, url: "https://hooks.example.com/invoices" }),
    () => admin("/v1/admin/billing/entries/add", { account_id: priced.accountId, amount: { amount: 1250, currency: "USD" }, reason: "Setup" }),
    () => admin("/v1/admin/billing/invoices/issue", { account_id: priced.accountId, period: new Date().toISOString().slice(0, 7) }),
  ];
  for (const step of billed) expect((await step()).body).toMatchObject({ status: "success" });
  const orderEvents = (await server.post("/v1/orders/events", { order_ref: created.body.data.order_ref }, shop.token)).body.data.events as Json[];
  const delivered = await server.database.db.selectFrom("webhook_deliveries").select("payload").where("event_type", "in", ["stock.low", "stock.out", "receiving.updated", "invoice.issued"]).execute();
  return [...orderEvents, ...delivered.map((row) => JSON.parse(String(row.payload)) as Json)];
}

describe("event schemas against recorded events", () => {
  it("every type the services record validates against its own schema, with no field undeclared", async () => {
    const created = await server.post("/v1/orders/create", standardOrder({ items: [{ sku: "MY-TEE", quantity: 3 }, { sku: "MY-BOOK", quantity: 1 }] }), shop.token);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const orderRef: string = created.body.data.order_ref;
    const [tee, book] = created.body.data.items.map((i: { item_ref: string }) => i.item_ref) as [string, string];
    const caller = (path: string, body: Json) => server.post(path, { order_ref: orderRef, ...body }, shop.token);
    const steps = [
      () => caller("/v1/orders/update-shipping", { shipping_name: "Grace Hopper", shipping_phone: "+1 555 010 9999", shipping_address_1: "2 Compiler Court", shipping_city: "Arlington", shipping_zip: "22201", shipping_state: "VA", shipping_country: "US" }),
      () => caller("/v1/orders/cancel-items", { items: [{ item_ref: book, cancelled_quantity: 1 }] }),
      () => admin("/v1/admin/orders/transition", { order_ref: orderRef, status: "on_hold", reason: "address check" }),
      () => admin("/v1/admin/orders/transition", { order_ref: orderRef, status: "received" }),
      () => admin("/v1/admin/orders/transition", { order_ref: orderRef, status: "in_production", ...FORCED }),
    ];
    // One after the other, as a caller and an operator would.
    for (const step of steps) expect((await step()).body).toMatchObject({ status: "success" });
    await settleFiles(server, orderRef, tee, [ready("front")]);
    const shipped = await admin("/v1/admin/orders/ship", { order_ref: orderRef, carrier: "UPS", tracking_number: "1ZSCHEMA", tracking_url: "https://track.example.com/1ZSCHEMA" });
    expect(shipped.body.status).toBe("success");
    expect((await admin("/v1/admin/shipments/update", { shipment_ref: shipped.body.data.shipment_ref, status: "delivered", note: "porch" })).body.status).toBe("success");
    expect((await admin("/v1/admin/returns/receive", { order_ref: orderRef, lines: [{ item_ref: tee, quantity: 1, disposition: "dispose" }], note: "torn" })).body.status).toBe("success");

    const events = [...(await server.post("/v1/orders/events", { order_ref: orderRef }, shop.token)).body.data.events, ...(await stockWalk())] as Json[];
    // The walks reach every type, so each schema is held to a real payload (a new type needs a step above).
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(EVENT_TYPES));
    for (const event of events) expect([event.type, problems(event)]).toEqual([event.type, []]);
    // Nullable fields as they come, and the optional ones present: the walk shows the shapes, not only the happy path.
    expect(events.find((e) => e.type === "order.status_changed" && (e.data as Json).forced === true)).toBeDefined();
    expect(events.find((e) => e.type === "order.costs_changed")?.data).toMatchObject({ previous_costs: { currency: "USD" }, costs: { currency: "USD" } });
  });

  it("the samples webhooks/test sends validate too, test: true included", () => {
    for (const type of EVENT_TYPES) {
      const sample = sampleEvent(type, { eventId: "evt_sample", orderRef: "ord_sample", itemRef: "itm_sample", shipmentRef: "shp_sample" }, "2026-11-26T00:00:00.000Z", "test");
      expect([type, problems(sample as unknown as Json)]).toEqual([type, []]);
    }
  });

  it("refuses what a drifted payload would look like: an undeclared field, a wrong type, a missing field", () => {
    const good = sampleEvent("shipment.created", { eventId: "e", orderRef: "o", itemRef: "i", shipmentRef: "s" }, "2026-11-26T00:00:00.000Z", "live") as unknown as Json;
    const data = good.data as Json;
    expect(problems({ ...good, data: { ...data, carrier_code: "x" } })).not.toEqual([]);
    expect(problems({ ...good, sequence: "1" })).not.toEqual([]);
    const { shipment: _shipment, ...withoutShipment } = data;
    expect(problems({ ...good, data: withoutShipment })).not.toEqual([]);
    expect(problems({ ...good, type: "order.on_hold" })).not.toEqual([]);
    expect(problems({ ...good, mode: "staging" })).not.toEqual([]);
  });

  it("names each type's schema after the type", () => {
    expect(EVENT_TYPES.map(eventSchemaName)).toContain("ShipmentCreatedEvent");
    expect(EVENT_TYPES.map(eventSchemaName)).toContain("PrintFilesReadyEvent");
  });
});

describe("the OpenAPI document's webhooks section", () => {
  it("has one entry per event type whose body is that type's schema, the signature headers declared", async () => {
    const res = await fetch(`${server.url}/docs/openapi.json`);
    const document = (await res.json()) as { webhooks: Record<string, { post: Json }>; components: { schemas: Record<string, Json> } };
    expect(Object.keys(document.webhooks).sort()).toEqual([...EVENT_TYPES].sort());
    for (const type of EVENT_TYPES) {
      const post = document.webhooks[type]!.post as { requestBody: { content: Record<string, { schema: { $ref: string } }> }; parameters: { name: string }[] };
      const ref = post.requestBody.content["application/json"]!.schema.$ref;
      expect(ref).toBe(`#/components/schemas/${eventSchemaName(type)}`);
      const schema = document.components.schemas[eventSchemaName(type)] as { properties: { type: { const: string } }; required: string[] };
      expect(schema.properties.type.const).toBe(type);
      expect(schema.required).toEqual(expect.arrayContaining(["id", "type", "sequence", "occurred_at", "created_at", "mode", "data"]));
      expect(post.parameters.map((p) => p.name)).toEqual(["webhook-id", "webhook-timestamp", "webhook-signature"]);
    }
  });
});
