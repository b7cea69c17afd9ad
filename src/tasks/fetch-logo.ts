// A store's logo: fetched from its logo_url like a print file (the guarded download, the file store), kept only when
// its bytes are PNG or JPEG within 5 MB and 9 megapixels, answered as the store shows it (docs/operator-guide.md#store-logos-and-names-on-slips).
import type { StoredImage } from "../domain/print-files.js";
import { TransientFailure, type Job } from "../jobs/worker.js";
import { DownloadError } from "../net/guarded-request.js";
import { imagePool } from "../render/image-pool.js";
import { NotAnImage, type ImageFacts } from "../render/inspect.js";
import { downloadImage, type ImageDownloadDeps } from "./download-image.js";
import { fileRetryDelayMs } from "./make-line-files.js";

/** 5 MB: a logo is printed 50 × 20 mm; nothing that size needs more. Reading stops past it. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
/**
 * 9 megapixels (3000 × 3000): the slip thread decodes a PNG with transparency whole, four bytes a pixel, so a small
 * file of many pixels must not reach it. 50 × 20 mm at 600 dpi is 1181 × 472 pixels.
 */
export const LOGO_MAX_PIXELS = 9_000_000;

/**
 * What the store shows of its logo once a fetch ended: `reason` is "<code>: <what happened>", the code one of
 * not_an_image, too_large, fetch_failed (an HTTP status, or redirects gone wrong), unreachable (no answer: DNS,
 * connection, timeout) or refused_destination (not a public address). `retryable` says a later try may succeed.
 */
export type LogoOutcome = { status: "ready"; file: StoredImage } | { status: "failed"; reason: string; retryable: boolean };

export type LogoDeps = Omit<ImageDownloadDeps, "images"> & Partial<Pick<ImageDownloadDeps, "images">>;

/** Print files' schedule: 1, 2, 4 … minutes apart, at most an hour; a logo host down gets the same two hours. */
export const logoRetryDelayMs = fileRetryDelayMs;

/** Fetches, checks and stores the logo at `url`. Throws only for our own trouble (the database, the file store). */
export async function fetchLogo(deps: LogoDeps, url: string): Promise<LogoOutcome> {
  try {
    const file = await downloadImage({ ...deps, images: deps.images ?? imagePool() }, url, LOGO_MAX_BYTES, acceptLogo);
    return { status: "ready", file };
  } catch (error) {
    if (error instanceof LogoRefused) return failed(`${error.code}: ${error.message}`, false);
    if (error instanceof NotAnImage) return failed(`not_an_image: a logo must be PNG or JPEG (${error.message})`, false);
    if (error instanceof DownloadError) return failed(`${codeOf(error)}: ${error.message}`, !error.permanent);
    throw error;
  }
}

/**
 * For the logo job's handler: the outcome to record, or a TransientFailure thrown (the job runs again after
 * logoRetryDelayMs) when the failure may pass and attempts are left. The last attempt records the failure.
 */
export function logoToRecord(outcome: LogoOutcome, job: Pick<Job, "attempt" | "maxAttempts">): { status: "ready"; file: StoredImage } | { status: "failed"; reason: string } {
  if (outcome.status === "ready") return outcome;
  if (outcome.retryable && job.attempt < job.maxAttempts) throw new TransientFailure(outcome.reason);
  return { status: "failed", reason: outcome.reason };
}

/** An image the print-file check takes but a logo may not be. */
class LogoRefused extends Error {
  constructor(
    readonly code: "not_an_image" | "too_large",
    message: string,
  ) {
    super(message);
  }
}

/** pdfkit draws PNG and JPEG only; the image check takes TIFF and WebP too, for print files. */
function acceptLogo(facts: ImageFacts): void {
  if (facts.format !== "png" && facts.format !== "jpeg") throw new LogoRefused("not_an_image", `the image is ${facts.format.toUpperCase()}; a logo must be PNG or JPEG`);
  if (facts.width * facts.height > LOGO_MAX_PIXELS) {
    throw new LogoRefused("too_large", `the image is ${facts.width} × ${facts.height} pixels, more than ${LOGO_MAX_PIXELS} in all`);
  }
}

function codeOf(error: DownloadError): string {
  switch (error.failure) {
    case "refused":
      return "refused_destination";
    case "too_large":
      return "too_large";
    case "status":
    case "redirects":
      return "fetch_failed";
    case "unreachable":
      return "unreachable";
  }
}

function failed(reason: string, retryable: boolean): LogoOutcome {
  return { status: "failed", reason, retryable };
}
