// A PDF's page as pdf.js paints it in Chromium, as a viewer shows it: for the pictures tests keep of slips and invoices.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const PDFJS = `${createRequire(import.meta.url).resolve("pdfjs-dist/package.json").replace(/package\.json$/, "")}build/`;
/** Pixels per PDF point: 2 × 72 = 144 dpi. */
export const SCALE = 2;

/** The page's own module (written here, not transformed by the test runner): paints page n of /doc.pdf, answers a PNG data URL. */
const PAGE = `<!doctype html><canvas></canvas><script type="module">
import * as pdfjs from "/pdf.mjs";
pdfjs.GlobalWorkerOptions.workerSrc = "/pdf.worker.mjs";
window.paintPdf = async (scale, n) => {
  const doc = await pdfjs.getDocument({ url: "/doc.pdf" }).promise;
  const page = await doc.getPage(n === -1 ? doc.numPages : n);
  const viewport = page.getViewport({ scale });
  const canvas = document.querySelector("canvas");
  canvas.width = viewport.width;
  canvas.height = viewport.height;
  await page.render({ canvasContext: canvas.getContext("2d"), viewport }).promise;
  return canvas.toDataURL("image/png");
};
</script>`;

/** Page `n` (1-based; -1 = the last) of `pdf` as a PNG; pdf.js and the PDF come from this machine, not a network. */
export async function paintPdfPage(page: Page, pdf: Buffer, n = 1): Promise<Buffer> {
  await page.route("http://pdf.test/**", (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === "/doc.pdf") return route.fulfill({ body: pdf, contentType: "application/pdf" });
    if (path === "/pdf.mjs" || path === "/pdf.worker.mjs") return route.fulfill({ body: readFileSync(`${PDFJS}${path.slice(1)}`), contentType: "text/javascript" });
    return route.fulfill({ body: PAGE, contentType: "text/html" });
  });
  await page.goto("http://pdf.test/");
  await page.waitForFunction(() => "paintPdf" in window);
  const dataUrl = await page.evaluate(([scale, at]) => (window as unknown as { paintPdf(scale: number, n: number): Promise<string> }).paintPdf(scale, at), [SCALE, n] as const);
  await page.unroute("http://pdf.test/**");
  return Buffer.from(dataUrl.split(",")[1]!, "base64");
}
