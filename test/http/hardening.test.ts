// Transport refusals through real sockets: request timeout, duplicate Authorization, invalid UTF-8, the echo cap, the body-size boundary.
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CUT_MARK, MAX_PATH_LENGTH } from "../../src/domain/errors.js";
import { seedAccount, seedCatalog, type SeededAccount, standardOrder, startSeededServer } from "../helpers/fixtures.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
  /** The server closed the connection. */
  closed: boolean;
  elapsedMs: number;
}

/** True when `bytes` hold one whole HTTP answer: its head and all of its body (Content-Length, or chunked to the end). */
function answered(bytes: Buffer): boolean {
  const text = bytes.toString("latin1");
  const end = text.indexOf("\r\n\r\n");
  if (end < 0) return false;
  const head = text.slice(0, end);
  const body = text.slice(end + 4);
  const length = /\r\ncontent-length: *(\d+)/i.exec(head);
  if (length) return body.length >= Number(length[1]);
  if (/\r\ntransfer-encoding: *chunked/i.test(head)) return body.endsWith("0\r\n\r\n");
  return false;
}

/**
 * Writes `chunks` to a fresh connection (each after `pauseMs`), then waits for the answer: until the server closes
 * the connection, or `waitMs` passes, or (unless `untilClosed`) a whole answer has arrived, as the server keeps an
 * answered connection open. Lets a test send what fetch never would (duplicate headers, a stalled body).
 */
function raw(url: string, chunks: (string | Buffer)[], waitMs = 5_000, pauseMs = 0, untilClosed = false): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const received: Buffer[] = [];
    let closed = false;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(received).toString("utf8");
      const [head = "", body = ""] = text.split("\r\n\r\n", 2);
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head, body, closed, elapsedMs: Date.now() - started });
    };
    const timer = setTimeout(finish, waitMs);
    socket.on("data", (chunk: Buffer) => {
      received.push(chunk);
      if (!untilClosed && answered(Buffer.concat(received))) finish();
    });
    socket.on("close", () => {
      closed = true;
      finish();
    });
    socket.on("error", reject);
    const send = async () => {
      for (const chunk of chunks) {
        if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
        if (!socket.destroyed) socket.write(chunk);
      }
    };
    socket.on("connect", () => {
      send().catch(reject);
    });
  });
}

function head(path: string, headers: Record<string, string | string[]>): string {
  const lines = [`POST ${path} HTTP/1.1`, "Host: localhost"];
  for (const [name, value] of Object.entries(headers)) for (const v of [value].flat()) lines.push(`${name}: ${v}`);
  return `${lines.join("\r\n")}\r\n\r\n`;
}

let server: TestServer;
let acme: SeededAccount;
let other: SeededAccount;

beforeAll(async () => ({ server, acme, other } = await startSeededServer()));
afterAll(() => server.close());

describe("request timeout", () => {
  let slow: TestServer;
  beforeAll(async () => {
    slow = await startTestServer({ REQUEST_TIMEOUT_MS: "500" });
  });
  afterAll(() => slow.close());

  let account: SeededAccount;
  beforeAll(async () => {
    await seedCatalog(slow);
    account = await seedAccount(slow);
  });

  it("answers 408 in the envelope and closes the connection when the body stops arriving", async () => {
    const stalled = head("/v1/orders/list", { "content-type": "application/json", "content-length": "100", authorization: `Bearer ${account.token}` });
    const answer = await raw(slow.url, [stalled, '{"a":'], 10_000, 0, true);
    expect(answer.closed).toBe(true);
    expect(answer.status).toBe(408);
    expect(answer.headers).toMatch(/\r\nConnection: close/i);
    expect(JSON.parse(answer.body)).toEqual({
      status: "error",
      message: expect.any(String),
      data: { errors: [{ path: "", code: "request_timeout", message: expect.any(String) }] },
    });
    // The check runs every second at most: well before 10 s, not before the limit.
    expect(answer.elapsedMs).toBeGreaterThanOrEqual(450);
    expect(answer.elapsedMs).toBeLessThan(5_000);
  });

  it("closes a stalled connection that was already answered (401 before the body), without a second answer", async () => {
    const stalled = head("/v1/orders/list", { "content-type": "application/json", "content-length": "100", authorization: "Bearer unknown" });
    const answer = await raw(slow.url, [stalled, '{"a":'], 10_000, 0, true);
    expect(answer.status).toBe(401);
    expect(answer.closed).toBe(true);
    expect(answer.elapsedMs).toBeLessThan(5_000);
    expect(answer.body).not.toMatch(/HTTP\/1\.1 408/);
  });

  it("answers 408 when the headers never end", async () => {
    const answer = await raw(slow.url, ["POST /v1/orders/list HTTP/1.1\r\nHost: localhost\r\n"], 10_000, 0, true);
    expect(answer.closed).toBe(true);
    expect(answer.status).toBe(408);
  });

  it("lets a request that arrives in time through, however slowly its parts come", async () => {
    const body = "{}";
    const answer = await raw(slow.url, [head("/v1/orders/list", { "content-type": "application/json", "content-length": String(body.length) }), body], 3_000, 100);
    expect(answer.status).toBe(401);
  });

  it("defaults to 30 s", () => {
    expect(server.config.requestTimeoutMs).toBe(30_000);
  });
});

