// Table-driven unit tests of src/domain/item-kinds.ts: the kind of a print area (areaKind) and of a whole line (lineKind).
import { describe, expect, it } from "vitest";
import { areaKind, lineKind, type AreaKind, type LineKind } from "../../src/domain/item-kinds.js";
import type { PrintAreaInput } from "../../src/schemas/orders.js";

const TEXT = { custom_text: [{ field_name: "name", text: "ADA" }] };
const FILE = { print_file: "https://a.example/f.png" };
const PREVIEW = { preview_image: "https://a.example/p.png" };
const BOTH = { ...TEXT, ...FILE };

describe("areaKind", () => {
  it.each<[string, PrintAreaInput, AreaKind]>([
    ["nothing", {}, "empty"],
    ["only a preview", PREVIEW, "empty"],
    ["custom text", TEXT, "custom_text"],
    ["custom text and a preview", { ...TEXT, ...PREVIEW }, "custom_text"],
    ["an empty custom_text list still counts as custom text", { custom_text: [] }, "custom_text"],
    ["a print file", FILE, "print_files"],
    ["a print file and a preview", { ...FILE, ...PREVIEW }, "print_files"],
    ["custom text and a print file", BOTH, "mixed"],
    ["custom text, a print file and a preview", { ...BOTH, ...PREVIEW }, "mixed"],
  ])("%s → %s", (_case, area, kind) => {
    expect(areaKind(area)).toBe(kind);
  });
});

describe("lineKind", () => {
  it.each<[string, Record<string, PrintAreaInput> | undefined, LineKind]>([
    ["no print_areas: standard", undefined, { kind: "standard" }],
    ["no areas at all", {}, { problem: "empty" }],
    ["one area with only a preview", { front: PREVIEW }, { problem: "empty" }],
    ["two areas with only previews", { front: PREVIEW, back: {} }, { problem: "empty" }],
    ["one print-file area", { front: FILE }, { kind: "print_files" }],
    ["two print-file areas", { front: FILE, back: FILE }, { kind: "print_files" }],
    ["a print-file area next to an empty one", { front: FILE, back: PREVIEW }, { kind: "print_files" }],
    ["one custom-text area", { back: TEXT }, { kind: "custom_text" }],
    ["two custom-text areas", { front: TEXT, back: TEXT }, { kind: "custom_text" }],
    ["a custom-text area next to an empty one", { front: PREVIEW, back: TEXT }, { kind: "custom_text" }],
    ["text in one area, a file in another", { back: TEXT, front: FILE }, { problem: "mixed_areas" }],
    ["a file in one area, text in another", { front: FILE, back: TEXT }, { problem: "mixed_areas" }],
    ["text and a file in one area", { front: BOTH }, { problem: "mixed_area", area: "front" }],
    ["a mixed area after a clean one", { front: FILE, back: BOTH }, { problem: "mixed_area", area: "back" }],
    ["the first mixed area is named", { front: BOTH, back: BOTH }, { problem: "mixed_area", area: "front" }],
    ["a mixed area wins over mixed areas", { front: TEXT, back: FILE, sleeve: BOTH }, { problem: "mixed_area", area: "sleeve" }],
  ])("%s", (_case, printAreas, expected) => {
    expect(lineKind(printAreas === undefined ? {} : { print_areas: printAreas })).toEqual(expected);
  });
});
