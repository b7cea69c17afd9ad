// The CPU-heavy image work of print-file jobs as plain tasks: checking a downloaded image, and rendering a custom-text
// print file with its preview straight into files. Run on an image thread (image-pool.ts), or in-thread as a fallback.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { writeFile } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { inspectImage, type ImageFacts } from "./inspect.js";
import { renderPreview, writePrintFile, type ImageSize, type RenderRequest } from "./custom-text.js";

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
   * The art is read from `artPath` (null: none) here, as the render streams, so its megabytes never pass through the
   * thread serving requests; `printPath` and `previewPath` are fresh temp paths of the file store, where the files are written.
   */
  | { kind: "custom_text"; request: Omit<RenderRequest, "art">; artPath: string | null; printPath: string; previewPath: string | null };

export type ImageTaskResult<T extends ImageTask> = T extends { kind: "inspect" } ? ImageFacts : CustomTextFiles;

export async function runImageTask<T extends ImageTask>(task: T): Promise<ImageTaskResult<T>> {
  if (task.kind === "inspect") return (await inspectImage(task.path)) as ImageTaskResult<T>;
  return (await renderCustomText(task)) as ImageTaskResult<T>;
}

/**
 * The print file is written as libvips makes it and hashed from the file; the preview is made from the file. The
 * thread holds the text rasters and a few strips of the image, never the whole print file (about 100 MB as pixels
 * and up to as much again as PNG for 4500 × 5400 px).
 */
async function renderCustomText(task: Extract<ImageTask, { kind: "custom_text" }>): Promise<CustomTextFiles> {
  const print = await writePrintFile({ ...task.request, art: task.artPath }, task.printPath);
  const printFile = await describeFile(task.printPath, print);
  if (task.previewPath === null) return { print_file: printFile, preview: null };
  const preview = await renderPreview(task.printPath);
  await writeFile(task.previewPath, preview.png);
  return { print_file: printFile, preview: await describeFile(task.previewPath, preview) };
}

/** The checksum is taken here, beside the bytes, so that hashing megabytes never runs on the thread serving requests. */
async function describeFile(path: string, image: ImageSize): Promise<WrittenImage> {
  const hash = createHash("sha256");
  let size = 0;
  await pipeline(createReadStream(path), async (chunks: AsyncIterable<Buffer>) => {
    for await (const chunk of chunks) {
      hash.update(chunk);
      size += chunk.length;
    }
  });
  return { checksum: hash.digest("hex"), size_bytes: size, width_px: image.width, height_px: image.height, dpi: image.dpi };
}
