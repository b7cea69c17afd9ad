// `pod-orders files copy --to s3://…`: a local file store copied into a bucket before the service moves there, with
// a progress bar on a terminal (a line every few seconds otherwise). Idempotent: run it again to resume or top up.
import { existsSync } from "node:fs";
import { loadConfig, s3Location } from "../config.js";
import type { CopyProgress } from "../files/copy.js";
import { CliError } from "./report.js";

export interface FilesCopyFlags {
  to: string;
  from?: string;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function line(p: CopyProgress): string {
  return `${p.done}/${p.total} files (${p.copied} copied, ${megabytes(p.bytesCopied)}; ${p.skipped} already there)`;
}

/** A bar redrawn in place on a terminal; elsewhere (a log, CI) a line every 5 s and the last one. */
function progressWriter(stream: NodeJS.WriteStream): { update(p: CopyProgress): void; end(p: CopyProgress): void } {
  let lastLine = 0;
  if (stream.isTTY) {
    return {
      update(p) {
        const width = 30;
        const filled = p.total === 0 ? width : Math.round((p.done / p.total) * width);
        stream.write(`\r[${"#".repeat(filled)}${".".repeat(width - filled)}] ${line(p)}`);
      },
      end(p) {
        this.update(p);
        stream.write("\n");
      },
    };
  }
  return {
    update(p) {
      if (Date.now() - lastLine < 5_000) return;
      lastLine = Date.now();
      stream.write(`${line(p)}\n`);
    },
    end(p) {
      stream.write(`${line(p)}\n`);
    },
  };
}

export async function filesCopyCommand(flags: FilesCopyFlags): Promise<void> {
  const config = loadConfig();
  if (!flags.to.startsWith("s3://")) throw new CliError(`--to must be s3://bucket/prefix, got "${flags.to}"`);
  const location = s3Location(process.env, flags.to);
  const from = flags.from ?? config.filesDir;
  if (!existsSync(from)) throw new CliError(`no local file store at ${from} (set FILES_DIR or pass --from <dir>)`);
  const { copyStoreToBucket } = await import("../files/copy.js");
  const progress = progressWriter(process.stderr);
  let result: CopyProgress;
  try {
    result = await copyStoreToBucket(from, location, (p) => progress.update(p));
  } catch (error) {
    const e = error as Error & { $metadata?: { httpStatusCode?: number } };
    throw new CliError(`copying to ${flags.to} failed (run the command again to resume): ${e.$metadata?.httpStatusCode ? `HTTP ${e.$metadata.httpStatusCode} ` : ""}${e.name}: ${e.message}`);
  }
  progress.end(result);
  process.stdout.write(`${JSON.stringify({ from, to: flags.to, files: result.total, copied: result.copied, skipped: result.skipped, bytes_copied: result.bytesCopied })}\n`);
}
