// Child processes of the benchmark and of the tests' real-process suites: free ports, spawning node scripts,
// readiness, stopping, and memory (RSS) readings from /proc.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? done(address.port) : fail(new Error("no free port"))));
    });
  });
}

export interface NodeChild {
  child: ChildProcess;
  pid: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** The exit code, or the signal's name. */
  exited: Promise<number | string>;
  /** Sends `signal` unless the process has ended; resolves when it has. */
  stop(signal: NodeJS.Signals): Promise<number | string>;
}

export interface SpawnOptions {
  /** Arguments of node itself, e.g. --cpu-prof. */
  nodeArgs?: string[];
  /** Arguments of the script. */
  args?: string[];
  cwd?: string;
}

/**
 * The environment the start script (package.json "start") gives the service: its `NAME=value` and
 * `NAME=${NAME:-value}` assignments in front of the command, with their defaults (the allocator settings,
 * docs/performance.md#memory). The benchmark and the tests' real processes run the service with it, as shipped.
 */
export function startScriptEnvironment(repoRoot: string): Record<string, string> {
  const pkg = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as { scripts: { start: string } };
  const env: Record<string, string> = {};
  for (const match of pkg.scripts.start.matchAll(/(?:^|\s)([A-Z][A-Z0-9_]*)=(?:\$\{\1:-([^}]*)\}|([^\s$]+))(?=\s)/g)) {
    env[match[1]!] = match[2] ?? match[3]!;
  }
  return env;
}

/** Starts `node [nodeArgs] script [args]` with exactly `env` (plus PATH). */
export function spawnNode(script: string, env: Record<string, string>, options: SpawnOptions = {}): NodeChild {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), script, ...(options.args ?? [])], {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | string>((done) => child.once("exit", (code, signal) => done(code ?? signal ?? -1)));
  if (child.pid === undefined) throw new Error(`could not start ${script}`);
  const stop = (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return { child, pid: child.pid, output: () => text, exited, stop };
}

/** Polls `GET url` until it answers 200; fails with the child's output if the child ends or time runs out. */
export async function waitUntilReady(url: string, child: NodeChild, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void child.exited.then(() => (ended = true));
  while (Date.now() < deadline && !ended) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  // Read before the kill below, which ends the process too: a process still starting is not one that exited.
  const why = ended ? " (the process exited)" : ` within ${timeoutMs} ms`;
  await child.stop("SIGKILL");
  throw new Error(`${url} did not become ready${why}:\n${child.output()}`);
}

/** A field of /proc/<pid>/status in kB (VmRSS: resident now; VmHWM: the peak since start or the last reset). */
export function procStatusKb(pid: number, field: "VmRSS" | "VmHWM"): number | undefined {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** Resets the process's peak RSS (VmHWM) to its current RSS; false where the kernel does not allow it. */
export function resetPeakRss(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

/**
 * The peak RSS of one process, per window (a scenario) and over its whole life. Each window resets the kernel's
 * high-water mark when it can (exact peak) and also samples VmRSS every `intervalMs` (the fallback, and a check).
 */
export class RssTracker {
  private lifetimeKb = 0;
  private windowKb = 0;
  private exact = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    readonly pid: number,
    private readonly intervalMs = 50,
  ) {}

  private fold(kb: number | undefined, intoWindow: boolean): void {
    if (kb === undefined) return;
    this.lifetimeKb = Math.max(this.lifetimeKb, kb);
    if (intoWindow) this.windowKb = Math.max(this.windowKb, kb);
  }

  /** Starts a window: the peak before it still counts for the lifetime figure. */
  startWindow(): void {
    this.stopWindow();
    this.fold(procStatusKb(this.pid, "VmHWM"), false);
    this.exact = resetPeakRss(this.pid);
    this.windowKb = 0;
    this.fold(procStatusKb(this.pid, "VmRSS"), true);
    this.timer = setInterval(() => this.fold(procStatusKb(this.pid, "VmRSS"), true), this.intervalMs);
    this.timer.unref();
  }

  /** Ends the window; its peak in kB and whether the kernel's high-water mark backs it. */
  stopWindow(): { peakKb: number; exact: boolean } {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    if (this.exact) this.fold(procStatusKb(this.pid, "VmHWM"), true);
    this.fold(procStatusKb(this.pid, "VmRSS"), true);
    return { peakKb: this.windowKb, exact: this.exact };
  }

  /** The highest RSS seen over the process's life so far (read before the process ends). */
  lifetimePeakKb(): number {
    this.fold(procStatusKb(this.pid, "VmHWM"), false);
    this.fold(procStatusKb(this.pid, "VmRSS"), false);
    return this.lifetimeKb;
  }
}
