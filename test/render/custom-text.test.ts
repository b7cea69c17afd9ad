// Pixel-level tests of src/render/custom-text.ts with real sharp: size and dpi, text inside its box, shrink-to-fit, alignment, colour, art fit, previews, written files.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { FONT_FILE, missingCharacters, RenderError, renderPreview, renderPrintFile, writePrintFile, type TextField } from "../../src/render/custom-text.js";

const AREA = { width_px: 1200, height_px: 900, dpi: 150 };

const TITLE: TextField = { field_name: "title", x: 100, y: 100, width: 1000, height: 200, font_size: 120, color: "#FF0000", align: "center" };
const SUBTITLE: TextField = { field_name: "subtitle", x: 200, y: 600, width: 800, height: 150, font_size: 80, color: "#0000FF", align: "left" };

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

interface Bounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
  count: number;
}

/** A gradient so that any misplaced or resampled pixel differs from the original. */
async function gradientArt(width: number, height: number): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      data[i] = Math.round((255 * x) / width);
      data[i + 1] = Math.round((255 * y) / height);
      data[i + 2] = 160;
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

async function pixelsOf(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).raw().ensureAlpha().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function differs(a: Pixels, b: Pixels, x: number, y: number): boolean {
  const i = (y * a.width + x) * 4;
  return a.data.readUInt32BE(i) !== b.data.readUInt32BE(i);
}

/** Bounding box of the pixels that differ between two images of one size; null when none do. */
function changedBounds(a: Pixels, b: Pixels, inside?: TextField): Bounds | null {
  let bounds: Bounds | null = null;
  const [x0, y0, x1, y1] = inside ? [inside.x, inside.y, inside.x + inside.width, inside.y + inside.height] : [0, 0, a.width, a.height];
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      if (!differs(a, b, x, y)) continue;
      bounds ??= { left: x, top: y, right: x, bottom: y, count: 0 };
      bounds.left = Math.min(bounds.left, x);
      bounds.top = Math.min(bounds.top, y);
      bounds.right = Math.max(bounds.right, x);
      bounds.bottom = Math.max(bounds.bottom, y);
      bounds.count++;
    }
  }
  return bounds;
}

function isInside(bounds: Bounds, box: TextField): boolean {
  return bounds.left >= box.x && bounds.top >= box.y && bounds.right < box.x + box.width && bounds.bottom < box.y + box.height;
}

function countChangedOutside(a: Pixels, b: Pixels, boxes: TextField[]): number {
  let count = 0;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      const inBox = boxes.some((box) => x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height);
      if (!inBox && differs(a, b, x, y)) count++;
    }
  }
  return count;
}

/** Renders one field over the gradient art; returns the art and the result as pixels. */
async function renderOne(field: TextField, text: string): Promise<{ art: Pixels; out: Pixels }> {
  const artPng = await gradientArt(AREA.width_px, AREA.height_px);
  const rendered = await renderPrintFile({ area: AREA, art: artPng, fields: [field], texts: { [field.field_name]: text } });
  return { art: await pixelsOf(artPng), out: await pixelsOf(rendered.png) };
}

const art = await gradientArt(AREA.width_px, AREA.height_px);
const artPixels = await pixelsOf(art);

