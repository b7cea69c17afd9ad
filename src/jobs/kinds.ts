// Every job kind and the payload it carries, in one map (as graphile-worker's `Tasks`): enqueue and the handlers agree on it.

/** Sends one webhook delivery (src/tasks/deliver-webhook.ts). */
export const DELIVER_WEBHOOK = "webhook.deliver";
/** Makes the print files of one order line (src/tasks/make-line-files.ts). */
export const MAKE_LINE_FILES = "files.line";
/** Releases one order to production once its edit window has passed and its files are ready (src/tasks/release-order.ts). */
export const RELEASE_ORDER = "orders.release";
/** Moves one test account's order on: to in_production, then shipped (src/tasks/advance-sandbox-order.ts). */
export const ADVANCE_SANDBOX_ORDER = "orders.sandbox_advance";
/** Cancels one draft order not confirmed in time (src/tasks/expire-draft.ts). */
export const EXPIRE_DRAFT = "orders.expire_draft";
/** Fetches and checks one store's logo (src/tasks/store-logo.ts). */
export const FETCH_STORE_LOGO = "stores.logo";

export interface DeliverWebhookPayload {
  delivery_id: string;
}

export interface LineFilesPayload {
  item_ref: string;
}

export interface ReleaseOrderPayload {
  order_ref: string;
}

export interface SandboxAdvancePayload {
  order_ref: string;
}

export interface ExpireDraftPayload {
  order_ref: string;
  /** When the draft expires: received_at plus DRAFT_TTL_DAYS as they were at its create. */
  expires_at: string;
}

export interface StoreLogoPayload {
  store_id: string;
}

export interface JobPayloads {
  [DELIVER_WEBHOOK]: DeliverWebhookPayload;
  [MAKE_LINE_FILES]: LineFilesPayload;
  [RELEASE_ORDER]: ReleaseOrderPayload;
  [ADVANCE_SANDBOX_ORDER]: SandboxAdvancePayload;
  [FETCH_STORE_LOGO]: StoreLogoPayload;
  [EXPIRE_DRAFT]: ExpireDraftPayload;
}

export type JobKind = keyof JobPayloads;

/** The payload of a known kind; `unknown` for any other (the queue itself runs any kind it has a handler for). */
export type PayloadOf<K extends string> = K extends JobKind ? JobPayloads[K] : unknown;
