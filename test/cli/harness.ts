// Runs the built CLI and server as real child processes against a throw-away SQLite file.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { vi } from "vitest";
import { startServerProcess as startProcess, type ServerProcess } from "../helpers/process.js";

export type { ServerProcess };

export const ADMIN_TOKEN = "cli-test-operator-token-0123456789abcdef";
const CLI = fileURLToPath(new URL("../../dist/cli/main.js", import.meta.url));
const DIST_CLI = fileURLToPath(new URL("../../dist/cli/", import.meta.url));
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

interface ProgramModule {
  buildProgram: () => { exitOverride: () => unknown; parseAsync: (argv: string[]) => Promise<unknown> };
}
interface ReportModule {
  report: (error: unknown, write: (line: string) => void) => number;
}

/**
 * The built CLI's command in this process, as dist/cli/main.js runs it (buildProgram().parseAsync, a failure
 * through report() to stderr and exit code 1), with the sandbox's environment and directory for the call. For
 * refusals, which are the command's own logic: each child process costs a second or more of module loading on a
 * busy machine, and the tests above already show the process's exit code and stderr for refusals of each command.
 * Commander's own errors exit the process, so they stay in a child (`cli`). Calls must not overlap (process.env).
 */
export async function cliInProcess(box: Sandbox, args: string[], env: Record<string, string> = {}): Promise<Run> {
  const { buildProgram } = (await import(pathToFileURL(join(DIST_CLI, "program.js")).href)) as ProgramModule;
  const { report } = (await import(pathToFileURL(join(DIST_CLI, "report.js")).href)) as ReportModule;
  const saved = { env: process.env, cwd: process.cwd() };
  let stdout = "";
  let stderr = "";
  process.env = { ...box.env, ...env };
  process.chdir(box.dir);
  const out = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => ((stdout += chunk.toString()), true));
  const err = vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => ((stderr += chunk.toString()), true));
  let code = 0;
  try {
    const program = buildProgram();
    // A commander error thrown here instead of exiting the test's process; report() then calls it unexpected.
    program.exitOverride();
    await program.parseAsync([process.execPath, CLI, ...args]);
  } catch (error) {
    code = report(error, (line) => (stderr += `${line}\n`));
  } finally {
    out.mockRestore();
    err.mockRestore();
    process.chdir(saved.cwd);
    process.env = saved.env;
  }
  return { code, stdout, stderr };
}

/** `node dist/main.js` (npm start) by default; `["serve"]` starts it through the CLI instead. */
export function startServerProcess(box: Sandbox, cliArgs?: string[]): Promise<ServerProcess> {
  return startProcess(box.env, cliArgs ? { script: CLI, args: cliArgs, cwd: box.dir } : { script: SERVER, cwd: box.dir });
}
