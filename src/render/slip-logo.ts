// A store's logo made ready for the slip: decoded once with libvips, put on white and boxed down to the print size, so
// pdfkit only ever embeds a plain 8-bit PNG it needs not decode; a logo that cannot be decoded is left off the slip.

/** The box the logo is scaled into, keeping its aspect ratio (docs/operator-guide.md#store-logos-and-names-on-slips): 50 × 20 mm. */
export const LOGO_BOX_PT = { width: (50 / 25.4) * 72, height: (20 / 25.4) * 72 } as const;

/** 600 dpi across the box: sharp in print, and a logo embedded at most about 1181 × 472 pixels. */
const MAX_PX = { width: Math.round((50 / 25.4) * 600), height: Math.round((20 / 25.4) * 600) };

export interface SlipLogo {
  png: Buffer;
  width: number;
  height: number;
}

/**
 * The logo as the slip prints it, or null when its bytes are not an image libvips decodes whole (a corrupt or
 * truncated file; the stored logo was checked when it was fetched, so this is a last guard, never a refusal).
 * Transparency is put on white: the slip is white paper, and pdfkit would otherwise inflate the pixels itself,
 * outside any error handling of ours.
 */
export async function prepareSlipLogo(bytes: Uint8Array): Promise<SlipLogo | null> {
  // Loaded on the first logo: a slip thread that never prints one never loads libvips (docs/performance.md#memory).
  const { default: sharp } = await import("./sharp.js");
  try {
    const { data, info } = await sharp(bytes, { failOn: "error", limitInputPixels: 50_000_000 })
      .rotate()
      .flatten({ background: "#ffffff" })
      .resize({ ...MAX_PX, fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb")
      .png()
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/** The logo's size on a page of `scale` (a 4×6 label scales the box as it does type): within the box, aspect kept. */
export function logoSize(logo: Pick<SlipLogo, "width" | "height">, scale: number): { width: number; height: number } {
  const fit = Math.min((LOGO_BOX_PT.width * scale) / logo.width, (LOGO_BOX_PT.height * scale) / logo.height);
  return { width: logo.width * fit, height: logo.height * fit };
}
