// The image pool of the built service: tasks run on worker threads, never more at once than the pool's size, and a
// verdict on an image (not an image, cannot be rendered) comes back as the same kind of error as in-thread.
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gradientImage } from "../helpers/image-host.js";

const BUILT = new URL("../../dist/", import.meta.url).href;
type PoolModule = typeof import("../../src/render/image-pool.js");

let pool: InstanceType<PoolModule["ImagePool"]>;
let dir: string;
let NotAnImage: typeof import("../../src/render/inspect.js").NotAnImage;
let RenderError: typeof import("../../src/render/errors.js").RenderError;

beforeAll(async () => {
  // From dist/: run from the TypeScript sources the pool would run its tasks in this thread.
  const { ImagePool } = (await import(BUILT + "render/image-pool.js")) as PoolModule;
  ({ NotAnImage } = (await import(BUILT + "render/inspect.js")) as typeof import("../../src/render/inspect.js"));
  ({ RenderError } = (await import(BUILT + "render/errors.js")) as typeof import("../../src/render/errors.js"));
  pool = new ImagePool(2);
  dir = mkdtempSync(join(tmpdir(), "pod-orders-pool-"));
});
afterAll(() => pool.close());

const field = { field_name: "name", x: 10, y: 10, width: 280, height: 80, font_size: 60, color: "#112233", align: "center" as const };

describe("ImagePool (built)", () => {
  it("runs at most `size` tasks at once; the others wait their turn and all finish", async () => {
    const path = join(dir, "art.png");
    writeFileSync(path, await gradientImage(800, 600));
    const tasks = Array.from({ length: 5 }, () => pool.run({ kind: "inspect", path }));
    expect(pool.running).toBe(2);
    expect(pool.backlog).toBe(5);
    const facts = await Promise.all(tasks);
    expect(facts.every((f) => f.width === 800 && f.height === 600 && f.contentType === "image/png")).toBe(true);
    expect(pool.backlog).toBe(0);
  });

  it("renders a print file and its preview into the given paths, with the checksums of what it wrote", async () => {
    const printPath = join(dir, "print.png");
    const previewPath = join(dir, "preview.png");
    const made = await pool.run({ kind: "custom_text", request: { area: { width_px: 300, height_px: 100, dpi: 150 }, fields: [field], texts: { name: "ADA" } }, artPath: null, printPath, previewPath });
    const sha = (path: string) => createHash("sha256").update(readFileSync(path)).digest("hex");
    expect(made.print_file).toEqual({ checksum: sha(printPath), size_bytes: readFileSync(printPath).length, width_px: 300, height_px: 100, dpi: 150 });
    expect(made.preview).toMatchObject({ checksum: sha(previewPath), width_px: 300, height_px: 100 });
  });

  it("answers a file that is not an image with NotAnImage, and a field it cannot draw with RenderError", async () => {
    const text = join(dir, "not-an-image.png");
    writeFileSync(text, "hello");
    await expect(pool.run({ kind: "inspect", path: text })).rejects.toBeInstanceOf(NotAnImage);
    const bad = pool.run({ kind: "custom_text", request: { area: { width_px: 300, height_px: 100, dpi: 150 }, fields: [{ ...field, color: "red" }], texts: { name: "ADA" } }, artPath: null, printPath: join(dir, "x.png"), previewPath: null });
    await expect(bad).rejects.toBeInstanceOf(RenderError);
    await expect(bad).rejects.toThrow('text field "name": color must be #RRGGBB, got "red"');
    // The thread is still there for the next task.
    expect((await pool.run({ kind: "inspect", path: join(dir, "art.png") })).width).toBe(800);
  });
});
