// Packing slips and customs declarations in every script docs/operator-guide.md#scripts-and-fonts-on-slips names, read back with pdf.js: the words come out as
// written (Japanese, Chinese, Korean, Cyrillic, Greek, Arabic and Hebrew right to left, Devanagari, Thai), every glyph
// drawn is a real one (no .notdef box, character code 0 in pdfkit's Identity-H subsets), and a slip stays small.
import { mkdirSync, writeFileSync } from "node:fs";
import { OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import type * as fontkit from "fontkit";
import { facesFor } from "../../src/render/document-fonts.js";
import { renderPackingSlips, type PackingSlip } from "../../src/render/packing-slip.js";
import { open, pageText } from "../helpers/pdf.js";

const OUT = "test-results/packing-slips";
mkdirSync(OUT, { recursive: true });

const BASE: PackingSlip = {
  orderRef: "ord_01JDX7Q2M4K8ZP3N5R6T9VWXYZ",
  externalRef: "shop-10042",
  orderedAt: "2026-11-22T10:00:00Z",
  shipTo: { name: "Ada Lovelace", address_1: "1 Analytical Way", city: "Springfield", zip: "62701", state: "IL", country: "US" },
  returnAddress: null,
  brandingMessage: null,
  contactMessage: null,
  insertId: null,
  lines: [{ sku: "MY-TEE", productName: "Logo tee", quantity: 2 }],
};

const JAPANESE = { name: "山田 太郎", phone: "+81 3-1234-5678", address_1: "神南一丁目2番3号 渋谷ビル4階", city: "渋谷区", zip: "150-0041", state: "東京都", country: "JP" };
const ARABIC = { name: "محمد علي", address_1: "شارع التحرير 12", city: "القاهرة", zip: "11511", state: "القاهرة", country: "EG" };
const CYRILLIC = { name: "Иван Петров", address_1: "ул. Тверская, д. 7, кв. 15", city: "Москва", zip: "125009", state: "Москва", country: "RU" };

/** Items of a page's text with where they start (x), for checking the order right-to-left words are drawn in. */
async function items(pdf: Buffer, n = 1): Promise<{ str: string; x: number; y: number }[]> {
  const content = await (await (await open(pdf)).getPage(n)).getTextContent();
  return content.items.flatMap((item) => ("str" in item ? [{ str: item.str, x: item.transform[4] as number, y: item.transform[5] as number }] : []));
}

/** The character codes of every glyph drawn on every page; pdfkit's subsets give the missing-glyph box code 0. */
async function glyphCodes(pdf: Buffer): Promise<number[]> {
  const doc = await open(pdf);
  const codes: number[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const list = await (await doc.getPage(n)).getOperatorList();
    list.fnArray.forEach((fn, i) => {
      if (fn !== OPS.showText) return;
      for (const glyph of list.argsArray[i]![0] as ({ originalCharCode: number } | number)[]) if (typeof glyph === "object") codes.push(glyph.originalCharCode);
    });
  }
  return codes;
}

describe("packing slips in every script", () => {
  it("prints a Japanese ship-to address, the name included, in a Japanese font", async () => {
    const pdf = await renderPackingSlips([{ ...BASE, shipTo: JAPANESE }], "A4");
    writeFileSync(`${OUT}/japanese.pdf`, pdf);
    const [text] = await pageText(pdf);
    for (const expected of ["山田 太郎", "神南一丁目2番3号 渋谷ビル4階", "150-0041 渋谷区 東京都", "Phone +81 3-1234-5678"]) expect(text).toContain(expected);
    expect(await glyphCodes(pdf)).not.toContain(0);
  });

  it("prints an Arabic address right to left: each word shaped and whole, the words from right to left, numbers left to right", async () => {
    const pdf = await renderPackingSlips([{ ...BASE, shipTo: ARABIC, returnAddress: CYRILLIC }], "A4");
    writeFileSync(`${OUT}/arabic.pdf`, pdf);
    const [text] = await pageText(pdf);
    for (const word of ["محمد", "علي", "شارع", "التحرير", "12", "القاهرة", "11511"]) expect(text).toContain(word);
    const drawn = await items(pdf);
    const at = (word: string) => drawn.find((item) => item.str.includes(word))!;
    // pdf.js gives a right-to-left run's words in the order they stand on the page, left to right (each word itself
    // in reading order): the first word of a right-to-left line is its rightmost.
    expect(at("محمد").str.indexOf("علي")).toBeLessThan(at("محمد").str.indexOf("محمد"));
    expect(at("شارع").str.indexOf("التحرير")).toBeLessThan(at("شارع").str.indexOf("شارع"));
    // The house number ends the line, so it stands at its left end, its digits left to right.
    expect(at("12").y).toBe(at("شارع").y);
    expect(at("12").x).toBeLessThan(at("شارع").x);
    expect(text).not.toContain("21");
    expect(await glyphCodes(pdf)).not.toContain(0);
  });

  it("prints a Cyrillic address as written", async () => {
    const pdf = await renderPackingSlips([{ ...BASE, shipTo: CYRILLIC }], "4x6");
    const [text] = await pageText(pdf);
    for (const expected of ["Иван Петров", "ул. Тверская, д. 7, кв. 15", "125009 Москва Москва"]) expect(text).toContain(expected);
    expect(await glyphCodes(pdf)).not.toContain(0);
  });

  it("prints names, products and messages in Greek, Chinese, Korean, Hebrew, Devanagari and Thai, with no box", async () => {
    const words = { greek: "Ευχαριστούμε", chinese: "北京市朝阳区", korean: "서울특별시 강남구", hebrew: "שלום", devanagari: "नमस्ते", thai: "ขอบคุณ" };
    const pdf = await renderPackingSlips(
      [
        {
          ...BASE,
          shipTo: { ...BASE.shipTo, name: `${words.chinese} 王先生` },
          returnAddress: { name: words.korean, address_1: "테헤란로 1", city: "서울", zip: "06236", country: "KR" },
          brandingMessage: `${words.greek} · ${words.devanagari} · ${words.thai}`,
          contactMessage: `${words.hebrew} help@shop.example`,
          lines: [{ sku: "TEE-1", productName: "Футболка 티셔츠 قميص", quantity: 2 }],
        },
      ],
      "A4",
    );
    writeFileSync(`${OUT}/many-scripts.pdf`, pdf);
    const [text] = await pageText(pdf);
    for (const word of [words.greek, words.chinese, "王先生", "서울특별시", "강남구", words.hebrew, words.devanagari, words.thai, "Футболка", "티셔츠", "قميص"]) {
      expect(text).toContain(word);
    }
    expect(await glyphCodes(pdf)).not.toContain(0);
  });

  it("prints the customs declaration's parties and descriptions in their scripts too (it shares the page flow)", async () => {
    const customs = {
      orderRef: BASE.orderRef,
      externalRef: BASE.externalRef,
      orderedAt: BASE.orderedAt,
      sender: CYRILLIC,
      recipient: JAPANESE,
      recipientTaxId: null,
      incoterm: "DAP",
      iossNumber: null,
      eoriNumber: null,
      lines: [{ description: "Tシャツ 綿 / قميص", quantity: 2, hs_code: "6109.10", origin_country: "PT", value: null, weight_grams: null }],
      totals: { quantity: 2, value: null, weight_grams: null, weight_complete: false },
    };
    const pdf = await renderPackingSlips([{ ...BASE, shipTo: JAPANESE, returnAddress: CYRILLIC, customs }], "A4", "customs");
    const [text] = await pageText(pdf);
    for (const expected of ["山田 太郎", "神南一丁目2番3号 渋谷ビル4階", "Иван Петров", "シャツ 綿", "قميص"]) expect(text).toContain(expected);
    expect(await glyphCodes(pdf)).not.toContain(0);
  });

  it("finds a shipped font for every script §20 names (the fallback chain)", () => {
    const samples = ["Zoë Ångström", "Ελλάδα", "Москва", "東京都渋谷区", "ひらがなカタカナ", "们这个", "한국어", "القاهرة", "שלום", "नमस्ते", "สวัสดี"];
    for (const sample of samples) for (const weight of ["regular", "bold"] as const) expect(facesFor(sample, weight).every((face) => face !== null), `${sample} ${weight}`).toBe(true);
    // A stretch of Han characters takes one font, the Japanese one unless it lacks a character the Chinese one has.
    expect(new Set(facesFor("渋谷区", "regular").map((f) => f!.name))).toEqual(new Set(["jp"]));
    expect(new Set(facesFor("北京们这", "regular").map((f) => f!.name))).toEqual(new Set(["sc"]));
  });

  it("prints a character no shipped font has as its code point, not as a box", async () => {
    const pdf = await renderPackingSlips([{ ...BASE, shipTo: { ...BASE.shipTo, name: "Ada \u{1F9EC} Lovelace \u{10900}" } }], "A4");
    const [text] = await pageText(pdf);
    expect(text).toContain("[U+10900]");
    expect(await glyphCodes(pdf)).not.toContain(0);
  });

  it("keeps a slip small: only the glyphs used are embedded", async () => {
    const japanese = await renderPackingSlips([{ ...BASE, shipTo: JAPANESE }], "A4");
    const arabic = await renderPackingSlips([{ ...BASE, shipTo: ARABIC }], "A4");
    // The Japanese font file is 4.5 MB and the Arabic one 130 KB; docs/operator-guide.md gives these sizes.
    expect(japanese.length).toBeLessThan(60_000);
    expect(arabic.length).toBeLessThan(40_000);
  });

  it("parses each font once per process and gives every document its own instance over it, its own glyphs read back", async () => {
    const face = facesFor("山", "regular")[0]!;
    type Parsed = fontkit.Font & { _tables: object };
    const [first, second] = [face.forDocument() as Parsed, face.forDocument() as Parsed];
    // Compared as booleans: a failure message would print whole fonts.
    expect(second === first).toBe(false);
    // The tables (4 to 6 MB of heap for a CJK face) are shared; the glyph cache, where pdfkit takes each glyph's
    // code points for the document's ToUnicode map from, is each document's own.
    expect(second._tables === first._tables).toBe(true);
    expect(second.getGlyph(100) === first.getGlyph(100)).toBe(false);

    // Documents one after the other, sharing characters and not: each reads back as its own text.
    const other = { ...JAPANESE, name: "佐藤 花子", address_1: "西新宿二丁目8番1号", city: "新宿区", zip: "163-8001" };
    const a = await renderPackingSlips([{ ...BASE, shipTo: JAPANESE }], "A4");
    const b = await renderPackingSlips([{ ...BASE, shipTo: other }], "A4");
    const again = await renderPackingSlips([{ ...BASE, shipTo: JAPANESE }], "A4");
    const [textA] = await pageText(a);
    const [textB] = await pageText(b);
    for (const expected of ["山田 太郎", "神南一丁目2番3号 渋谷ビル4階", "150-0041 渋谷区 東京都"]) expect(textA).toContain(expected);
    for (const expected of ["佐藤 花子", "西新宿二丁目8番1号", "163-8001 新宿区 東京都"]) expect(textB).toContain(expected);
    expect(textB).not.toContain("山田");
    expect(await pageText(again)).toEqual([textA]);
    expect(again.length).toBe(a.length);
  });

  it("subsets a CJK font to the same bytes as fontkit, with one shared 'return' in each unused subroutine's place", () => {
    interface Subset {
      includeGlyph(id: number): number;
      encode(): Uint8Array;
      subsetSubrs(subrs: { offset: number; length: number }[], used: Record<number, boolean>): Uint8Array[];
      cff: { stream: { pos: number; readBuffer(length: number): Uint8Array } };
    }
    const face = facesFor("山", "regular")[0]!;
    const subsetOf = (withFontkitOwn: boolean): Uint8Array => {
      const font = face.forDocument();
      const subset = font.createSubset() as unknown as Subset;
      // fontkit 2.0.4's own method, as the subset would run it were it not replaced on the prototype.
      if (withFontkitOwn)
        subset.subsetSubrs = function (subrs, used) {
          const res: Uint8Array[] = [];
          for (let i = 0; i < subrs.length; i++) {
            const subr = subrs[i]!;
            if (used[i]) {
              this.cff.stream.pos = subr.offset;
              res.push(this.cff.stream.readBuffer(subr.length));
            } else res.push(new Uint8Array([11]));
          }
          return res;
        };
      for (const glyph of font.layout("山田 太郎 神南一丁目2番3号 渋谷区").glyphs) subset.includeGlyph(glyph.id);
      return subset.encode();
    };
    const shared = subsetOf(false);
    expect(Buffer.from(shared).equals(Buffer.from(subsetOf(true)))).toBe(true);
    expect(shared.length).toBeLessThan(60_000);
    // The replacement is in place (otherwise every document would allocate thousands of arrays again).
    const probe = face.forDocument().createSubset() as unknown as Subset;
    const unused = probe.subsetSubrs([{ offset: 0, length: 1 }, { offset: 0, length: 1 }], {});
    expect(unused[0]).toBe(unused[1]);
    expect([...unused[0]!]).toEqual([11]);
  });
});