describe("malformed requests at the HTTP level", () => {
  it("a request line that is not HTTP gets 400 bad_request in the envelope", async () => {
    const answer = await raw(server.url, ["NOT HTTP AT ALL\r\n\r\n"], 5_000, 0, true);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).data.errors[0].code).toBe("bad_request");
    expect(answer.closed).toBe(true);
  });
});

describe("more than one Authorization header", () => {
  const body = "{}";
  const base = { "content-type": "application/json", "content-length": String(body.length) };

  it.each([
    ["the same token twice", () => [`Bearer ${acme.token}`, `Bearer ${acme.token}`]],
    ["two accounts' tokens", () => [`Bearer ${acme.token}`, `Bearer ${other.token}`]],
    ["a valid token after a bad one", () => ["Bearer nope", `Bearer ${acme.token}`]],
    ["different spellings of the name", () => [`Bearer ${acme.token}`]],
  ])("%s: 401", async (name, tokens) => {
    const headers = name.startsWith("different")
      ? `${head("/v1/orders/list", { ...base, authorization: tokens() }).slice(0, -2)}AUTHORIZATION: Bearer ${other.token}\r\n\r\n`
      : head("/v1/orders/list", { ...base, authorization: tokens() });
    const answer = await raw(server.url, [headers, body]);
    expect(answer.status).toBe(401);
    expect(answer.headers).toMatch(/\r\nwww-authenticate: Bearer/i);
    const envelope = JSON.parse(answer.body);
    expect(envelope.data.errors[0]).toMatchObject({ code: "unauthorized", message: "send exactly one Authorization header" });
  });

  it("one header is still accepted (the test can fail)", async () => {
    const answer = await raw(server.url, [head("/v1/orders/list", { ...base, authorization: `Bearer ${acme.token}` }), body]);
    expect(answer.status).toBe(200);
  });

  it("also on the operator surface", async () => {
    const answer = await raw(server.url, [head("/v1/admin/accounts/list", { ...base, authorization: ["Bearer a", "Bearer b"] }), body]);
    expect(answer.status).toBe(401);
  });
});

