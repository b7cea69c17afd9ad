// sharp (libvips) as the service uses it: its process-wide settings made once, here; every module of src/ imports sharp from this one.
import sharp from "sharp";

/**
 * libvips settings belong to the process, not to a thread or a call: the image threads, the main thread's thumbnails
 * and samples all share them, so they are made where sharp is first loaded and nowhere else.
 *
 * - No operation cache. libvips would keep up to 50 MB (and 20 open files) of recent operations for reuse; no two
 *   checks or renders share an input, so the cache only holds the last art's and print file's decoded tiles after the
 *   work is done, in every thread that touched sharp.
 * - One libvips worker per pipeline. The image pool's size (image-pool.ts, one thread per core but one) is what bounds
 *   the cores image work takes; libvips' default of one worker per core on top would let each render take every core
 *   from the thread answering requests, and each worker holds buffers of its own for the strips it computes.
 */
sharp.cache(false);
sharp.concurrency(1);

export default sharp;
export type { CreateText, Metadata, OverlayOptions, Sharp } from "sharp";
