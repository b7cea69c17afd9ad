// The receiver of docs/receiving-webhooks.md is a complete program: taken from the markdown as written, run with
// node, it receives a real signed delivery from a server, applies it, refuses a forged one, answers a
// redelivery as a duplicate, leaves a webhooks/test sample unapplied and an older event of the order too.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN, cli, removeSandboxes, run, sandbox, startServerProcess, type Sandbox, type ServerProcess } from "../cli/harness.js";
import { freePort, postJson } from "../helpers/process.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The code block after `<!-- file: name -->` in a markdown file. */
function fileFromDocs(markdown: string, name: string): string {
  const text = readFileSync(join(ROOT, markdown), "utf8");
  const match = new RegExp(`<!-- file: ${name.replace(".", "\\.")} -->\\n\`\`\`\\w*\\n([\\s\\S]*?)\\n\`\`\``).exec(text);
  if (!match) throw new Error(`${markdown} has no block marked <!-- file: ${name} -->`);
  return match[1]!;
}

let box: Sandbox;
let server: ServerProcess;
let receiver: ChildProcess | undefined;
let dir: string;
let output = "";
beforeAll(async () => {
  box = sandbox();
  box = { ...box, env: { ...box.env, FETCH_ALLOW_HOSTS: "127.0.0.1" } };
  server = await startServerProcess(box);
  dir = mkdtempSync(join(tmpdir(), "pod-orders-receiver-"));
  // As after `npm install standardwebhooks` in the receiver's own directory.
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"));
});
afterAll(async () => {
  receiver?.kill("SIGTERM");
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
  removeSandboxes();
});

async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; receiver printed: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the receiver in receiving-webhooks.md", () => {
  it("verifies and applies real deliveries, refuses forged ones, answers a redelivery as a duplicate", { timeout: 90_000 }, async () => {
    writeFileSync(join(dir, "receiver.mjs"), fileFromDocs("docs/receiving-webhooks.md", "receiver.mjs"));
    const demo = await cli(box, ["demo"], { HOST: "127.0.0.1", PORT: new URL(server.url).port });
    expect(demo.code, demo.stderr).toBe(0);
    const accountId = /acc_[0-9a-z]{26}/.exec(demo.stdout)![0];
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/hooks/pod`;
    const created = await postJson(server, "/v1/admin/webhooks/create", { account_id: accountId, url }, ADMIN_TOKEN);
    expect(created.body.status).toBe("success");
    const { webhook_id: webhookId, secret } = created.body.data as { webhook_id: string; secret: string };

    receiver = spawn(process.execPath, ["receiver.mjs"], { cwd: dir, env: { PATH: process.env.PATH ?? "", POD_WEBHOOK_SECRET: secret, PORT: String(port) } });
    receiver.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    receiver.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await waitFor("the receiver to listen", () => output.includes(`listening on port ${port}`));

    // A change to an order: the demo's update-shipping command.
    const update = demo.stdout.split("\n").find((line) => line.startsWith("curl ") && line.includes("/v1/orders/update-shipping"))!;
    expect(JSON.parse((await run("bash", ["-c", update], box)).stdout).status).toBe("success");
    await waitFor("an applied order.shipping_updated", () => /applied order\.shipping_updated ord_[0-9a-z]{26} #\d+/.test(output));

    const forged = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "webhook-id": "evt_forged", "webhook-timestamp": String(Math.floor(Date.now() / 1000)), "webhook-signature": "v1,AAAA" },
      body: JSON.stringify({ type: "order.status_changed", sequence: 99, data: { order_ref: "ord_x", status: "shipped" } }),
    });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toBe("bad signature");
    expect(output).not.toContain("ord_x");

    const deliveries = async () => (await postJson(server, "/v1/admin/webhooks/deliveries", { webhook_id: webhookId, limit: 100 }, ADMIN_TOKEN)).body.data.deliveries as any[]; // eslint-disable-line @typescript-eslint/no-explicit-any
    // The receiver prints "applied" before it answers, so the service records the attempt a moment later.
    await waitFor("the delivery recorded as succeeded", async () => (await deliveries()).find((d) => d.event_type === "order.shipping_updated")?.status === "succeeded");
    const shippingUpdated = (await deliveries()).find((d) => d.event_type === "order.shipping_updated");
    expect(shippingUpdated).toMatchObject({ status: "succeeded" });
    const redelivered = await postJson(server, "/v1/admin/webhooks/redeliver", { webhook_id: webhookId, delivery_id: shippingUpdated.delivery_id }, ADMIN_TOKEN);
    expect(redelivered.body.status).toBe("success");
    await waitFor("the redelivery answered", async () => {
      const again = (await deliveries()).find((d) => d.delivery_id === shippingUpdated.delivery_id);
      return again.status === "succeeded" && again.attempts.length === 2;
    });
    const again = (await deliveries()).find((d) => d.delivery_id === shippingUpdated.delivery_id);
    expect(again.attempts.map((a: { http_status: number; response_body: string }) => [a.http_status, a.response_body])).toEqual([
      [200, "ok"],
      [200, "duplicate"],
    ]);
    expect(output.match(/applied order\.shipping_updated/g)).toHaveLength(1);

    // A sample from webhooks/test ("test": true) is verified and answered, never applied.
    const sample = await postJson(server, "/v1/admin/webhooks/test", { webhook_id: webhookId, type: "order.status_changed" }, ADMIN_TOKEN);
    expect(sample.body.status, JSON.stringify(sample.body)).toBe("success");
    await waitFor("the test event received", () => /test order\.status_changed/.test(output));
    expect(output).not.toMatch(/applied order\.status_changed/);

    // An older event of the order, signed and delivered late (after a newer one was applied), is not applied again.
    const orderRef = /applied order\.shipping_updated (ord_[0-9a-z]{26}) #(\d+)/.exec(output)!;
    const late = JSON.stringify({ id: "evt_late", type: "order.status_changed", sequence: Number(orderRef[2]) - 1, occurred_at: new Date().toISOString(), data: { order_ref: orderRef[1], status: "received" } });
    const sentAt = new Date();
    const signature = new Webhook(secret).sign("msg_late", sentAt, late);
    const lateAnswer = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "webhook-id": "msg_late", "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)), "webhook-signature": signature },
      body: late,
    });
    expect(lateAnswer.status).toBe(200);
    await waitFor("the late event judged", () => output.includes(`stale order.status_changed ${orderRef[1]}`));
    expect(output).not.toMatch(/applied order\.status_changed/);
  });
});