describe("bodies that are not UTF-8", () => {
  it.each([
    ["a lone continuation byte", Buffer.from([0x80])],
    ["an overlong encoding", Buffer.from([0xc0, 0xaf])],
    ["a truncated sequence", Buffer.from([0xe2, 0x82])],
    ["a UTF-16 surrogate in UTF-8", Buffer.from([0xed, 0xa0, 0x80])],
    ["Latin-1 text", Buffer.from("Müller", "latin1")],
  ])("%s in a string is refused with malformed_json and nothing is written", async (_name, bytes) => {
    const order = JSON.stringify(standardOrder({ shipping_name: "@@" }));
    const [before, after] = order.split("@@") as [string, string];
    const body = Buffer.concat([Buffer.from(before), bytes, Buffer.from(after)]);
    const res = await server.request("/v1/orders/create", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${acme.token}` },
      body,
    });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([{ path: "", code: "malformed_json", message: expect.stringMatching(/UTF-8/) }]);
    const external = JSON.parse(order).external_ref as string;
    const rows = await server.database.db.selectFrom("orders").select("order_ref").where("external_ref", "=", external).execute();
    expect(rows).toHaveLength(0);
  });

  it("valid UTF-8 of every width is accepted and stored as sent", async () => {
    const name = "Zoë Ångström 李雷 🚀";
    const order = standardOrder({ shipping_name: name });
    const res = await server.request("/v1/orders/create", {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8", authorization: `Bearer ${acme.token}` },
      body: Buffer.from(JSON.stringify(order), "utf8"),
    });
    expect(res.status).toBe(200);
    const got = await server.post("/v1/orders/get", { order_ref: res.body.data.order_ref }, acme.token);
    expect(got.body.data.shipping_name).toBe(name);
  });
});

describe("the NUL character", () => {
  // PostgreSQL text cannot hold U+0000: it is refused where it is, before any lookup or write.
  it.each([
    ["external_ref", (o: Record<string, unknown>) => (o.external_ref = `${String(o.external_ref)}\u0000`), "external_ref"],
    ["a line's SKU", (o: Record<string, unknown>) => ((o.items as { sku: string }[])[0]!.sku = "MY-TEE\u0000"), "items[0].sku"],
    ["the shipping name", (o: Record<string, unknown>) => (o.shipping_name = "Ada\u0000"), "shipping_name"],
    ["a key", (o: Record<string, unknown>) => (o["note\u0000"] = "x"), '["note\\u0000"]'],
  ])("in %s is refused with invalid_text and its path, writing nothing", async (_name, mutate, path) => {
    const order: Record<string, unknown> = standardOrder();
    const externalRef = String(order.external_ref);
    mutate(order);
    const res = await server.post("/v1/orders/create", order, acme.token);
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toContainEqual({ path, code: "invalid_text", message: expect.stringContaining("NUL") });
    expect(await server.database.db.selectFrom("orders").select("order_ref").where("external_ref", "=", externalRef).execute()).toHaveLength(0);
  });

  it("a backslash followed by u0000 as text is not a NUL and is accepted", async () => {
    const res = await server.post("/v1/orders/create", standardOrder({ order_note: "path C:\\u0000\\dir" }), acme.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

describe("what an error echoes", () => {
  it("cuts an unknown key of 100 KB to 200 characters, marked as cut", async () => {
    const key = "k".repeat(100_000);
    const res = await server.post("/v1/orders/create", { ...standardOrder(), [key]: 1 }, acme.token);
    expect(res.status).toBe(400);
    const error = res.body.data.errors.find((e: { code: string }) => e.code === "unknown_field");
    expect(error.path).toBe("k".repeat(MAX_PATH_LENGTH) + CUT_MARK);
    expect(JSON.stringify(res.body).length).toBeLessThan(2_000);
  });

  it("keeps a path of ordinary length whole", async () => {
    const key = "x".repeat(MAX_PATH_LENGTH);
    const res = await server.post("/v1/orders/create", { ...standardOrder(), [key]: 1 }, acme.token);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ path: key, code: "unknown_field" }));
  });
});

describe("the BODY_LIMIT boundary", () => {
  const LIMIT = 4096;
  let small: TestServer;
  let account: SeededAccount;
  beforeAll(async () => {
    small = await startTestServer({ BODY_LIMIT: String(LIMIT) });
    await seedCatalog(small);
    account = await seedAccount(small);
  });
  afterAll(() => small.close());

  /** A valid order padded with insignificant whitespace to exactly `size` bytes. */
  function orderOfSize(size: number): { text: string; externalRef: string } {
    const order = standardOrder({ order_note: "é".repeat(100) });
    const text = JSON.stringify(order);
    const padded = `${text.slice(0, -1)}${" ".repeat(size - Buffer.byteLength(text))}}`;
    expect(Buffer.byteLength(padded)).toBe(size);
    return { text: padded, externalRef: order.external_ref };
  }

  const headers = () => ({ "content-type": "application/json", authorization: `Bearer ${account.token}` });

  it("accepts a valid order of exactly BODY_LIMIT bytes", async () => {
    const { text } = orderOfSize(LIMIT);
    const res = await small.request("/v1/orders/create", { method: "POST", headers: headers(), body: text });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it("refuses one byte more with 413, and writes nothing", async () => {
    const { text, externalRef } = orderOfSize(LIMIT + 1);
    const res = await small.request("/v1/orders/create", { method: "POST", headers: headers(), body: text });
    expect(res.status).toBe(413);
    expect(res.body.data.errors[0].code).toBe("body_too_large");
    expect(await small.database.db.selectFrom("orders").select("order_ref").where("external_ref", "=", externalRef).execute()).toHaveLength(0);
  });

  function chunked(text: string): string[] {
    const bytes = Buffer.from(text);
    const parts: string[] = [];
    for (let i = 0; i < bytes.length; i += 1000) {
      const piece = bytes.subarray(i, i + 1000);
      parts.push(`${piece.length.toString(16)}\r\n${piece.toString("latin1")}\r\n`);
    }
    return [...parts, "0\r\n\r\n"];
  }

  it("sent chunked: exactly BODY_LIMIT bytes accepted, one more refused with 413", async () => {
    const start = head("/v1/orders/create", { ...headers(), "transfer-encoding": "chunked" });
    const exact = orderOfSize(LIMIT);
    const ok = await raw(small.url, [start, ...chunked(exact.text).map((c) => Buffer.from(c, "latin1"))]);
    expect(ok.status).toBe(200);
    const over = orderOfSize(LIMIT + 1);
    const refused = await raw(small.url, [start, ...chunked(over.text).map((c) => Buffer.from(c, "latin1"))]);
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body).data.errors[0].code).toBe("body_too_large");
    expect(await small.database.db.selectFrom("orders").select("order_ref").where("external_ref", "=", over.externalRef).execute()).toHaveLength(0);
  });
});
