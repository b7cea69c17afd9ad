// Which lane each job kind runs in: slow image work apart from cheap deliveries and releases, so neither waits on the other.
import { FETCH_STORE_LOGO, MAKE_LINE_FILES } from "./kinds.js";

/** One lane: its kinds (none listed: every kind no other lane lists) and how many of its jobs run at once. */
export interface LaneSpec {
  name: string;
  kinds?: readonly string[];
  concurrency: number;
}

/** Renders and image checks (print files, stores' logos): seconds each, on the process's image threads, so bounded by their number. */
export const IMAGE_LANE = "image";
/** Webhook deliveries, releases, sandbox steps and any other kind: milliseconds each, mostly waiting on I/O. */
export const LIGHT_LANE = "light";

export const IMAGE_KINDS: readonly string[] = [MAKE_LINE_FILES, FETCH_STORE_LOGO];

/** The lanes of a service process; the light lane takes every kind the image lane does not. */
export function serviceLanes(lightConcurrency: number, imageConcurrency: number): LaneSpec[] {
  return [
    { name: IMAGE_LANE, kinds: IMAGE_KINDS, concurrency: imageConcurrency },
    { name: LIGHT_LANE, concurrency: lightConcurrency },
  ];
}

/** The lane a kind runs in, in a service process (the metrics group the queue by it). */
export function laneOf(kind: string): string {
  return IMAGE_KINDS.includes(kind) ? IMAGE_LANE : LIGHT_LANE;
}
