// The CPU-heavy image work of print-file jobs as plain tasks: checking a downloaded image, and rendering a custom-text
// print file with its preview straight into files. Run on an image thread (image-pool.ts), or in-thread as a fallback.
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { inspectImage, type ImageFacts } from "../files/inspect.js";
import { renderPreview, renderPrintFile, type RenderRequest } from "./custom-text.js";

/** A rendered file written to the path it was given: what storing it and describing it need. */
export interface WrittenImage {
  checksum: string;
  size_bytes: number;
  width_px: number;
  height_px: number;
  dpi: number;
}

export interface CustomTextFiles {
  print_file: WrittenImage;
  /** Null when no preview path was given (the caller sent its own preview). */
  preview: WrittenImage | null;
}

export type ImageTask =
  | { kind: "inspect"; path: string }
  /**
   * The art is read from `artPath` (null: none) here, so its megabytes never pass through the thread serving
   * requests; `printPath` and `previewPath` are fresh temp paths of the file store, where the files are written.
   */
  | { kind: "custom_text"; request: Omit<RenderRequest, "art">; artPath: string | null; printPath: string; previewPath: string | null };

export type ImageTaskResult<T extends ImageTask> = T extends { kind: "inspect" } ? ImageFacts : CustomTextFiles;

export async function runImageTask<T extends ImageTask>(task: T): Promise<ImageTaskResult<T>> {
  if (task.kind === "inspect") return (await inspectImage(task.path)) as ImageTaskResult<T>;
  return (await renderCustomText(task)) as ImageTaskResult<T>;
}

async function renderCustomText(task: Extract<ImageTask, { kind: "custom_text" }>): Promise<CustomTextFiles> {
  const art = task.artPath === null ? null : await readFile(task.artPath);
  const print = await renderPrintFile({ ...task.request, art });
  const printFile = await write(task.printPath, print.png, print);
  if (task.previewPath === null) return { print_file: printFile, preview: null };
  const preview = await renderPreview(print.png);
  return { print_file: printFile, preview: await write(task.previewPath, preview.png, preview) };
}

/** The checksum is taken here, beside the bytes, so that hashing megabytes never runs on the thread serving requests. */
async function write(path: string, png: Buffer, image: { width: number; height: number; dpi: number }): Promise<WrittenImage> {
  await writeFile(path, png);
  return { checksum: createHash("sha256").update(png).digest("hex"), size_bytes: png.length, width_px: image.width, height_px: image.height, dpi: image.dpi };
}
