// Runs the built CLI and server as real child processes against a throw-away SQLite file.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startServerProcess as startProcess, type ServerProcess } from "../helpers/process.js";

export type { ServerProcess };

export const ADMIN_TOKEN = "cli-test-operator-token-0123456789abcdef";
const CLI = fileURLToPath(new URL("../../dist/cli/main.js", import.meta.url));
const SERVER = fileURLToPath(new URL("../../dist/main.js", import.meta.url));

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface Sandbox {
  dir: string;
  /** Only what the processes need, so the developer's own DATABASE_URL or PORT cannot leak in. */
  env: Record<string, string>;
}

const made: string[] = [];

export function sandbox(): Sandbox {
  const dir = mkdtempSync(join(tmpdir(), "pod-orders-cli-"));
  made.push(dir);
  return {
    dir,
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      DATABASE_URL: `sqlite:${join(dir, "db.sqlite")}`,
      POD_ADMIN_TOKEN: ADMIN_TOKEN,
      FILES_DIR: join(dir, "files"),
      LOG_LEVEL: "silent",
    },
  };
}

export function removeSandboxes(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export function run(command: string, args: string[], box: Sandbox, env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: box.dir, env: { ...box.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

export function cli(box: Sandbox, args: string[], env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<Run> {
  return run(process.execPath, [...nodeArgs, CLI, ...args], box, env);
}

/** `node dist/main.js` (npm start) by default; `["serve"]` starts it through the CLI instead. */
export function startServerProcess(box: Sandbox, cliArgs?: string[]): Promise<ServerProcess> {
  return startProcess(box.env, cliArgs ? { script: CLI, args: cliArgs, cwd: box.dir } : { script: SERVER, cwd: box.dir });
}
