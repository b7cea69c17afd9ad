// The built-in samples: which URLs count as the service's own samples (read, not downloaded), and the images themselves.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { missingSampleProblem, ownOrigins, ownSampleName, sampleImage, SAMPLES } from "../../src/files/samples.js";

describe("ownOrigins", () => {
  it.each([
    ["127.0.0.1", 8080, ["http://127.0.0.1:8080", "http://localhost:8080", "http://[::1]:8080"]],
    ["0.0.0.0", 8080, ["http://0.0.0.0:8080", "http://127.0.0.1:8080", "http://localhost:8080", "http://[::1]:8080"]],
    ["10.0.0.5", 9000, ["http://10.0.0.5:9000"]],
    ["::1", 80, ["http://[::1]", "http://127.0.0.1", "http://localhost"]],
    ["127.0.0.1", 0, []],
  ])("%s:%i", (host, port, origins) => {
    expect(ownOrigins(host, port)).toEqual(origins);
  });
});

describe("ownSampleName", () => {
  const origins = ownOrigins("127.0.0.1", 8080);
  it.each([
    ["http://127.0.0.1:8080/samples/logo.png", "logo.png"],
    ["http://localhost:8080/samples/front.png", "front.png"],
    ["http://127.0.0.1:8080/samples/nothing.png", undefined],
    ["http://127.0.0.1:8080/samples/logo.png?x=1", undefined],
    ["http://127.0.0.1:8080/samples/../v1/admin/files/abc", undefined],
    ["http://127.0.0.1:8080/v1/files/abc", undefined],
    ["http://127.0.0.1:9999/samples/logo.png", undefined],
    ["https://127.0.0.1:8080/samples/logo.png", undefined],
    ["https://art.example.com/samples/logo.png", undefined],
    ["http://127.0.0.1:8080/samples/constructor", undefined],
    ["not a url", undefined],
  ])("%s → %s", (url, name) => {
    expect(ownSampleName(url, origins)).toBe(name);
  });
});

describe("missingSampleProblem", () => {
  const origins = ownOrigins("127.0.0.1", 8080);
  it("names a missing sample of this service as missing (not as a loopback address the guard refuses)", () => {
    const problem = missingSampleProblem("http://127.0.0.1:8080/samples/nothing.png", origins);
    expect(problem).toBe(`this service has no sample "nothing.png" (its samples: ${Object.keys(SAMPLES).join(", ")})`);
    expect(problem).not.toContain("public address");
  });
  it.each([
    ["http://127.0.0.1:8080/samples/logo.png"],
    ["http://127.0.0.1:9999/samples/nothing.png"],
    ["https://art.example.com/samples/nothing.png"],
    ["http://127.0.0.1:8080/v1/files/abc"],
    ["http://127.0.0.1:8080/samples/nothing.png?x=1"],
    ["not a url"],
  ])("leaves %s to the download (a sample that exists, or not one of this service's sample URLs)", (url) => {
    expect(missingSampleProblem(url, origins)).toBeUndefined();
  });
});

describe("sampleImage", () => {
  it("draws each sample as a PNG of its stated size at 300 dpi", { timeout: 30_000 }, async () => {
    for (const [name, sample] of Object.entries(SAMPLES)) {
      const metadata = await sharp(await sampleImage(name)!).metadata();
      expect({ name, format: metadata.format, width: metadata.width, height: metadata.height, density: metadata.density }).toEqual({
        name,
        format: "png",
        width: sample.width,
        height: sample.height,
        density: 300,
      });
    }
    expect(sampleImage("nothing.png")).toBeUndefined();
    expect(sampleImage("toString")).toBeUndefined();
  });
});
