// JSON given on the command line or in a file, turned into a value or into a failure that names the flag.
import { readFile } from "node:fs/promises";
import { Failure } from "../domain/errors.js";
import { CliError } from "./report.js";

/** `path` is the body field the JSON becomes; `flag` is how the operator typed it. */
export function parseJsonFlag(text: string, flag: string, path = ""): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw Failure.of("malformed_json", `${flag} is not valid JSON: ${(error as Error).message}`, path);
  }
}

export async function readJsonFile(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(`cannot read ${file}: ${code === "ENOENT" ? "no such file" : (error as Error).message}`);
  }
  return parseJsonFlag(text, `--file ${file}`);
}
