// The render figure: custom-text print files per second on this machine, measured (never asserted) with the service's
// own renderer (dist/render/custom-text.js, built by `npm run build`) on the benchmark catalog's custom-text area.
// One "file" is what a print-file job makes for a custom-text area without a caller's preview: the print file at the
// blank's full size and its 1000 px preview, both PNG-encoded.
import { availableParallelism, cpus } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { PRODUCTS } from "./seed.js";
import { formatTable } from "./table.js";

interface RenderedImage {
  png: Buffer;
  width: number;
  height: number;
  dpi: number;
}

interface RenderModule {
  renderPrintFile(request: { area: { width_px: number; height_px: number; dpi: number }; art: Buffer | null; fields: unknown[]; texts: Record<string, string> }): Promise<RenderedImage>;
  renderPreview(png: Buffer): Promise<RenderedImage>;
}

export interface RenderFigure {
  label: string;
  area: { width_px: number; height_px: number; dpi: number };
  fields: number;
  art: boolean;
  /** Renders running at once (one per CPU, as workers with JOB_CONCURRENCY ≥ CPUs would). */
  concurrency: number;
  cpus: number;
  /** sharp's (libvips') thread pool size. */
  libvipsThreads: number;
  files: number;
  durationS: number;
  filesPerS: number;
  meanMs: number;
  maxMs: number;
  /** Bytes of the last print file and preview, for scale. */
  printFileBytes: number;
  previewBytes: number;
}

/** The benchmark catalog's blank (TEE-BLK back area) and NAME-TEE's text fields, as the service resolves them. */
const AREA = { width_px: 4500, height_px: 5400, dpi: 300 };
const TEXTS = { name: "ADA LOVELACE", number: "42" };

function nameTeeFields(): unknown[] {
  const fields = PRODUCTS.find((p) => p.sku === "NAME-TEE")?.print_areas?.back?.text_fields;
  if (!fields) throw new Error("the example catalog has no NAME-TEE with text fields on its back");
  // The service fills color and align with their defaults before rendering.
  return fields.map((field) => ({ color: "#000000", align: "center", ...field }));
}

/** A full-size art image that does not compress to nothing like a flat colour would: a two-way smooth gradient. */
export async function artImage(): Promise<Buffer> {
  const { width_px: width, height_px: height } = AREA;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = Math.round((x / width) * 255);
      raw[i + 1] = Math.round((y / height) * 255);
      raw[i + 2] = 160;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

async function measure(render: RenderModule, label: string, art: Buffer | null, durationS: number, concurrency: number): Promise<RenderFigure> {
  const fields = nameTeeFields();
  const one = async () => {
    const printFile = await render.renderPrintFile({ area: AREA, art, fields, texts: TEXTS });
    const preview = await render.renderPreview(printFile.png);
    if (printFile.width !== AREA.width_px || printFile.height !== AREA.height_px) throw new Error(`rendered ${printFile.width}x${printFile.height}, expected the area's size`);
    return { printFileBytes: printFile.png.length, previewBytes: preview.png.length };
  };
  // Warm-up: one file per worker (font loading, libvips start-up).
  await Promise.all(Array.from({ length: concurrency }, one));

  const latencies: number[] = [];
  let last = { printFileBytes: 0, previewBytes: 0 };
  const start = performance.now();
  const deadline = start + durationS * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      // Every worker finishes at least one file, so a short run still measures something.
      do {
        const began = performance.now();
        last = await one();
        latencies.push(performance.now() - began);
      } while (performance.now() < deadline);
    }),
  );
  const elapsedS = (performance.now() - start) / 1000;
  return {
    label,
    area: AREA,
    fields: fields.length,
    art: art !== null,
    concurrency,
    cpus: cpus().length,
    libvipsThreads: sharp.concurrency(),
    files: latencies.length,
    durationS: elapsedS,
    filesPerS: latencies.length / elapsedS,
    meanMs: latencies.reduce((a, b) => a + b, 0) / latencies.length,
    maxMs: Math.max(...latencies),
    ...last,
  };
}

export async function measureRender(options: { repoRoot: string; durationS: number; log: (line: string) => void }): Promise<RenderFigure[]> {
  const render = (await import(pathToFileURL(join(options.repoRoot, "dist", "render", "custom-text.js")).href)) as RenderModule;
  const concurrency = availableParallelism();
  options.log(`render: custom-text print files, ${concurrency} at once, ${options.durationS} s per case`);
  const figures = [await measure(render, "custom text, no art (NAME-TEE back)", null, options.durationS, concurrency)];
  figures.push(await measure(render, "custom text over full-size art", await artImage(), options.durationS, concurrency));
  return figures;
}

export function renderTable(figures: RenderFigure[]): string {
  const header = ["render case", "area", "files/s", "mean ms", "max ms", "at once", "CPUs", "print file KB", "preview KB"];
  const rows = figures.map((f) => [
    f.label,
    `${f.area.width_px}x${f.area.height_px} @${f.area.dpi}`,
    f.filesPerS.toFixed(2),
    f.meanMs.toFixed(0),
    f.maxMs.toFixed(0),
    String(f.concurrency),
    String(f.cpus),
    (f.printFileBytes / 1024).toFixed(0),
    (f.previewBytes / 1024).toFixed(0),
  ]);
  return formatTable(header, rows);
}
