// Image checks by bytes: the four accepted formats, refusals with their reasons, a truncated file, density.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { inspectImage, NotAnImage } from "../../src/render/inspect.js";

const dir = mkdtempSync(join(tmpdir(), "pod-orders-inspect-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
function file(bytes: Buffer): string {
  const path = join(dir, `f${n++}.bin`); // never a telling extension: the bytes decide
  writeFileSync(path, bytes);
  return path;
}

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });

describe("inspectImage", () => {
  it.each([
    ["png", "image/png"],
    ["jpeg", "image/jpeg"],
    ["tiff", "image/tiff"],
    ["webp", "image/webp"],
  ] as const)("accepts %s by its bytes, with its size", async (format, contentType) => {
    const facts = await inspectImage(file(await picture(64, 48).toFormat(format).toBuffer()));
    expect(facts).toMatchObject({ format, contentType, width: 64, height: 48 });
  });

  it("refuses an image over the pixel limit from its header, before decoding it", async () => {
    // A PNG whose IHDR claims 20 000 × 20 000 pixels (400 million), with one tiny IDAT and an IEND.
    const chunk = (type: string, data: Buffer) => {
      const out = Buffer.alloc(12 + data.length);
      out.writeUInt32BE(data.length, 0);
      out.write(type, 4, "latin1");
      data.copy(out, 8);
      out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
      return out;
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(20_000, 0);
    ihdr.writeUInt32BE(20_000, 4);
    ihdr.set([8, 2, 0, 0, 0], 8);
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const png = Buffer.concat([signature, chunk("IHDR", ihdr), chunk("IDAT", deflateSync(Buffer.alloc(64))), chunk("IEND", Buffer.alloc(0))]);
    await expect(inspectImage(file(png))).rejects.toThrow(/the image is 20000 × 20000 pixels, more than 300000000 in all/);
  });

  it.each([
    ["png", { compressionLevel: 0 }, "PNG"],
    ["jpeg", {}, "JPEG"],
  ] as const)("refuses a %s that lacks only its last rows: every line is decoded, the last included", async (format, options, name) => {
    // Noise, so the encoded bytes run evenly through the image and the cut falls in its last rows.
    const noise = Buffer.from(Array.from({ length: 600 * 600 * 3 }, (_, i) => (i * 2654435761) >>> 24));
    const whole = await sharp(noise, { raw: { width: 600, height: 600, channels: 3 } }).toFormat(format, options).toBuffer();
    expect((await inspectImage(file(whole))).width).toBe(600);
    const error = await inspectImage(file(whole.subarray(0, Math.floor(whole.length * 0.995)))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotAnImage);
    expect((error as Error).message).toMatch(new RegExp(`^the ${name} image cannot be decoded: `));
  });

  it("reads the density a file records", async () => {
    const facts = await inspectImage(file(await picture(30, 20).withMetadata({ density: 300 }).png().toBuffer()));
    expect(facts.density).toBe(300);
  });

  it.each([
    ["text", () => Buffer.from("<html>not an image</html>"), /^not an image: the bytes are not PNG, JPEG, TIFF or WebP$/],
    ["an empty file", () => Buffer.alloc(0), /^not an image/],
    ["a GIF", async () => picture(10, 10).gif().toBuffer(), /not an accepted image format \(gif\)/],
    ["an SVG", () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), /not an accepted image format \(svg\)/],
    ["a truncated PNG", async () => (await picture(400, 400).png({ compressionLevel: 0 }).toBuffer()).subarray(0, 2_000), /the PNG image cannot be decoded/],
  ])("refuses %s with a clear reason", async (_label, bytes, reason) => {
    const error = await inspectImage(file(await bytes())).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotAnImage);
    expect((error as Error).message).toMatch(reason);
  });
});
