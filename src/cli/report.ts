// How the CLI tells the operator what went wrong: one plain line per problem on stderr, never a stack trace.
import { ConfigError } from "../config.js";
import { Failure } from "../domain/errors.js";

/** A problem the CLI explains in one sentence, outside the API's error codes (unreadable file, unreachable database). */
export class CliError extends Error {}

type Write = (line: string) => void;

const toStderr: Write = (line) => process.stderr.write(`${line}\n`);

// Error texts from libraries may span lines; the operator (and grep) expect exactly one line per problem.
function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, " ").trim();
}

function messageOf(error: unknown): string {
  return oneLine(error instanceof Error ? error.message : String(error));
}

/** Writes `error` for the operator and returns the process exit code. */
export function report(error: unknown, write: Write = toStderr): number {
  if (error instanceof Failure) {
    if (error.errors.length === 0) write(`pod-orders: ${messageOf(error)}`);
    for (const e of error.errors) {
      write(`pod-orders: ${e.path ? `${e.path}: ` : ""}${oneLine(e.message)} (${e.code})`);
    }
  } else if (error instanceof ConfigError) {
    write(`pod-orders: configuration error: ${messageOf(error)}`);
  } else if (error instanceof CliError) {
    write(`pod-orders: ${messageOf(error)}`);
  } else {
    write(`pod-orders: unexpected error: ${messageOf(error)}`);
  }
  return 1;
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}
