// Print files of orders: planned when an order is accepted (rows + one job per line with work, same transaction), results
// recorded by the job (ready / failed, on_hold, print_files.ready), and the operator's retry.
import { systemActor, type Actor } from "../domain/actors.js";
import { newRef } from "../domain/refs.js";
import type { RetryFilesBody } from "../schemas/lifecycle.js";
import type { Product } from "../domain/catalog.js";
import type { NormalizedLine } from "../domain/order-rules.js";
import type { OrderStatus } from "../domain/status.js";
import { plannedFiles, printFileInfo, type FileInfo, type StoredImage } from "../domain/print-files.js";
import { MAKE_LINE_FILES, type LineFilesPayload } from "../jobs/kinds.js";
import { enqueue } from "../jobs/queue.js";
import * as accounts from "../store/accounts.js";
import * as activity from "../store/activity.js";
import { latestSequence } from "../store/events.js";
import * as files from "../store/files.js";
import type { NewOrderFile, OrderFileRow } from "../store/tables.js";
import type { Writer } from "../store/writer.js";
import { storedArtKey } from "./catalog.js";
import type { ServiceContext } from "./context.js";
import { recordEvent, type EventSubject } from "./events.js";
import { changeOrder, reason, setStatus } from "./order-change.js";
import { scheduleRelease } from "./release.js";
import { scheduleSandboxStep } from "./sandbox.js";

/** Downloads and renders that keep failing for a transient reason give up after this many attempts (about 2 h). */
export const FILE_JOB_MAX_ATTEMPTS = 8;

export type AreaOutcome =
  | { area: string; ok: true; print_file: FileInfo; preview: FileInfo | null }
  | { area: string; ok: false; reason: string; hold: boolean };

/**
 * Writes through the new order's `writer` a row per print area that needs a file, for the lines of the order as the order
 * rules normalised them, and one job per line that has a file to make. A standard line's area whose product art is
 * already stored (the URL unchanged since it was fetched) needs no work: it is recorded ready here, and when every
 * file of the order is ready so, print_files.ready is recorded too (the order's first event).
 * `storedArt`: the products' stored art, read with the catalogue (loadOrderCatalog); `status`: the new order's (draft or received).
 */
export async function planPrintFiles(
  writer: Writer,
  subject: EventSubject,
  lines: readonly (NormalizedLine & { item_ref: string })[],
  products: Map<string, Product>,
  storedArt: Map<string, StoredImage>,
  now: Date,
  status: OrderStatus = "received",
): Promise<void> {
  const nowIso = now.toISOString();
  const plans = lines.map((line) => {
    const product = line.product_id === null ? null : (products.get(line.sku) ?? null);
    return { line, product, areas: plannedFiles(line.kind, line.print_areas, product) };
  });
  const rows: NewOrderFile[] = [];
  const jobs: LineFilesPayload[] = [];
  for (const { line, product, areas } of plans) {
    let work = false;
    for (const [area, source] of Object.entries(areas)) {
      const art = source.kind === "product_art" && line.product_id !== null ? storedArt.get(storedArtKey(line.product_id, area, source.art)) : undefined;
      const size = product?.blank.print_areas[area];
      const file = art && size ? printFileInfo(art, size) : null;
      work ||= file === null;
      rows.push({
        item_ref: line.item_ref,
        area,
        order_ref: subject.order_ref,
        account_id: subject.account_id,
        status: file ? "ready" : "pending",
        reason: null,
        print_file: file,
        preview: null,
        print_file_checksum: file?.checksum ?? null,
        preview_checksum: null,
        updated_at: nowIso,
      });
    }
    if (work) jobs.push({ item_ref: line.item_ref });
  }
  if (rows.length === 0) return;
  await files.insertOrderFiles(writer, rows);
  await enqueue(writer, MAKE_LINE_FILES, jobs, now, { maxAttempts: FILE_JOB_MAX_ATTEMPTS });
  if (jobs.length === 0) await recordEvent(writer, now, systemActor("print_files"), subject, { type: "print_files.ready", status, extra: { items: readyItems(rows) }, first: true });
}

/** The print_files.ready event's items: each line with its files, in the order of the rows. */
function readyItems(rows: NewOrderFile[]) {
  const byItem = new Map<string, NewOrderFile[]>();
  for (const row of rows) byItem.set(row.item_ref, [...(byItem.get(row.item_ref) ?? []), row]);
  return [...byItem].map(([item_ref, itemRows]) => ({ item_ref, print_files: printFilesView(itemRows) }));
}

