// The local file store: content-addressed, atomic, and honest about what it does not have.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { text } from "node:stream/consumers";
import { afterAll, describe, expect, it } from "vitest";
import { LocalFileStore, sha256 } from "../../src/files/store.js";

const root = mkdtempSync(join(tmpdir(), "pod-orders-store-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("LocalFileStore", () => {
  const store = new LocalFileStore(root);

  it("stores bytes under their sha256, in ab/cd/<checksum>, and reads them back", async () => {
    const data = Buffer.from("a print file");
    const checksum = sha256(data);
    expect(await store.put(data)).toEqual({ checksum, size: data.length });
    expect(readFileSync(join(root, checksum.slice(0, 2), checksum.slice(2, 4), checksum)).equals(data)).toBe(true);
    expect(await store.stat(checksum)).toEqual({ size: data.length });
    expect(await text((await store.get(checksum))!)).toBe("a print file");
    // The same bytes again: one file, same answer.
    expect(await store.put(data)).toEqual({ checksum, size: data.length });
  });

  it("says undefined for a missing file or a string that is not a checksum, and deletes", async () => {
    const data = Buffer.from("to be deleted");
    const { checksum } = await store.put(data);
    await store.delete(checksum);
    expect(await store.stat(checksum)).toBeUndefined();
    expect(await store.get(checksum)).toBeUndefined();
    await store.delete(checksum); // deleting twice is fine
    expect(await store.stat("../../etc/passwd")).toBeUndefined();
    expect(await store.get("ABC")).toBeUndefined();
    await expect(store.delete("../x")).rejects.toThrow(/not a sha256 checksum/);
  });

  it("moves a finished temp file into place; an unfinished one is never visible under a checksum", async () => {
    const temp = await store.tempPath();
    expect(temp.startsWith(join(root, "tmp"))).toBe(true);
    const data = Buffer.from("downloaded bytes");
    writeFileSync(temp, data);
    const checksum = sha256(data);
    expect(await store.stat(checksum)).toBeUndefined();
    expect(await store.putFile(temp, checksum)).toEqual({ checksum, size: data.length });
    expect(existsSync(temp)).toBe(false);
    expect(await store.stat(checksum)).toEqual({ size: data.length });
  });

  it("sweeps temp files left by a crash once they are an hour old, and keeps fresh ones", async () => {
    const sweeper = new LocalFileStore(mkdtempSync(join(tmpdir(), "pod-orders-sweep-")));
    const fresh = await sweeper.tempPath();
    writeFileSync(fresh, "being written");
    // Temp names start with their creation time in milliseconds.
    const dir = join(fresh, "..");
    const crashed = `${Date.now() - 2 * 3_600_000}-0123456789abcdef`;
    writeFileSync(join(dir, crashed), "half a download");
    await sweeper.sweepTemp();
    expect(readdirSync(dir)).toEqual([basename(fresh)]);
  });
});
