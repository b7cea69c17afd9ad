// Custom-text print files in every script the shipped fonts draw: each character in the font that has it (not a box),
// right-to-left runs in visual order, Latin untouched by the other fonts; and what no shipped font draws refused.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import * as fontkit from "fontkit";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { facesFor } from "../../src/render/document-fonts.js";
import { FONT_FILE, missingCharacters, RenderError, renderPrintFile, type TextField } from "../../src/render/custom-text.js";
import { fontRuns } from "../../src/render/text-image.js";

const require = createRequire(import.meta.url);
const AREA = { width_px: 900, height_px: 300, dpi: 150 };
const FIELD: TextField = { field_name: "name", x: 50, y: 50, width: 800, height: 200, font_size: 80, color: "#102030", align: "left" };
const JP_FILE = join(dirname(require.resolve("@embedpdf/fonts-jp")), "..", "fonts", "NotoSansJP-Regular.otf");

async function print(text: string, field: TextField = FIELD): Promise<Buffer> {
  const { png } = await renderPrintFile({ area: AREA, art: null, fields: [field], texts: { [field.field_name]: text } });
  return sharp(png).ensureAlpha().raw().toBuffer();
}

/**
 * What the print file must be when `text` fits its box at the field's font size: libvips drawing it in `family` from
 * `fontfile` alone (no fallback chain), left-aligned and centred vertically in the box, over the empty area.
 */
async function drawnWith(text: string, family: string, fontfile: string, field: TextField = FIELD): Promise<Buffer> {
  const spec = { text: `<span foreground="${field.color}" fallback="false">${text}</span>`, font: `${family} ${field.font_size.toFixed(2)}`, fontfile, rgba: true, dpi: 72, wrap: "none" as const, align: "left" as const };
  const { height } = await sharp({ text: spec }).metadata();
  const empty = sharp({ create: { width: AREA.width_px, height: AREA.height_px, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } });
  const png = await empty
    .composite([{ input: { text: spec }, left: field.x, top: field.y + Math.floor((field.height - height) / 2) }])
    .png()
    .toBuffer();
  return sharp(png).ensureAlpha().raw().toBuffer();
}

describe("custom text in the scripts the shipped fonts draw", () => {
  it("draws Japanese in Noto Sans JP: the same pixels as that font alone draws, not DejaVu Sans's boxes", async () => {
    const out = await print("東京");
    expect(out.equals(await drawnWith("東京", "Noto Sans Japanese", JP_FILE))).toBe(true);
    expect(out.equals(await drawnWith("東京", "DejaVu Sans", FONT_FILE))).toBe(false);
  });

  it("resolves every glyph of Japanese, Turkish and Greek names to a real glyph in the font chosen for it (no .notdef)", () => {
    for (const text of ["東京", "İstanbul ğüşı", "Αθήνα", "서울", "北京们这", "שלום", "مرحبا", "नमस्ते", "สวัสดี"]) {
      const faces = facesFor(text, "regular");
      [...text].forEach((char, i) => {
        const face = faces[i];
        expect(face, `${text}: ${char}`).toBeTruthy();
        const font = fontkit.create(readFileSync(face!.file)) as fontkit.Font;
        expect(font.glyphForCodePoint(char.codePointAt(0)!).id, `${text}: ${char} in ${face!.name}`).not.toBe(0);
      });
    }
  });

  it("draws Turkish and Greek in DejaVu Sans exactly as before: one run, no other font in the markup", async () => {
    for (const text of ["İstanbul ğüşı", "Αθήνα", "ZOË 10 €"]) {
      expect(fontRuns(text)).toEqual([{ text, face: null }]);
      expect((await print(text)).equals(await drawnWith(text, "DejaVu Sans", FONT_FILE))).toBe(true);
    }
  });

  it("cuts a mixed text into runs where the font changes, keeping spaces and digits with the run they follow", () => {
    expect(fontRuns("Tokyo 東京 2026").map((r) => [r.text, r.face?.name ?? "DejaVu Sans"])).toEqual([
      ["Tokyo ", "DejaVu Sans"],
      ["東京 2026", "jp"],
    ]);
  });

  it("sets Hebrew right to left: the letters drawn in the reverse of their logical order", async () => {
    const hebrew = await print("אבג");
    // U+202D … U+202C: the same letters forced left to right in the order they must appear on the print.
    expect(hebrew.equals(await print("\u202Dגבא\u202C"))).toBe(true);
    expect(hebrew.equals(await print("\u202Dאבג\u202C"))).toBe(false);
  });

  it("sets Arabic right to left and joins its letters (shaped), numbers left to right inside it", async () => {
    const arabic = await print("ب ت 12 ث");
    expect(arabic.equals(await print("\u202Dث 12 ت ب\u202C"))).toBe(true);
    expect(arabic.equals(await print("\u202Dب ت 12 ث\u202C"))).toBe(false);
    // Joined: the word is narrower than its letters drawn apart, each in its isolated form.
    const fontfile = facesFor("ب", "regular")[0]!.file;
    const inkWidth = async (text: string) => (await sharp({ text: { text: `<span fallback="false" font_family="Noto Naskh Arabic">${text}</span>`, font: "DejaVu Sans 80", fontfile, rgba: true, dpi: 72 } }).metadata()).width;
    expect(await inkWidth("سلام")).toBeLessThan(await inkWidth("س ل ا م"));
  });

  it("refuses characters no shipped font draws when the print file is made", async () => {
    const error = await renderPrintFile({ area: AREA, art: null, fields: [FIELD], texts: { name: "ሰላም" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RenderError);
    expect((error as Error).message).toContain('"ሰ" (U+1230)');
  });
});

describe("missingCharacters", () => {
  it("takes every script a shipped font draws, layout whitespace and invisible format characters", () => {
    expect(missingCharacters("東京 İstanbul ğüşı Αθήνα ЖЕНЯ שלום مرحبا नमस्ते สวัสดี 서울 北京\n\t\u200D\u200F")).toEqual([]);
  });

  it("names what none draws: emoji, unassigned code points, scripts without a font (Ethiopic, Cuneiform)", () => {
    expect(missingCharacters("a🦄b\u0378ሰ𒀀🦄東")).toEqual(["🦄", "\u0378", "ሰ", "𒀀"]);
  });
});
