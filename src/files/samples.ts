// The service's built-in sample art, served at GET /samples/<name>: print-ready PNGs at the example blanks' print
// sizes for the demo and a first order, drawn here (no binary files in the repository) and made once per process.
import { isIP } from "node:net";
import sharp from "../render/sharp.js";

interface Sample {
  width: number;
  height: number;
  /** The picture, as SVG elements over a transparent canvas of width × height. */
  draw: (width: number, height: number) => string;
}

const DPI = 300;

const disc = (colour: string, accent: string) => (w: number, h: number) =>
  `<circle cx="${w / 2}" cy="${h * 0.4}" r="${w * 0.3}" fill="${colour}"/>` +
  `<rect x="${w * 0.2}" y="${h * 0.75}" width="${w * 0.6}" height="${h * 0.08}" rx="${w * 0.04}" fill="${accent}"/>`;

const stripes = (colours: string[]) => (w: number, h: number) =>
  colours.map((c, i) => `<rect x="0" y="${(h / colours.length) * i}" width="${w}" height="${h / colours.length}" fill="${c}"/>`).join("");

/** By file name; the sizes are the example catalog's print areas (tee 4500 × 5400, mug wrap 2700 × 1100, at 300 dpi). */
export const SAMPLES: Record<string, Sample> = {
  "logo.png": { width: 4500, height: 5400, draw: disc("#e4572e", "#17bebb") },
  "team.png": { width: 4500, height: 5400, draw: disc("#2e86ab", "#f6ae2d") },
  "mug.png": { width: 2700, height: 1100, draw: stripes(["#33658a", "#86bbd8", "#f6ae2d", "#f26419"]) },
  "front.png": { width: 4500, height: 5400, draw: disc("#7b2cbf", "#ffbe0b") },
  "front-preview.png": { width: 600, height: 720, draw: disc("#7b2cbf", "#ffbe0b") },
  "back.png": { width: 4500, height: 5400, draw: stripes(["#264653", "#2a9d8f", "#e9c46a"]) },
  "preview.png": { width: 600, height: 720, draw: disc("#e4572e", "#17bebb") },
};

const made = new Map<string, Promise<Buffer>>();

/** The sample's PNG bytes, or undefined for a name that is not a sample. */
export function sampleImage(name: string): Promise<Buffer> | undefined {
  if (!Object.hasOwn(SAMPLES, name)) return undefined;
  let image = made.get(name);
  if (!image) {
    const { width, height, draw } = SAMPLES[name]!;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${draw(width, height)}</svg>`;
    image = sharp(Buffer.from(svg)).withMetadata({ density: DPI }).png().toBuffer();
    made.set(name, image);
  }
  return image;
}

export function sampleFacts(name: string): { width: number; height: number; density: number } {
  const { width, height } = SAMPLES[name]!;
  return { width, height, density: DPI };
}

/**
 * The origins at which this process's own HTTP listener answers on this machine: its HOST and PORT, and the
 * loopback names when it listens on every interface or on loopback.
 */
export function ownOrigins(host: string, port: number): string[] {
  if (port === 0) return [];
  const loopback = ["127.0.0.1", "localhost", "[::1]"];
  const bracketed = isIP(host) === 6 ? `[${host}]` : host;
  const hosts = host === "0.0.0.0" || host === "::" || loopback.includes(bracketed) ? [bracketed, ...loopback] : [bracketed];
  // As URL.origin writes them: the default port left out.
  return [...new Set(hosts)].map((h) => (port === 80 ? `http://${h}` : `http://${h}:${port}`));
}

/**
 * The sample a URL names when it is one of this service's own /samples/ URLs. Such a URL is read from the service
 * rather than downloaded: it is on loopback, which the outbound guard refuses, and it can only be a built-in image.
 */
export function ownSampleName(url: string, origins: readonly string[]): string | undefined {
  const name = ownSamplePath(url, origins);
  return name !== undefined && Object.hasOwn(SAMPLES, name) ? name : undefined;
}

/**
 * Why a URL of this service's own /samples/ that names no sample cannot be had, in words. Downloaded instead, it
 * would be refused as a loopback address ("127.0.0.1 is not a public address"), which sends the operator looking
 * at the network rather than at the file name.
 */
export function missingSampleProblem(url: string, origins: readonly string[]): string | undefined {
  const name = ownSamplePath(url, origins);
  if (name === undefined || Object.hasOwn(SAMPLES, name)) return undefined;
  return `this service has no sample "${name}" (its samples: ${Object.keys(SAMPLES).join(", ")})`;
}

/** The name after /samples/ when `url` is one of this service's own sample URLs (no query), whether or not it exists. */
function ownSamplePath(url: string, origins: readonly string[]): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (!origins.includes(parsed.origin) || parsed.search !== "" || !parsed.pathname.startsWith("/samples/")) return undefined;
  return parsed.pathname.slice("/samples/".length);
}