describe("renderPrintFile", () => {
  it("makes a PNG of exactly the area size with the area's dpi recorded", async () => {
    const rendered = await renderPrintFile({ area: AREA, art, fields: [TITLE], texts: { title: "Hello" } });
    expect(rendered).toMatchObject({ width: 1200, height: 900, dpi: 150 });
    const metadata = await sharp(rendered.png).metadata();
    expect(metadata).toMatchObject({ format: "png", width: 1200, height: 900, density: 150 });
  });

  it("draws each filled field inside its box and leaves every pixel outside the boxes as the art", async () => {
    const rendered = await renderPrintFile({ area: AREA, art, fields: [TITLE, SUBTITLE], texts: { title: "Team Rocket", subtitle: "Since 1996" } });
    const out = await pixelsOf(rendered.png);
    for (const box of [TITLE, SUBTITLE]) {
      const bounds = changedBounds(artPixels, out, box);
      expect(bounds, box.field_name).not.toBeNull();
      expect(bounds!.count).toBeGreaterThan(500);
    }
    expect(countChangedOutside(artPixels, out, [TITLE, SUBTITLE])).toBe(0);
  });

  it("leaves out a missing, empty or blank field entirely", async () => {
    const cases: Record<string, string>[] = [{}, { title: "" }, { title: "  \t\n " }];
    for (const texts of cases) {
      const rendered = await renderPrintFile({ area: AREA, art, fields: [TITLE, SUBTITLE], texts });
      expect((await pixelsOf(rendered.png)).data.equals(artPixels.data)).toBe(true);
    }
  });

  it("leaves out a field whose text has no ink (only invisible characters)", async () => {
    const rendered = await renderPrintFile({ area: AREA, art, fields: [TITLE], texts: { title: "\u200b" } });
    expect((await pixelsOf(rendered.png)).data.equals(artPixels.data)).toBe(true);
  });

  it("draws only the filled field when another is left out", async () => {
    const rendered = await renderPrintFile({ area: AREA, art, fields: [TITLE, SUBTITLE], texts: { subtitle: "Only me" } });
    const out = await pixelsOf(rendered.png);
    expect(changedBounds(artPixels, out, TITLE)).toBeNull();
    expect(changedBounds(artPixels, out, SUBTITLE)).not.toBeNull();
    expect(countChangedOutside(artPixels, out, [SUBTITLE])).toBe(0);
  });

  it("shrinks a text far too long for its font size until it fits its box, no smaller than needed", async () => {
    const text = "The quick brown fox jumps over the lazy dog, twice, and then once more for luck";
    const { art: before, out } = await renderOne(TITLE, text);
    const bounds = changedBounds(before, out)!;
    expect(isInside(bounds, TITLE)).toBe(true);
    const width = bounds.right - bounds.left + 1;
    const height = bounds.bottom - bounds.top + 1;
    expect(width / TITLE.width > 0.9 || height / TITLE.height > 0.9).toBe(true);
  });

  it("shrinks a tall multi-line text to fit the height of its box", async () => {
    const { art: before, out } = await renderOne(TITLE, "one\ntwo\nthree\nfour");
    const bounds = changedBounds(before, out)!;
    expect(isInside(bounds, TITLE)).toBe(true);
    expect(bounds.bottom - bounds.top + 1).toBeGreaterThan(0.9 * TITLE.height);
  });

  it("draws a short text at its font size", async () => {
    const { art: before, out } = await renderOne(TITLE, "Hi");
    const bounds = changedBounds(before, out)!;
    const height = bounds.bottom - bounds.top + 1;
    // "H" is about 0.73 em tall in DejaVu Sans.
    expect(height).toBeGreaterThan(0.6 * TITLE.font_size);
    expect(height).toBeLessThanOrEqual(TITLE.font_size);
  });

  it.each([
    ["left", (b: Bounds) => expect(b.left - TITLE.x).toBeLessThanOrEqual(12)],
    ["right", (b: Bounds) => expect(TITLE.x + TITLE.width - 1 - b.right).toBeLessThanOrEqual(12)],
    ["center", (b: Bounds) => expect(Math.abs(b.left - TITLE.x - (TITLE.x + TITLE.width - 1 - b.right))).toBeLessThanOrEqual(12)],
  ] as const)("aligns the text %s in its box and centres it vertically", async (align, check) => {
    const field = { ...TITLE, align };
    const { art: before, out } = await renderOne(field, "Mid");
    const bounds = changedBounds(before, out)!;
    expect(isInside(bounds, field)).toBe(true);
    check(bounds);
    const above = bounds.top - field.y;
    const below = field.y + field.height - 1 - bounds.bottom;
    expect(Math.abs(above - below)).toBeLessThanOrEqual(2);
    if (align !== "center") expect(Math.abs(bounds.left - field.x - (field.x + field.width - 1 - bounds.right))).toBeGreaterThan(100);
  });

  it("draws in the field's colour", async () => {
    const rendered = await renderPrintFile({ area: AREA, art: null, fields: [{ ...TITLE, color: "#FF0000" }], texts: { title: "Colour" } });
    const { data } = await pixelsOf(rendered.png);
    let opaque = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3]! < 250) continue;
      opaque++;
      expect([data[i], data[i + 1], data[i + 2]]).toEqual([255, 0, 0]);
    }
    expect(opaque).toBeGreaterThan(1000);
  });

  it("draws markup characters as text", async () => {
    const { art: before, out } = await renderOne(TITLE, `Tom & <Jerry> "it's" </span>`);
    const bounds = changedBounds(before, out)!;
    expect(bounds.count).toBeGreaterThan(500);
    expect(isInside(bounds, TITLE)).toBe(true);
  });

  it("puts text on a transparent background when there is no art", async () => {
    const rendered = await renderPrintFile({ area: AREA, art: null, fields: [TITLE], texts: { title: "Alone" } });
    const out = await pixelsOf(rendered.png);
    let opaqueOutside = 0;
    let opaqueInside = 0;
    for (let y = 0; y < out.height; y++) {
      for (let x = 0; x < out.width; x++) {
        if (out.data[(y * out.width + x) * 4 + 3] === 0) continue;
        const inBox = x >= TITLE.x && x < TITLE.x + TITLE.width && y >= TITLE.y && y < TITLE.y + TITLE.height;
        if (inBox) opaqueInside++;
        else opaqueOutside++;
      }
    }
    expect(opaqueOutside).toBe(0);
    expect(opaqueInside).toBeGreaterThan(500);
  });

  it("fits art of another size inside the area, centred, with transparent padding", async () => {
    // Twice as wide in proportion: scaled to 1200 × 300, centred vertically between rows 300 and 600.
    const wide = await sharp({ create: { width: 800, height: 200, channels: 3, background: "#00FF00" } }).png().toBuffer();
    const rendered = await renderPrintFile({ area: AREA, art: wide, fields: [], texts: {} });
    const out = await pixelsOf(rendered.png);
    expect([out.width, out.height]).toEqual([1200, 900]);
    const alphaAt = (x: number, y: number) => out.data[(y * out.width + x) * 4 + 3];
    const rgbaAt = (x: number, y: number) => [...out.data.subarray((y * out.width + x) * 4, (y * out.width + x) * 4 + 4)];
    expect(alphaAt(600, 100)).toBe(0);
    expect(alphaAt(600, 298)).toBe(0);
    expect(rgbaAt(600, 450)).toEqual([0, 255, 0, 255]);
    expect(rgbaAt(0, 302)).toEqual([0, 255, 0, 255]);
    expect(rgbaAt(1199, 597)).toEqual([0, 255, 0, 255]);
    expect(alphaAt(600, 601)).toBe(0);
    expect(alphaAt(600, 800)).toBe(0);
  });

  it("refuses art that is not a readable image", async () => {
    const request = { area: AREA, art: Buffer.from("definitely not a PNG"), fields: [TITLE], texts: { title: "x" } };
    await expect(renderPrintFile(request)).rejects.toThrow(RenderError);
    await expect(renderPrintFile(request)).rejects.toThrow(/product art is not a readable image/);
  });

  it("refuses truncated art", async () => {
    const truncated = art.subarray(0, Math.floor(art.length / 2));
    await expect(renderPrintFile({ area: AREA, art: truncated, fields: [], texts: {} })).rejects.toThrow(/product art is not a readable image/);
  });

  it("refuses characters no shipped font can draw instead of printing boxes", async () => {
    await expect(renderPrintFile({ area: AREA, art: null, fields: [TITLE], texts: { title: "Hi 🦄𒀀" } })).rejects.toThrow(
      /text field "title": no shipped font can draw "🦄" \(U\+1F984\), "𒀀" \(U\+12000\)/,
    );
  });

  it("refuses a text that cannot fit its box at a legible size", async () => {
    const tiny = { ...TITLE, width: 40, height: 30 };
    await expect(renderPrintFile({ area: AREA, art: null, fields: [tiny], texts: { title: "W".repeat(200) } })).rejects.toThrow(
      /text field "title": the text does not fit its 40 × 30 px box/,
    );
  });

  it("refuses a colour that is not #RRGGBB", async () => {
    const field = { ...TITLE, color: 'red" font="Serif' };
    await expect(renderPrintFile({ area: AREA, art: null, fields: [field], texts: { title: "x" } })).rejects.toThrow(RenderError);
  });
});

