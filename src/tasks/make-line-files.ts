// The print-file job of one order line: for each pending print area, download, check and store the caller's files,
// or render custom text over the product's art; then record the outcome on the order.
import { createWriteStream } from "node:fs";
import { unlink } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import type { BlankPrintSize, Product } from "../domain/catalog.js";
import { plannedFiles, previewInfo, printFileInfo, type FileSource, type StoredImage } from "../domain/print-files.js";
import type { MAKE_LINE_FILES } from "../jobs/kinds.js";
import { PermanentFailure, TransientFailure, type Handler, type Job } from "../jobs/worker.js";
import { DownloadError, type GuardedClient } from "../net/guarded-request.js";
import { RenderError, type RenderRequest } from "../render/custom-text.js";
import { imagePool, type ImagePool } from "../render/image-pool.js";
import type { WrittenImage } from "../render/image-work.js";
import { blankOf, productOf } from "../services/catalog.js";
import type { ServiceContext } from "../services/context.js";
import { recordLineFiles, type AreaOutcome } from "../services/print-files.js";
import * as catalog from "../store/catalog.js";
import * as filesDb from "../store/files.js";
import * as orders from "../store/orders.js";
import { NotAnImage } from "../render/inspect.js";
import { downloadImage } from "./download-image.js";
import { missingSampleProblem, ownSampleName, sampleFacts, sampleImage } from "../files/samples.js";
import type { FileStore } from "../files/store.js";

export interface FileJobDeps {
  ctx: ServiceContext;
  store: FileStore;
  client: Pick<GuardedClient, "download">;
  maxBytes: number;
  /** This service's own origins: its /samples/ URLs are read from the built-in samples, not downloaded. */
  ownOrigins?: readonly string[];
  /** Where image checks and renders run; the process's shared pool by default. */
  images?: Pick<ImagePool, "run">;
}

/** A file that cannot be made; `permanent` when trying again cannot help. */
class FileProblem extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export function lineFilesHandler(deps: FileJobDeps): Handler<typeof MAKE_LINE_FILES> {
  // Lines of one product running at once share one download of its art.
  const artInFlight = new Map<string, Promise<StoredImage>>();
  const withArt = { ...deps, images: deps.images ?? imagePool(), artInFlight };
  return { run: (job) => makeLineFiles(withArt, job), retryDelayMs: fileRetryDelayMs };
}

/**
 * After a passing failure (timeout, 5xx, DNS): 1, 2, 4 … minutes, at most an hour apart. With the job's 8 attempts
 * an image host gets about two hours to come back before the file counts as failed.
 */
export function fileRetryDelayMs(attempt: number): number {
  return Math.min(60_000 * 2 ** (attempt - 1), 3_600_000);
}

type Deps = FileJobDeps & { images: Pick<ImagePool, "run">; artInFlight: Map<string, Promise<StoredImage>> };

async function makeLineFiles(deps: Deps, job: Job<typeof MAKE_LINE_FILES>): Promise<void> {
  const { item_ref } = job.payload;
  const db = deps.ctx.db;
  const item = await orders.findItem(db, item_ref);
  if (!item) throw new PermanentFailure(`no order line ${item_ref}`);
  const pending = (await filesDb.orderFilesOfItem(db, item_ref)).filter((row) => row.status === "pending");
  if (pending.length === 0) return;
  const order = (await orders.findOrder(db, undefined, item.order_ref))!;
  if (order.status === "cancelled") {
    await recordLineFiles(deps.ctx, order.order_ref, item_ref, pending.map((row) => ({ area: row.area, ok: false, reason: "the order was cancelled before its files were made", hold: false })));
    return;
  }
  const blankRow = (await catalog.findBlanks(db, [item.blank_sku]))[0]!;
  const blank = blankOf(blankRow);
  const productRow = item.product_id === null ? undefined : await catalog.findProductById(db, item.product_id);
  const product = productRow ? productOf(productRow, blank) : null;
  const plan = plannedFiles(item.kind, item.print_areas, product);

  const outcomes: AreaOutcome[] = [];
  const transient: { area: string; problem: FileProblem }[] = [];
  const lastAttempt = job.attempt >= job.maxAttempts;
  for (const row of pending) {
    const source = plan[row.area];
    const size = blank.print_areas[row.area];
    try {
      if (!source || !size) throw new FileProblem(`print area "${row.area}" is no longer offered by the product or blank`, true);
      outcomes.push({ area: row.area, ok: true, ...(await makeArea(deps, source, size, product, row.area)) });
    } catch (error) {
      const problem = error instanceof FileProblem ? error : new FileProblem((error as Error).message, false);
      if (problem.permanent || lastAttempt) outcomes.push({ area: row.area, ok: false, reason: problem.message, hold: true });
      else transient.push({ area: row.area, problem });
    }
  }
  await recordLineFiles(deps.ctx, order.order_ref, item_ref, outcomes);
  if (transient.length === 0) return;
  // Areas that failed for a passing reason stay pending, showing how often and why; the job runs again later for them alone.
  const at = deps.ctx.now().toISOString();
  for (const { area, problem } of transient) await filesDb.noteFileAttempt(db, item_ref, area, job.attempt, problem.message, at);
  throw new TransientFailure(transient[0]!.problem.message);
}

