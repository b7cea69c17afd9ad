// The first hour as a new user lives it: `npm start`, then `npm run pod-orders -- demo` with the default
// configuration (no FETCH_ALLOW_HOSTS), every curl the demo prints succeeds, and every demo order's print files are
// ready within seconds: the demo's art is the server's own /samples/, which it reads instead of downloading.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli, removeSandboxes, run, sandbox, startServerProcess, type Sandbox, type ServerProcess } from "../cli/harness.js";
import { postJson } from "../helpers/process.js";

let box: Sandbox;
let server: ServerProcess;
beforeAll(async () => {
  box = sandbox();
  server = await startServerProcess(box);
});
afterAll(() => {
  if (server.child.exitCode === null) server.child.kill("SIGKILL");
  removeSandboxes();
});

interface FileState {
  status: string;
  reason?: string;
}

async function printFiles(token: string): Promise<{ orders: number; files: FileState[] }> {
  const res = await postJson(server, "/v1/orders/list", { limit: 100 }, token);
  const orders = res.body.data.orders as { items: { print_files: Record<string, FileState> }[] }[];
  return { orders: orders.length, files: orders.flatMap((o) => o.items.flatMap((i) => Object.values(i.print_files))) };
}

describe("the first hour", () => {
  it("demo orders reach print files ready with the default configuration", { timeout: 90_000 }, async () => {
    const port = new URL(server.url).port;
    // As `npm run pod-orders -- demo` in the same environment as `npm start`: the server's address from HOST and PORT.
    const demo = await cli(box, ["demo"], { HOST: "127.0.0.1", PORT: port });
    expect(demo.stderr).toBe("");
    expect(demo.code).toBe(0);
    expect(demo.stdout).toContain(`${server.url}/samples/`);
    const curls = demo.stdout.split("\n").filter((line) => line.startsWith("curl "));
    expect(curls.length).toBeGreaterThan(5);
    for (const command of curls) {
      const res = await run("bash", ["-c", command], box);
      expect(res.code, res.stderr).toBe(0);
      expect(JSON.parse(res.stdout).status, `${command}\n${res.stdout}`).toBe("success");
    }

    const token = /Bearer (pod_[A-Za-z0-9_-]+)/.exec(curls[0]!)![1]!;
    const deadline = Date.now() + 30_000;
    let state = await printFiles(token);
    while (!(state.files.length > 0 && state.files.every((f) => f.status === "ready")) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      state = await printFiles(token);
    }
    // The order the demo made and the three the printed create commands made: standard, custom text, print files.
    expect(state.orders).toBe(4);
    expect(state.files.length).toBeGreaterThanOrEqual(6);
    expect(state.files.map((f) => `${f.status}${f.reason ? `: ${f.reason}` : ""}`), "every print file ready within 30 s").toEqual(state.files.map(() => "ready"));
  });

  it("serves the sample art at /samples/ without a token, and nothing else there", async () => {
    const image = await fetch(`${server.url}/samples/logo.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect((await fetch(`${server.url}/samples/..%2Fpackage.json`)).status).toBe(404);
    expect((await fetch(`${server.url}/samples/nothing.png`)).status).toBe(404);
  });

  it("stops with SIGTERM and exit code 0", async () => {
    expect(await server.stop()).toBe(0);
  });
});
