// Custom text in every script the shipped fonts draw (Japanese, Turkish, Greek...) is taken at create and printed in
// the font that has it, never as boxes; characters no shipped font draws are refused at create and quote (400
// unsupported_characters at the text's path, naming them) and nothing is written.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAKE_LINE_FILES } from "../../src/jobs/kinds.js";
import { customTextOrder, seedAccount, standardOrder } from "../helpers/fixtures.js";
import { ADMIN_TOKEN } from "../helpers/server.js";
import { startWebhookRig, type WebhookRig } from "../helpers/webhooks.js";
import type { Workers } from "../../src/workers.js";

const require = createRequire(import.meta.url);
const JP_FILE = join(dirname(require.resolve("@embedpdf/fonts-jp")), "..", "fonts", "NotoSansJP-Regular.otf");
const DEJAVU_FILE = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");

const AREA = { width_px: 800, height_px: 200, dpi: 100 };
const BOX = { x: 20, y: 20, width: 760, height: 160 };
const FONT_SIZE = 60;
const COLOR = "#FF0000";

let rig: WebhookRig;
let workers: Workers;

beforeAll(async () => {
  rig = await startWebhookRig();
  workers = rig.workers({ kinds: [MAKE_LINE_FILES] });
  expect((await rig.server.post("/v1/admin/catalog/create", { sku: "LABEL-BLANK", name: "Label", type: "pod", packing_slip_supported: false, print_areas: { front: AREA } }, ADMIN_TOKEN)).status).toBe(200);
  const product = { sku: "NAME-LABEL", name: "Name label", blank_sku: "LABEL-BLANK", print_areas: { front: { text_fields: [{ field_name: "name", max_length: 40, ...BOX, font_size: FONT_SIZE, color: COLOR, align: "left" }] } } };
  expect((await rig.server.post("/v1/products/create", product, rig.acme.token)).status).toBe(200);
});
afterAll(() => rig.close());

function withName(text: string) {
  const body = customTextOrder();
  return { ...body, items: [{ ...body.items[0]!, print_areas: { back: { custom_text: [{ field_name: "name", text }] } } }] };
}

function label(text: string) {
  return standardOrder({ items: [{ sku: "NAME-LABEL", quantity: 1, print_areas: { front: { custom_text: [{ field_name: "name", text }] } } }] });
}

async function drain(): Promise<void> {
  while ((await workers.worker.runOnce()) > 0);
}

/** The front print file of a one-line NAME-LABEL order with `text`, once its files job has run, as raw RGBA. */
async function printedLabel(text: string): Promise<Buffer> {
  const created = await rig.server.post("/v1/orders/create", label(text), rig.acme.token);
  expect(created.body, JSON.stringify(created.body)).toMatchObject({ status: "success" });
  await drain();
  const order = (await rig.server.post("/v1/orders/get", { order_ref: created.body.data.order_ref }, rig.acme.token)).body.data;
  const file = order.items[0].print_files.front;
  expect(file, JSON.stringify(file)).toMatchObject({ status: "ready" });
  const res = await fetch(`${rig.server.url}/v1/files/${file.print_file.checksum}`, { headers: { authorization: `Bearer ${rig.acme.token}` } });
  expect(res.status).toBe(200);
  return sharp(Buffer.from(await res.arrayBuffer())).ensureAlpha().raw().toBuffer();
}

/** The label as libvips draws `text` in `family` from `fontfile` alone, left in the box and centred vertically. */
async function labelIn(text: string, family: string, fontfile: string): Promise<Buffer> {
  const spec = { text: `<span foreground="${COLOR}" fallback="false">${text}</span>`, font: `${family} ${FONT_SIZE.toFixed(2)}`, fontfile, rgba: true, dpi: 72, wrap: "none" as const, align: "left" as const };
  const { height } = await sharp({ text: spec }).metadata();
  const empty = sharp({ create: { width: AREA.width_px, height: AREA.height_px, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } });
  const png = await empty.composite([{ input: { text: spec }, left: BOX.x, top: BOX.y + Math.floor((BOX.height - height) / 2) }]).png().toBuffer();
  return sharp(png).ensureAlpha().raw().toBuffer();
}

describe("custom text in the scripts the shipped fonts draw", () => {
  it.each(["東京", "İstanbul ğüşı", "Αθήνα", "ZOË", "ЖЕНЯ", "שלום", "مرحبا", "서울", "नमस्ते", "สวัสดี"])("accepts %s at create", async (text) => {
    const res = await rig.server.post("/v1/orders/create", label(text), rig.acme.token);
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: "success" });
  });

  it("prints Japanese in the Japanese font: the print file is what Noto Sans JP draws, not DejaVu Sans's boxes", async () => {
    const printed = await printedLabel("東京");
    expect(printed.equals(await labelIn("東京", "Noto Sans Japanese", JP_FILE))).toBe(true);
    expect(printed.equals(await labelIn("東京", "DejaVu Sans", DEJAVU_FILE))).toBe(false);
  });

  it.each(["İstanbul ğüşı", "Αθήνα"])("prints %s in DejaVu Sans, as Latin always was", async (text) => {
    expect((await printedLabel(text)).equals(await labelIn(text, "DejaVu Sans", DEJAVU_FILE))).toBe(true);
  });
});

describe("custom text no shipped font draws", () => {
  it("refuses cuneiform, Ethiopic, an unassigned code point and emoji at create with unsupported_characters at its path, and writes nothing", async () => {
    const body = withName("𒀀ሰ\u0378🦄");
    const res = await rig.server.post("/v1/orders/create", body, rig.acme.token);
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([
      { path: "items[0].print_areas.back.custom_text[0].text", code: "unsupported_characters", message: expect.stringContaining('"𒀀" (U+12000), "ሰ" (U+1230), "\u0378" (U+0378), "🦄" (U+1F984)') },
    ]);
    const got = await rig.server.post("/v1/orders/get", { external_ref: body.external_ref }, rig.acme.token);
    expect(got.status).toBe(404);
  });

  it("refuses the same at quote (a priced account's; an unpriced one gets no quote at all)", async () => {
    const priced = await seedAccount(rig.server, { name: "Priced", connected_stores: true });
    expect((await rig.server.post("/v1/admin/accounts/update", { account_id: priced.accountId, currency: "EUR" }, ADMIN_TOKEN)).status).toBe(200);
    const { external_ref: _ref, created_at: _at, ...quote } = withName("ДА山𒀀");
    const res = await rig.server.post("/v1/orders/quote", quote, priced.token);
    expect(res.status).toBe(400);
    const refused = res.body.data.errors.filter((e: { code: string }) => e.code === "unsupported_characters");
    expect(refused).toEqual([{ path: "items[0].print_areas.back.custom_text[0].text", code: "unsupported_characters", message: expect.stringContaining('"𒀀" (U+12000)') }]);
    expect(refused[0].message).not.toContain("U+5C71");
  });
});