/** The print_files view of a line: area → status, reason, file infos. */
export function printFilesView(rows: readonly (NewOrderFile & Partial<Pick<OrderFileRow, "attempts" | "last_error">>)[]) {
  const view: Record<string, { status: OrderFileRow["status"]; attempts?: number; last_error?: string | null; reason?: string; print_file?: FileInfo; preview?: FileInfo }> = {};
  for (const row of rows) {
    view[row.area] = {
      status: row.status,
      // While pending: how it is going. Once settled, `reason` (failed) or the files (ready) say it.
      ...(row.status === "pending" ? { attempts: row.attempts ?? 0, last_error: row.last_error ?? null } : {}),
      ...(row.reason !== null ? { reason: row.reason } : {}),
      ...(row.print_file !== null ? { print_file: row.print_file } : {}),
      ...(row.preview !== null ? { preview: row.preview } : {}),
    };
  }
  return view;
}

/**
 * Writes a line's outcomes in the order's transaction. A failure that holds puts a received order on_hold with
 * the reason; when every file of the order is ready, print_files.ready is recorded once.
 */
export async function recordLineFiles(ctx: ServiceContext, orderRef: string, itemRef: string, outcomes: AreaOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  await changeOrder(ctx, orderRef, { actor: systemActor("print_files") }, "The print files were not recorded", async (change) => {
    // Only files still pending change: a second run of the same job (a lease lost and taken over) records nothing twice.
    const recorded: AreaOutcome[] = [];
    for (const outcome of outcomes) {
      const changed = await files.updateOrderFile(
        change.trx,
        itemRef,
        outcome.area,
        "pending",
        outcome.ok
          ? {
              status: "ready",
              reason: null,
              print_file: outcome.print_file,
              preview: outcome.preview,
              print_file_checksum: outcome.print_file.checksum,
              preview_checksum: outcome.preview?.checksum ?? null,
              updated_at: change.nowIso,
            }
          : { status: "failed", reason: outcome.reason, updated_at: change.nowIso },
      );
      if (changed) recorded.push(outcome);
    }
    const held = recorded.find((o): o is Extract<AreaOutcome, { ok: false }> => !o.ok && o.hold);
    if (held && change.order.status === "received") {
      const item = change.items.find((i) => i.item_ref === itemRef);
      const why = `print file failed: items[${item?.position ?? "?"}].print_areas.${held.area}: ${held.reason}`.slice(0, 1000);
      await setStatus(change, "on_hold", why);
    }
    const all = await files.orderFilesOfOrders(change.trx, [orderRef]);
    if (recorded.some((o) => o.ok) && all.every((row) => row.status === "ready")) {
      await change.record("print_files.ready", change.order.status, { items: readyItems(all) });
      // The last file was what an automatic release waited for.
      if (change.order.status === "received" && (await accounts.findAccount(change.trx, change.order.account_id))?.auto_release === true) {
        await scheduleRelease(change.writer, orderRef, change.order.editable_until, ctx.now());
      }
      // …and so was the sandbox's first step of a test order.
      if (change.order.status === "received" && change.order.test) {
        await scheduleSandboxStep(change.writer, orderRef, new Date(change.order.received_at), ctx.sandboxAdvanceSeconds, ctx.now());
      }
    }
  });
}

/** Operator: queues every failed file of the order again. The order's status is left alone (move it back with transition). */
export async function retryFiles(ctx: ServiceContext, body: RetryFilesBody, actor: Actor) {
  const orderRef = body.order_ref;
  return changeOrder(ctx, orderRef, { actor, expectedSequence: body.expected_sequence }, "The print files were not retried", async (change) => {
    const failed = (await files.orderFilesOfOrders(change.trx, [orderRef])).filter((row) => row.status === "failed");
    if (failed.length === 0) change.refuse(reason("order_ref", "no_failed_files", "the order has no failed print files"));
    for (const row of failed) await files.updateOrderFile(change.trx, row.item_ref, row.area, "failed", { status: "pending", reason: null, updated_at: change.nowIso });
    const payloads: LineFilesPayload[] = [...new Set(failed.map((row) => row.item_ref))].map((itemRef) => ({ item_ref: itemRef }));
    await enqueue(change.writer, MAKE_LINE_FILES, payloads, new Date(change.nowIso), { maxAttempts: FILE_JOB_MAX_ATTEMPTS });
    const retried = failed.map((row) => ({ item_ref: row.item_ref, area: row.area }));
    // No event (callers' events and webhooks are fixed, docs/operator-guide.md#who-did-what): the operator's timeline still says who retried.
    await activity.insertActivity(change.trx, orderRef, {
      id: newRef("act", ctx.now().getTime()),
      type: "print_files.retried",
      after_sequence: await latestSequence(change.trx, orderRef),
      actor,
      data: { files: retried },
      created_at: change.nowIso,
    });
    return { order_ref: orderRef, retried };
  });
}
