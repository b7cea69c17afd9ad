// Real server processes for tests that need restarts, signals and crashes: spawn dist/main.js and wait for it.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { resolve } from "node:path";

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? done(address.port) : fail(new Error("no port"))));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | string>;
}

export function runNode(
  script: string,
  args: string[],
  env: Record<string, string>,
  cwd?: string,
): { child: ChildProcess; output: () => string; exited: Promise<number | string> } {
  const child = spawn(process.execPath, [resolve(script), ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  child.stdout!.on("data", (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | string>((done) => child.once("exit", (code, signal) => done(code ?? signal ?? -1)));
  return { child, output: () => text, exited };
}

/**
 * Starts `node dist/main.js` (or `script args`, e.g. the CLI's `serve`) on a free port and waits until
 * /readyz answers 200.
 */
export async function startServerProcess(env: Record<string, string>, options: { script?: string; args?: string[]; cwd?: string } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const run = runNode(options.script ?? "dist/main.js", options.args ?? [], { HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "silent", ...env }, options.cwd);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  let ended = false;
  void run.exited.then(() => (ended = true));
  while (Date.now() < deadline && !ended) {
    try {
      if ((await fetch(`${url}/readyz`)).status === 200) {
        const stop = () => {
          if (run.child.exitCode === null) run.child.kill("SIGTERM");
          return run.exited;
        };
        return { ...run, url, stop };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  run.child.kill("SIGKILL");
  throw new Error(`server process did not become ready:\n${run.output()}`);
}
