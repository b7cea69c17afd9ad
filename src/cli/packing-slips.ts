// `pod-orders packing-slips`: the packing slips of some orders as one PDF file, for an operator at a terminal.
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Failure } from "../domain/errors.js";
import { openFileStore } from "../files/open.js";
import { streamedSlips } from "../services/packing-slips.js";
import { CliError } from "./report.js";
import { withSession } from "./session.js";

export interface PackingSlipFlags {
  orders: string;
  out: string;
}

/** Any number of orders: every one is checked before the file is opened, then the PDF is written as it is rendered. */
export async function packingSlipsCommand(flags: PackingSlipFlags): Promise<void> {
  const refs = flags.orders.split(",").map((ref) => ref.trim()).filter((ref) => ref !== "");
  if (refs.length === 0) throw Failure.of("required", "pass --orders ord_…,ord_…", "orders");
  const bytes = await withSession(async ({ ctx, config }) => {
    // The logos the orders kept are read from the file store.
    const files = openFileStore({ dir: config.filesDir, ...(config.filesS3 ? { s3: config.filesS3 } : {}) });
    try {
      return await writeSlips(await streamedSlips(ctx, { ...config, files }, refs, (i) => `orders[${i}] ${refs[i]}`), flags.out);
    } finally {
      files.close();
    }
  });
  process.stderr.write(`${refs.length} packing slip${refs.length === 1 ? "" : "s"} written to ${flags.out} (${bytes} bytes)\n`);
}

async function writeSlips({ pdf }: { pdf: AsyncIterable<Buffer> }, out: string): Promise<number> {
  const file = createWriteStream(out);
  try {
    await pipeline(Readable.from(pdf, { objectMode: false }), file);
    return file.bytesWritten;
  } catch (error) {
    // A file cut short must not stay behind looking like the whole PDF.
    await rm(out, { force: true });
    if (error instanceof Failure) throw error;
    throw new CliError(`cannot write ${out}: ${(error as Error).message}`);
  }
}
