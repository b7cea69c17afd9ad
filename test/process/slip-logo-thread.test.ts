// A store's logo through the built service's packing-slip thread: the logo's bytes cross to the thread (a Uint8Array
// there, no longer a Buffer) and are printed once per document, as laid out in this thread by the render tests.
import { describe, expect, it } from "vitest";
import type * as Thread from "../../src/render/document-thread.js";
import type { PackingSlip } from "../../src/render/packing-slip.js";
import { gradientImage } from "../helpers/image-host.js";
import { images, pageText } from "../helpers/pdf.js";

const BUILT = new URL("../../dist/", import.meta.url).href;

const SLIP: PackingSlip = {
  orderRef: "ord_01JDX7Q2M4K8ZP3N5R6T9VWXYZ",
  externalRef: "shop-10042",
  orderedAt: "2026-11-22T10:00:00Z",
  shipTo: { name: "Ada Lovelace", address_1: "1 Analytical Way", city: "Springfield", zip: "62701", country: "US" },
  returnAddress: null,
  brandingMessage: null,
  contactMessage: null,
  insertId: null,
  storeName: "Acme Tees Europe",
  lines: [{ sku: "MY-TEE", productName: "Logo tee", quantity: 2 }],
};

describe("the slip thread", () => {
  it("prints the store's name and logo on every slip of a batch, the logo embedded once; bad bytes are left off", async () => {
    const { openSlipRenderer } = (await import(`${BUILT}render/document-thread.js`)) as typeof Thread;
    const logo = await gradientImage(600, 120);
    const renderer = openSlipRenderer("A4");
    const parts = [await renderer.add([0, 1].map((i) => ({ ...SLIP, orderRef: `ord_${i}THREAD`, logo })))];
    parts.push(await renderer.add([{ ...SLIP, orderRef: "ord_2THREAD", logo: Buffer.from("not an image") }]));
    parts.push(await renderer.end());
    const pdf = Buffer.concat(parts);
    const pages = await pageText(pdf);
    expect(pages).toHaveLength(3);
    for (const page of pages) expect(page).toContain("Acme Tees Europe");
    expect((await images(pdf, 1)).length + (await images(pdf, 2)).length).toBe(2);
    expect(await images(pdf, 3)).toHaveLength(0);
    expect(pdf.toString("latin1").match(/\/Subtype \/Image/g)).toHaveLength(1);
  });
});
