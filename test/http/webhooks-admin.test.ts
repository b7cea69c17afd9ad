// The operator's webhook operations: create, get, list, update, rotate-secret, deliveries, redeliver — success, every error, auth.
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { createOrder, walk } from "../helpers/orders.js";
import { ADMIN_TOKEN } from "../helpers/server.js";
import { useWebhookRig } from "../helpers/webhooks.js";

const rig = useWebhookRig();
const post = (op: string, body: unknown, token = ADMIN_TOKEN) => rig.server.post(`/v1/admin/webhooks/${op}`, body, token);

function refusedWith(res: { status: number; body: any }, status: number, path: string, code: string) { // eslint-disable-line @typescript-eslint/no-explicit-any
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.status).toBe("error");
  expect(res.body.data.errors).toContainEqual(expect.objectContaining({ path, code }));
}

describe("webhooks/create", () => {
  it("creates an endpoint and shows its whsec_ secret once", async () => {
    const res = await post("create", { account_id: rig.acme.accountId, url: rig.receiver.url, events: ["shipment.created"], template: "data" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "success", message: "Webhook endpoint created successfully" });
    expect(res.body.data).toMatchObject({
      account_id: rig.acme.accountId,
      url: rig.receiver.url,
      events: ["shipment.created"],
      template: "data",
      enabled: true,
      disabled_reason: null,
      failing_since: null,
      previous_secret_expires_at: null,
    });
    expect(res.body.data.webhook_id).toMatch(/^whk_/);
    expect(res.body.data.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const got = await post("get", { webhook_id: res.body.data.webhook_id });
    expect(got.body.data).not.toHaveProperty("secret");
    expect(got.body.data).toEqual({ ...res.body.data, secret: undefined });
  });

  it.each([
    ["http://example.com/hooks", "unsafe_url"],
    ["https://10.1.2.3/hooks", "unsafe_url"],
    ["https://169.254.169.254/latest", "unsafe_url"],
    ["https://[::1]/hooks", "unsafe_url"],
    ["https://[::127.0.0.1]:8443/wh", "unsafe_url"],
    ["https://[::ffff:0:7f00:1]:8443/wh", "unsafe_url"],
    ["https://[::a9fe:a9fe]/wh", "unsafe_url"],
    ["https://[::ffff:169.254.169.254]/wh", "unsafe_url"],
    ["https://[64:ff9b::a9fe:a9fe]/wh", "unsafe_url"],
    ["https://localhost/hooks", "unsafe_url"],
    ["https://intranet/hooks", "unsafe_url"],
    ["not a url", "invalid_url"],
    ["ftp://example.com/x", "invalid_url"],
    ["https://user:pw@example.com/x", "invalid_url"],
  ])("refuses %s with %s", async (url, code) => {
    refusedWith(await post("create", { account_id: rig.acme.accountId, url }), 400, "url", code);
  });

  it("says in an unsafe_url refusal which setting lets a development host through", async () => {
    const res = await post("create", { account_id: rig.acme.accountId, url: "https://[::127.0.0.1]:8443/wh" });
    expect(res.body.data.errors[0].message).toMatch(/::7f00:1 is not a public address.*FETCH_ALLOW_HOSTS/);
  });

  it("accepts a public https URL, and http only for hosts in FETCH_ALLOW_HOSTS", async () => {
    expect((await post("create", { account_id: rig.acme.accountId, url: "https://hooks.example.com/pod" })).status).toBe(200);
    expect((await post("create", { account_id: rig.acme.accountId, url: "http://127.0.0.1:9/x" })).status).toBe(200);
  });

  it("refuses a template that does not compile, saying where", async () => {
    const res = await post("create", { account_id: rig.acme.accountId, url: rig.receiver.url, template: '{ "a": data.order_ref' });
    refusedWith(res, 400, "template", "invalid_template");
    expect(res.body.data.errors[0].message).toContain("character");
  });

  it("refuses unknown accounts, event types, fields and bad JSON", async () => {
    refusedWith(await post("create", { account_id: "acc_nope", url: rig.receiver.url }), 404, "account_id", "account_not_found");
    refusedWith(await post("create", { account_id: rig.acme.accountId, url: rig.receiver.url, events: ["order.created"] }), 400, "events[0]", "invalid_value");
    refusedWith(await post("create", { account_id: rig.acme.accountId, url: rig.receiver.url, events: [] }), 400, "events", "too_few_items");
    refusedWith(await post("create", { account_id: rig.acme.accountId, url: rig.receiver.url, secret: "mine" }), 400, "secret", "unknown_field");
    refusedWith(await post("create", { url: rig.receiver.url }), 400, "account_id", "required");
    refusedWith(await post("create", "{ not json"), 400, "", "malformed_json");
  });

  it("answers 401 without a valid token and 403 to an account token", async () => {
    refusedWith(await post("create", { account_id: rig.acme.accountId, url: rig.receiver.url }, "wrong-token"), 401, "", "unauthorized");
    refusedWith(await post("create", { account_id: rig.acme.accountId, url: rig.receiver.url }, rig.acme.token), 403, "", "forbidden");
    for (const op of ["get", "list", "update", "rotate-secret", "deliveries", "redeliver"]) {
      expect((await post(op, {}, rig.acme.token)).status, op).toBe(403);
      expect((await rig.server.post(`/v1/admin/webhooks/${op}`, {})).status, op).toBe(401);
    }
  });
});

describe("webhooks/get and webhooks/list", () => {
  it("lists endpoints, of one account or all, a page at a time", async () => {
    const created = [];
    for (let i = 0; i < 3; i++) created.push((await post("create", { account_id: rig.other.accountId, url: `${rig.receiver.url}?n=${i}` })).body.data.webhook_id);
    const first = await post("list", { account_id: rig.other.accountId, limit: 2 });
    expect(first.body.data.webhooks.map((w: { webhook_id: string }) => w.webhook_id)).toEqual(created.slice(0, 2));
    const second = await post("list", { account_id: rig.other.accountId, limit: 2, cursor: first.body.data.next_cursor });
    expect(second.body.data).toMatchObject({ webhooks: [{ webhook_id: created[2] }], next_cursor: null });
    const all = await post("list", {});
    expect(all.body.data.webhooks.length).toBeGreaterThan(3);
    refusedWith(await post("list", { cursor: "bogus" }), 400, "cursor", "invalid_cursor");
  });

  it("answers 404 for an unknown endpoint", async () => {
    refusedWith(await post("get", { webhook_id: "whk_nope" }), 404, "webhook_id", "webhook_not_found");
    refusedWith(await post("get", {}), 400, "webhook_id", "required");
  });
});

describe("webhooks/update", () => {
  it("changes url, events, template and enabled, and clears them with null", async () => {
    const { webhookId } = await rig.createEndpoint({ account_id: rig.acme.accountId, url: rig.receiver.url });
    const changed = await post("update", { webhook_id: webhookId, url: "https://hooks.example.com/new", events: ["order.on_hold"], template: "data.order_ref" });
    expect(changed.body.data).toMatchObject({ url: "https://hooks.example.com/new", events: ["order.on_hold"], template: "data.order_ref", enabled: true });
    const disabled = await post("update", { webhook_id: webhookId, enabled: false, events: null, template: null });
    expect(disabled.body.data).toMatchObject({ enabled: false, disabled_reason: "disabled by the operator", events: null, template: null });
    expect(disabled.body.data.disabled_at).toEqual(expect.any(String));
    expect((await post("get", { webhook_id: webhookId })).body.data).toEqual(disabled.body.data);
  });

  it("refuses an empty change, an unsafe URL, a broken template and an unknown endpoint", async () => {
    const { webhookId } = await rig.createEndpoint({ account_id: rig.acme.accountId, url: rig.receiver.url });
    refusedWith(await post("update", { webhook_id: webhookId }), 400, "", "empty_object");
    refusedWith(await post("update", { webhook_id: webhookId, url: "http://example.com" }), 400, "url", "unsafe_url");
    refusedWith(await post("update", { webhook_id: webhookId, template: "$$$(" }), 400, "template", "invalid_template");
    refusedWith(await post("update", { webhook_id: webhookId, enabled: "yes" }), 400, "enabled", "invalid_type");
    refusedWith(await post("update", { webhook_id: "whk_nope", enabled: true }), 404, "webhook_id", "webhook_not_found");
  });
});

describe("webhooks/rotate-secret", () => {
  it("signs with the new and, for a while, the old secret", async () => {
    const account = await import("../helpers/fixtures.js").then((f) => f.seedAccount(rig.server, { name: "Rotating", connected_stores: true }));
    const { webhookId, secret: old } = await rig.createEndpoint({ account_id: account.accountId, url: rig.receiver.url, events: ["order.status_changed"] });
    const rotated = await post("rotate-secret", { webhook_id: webhookId });
    expect(rotated.status).toBe(200);
    const { secret } = rotated.body.data;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(old);
    expect(Date.parse(rotated.body.data.previous_secret_expires_at) - Date.now()).toBeGreaterThan(86_000_000);

    const workers = rig.workers();
    const order = await createOrder(rig.server, account.token);
    await walk(rig.server, order, ["in_production"]);
    while ((await workers.worker.runOnce()) > 0);
    const request = rig.receiver.received.find((r) => JSON.parse(r.body).data?.order_ref === order.orderRef)!;
    expect((request.headers["webhook-signature"] as string).split(" ")).toHaveLength(2);
    for (const key of [secret, old]) expect(new Webhook(key).verify(request.body, request.headers as Record<string, string>)).toBeTruthy();

    const now = await post("rotate-secret", { webhook_id: webhookId, previous_secret_ttl_seconds: 0 });
    expect(now.body.data.previous_secret_expires_at).toBeNull();
    refusedWith(await post("rotate-secret", { webhook_id: webhookId, previous_secret_ttl_seconds: 10_000_000 }), 400, "previous_secret_ttl_seconds", "out_of_range");
    refusedWith(await post("rotate-secret", { webhook_id: "whk_nope" }), 404, "webhook_id", "webhook_not_found");
  });
});

describe("webhooks/deliveries and webhooks/redeliver", () => {
  it("lists deliveries newest first with a status filter, and redelivers one with the same webhook-id", async () => {
    const account = await import("../helpers/fixtures.js").then((f) => f.seedAccount(rig.server, { name: "Redeliver", connected_stores: true }));
    const { webhookId } = await rig.createEndpoint({ account_id: account.accountId, url: rig.receiver.url, events: ["order.status_changed"] });
    const workers = rig.workers();
    const order = await createOrder(rig.server, account.token);
    await walk(rig.server, order, ["on_hold", "received"]);
    const pending = await rig.deliveries(webhookId, "pending");
    expect(pending).toHaveLength(2);
    expect(pending.map((d: { order_ref: string }) => d.order_ref)).toEqual([order.orderRef, order.orderRef]);
    refusedWith(await post("redeliver", { webhook_id: webhookId, delivery_id: pending[0].delivery_id }), 409, "delivery_id", "delivery_pending");

    while ((await workers.worker.runOnce()) > 0);
    const done = await rig.deliveries(webhookId, "succeeded");
    expect(done.map((d: { event_type: string }) => d.event_type)).toEqual(["order.status_changed", "order.status_changed"]);
    expect(await rig.deliveries(webhookId, "pending")).toEqual([]);
    const page = await post("deliveries", { webhook_id: webhookId, limit: 1 });
    expect(page.body.data.deliveries).toHaveLength(1);
    const next = await post("deliveries", { webhook_id: webhookId, limit: 1, cursor: page.body.data.next_cursor });
    expect(next.body.data.deliveries[0].delivery_id < page.body.data.deliveries[0].delivery_id).toBe(true);

    const before = rig.receiver.received.length;
    const again = await post("redeliver", { webhook_id: webhookId, delivery_id: done[1].delivery_id });
    expect(again.body.data).toEqual({ webhook_id: webhookId, delivery_ids: [done[1].delivery_id], more: false });
    while ((await workers.worker.runOnce()) > 0);
    expect(rig.receiver.received).toHaveLength(before + 1);
    expect(rig.receiver.received[before]!.headers["webhook-id"]).toBe(done[1].event_id);
    const [redelivered] = (await rig.deliveries(webhookId)).filter((d: { delivery_id: string }) => d.delivery_id === done[1].delivery_id);
    expect(redelivered).toMatchObject({ status: "succeeded", attempt_count: 2 });
    expect(redelivered.attempts.map((a: { attempt: number }) => a.attempt)).toEqual([1, 2]);
  });

  it("refuses what it cannot redeliver", async () => {
    const { webhookId } = await rig.createEndpoint({ account_id: rig.acme.accountId, url: rig.receiver.url });
    refusedWith(await post("redeliver", { webhook_id: webhookId }), 400, "", "invalid");
    refusedWith(await post("redeliver", { webhook_id: webhookId, delivery_id: "dlv_x", failed_since: "2026-01-01T00:00:00Z" }), 400, "", "invalid");
    refusedWith(await post("redeliver", { webhook_id: webhookId, failed_since: "yesterday" }), 400, "failed_since", "invalid_timestamp");
    refusedWith(await post("redeliver", { webhook_id: webhookId, delivery_id: "dlv_nope" }), 404, "delivery_id", "delivery_not_found");
    refusedWith(await post("redeliver", { webhook_id: "whk_nope", delivery_id: "dlv_nope" }), 404, "webhook_id", "webhook_not_found");
    const none = await post("redeliver", { webhook_id: webhookId, failed_since: "2026-01-01T00:00:00Z" });
    expect(none.body.data).toEqual({ webhook_id: webhookId, delivery_ids: [], more: false });
    refusedWith(await post("deliveries", { webhook_id: webhookId, status: "lost" }), 400, "status", "invalid_value");
    refusedWith(await post("deliveries", { webhook_id: "whk_nope" }), 404, "webhook_id", "webhook_not_found");
  });
});
