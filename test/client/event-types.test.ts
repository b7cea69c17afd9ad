// The client's event types, generated from the webhooks section: a merchant's receiver narrows on event.type and
// reaches that type's data, test and mode typed; the compiler refuses what the union does not promise.
import { describe, expect, it } from "vitest";
import { EVENT_TYPES } from "../../src/domain/events.js";
import { compile } from "./compile.js";

/** A receiver as a merchant writes it against the package's exports. */
const RECEIVER = `
import { verifyWebhook, type EventOf, type EventType, type WebhookEvent } from "@pod-orders/client";

export function receive(secret: string, headers: Record<string, string>, body: string): string {
  const event = verifyWebhook(secret, headers, body);
  if (event.test) return "sample: not applied";
  const mode: "live" | "test" = event.mode;
  const sequence: number = event.sequence;
  if (event.type === "shipment.created") {
    const tracking: string = event.data.shipment.tracking_number;
    const url: string | null = event.data.shipment.tracking_url;
    return \`\${mode} \${sequence} \${tracking} \${url ?? ""}\`;
  }
  switch (event.type) {
    case "order.status_changed":
      return \`\${event.data.previous_status} -> \${event.data.status} (\${event.data.reason ?? "no reason"})\${event.data.forced ? " forced" : ""}\`;
    case "order.items_cancelled":
      return event.data.items.map((item) => \`\${item.item_ref} -\${item.cancelled_quantity} =\${item.remaining_quantity}\`).join(",");
    case "order.shipping_updated":
      return event.data.shipping.shipping_country;
    case "print_files.ready":
      return event.data.items.map((item) => Object.keys(item.print_files).join("+")).join(",");
    case "order.on_hold":
      return event.data.reason ?? "held";
    case "shipment.status_changed":
      return event.data.shipment.status;
    case "order.costs_changed":
      return String(event.data.costs?.total.amount ?? 0);
    case "order.backordered":
    case "order.stock_allocated":
      return event.data.items.map((item) => \`\${item.sku} \${item.allocated_quantity}/\${item.backordered_quantity}\`).join(",");
    case "stock.low":
    case "stock.out": {
      const owner: string | null = event.data.account_id;
      return \`\${event.data.sku} \${event.data.available} \${event.data.status} \${owner ?? ""}\`;
    }
    case "receiving.updated":
      return event.data.lines.map((line) => \`\${line.sku} \${line.received}+\${line.damaged}/\${line.expected}\`).join(",") + \` \${event.data.status}\`;
    case "return.received":
      return event.data.return.lines.map((line) => \`\${line.item_ref} \${line.disposition}\`).join(",");
    case "invoice.issued":
      return \`\${event.data.number} \${event.data.period} \${event.data.total.amount} \${event.data.reverse_charge}\`;
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export const types: EventType[] = ${JSON.stringify(EVENT_TYPES)};
export function trackingOf(event: EventOf<"shipment.status_changed">): string {
  return event.data.shipment.tracking_number;
}
export const any: WebhookEvent["type"] = "order.on_hold";
`;

describe("the client's webhook event types", () => {
  it("a receiver narrowing on type reaches each type's data, test and mode typed: it compiles", () => {
    expect(compile({ "receiver.ts": RECEIVER })).toEqual([]);
  });

  it("refuses a field of another type, data before narrowing, a type that does not exist, and a wrong mode", () => {
    const wrong = `
import { verifyWebhook } from "@pod-orders/client";
const event = verifyWebhook("whsec_x", {}, "{}");
export const a = event.data.shipment;
export const b = event.type === "order.on_hold" ? event.data.shipment : undefined;
export const c = event.type === "order.shipped";
export const d: "live" = event.mode;
`;
    const messages = compile({ "wrong.ts": wrong });
    expect(messages).toHaveLength(4);
    expect(messages.filter((m) => m.startsWith("wrong.ts: Property 'shipment' does not exist on type"))).toHaveLength(2);
    expect(messages[2]).toMatch(/"order\.shipped"/);
    expect(messages[3]).toMatch(/Type '"live" \| "test"' is not assignable to type '"live"'/);
  });
});
