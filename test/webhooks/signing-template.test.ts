// Signing (Standard Webhooks, with a rotated secret alongside) and templates (JSONata compile and evaluation).
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { newSecret as newAnySecret } from "../../src/domain/refs.js";
import { signatureHeaders } from "../../src/webhooks/signing.js";
import { renderBody, TemplateError, templateProblem } from "../../src/webhooks/template.js";

/** A webhook signing secret, as the webhook service makes them. */
const newSecret = () => newAnySecret("whsec", "base64");

describe("signatureHeaders", () => {
  const body = JSON.stringify({ id: "evt_1", type: "order.status_changed", data: { order_ref: "ord_1" } });

  it("produces headers standardwebhooks verifies, with the event id as webhook-id", () => {
    const secret = newSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const headers = signatureHeaders({ secret, previousSecret: null, previousExpiresAt: null }, "evt_1", body, new Date());
    expect(headers["webhook-id"]).toBe("evt_1");
    expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(newSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(secret).verify(body.replace("ord_1", "ord_2"), headers)).toThrow();
  });

  it("signs with the previous secret too until it expires", () => {
    const [secret, previous] = [newSecret(), newSecret()];
    const now = new Date();
    const during = signatureHeaders({ secret, previousSecret: previous, previousExpiresAt: new Date(now.getTime() + 1000).toISOString() }, "evt_1", body, now);
    expect(during["webhook-signature"]!.split(" ")).toHaveLength(2);
    for (const key of [secret, previous]) expect(new Webhook(key).verify(body, during)).toBeTruthy();
    const after = signatureHeaders({ secret, previousSecret: previous, previousExpiresAt: new Date(now.getTime() - 1).toISOString() }, "evt_1", body, now);
    expect(after["webhook-signature"]!.split(" ")).toHaveLength(1);
    expect(() => new Webhook(previous).verify(body, after)).toThrow();
  });
});

describe("templates", () => {
  const payload = { id: "evt_1", type: "shipment.created", created_at: "2026-11-22T10:00:00Z", data: { order_ref: "ord_1", shipment: { tracking_number: "1Z", items: [{ quantity: 2 }, { quantity: 3 }] } } };

  it("sends the standard payload without a template", async () => {
    expect(await renderBody(null, payload)).toBe(JSON.stringify(payload));
  });

  it.each([
    ['{ "ref": data.order_ref, "tn": data.shipment.tracking_number }', { ref: "ord_1", tn: "1Z" }],
    ["$sum(data.shipment.items.quantity)", 5],
    ['{ "event": type, "when": created_at }', { event: "shipment.created", when: "2026-11-22T10:00:00Z" }],
    ['[data.order_ref]', ["ord_1"]],
  ])("%s", async (template, expected) => {
    expect(templateProblem(template)).toBeUndefined();
    expect(JSON.parse(await renderBody(template, payload))).toEqual(expected);
  });

  it.each(['{ "a": data.order_ref', "$$$(", "data.[", "function($x) {"])("refuses %s at compile time with a position", (template) => {
    expect(templateProblem(template)).toMatch(/character \d+/);
  });

  it.each([
    ['$error("nope")', "nope"],
    ["data.missing", "produced no value"],
    ["( $f := function($x){ $f($x) }; $f(1) )", "template failed"],
  ])("fails evaluation of %s as a TemplateError", async (template, message) => {
    await expect(renderBody(template, payload)).rejects.toThrow(TemplateError);
    await expect(renderBody(template, payload)).rejects.toThrow(message);
  });
});
