// Stopping the service the way a container runtime or process manager does: the signal reaches the server, which exits 0 and frees its port.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { freePort } from "../helpers/process.js";

/** Starts `command args` in the project with a fresh SQLite database on a free port; resolves once /readyz answers. */
async function start(command: string, args: string[]) {
  const dir = mkdtempSync(join(tmpdir(), "pod-orders-signals-"));
  const port = await freePort();
  const child = spawn(command, args, {
    env: { ...process.env, DATABASE_URL: `sqlite:${dir}/pod.db`, FILES_DIR: `${dir}/files`, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "info", POD_ADMIN_TOKEN: "x".repeat(32) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr.on("data", (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | string>((done) => child.once("exit", (code, signal) => done(code ?? signal ?? -1)));
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) break;
    if (await fetch(`${url}/readyz`).then((r) => r.status === 200, () => false)) return { child, exited, port, output: () => output };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`${command} ${args.join(" ")} did not become ready:\n${output}`);
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
}

describe("signals", () => {
  it.each([
    ["node dist/main.js", "SIGTERM", process.execPath, ["dist/main.js"]],
    ["node dist/main.js", "SIGINT", process.execPath, ["dist/main.js"]],
    ["pod-orders serve", "SIGTERM", process.execPath, ["dist/cli/main.js", "serve"]],
  ] as const)("%s stops on %s: exit 0, port freed", async (_name, signal, command, args) => {
    const server = await start(command, [...args]);
    server.child.kill(signal);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain(`"signal":"${signal}"`);
    expect(await portIsFree(server.port)).toBe(true);
  });

  // npm runs the start script through a shell; `exec` makes the server that shell's process, so the signal npm
  // passes on reaches the server itself (without it, the shell died and the server kept the port).
  it.each(["SIGTERM", "SIGINT"] as const)("npm start passes %s on to the server", async (signal) => {
    // --ignore-scripts skips prestart's build: the suite runs on the built code already.
    const server = await start("npm", ["run", "--ignore-scripts", "start"]);
    server.child.kill(signal);
    await server.exited;
    expect(server.output()).toContain(`"signal":"${signal}"`);
    for (const deadline = Date.now() + 10_000; Date.now() < deadline && !(await portIsFree(server.port)); ) await new Promise((r) => setTimeout(r, 100));
    expect(await portIsFree(server.port)).toBe(true);
  }, 60_000);
});
