// Shared steps of the production-workflow tests: settle print files without a worker, read an order's events.
import { serviceContext } from "../../src/services/context.js";
import { recordLineFiles, type AreaOutcome } from "../../src/services/print-files.js";
import type { TestServer } from "../helpers/server.js";

export const FILE = { checksum: "a".repeat(64), content_type: "image/png", size_bytes: 10, width_px: 4500, height_px: 5400, dpi: 300, low_resolution: false };

export const ready = (area: string): AreaOutcome => ({ area, ok: true, print_file: FILE, preview: null });
/** A failure that does not put the order on hold (so the status stays where the test put it). */
export const failed = (area: string, hold = false): AreaOutcome => ({ area, ok: false, reason: "the host answered 404", hold });

/** Records the outcome of a line's files as the file job would. */
export async function settleFiles(server: TestServer, orderRef: string, itemRef: string, outcomes: AreaOutcome[]): Promise<void> {
  await recordLineFiles(serviceContext(server.database.db, server.config), orderRef, itemRef, outcomes);
}

/** The order's events as recorded (standard payloads), oldest first. */
export async function eventsOf(server: TestServer, orderRef: string): Promise<{ type: string; data: Record<string, any> }[]> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const rows = await server.database.db.selectFrom("events").selectAll().where("order_ref", "=", orderRef).orderBy("order_seq").execute();
  return rows.map((r) => JSON.parse(r.payload));
}
