// The production rules as tables: the files gate, each refusal, and allowed_actions built from the same checks.
import { describe, expect, it } from "vitest";
import {
  allowedActions,
  callerActions,
  callerChangeRefusal,
  filesNotReady,
  sandboxRefusal,
  shipRefusal,
  transitionRefusal,
  type OrderState,
} from "../../src/domain/production.js";
import type { FileStatus } from "../../src/domain/print-files.js";
import { ORDER_STATUSES, type OrderStatus } from "../../src/domain/status.js";

const line = (item_ref: string, position: number, quantity: number, cancelled = 0, shipped = 0) => ({
  item_ref,
  position,
  quantity,
  cancelled_quantity: cancelled,
  shipped_quantity: shipped,
});
const file = (item_ref: string, area: string, status: FileStatus, reason: string | null = null) => ({ item_ref, area, status, reason });

function state(status: OrderStatus, files: OrderState["files"] = [], lines: OrderState["lines"] = [line("a", 0, 2), line("b", 1, 1)]): OrderState {
  return { status, lines, files };
}

describe("filesNotReady", () => {
  it("names every pending or failed file by line position and area, in line order", () => {
    const errors = filesNotReady(
      state("received", [file("b", "front", "failed", "HTTP 404"), file("a", "front", "ready"), file("a", "back", "pending"), file("b", "back", "ready")]),
    );
    expect(errors).toEqual([
      { path: "items[0].print_files.back", code: "files_not_ready", message: "the print file is still being fetched or rendered" },
      { path: "items[1].print_files.front", code: "files_not_ready", message: "the print file failed: HTTP 404" },
    ]);
  });

  it.each([
    ["no files at all", []],
    ["every file ready", [file("a", "front", "ready"), file("b", "wrap", "ready")]],
  ])("passes with %s", (_name, files) => {
    expect(filesNotReady(state("received", files))).toEqual([]);
  });
});

describe("transitionRefusal", () => {
  const pending = [file("a", "front", "pending")];
  it.each([
    ["received", "in_production", [], false, null],
    ["received", "in_production", pending, false, "files_not_ready"],
    ["received", "in_production", pending, true, null],
    ["on_hold", "in_production", pending, false, "files_not_ready"],
    ["on_hold", "in_production", pending, true, null],
    ["received", "on_hold", pending, false, null],
    ["received", "cancelled", pending, false, null],
    ["in_production", "received", [], true, "invalid_transition"],
    ["shipped", "in_production", [], true, "invalid_transition"],
    ["received", "shipped", [], true, "invalid_transition"],
  ] as const)("%s → %s, files %j, force %s: %s", (from, to, files, force, code) => {
    const refusal = transitionRefusal(state(from, files), to, force);
    expect(refusal.map((e) => e.code)).toEqual(code === null ? [] : [code]);
  });
});

describe("shipRefusal and callerChangeRefusal", () => {
  it.each([
    ["received", false, false],
    ["on_hold", false, false],
    ["in_production", true, false],
    ["partially_shipped", true, true],
    ["shipped", false, true],
    ["cancelled", false, false],
  ] as const)("%s: ship %s, reship %s", (status, ship, reship) => {
    const lines = status === "partially_shipped" ? [line("a", 0, 2, 0, 1), line("b", 1, 1)] : status === "shipped" ? [line("a", 0, 2, 0, 2), line("b", 1, 1, 1, 0)] : undefined;
    expect(shipRefusal(state(status, [], lines), false).length === 0).toBe(ship);
    expect(shipRefusal(state(status, [], lines), true).length === 0).toBe(reship);
    const changeable = status === "received" || status === "on_hold";
    expect(callerChangeRefusal(state(status), "update_shipping").length === 0).toBe(changeable);
    expect(callerChangeRefusal(state(status), "cancel_items")).toEqual(changeable ? [] : [expect.objectContaining({ path: "order_ref", code: "status_forbids_change" })]);
  });
});

describe("allowedActions", () => {
  it("is exactly what the checks answer, for every status and files state", () => {
    for (const status of ORDER_STATUSES) {
      for (const files of [[], [file("a", "front", "pending")], [file("a", "front", "failed")]]) {
        const s = state(status, files);
        const actions = allowedActions(s);
        expect(actions.transitions).toEqual(ORDER_STATUSES.filter((to) => transitionRefusal(s, to, false).length === 0));
        expect(actions.ship).toBe(shipRefusal(s, false).length === 0);
        expect(actions.reship).toBe(shipRefusal(s, true).length === 0);
        expect(callerActions(actions)).toEqual({ update_shipping: callerChangeRefusal(s, "update_shipping").length === 0, cancel_items: callerChangeRefusal(s, "cancel_items").length === 0 });
      }
    }
  });

  it("lists in_production only when the gate passes", () => {
    expect(allowedActions(state("received")).transitions).toEqual(["on_hold", "in_production", "cancelled"]);
    expect(allowedActions(state("received", [file("a", "front", "failed")])).transitions).toEqual(["on_hold", "cancelled"]);
    expect(allowedActions(state("on_hold", [file("a", "front", "pending")])).transitions).toEqual(["received", "cancelled"]);
  });
});

describe("sandboxRefusal", () => {
  const test = (status: OrderStatus): OrderState => ({ ...state(status), test: true });

  it.each([
    ["received", "in_production", ["sandbox_order"]],
    ["on_hold", "in_production", ["sandbox_order"]],
    ["in_production", "ship", ["sandbox_order"]],
    ["shipped", "ship", ["sandbox_order"]],
    ["received", "on_hold", []],
    ["on_hold", "received", []],
    ["received", "cancelled", []],
  ] as const)("a test order %s asked for %s: %j", (status, to, codes) => {
    expect(sandboxRefusal(test(status), to).map((e) => e.code)).toEqual(codes);
  });

  it("never refuses a live order", () => {
    for (const status of ORDER_STATUSES) {
      expect(sandboxRefusal(state(status), "in_production")).toEqual([]);
      expect(sandboxRefusal(state(status), "ship")).toEqual([]);
    }
  });

  it("leaves in_production and shipping out of a test order's allowed actions, and nothing else", () => {
    expect(allowedActions(test("received"))).toMatchObject({ transitions: ["on_hold", "cancelled"], ship: false, reship: false, update_shipping: true, cancel_items: true });
    expect(allowedActions(test("in_production"))).toMatchObject({ transitions: [], ship: false });
    expect(allowedActions(state("in_production"))).toMatchObject({ ship: true });
  });
});
