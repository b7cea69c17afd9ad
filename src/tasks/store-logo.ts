// The logo job of one store: fetches and checks the store's logo_url (fetch-logo.ts), then records it ready or failed
// unless the store has since been given another logo (docs/operator-guide.md#store-logos-and-names-on-slips).
import type { FETCH_STORE_LOGO } from "../jobs/kinds.js";
import type { Handler, Job } from "../jobs/worker.js";
import * as stores from "../store/stores.js";
import { fetchLogo, logoRetryDelayMs, logoToRecord, type LogoDeps } from "./fetch-logo.js";

export function storeLogoHandler(deps: LogoDeps): Handler<typeof FETCH_STORE_LOGO> {
  return { run: (job) => fetchStoreLogo(deps, job), retryDelayMs: logoRetryDelayMs };
}

/**
 * A store gone, or without a logo by now, ends the job quietly. A passing failure with attempts left throws
 * (logoToRecord), the logo staying pending; the result is recorded only while the store still has the URL fetched:
 * a store changed meanwhile to another URL keeps pending for the job its change queued.
 */
async function fetchStoreLogo(deps: LogoDeps, job: Job<typeof FETCH_STORE_LOGO>): Promise<void> {
  const db = deps.ctx.db;
  const store = await stores.findStoreById(db, job.payload.store_id);
  if (!store || store.logo_url === null) return;
  const url = store.logo_url;
  const outcome = logoToRecord(await fetchLogo(deps, url), job);
  await stores.recordStoreLogo(db, store.id, url, outcome.status === "ready" ? { status: "ready", file: outcome.file.checksum } : outcome);
}
