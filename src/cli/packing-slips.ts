// `pod-orders packing-slips`: the packing slips of some orders as one PDF file, for an operator at a terminal.
import { writeFile } from "node:fs/promises";
import { MAX_SLIPS_PER_BATCH } from "../domain/packing-slip.js";
import { Failure } from "../domain/errors.js";
import { packingSlips } from "../services/packing-slips.js";
import { CliError } from "./report.js";
import { withSession } from "./session.js";

export interface PackingSlipFlags {
  orders: string;
  out: string;
}

export async function packingSlipsCommand(flags: PackingSlipFlags): Promise<void> {
  const refs = flags.orders.split(",").map((ref) => ref.trim()).filter((ref) => ref !== "");
  if (refs.length === 0) throw Failure.of("required", "pass --orders ord_…,ord_…", "orders");
  if (refs.length > MAX_SLIPS_PER_BATCH) throw Failure.of("too_many_items", `at most ${MAX_SLIPS_PER_BATCH} orders in one file`, "orders");
  const pdf = await withSession(({ ctx, config }) => packingSlips(ctx, config, refs, (i) => `orders[${i}] ${refs[i]}`));
  try {
    await writeFile(flags.out, pdf);
  } catch (error) {
    throw new CliError(`cannot write ${flags.out}: ${(error as Error).message}`);
  }
  process.stderr.write(`${refs.length} packing slip${refs.length === 1 ? "" : "s"} written to ${flags.out} (${pdf.length} bytes)\n`);
}
