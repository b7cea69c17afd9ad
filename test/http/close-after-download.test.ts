// Closing the app while a file download is still streaming: the close ends as soon as that download has been sent,
// instead of waiting out the keep-alive timeout (72 s) of the connection it used.
import { randomBytes } from "node:crypto";
import { Agent, request } from "undici";
import { afterAll, beforeAll, expect, it } from "vitest";
import { LocalFileStore } from "../../src/files/store.js";
import { recordFile } from "../../src/store/files.js";
import { startSeededServer } from "../helpers/fixtures.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";

let server: TestServer;
const agent = new Agent({ keepAliveTimeout: 600_000 });

beforeAll(async () => {
  ({ server } = await startSeededServer());
});
afterAll(async () => {
  await server.close();
  await agent.destroy();
});

it("closes within seconds of the last streamed byte, though the client keeps its connection alive", async () => {
  // Larger than the socket buffers on both sides, so the response is still being written when the close begins.
  const bytes = randomBytes(32 * 1024 * 1024);
  const { checksum, size } = await new LocalFileStore(server.config.filesDir).put(bytes);
  await recordFile(server.database.db, { checksum, content_type: "application/octet-stream", size_bytes: size, width_px: 1, height_px: 1, density: null, created_at: new Date().toISOString() });

  const res = await request(`${server.url}/v1/admin/files/${checksum}`, { dispatcher: agent, headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(res.statusCode).toBe(200);
  // Nothing read yet: the server is blocked on a full socket when the close starts.
  const closing = server.app.close();
  let received = 0;
  for await (const chunk of res.body) received += (chunk as Buffer).length;
  expect(received).toBe(bytes.length);
  const downloaded = Date.now();
  await closing;
  expect(Date.now() - downloaded).toBeLessThan(5_000);
}, 30_000);
