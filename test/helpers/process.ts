// Real server processes for tests that need restarts, signals and crashes: spawn dist/main.js and wait for it.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort, spawnNode, waitUntilReady, type NodeChild } from "../../bench/processes.js";
import { exampleCatalog } from "../../src/fixtures/catalog.js";
import { BLANKS, PRODUCTS } from "./fixtures.js";

export { freePort };

export interface ServerProcess extends Omit<NodeChild, "stop"> {
  url: string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | string>;
}

/** `node script args` in `cwd` (the script's path taken from this process's directory) with exactly `env` (plus PATH). */
export function runNode(script: string, args: string[], env: Record<string, string>, cwd?: string): NodeChild {
  return spawnNode(resolve(script), env, { args, cwd });
}

/**
 * Starts `node dist/main.js` (or `script args`, e.g. the CLI's `serve`) on a free port and waits until
 * /readyz answers 200.
 */
export async function startServerProcess(env: Record<string, string>, options: { script?: string; args?: string[]; cwd?: string } = {}): Promise<ServerProcess> {
  const port = await freePort();
  // Files go to a private temp directory unless the test names one.
  const filesDir = env.FILES_DIR ?? mkdtempSync(join(tmpdir(), "pod-orders-files-"));
  const run = runNode(options.script ?? "dist/main.js", options.args ?? [], { HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "silent", FILES_DIR: filesDir, ...env }, options.cwd);
  const url = `http://127.0.0.1:${port}`;
  // A minute: starting takes a second on a quiet machine, but 20 s and more beside the other test workers on two busy cores.
  await waitUntilReady(`${url}/readyz`, run, 60_000);
  return { ...run, url, stop: () => run.stop("SIGTERM") };
}

/** POST `body` as JSON to a server process with `bearer` as token. */
export async function postJson(server: { url: string }, path: string, body: unknown, bearer: string): Promise<{ status: number; headers: Headers; body: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const res = await fetch(server.url + path, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${bearer}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

/**
 * Seeds the test catalog, one account and its products over HTTP, spreading the calls over `servers`;
 * returns the account's token.
 */
/**
 * `artBase`: where the products' art lives; by default a host that does not exist, whose files fail for good as soon as
 * a worker tries them. A test whose orders must stay `received` while workers run points it at a host that is down.
 */
export async function seedOverHttp(servers: { url: string }[], adminToken: string, artBase?: string): Promise<string> {
  const at = (i: number) => servers[i % servers.length]!;
  for (const [i, blank] of BLANKS.entries()) await postJson(at(i), "/v1/admin/catalog/create", blank, adminToken);
  const account = await postJson(at(1), "/v1/admin/accounts/create", { name: "Acme", connected_stores: true }, adminToken);
  const token: string = (await postJson(at(0), "/v1/admin/tokens/create", { account_id: account.body.data.account_id }, adminToken)).body.data.token;
  const products = artBase === undefined ? PRODUCTS : exampleCatalog("", artBase).products;
  for (const [i, product] of products.entries()) await postJson(at(i + 1), "/v1/products/create", product, token);
  return token;
}