async function makeArea(deps: Deps, source: FileSource, size: BlankPrintSize, product: Product | null, area: string) {
  switch (source.kind) {
    case "download": {
      const print = await fetchImage(deps, source.print_file, "print_file");
      const preview = source.preview_image ? await fetchImage(deps, source.preview_image, "preview_image") : null;
      return { print_file: printFileInfo(print, size), preview: preview && previewInfo(preview) };
    }
    case "product_art":
      return { print_file: printFileInfo(await productArt(deps, product!, area, source.art), size), preview: null };
    case "render": {
      const art = source.art ? (await productArt(deps, product!, area, source.art)).checksum : null;
      const fields = (product!.print_areas[area]?.text_fields ?? []).map((f) => ({
        field_name: f.field_name,
        x: f.x,
        y: f.y,
        width: f.width,
        height: f.height,
        font_size: f.font_size,
        color: f.color ?? "#000000",
        align: f.align ?? "center",
      }));
      const made = await renderFiles(deps, { area: size, fields, texts: source.texts }, art, source.preview_image === null);
      const preview = source.preview_image ? await fetchImage(deps, source.preview_image, "preview_image") : made.preview!;
      return { print_file: printFileInfo(made.print_file, size), preview: previewInfo(preview) };
    }
  }
}

/**
 * Renders the print file (and its preview, when the caller sent none) on the image pool, which writes them to temp
 * files of the store; they are then moved into place and recorded.
 */
async function renderFiles(
  deps: Deps,
  request: Omit<RenderRequest, "art">,
  artChecksum: string | null,
  withPreview: boolean,
): Promise<{ print_file: StoredImage; preview: StoredImage | null }> {
  const artPath = artChecksum === null ? null : await copyStored(deps, artChecksum);
  const printPath = await deps.store.tempPath();
  const previewPath = withPreview ? await deps.store.tempPath() : null;
  try {
    const made = await render(() => deps.images.run({ kind: "custom_text", request, artPath, printPath, previewPath }));
    const print = await storeWritten(deps, printPath, made.print_file);
    const preview = made.preview && previewPath ? await storeWritten(deps, previewPath, made.preview) : null;
    return { print_file: print, preview };
  } finally {
    const temps = [artPath, printPath, previewPath].filter((path) => path !== null);
    await Promise.all(temps.map((path) => unlink(path).catch(() => undefined)));
  }
}

async function render<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RenderError) throw new FileProblem(`rendering failed: ${error.message}`, true);
    throw error;
  }
}

/** Downloads `url`, checks it is an image, stores it; the store and the files table then know it by checksum. */
async function fetchImage(deps: Deps, url: string, label: string): Promise<StoredImage> {
  const sample = ownSampleName(url, deps.ownOrigins ?? []);
  if (sample) return storeSample(deps, sample);
  const missing = missingSampleProblem(url, deps.ownOrigins ?? []);
  if (missing) throw new FileProblem(`${label} ${url}: ${missing}`, true);
  try {
    return await downloadImage(deps, url, deps.maxBytes);
  } catch (error) {
    if (error instanceof DownloadError) throw new FileProblem(`${label} ${url}: ${error.message}`, error.permanent);
    if (error instanceof NotAnImage) throw new FileProblem(`${label} ${url}: ${error.message}`, true);
    throw error;
  }
}

/** The product's art for an area, downloaded once per product (and again only if its URL changed). */
async function productArt(deps: Deps, product: Product, area: string, url: string): Promise<StoredImage> {
  const key = `${product.id}:${area}:${url}`;
  const running = deps.artInFlight.get(key);
  if (running) return running;
  const work = cachedProductArt(deps, product, area, url).finally(() => deps.artInFlight.delete(key));
  deps.artInFlight.set(key, work);
  return work;
}

async function cachedProductArt(deps: Deps, product: Product, area: string, url: string): Promise<StoredImage> {
  const db = deps.ctx.db;
  const cached = await filesDb.findProductArt(db, product.id, area);
  if (cached && cached.url === url && (await deps.store.stat(cached.checksum))) {
    const row = await filesDb.findFile(db, cached.checksum);
    if (row) return row;
  }
  const image = await fetchImage(deps, url, "product art");
  await filesDb.saveProductArt(db, product.id, area, url, image.checksum, deps.ctx.now().toISOString());
  return image;
}

async function storeWritten(deps: FileJobDeps, path: string, written: WrittenImage): Promise<StoredImage> {
  await deps.store.putFile(path, written.checksum);
  const image: StoredImage = { checksum: written.checksum, content_type: "image/png", size_bytes: written.size_bytes, width_px: written.width_px, height_px: written.height_px, density: written.dpi };
  await filesDb.recordFile(deps.ctx.db, { ...image, created_at: deps.ctx.now().toISOString() });
  return image;
}

async function storeSample(deps: FileJobDeps, name: string): Promise<StoredImage> {
  const stored = await deps.store.put(await sampleImage(name)!);
  const facts = sampleFacts(name);
  const image: StoredImage = { checksum: stored.checksum, content_type: "image/png", size_bytes: stored.size, width_px: facts.width, height_px: facts.height, density: facts.density };
  await filesDb.recordFile(deps.ctx.db, { ...image, created_at: deps.ctx.now().toISOString() });
  return image;
}

/** A temp copy of a stored file for the image pool to read, streamed so its bytes never sit in this thread's memory. */
async function copyStored(deps: FileJobDeps, checksum: string): Promise<string> {
  const stream = await deps.store.get(checksum);
  if (!stream) throw new FileProblem(`stored file ${checksum} is missing from the file store`, false);
  const temp = await deps.store.tempPath();
  try {
    await pipeline(stream, createWriteStream(temp));
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  return temp;
}