describe("writePrintFile", () => {
  const dir = mkdtempSync(join(tmpdir(), "pod-orders-render-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes the very bytes renderPrintFile makes, reading the art from its file", async () => {
    const artPath = join(dir, "art.png");
    writeFileSync(artPath, art);
    const request = { area: AREA, fields: [TITLE, SUBTITLE], texts: { title: "Team Rocket", subtitle: "Since 1996" } };
    const out = join(dir, "print.png");
    expect(await writePrintFile({ ...request, art: artPath }, out)).toEqual({ width: 1200, height: 900, dpi: 150 });
    expect(readFileSync(out).equals((await renderPrintFile({ ...request, art })).png)).toBe(true);
    const bare = join(dir, "bare.png");
    await writePrintFile({ ...request, art: null }, bare);
    expect(readFileSync(bare).equals((await renderPrintFile({ ...request, art: null })).png)).toBe(true);
  });

  it("blames truncated art in its file on the art", async () => {
    const artPath = join(dir, "truncated.png");
    writeFileSync(artPath, art.subarray(0, Math.floor(art.length / 2)));
    const error = await writePrintFile({ area: AREA, art: artPath, fields: [TITLE], texts: { title: "x" } }, join(dir, "t.png")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RenderError);
    expect((error as Error).message).toMatch(/^product art is not a readable image: [^\n]+$/);
  });

  it("does not blame the art when the print file cannot be written (a full disk): the job tries again later", async () => {
    const artPath = join(dir, "good.png");
    writeFileSync(artPath, art);
    const error = await writePrintFile({ area: AREA, art: artPath, fields: [], texts: {} }, "/dev/full").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(RenderError);
    expect((error as Error).message).toMatch(/^could not write the print file: \/dev\/full: write error/);
  });
});

describe("missingCharacters", () => {
  it("finds characters no shipped font has and accepts accents, symbols, other scripts and layout whitespace", () => {
    expect(missingCharacters("Zoë, Ωmega — 10 € ✓\n\tok")).toEqual([]);
    expect(missingCharacters("a🦄b漢🦄")).toEqual(["🦄"]);
  });
});

describe("FONT_FILE", () => {
  it("is the DejaVu Sans file shipped in node_modules", () => {
    expect(FONT_FILE).toMatch(/node_modules\/dejavu-fonts-ttf\/ttf\/DejaVuSans\.ttf$/);
    expect(existsSync(FONT_FILE)).toBe(true);
  });
});

describe("renderPreview", () => {
  it("scales the print file so its longest side is 1000 px and scales the dpi alike", async () => {
    const print = await renderPrintFile({ area: { width_px: 1500, height_px: 1800, dpi: 300 }, art: null, fields: [], texts: {} });
    const preview = await renderPreview(print.png);
    expect(preview).toMatchObject({ width: 833, height: 1000, dpi: 167 });
    expect(await sharp(preview.png).metadata()).toMatchObject({ format: "png", width: 833, height: 1000, density: 167 });
  });

  it("takes another longest side", async () => {
    const preview = await renderPreview(art, 600);
    expect(preview).toMatchObject({ width: 600, height: 450 });
  });

  it("never enlarges a small print file", async () => {
    const small = await renderPrintFile({ area: { width_px: 400, height_px: 300, dpi: 100 }, art: null, fields: [], texts: {} });
    const preview = await renderPreview(small.png);
    expect(preview).toMatchObject({ width: 400, height: 300, dpi: 100 });
  });

  it("refuses bytes that are not an image", async () => {
    await expect(renderPreview(Buffer.from("nope"))).rejects.toThrow(RenderError);
  });

  it("reads the print file from its path as from its bytes", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pod-orders-preview-"));
    try {
      const path = join(dir, "print.png");
      const print = await renderPrintFile({ area: { width_px: 1500, height_px: 1800, dpi: 300 }, art: null, fields: [TITLE], texts: { title: "Hi" } });
      writeFileSync(path, print.png);
      const fromPath = await renderPreview(path);
      expect(fromPath).toMatchObject({ width: 833, height: 1000, dpi: 167 });
      expect(fromPath.png.equals((await renderPreview(print.png)).png)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("custom text is drawn, not boxed", () => {
  /** The same text as libvips draws it in a font that lacks its glyphs (Noto Naskh Arabic has no Greek or Cyrillic): boxes. */
  async function tofu(text: string, size: number): Promise<Pixels> {
    const naskh = join(dirname(createRequire(import.meta.url).resolve("@embedpdf/fonts-arabic")), "..", "fonts", "NotoNaskhArabic-Regular.ttf");
    const png = await sharp({ text: { text: `<span foreground="#000000" fallback="false">${text}</span>`, font: `Noto Naskh Arabic ${size}`, fontfile: naskh, rgba: true, dpi: 72, wrap: "none" } })
      .png()
      .toBuffer();
    return pixelsOf(png);
  }

  /** The share of pixels that differ between two renderings' ink, each cropped to its ink and scaled to one size. */
  async function inkDifference(x: Pixels, y: Pixels): Promise<number> {
    const inkOf = async (p: Pixels) =>
      sharp(p.data, { raw: { width: p.width, height: p.height, channels: 4 } })
        .extractChannel(3)
        .trim({ background: "#000000", threshold: 10 })
        .resize(200, 60, { fit: "fill" })
        .raw()
        .toBuffer();
    const [a, b] = await Promise.all([inkOf(x), inkOf(y)]);
    let different = 0;
    for (let i = 0; i < a.length; i++) if (Math.abs(a[i]! - b[i]!) > 128) different++;
    return different / a.length;
  }

  it.each(["ЖЕНЯ", "ΖΩΗ", "ZOË"])("draws %s with glyphs: its pixels are not those of a row of missing-glyph boxes", async (text) => {
    const field: TextField = { field_name: "name", x: 0, y: 0, width: 1200, height: 300, font_size: 200, color: "#000000", align: "left" };
    const drawn = await pixelsOf((await renderPrintFile({ area: { width_px: 1200, height_px: 300, dpi: 150 }, art: null, fields: [field], texts: { name: text } })).png);
    expect(await inkDifference(drawn, await tofu(text, 200))).toBeGreaterThan(0.15);
  });

  it("the comparison tells boxes from boxes apart by less: two rows of four boxes differ in under 15 % of pixels", async () => {
    expect(await inkDifference(await tofu("ЖЕНЯ", 200), await tofu("ДЖЕН", 200))).toBeLessThan(0.15);
  });
});
