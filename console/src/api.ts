// Talks to the operator API with the session cookie: every call is a POST of JSON answered by the envelope, typed by
// the typed client's generated types (packages/client), so a renamed operation or field fails the console's build.
import type { FileOperationsByPath, JsonOperationsByPath } from "../../packages/client/src/generated/paths.js";

export interface FieldError {
  path: string;
  code: string;
  message: string;
}

/** A refusal as the service worded it: the envelope's message and its field errors. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: FieldError[],
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

type Listener = (serviceMessage: string) => void;
let onSignedOut: Listener = () => undefined;

/** Called when the service says the session is gone (expired, signed out elsewhere, token revoked). */
export function whenSignedOut(listener: Listener): void {
  onSignedOut = listener;
}

async function envelopeOf(res: Response): Promise<{ status: string; message: string; data: Record<string, unknown> }> {
  try {
    return (await res.json()) as { status: string; message: string; data: Record<string, unknown> };
  } catch {
    throw new ApiError(`The service answered HTTP ${res.status} without a readable message.`, res.status, []);
  }
}

export async function post<T>(path: string, body: unknown = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), credentials: "same-origin" });
  } catch {
    throw new ApiError("The service could not be reached. Check the connection and try again.", 0, []);
  }
  const envelope = await envelopeOf(res);
  // A refused sign-in is that form's own answer, not a session that ended.
  if (res.status === 401 && path !== "/console/session") onSignedOut(envelope.message);
  if (envelope.status !== "success") {
    const data = envelope.data ?? {};
    throw new ApiError(envelope.message, res.status, Array.isArray(data.errors) ? (data.errors as FieldError[]) : [], data);
  }
  return envelope.data as T;
}

/** An operator operation answered with the envelope, named by its path below /v1/admin/: "orders/get". */
export type AdminOperation = keyof JsonOperationsByPath extends infer P ? (P extends `/v1/admin/${infer Op}` ? Op : never) : never;
/** The body an operator operation takes, as the service's schema says. */
export type RequestOf<Op extends AdminOperation> = JsonOperationsByPath[`/v1/admin/${Op}`]["body"];
/** The envelope's data an operator operation answers with. */
export type ResponseOf<Op extends AdminOperation> = JsonOperationsByPath[`/v1/admin/${Op}`]["data"];
/** An operator operation answered with a file (a CSV export, a PDF of packing slips), named by its path below /v1/admin/. */
export type AdminFileOperation = keyof FileOperationsByPath extends infer P ? (P extends `/v1/admin/${infer Op}` ? Op : never) : never;

// A body may be left out only where the operation takes none or every field of it is optional.
type BodyArgument<B> = Record<never, never> extends B ? [body?: B] : [body: B];

/** An operator operation, e.g. admin("orders/get", { order_ref }): its body and answer are the service's own types. */
export function admin<Op extends AdminOperation>(operation: Op, ...[body]: BodyArgument<RequestOf<Op>>): Promise<ResponseOf<Op>> {
  return post<ResponseOf<Op>>(`/v1/admin/${operation}`, body ?? {});
}

/** An operator operation answered with a file: the file and the response's headers, or the refusal in words. */
export function adminFile<Op extends AdminFileOperation>(operation: Op, body: FileOperationsByPath[`/v1/admin/${Op}`]["body"]): Promise<{ blob: Blob; headers: Headers }> {
  return postForFile(`/v1/admin/${operation}`, body);
}

/** Whose console session it is. */
export interface SessionOperator {
  operator_id: string;
  name: string;
}

export interface SessionState {
  signed_in: boolean;
  reason?: string;
  expires_at?: string;
  operator?: SessionOperator;
  /** The country parcels leave from (SHIP_FROM_COUNTRY): orders to any other need customs. */
  ship_from_country?: string;
}

/** The answer to a sign-in. */
export interface SignedIn {
  expires_at: string;
  operator?: SessionOperator;
  ship_from_country?: string;
}

export async function whoami(): Promise<SessionState> {
  const res = await fetch("/console/session", { credentials: "same-origin" });
  return (await envelopeOf(res)).data as unknown as SessionState;
}

/** A PDF or other file fetched with the session, or the refusal in words. */
export async function download(path: string): Promise<Blob> {
  const res = await fetch(path, { credentials: "same-origin" });
  if (res.ok) return res.blob();
  const envelope = await envelopeOf(res);
  if (res.status === 401) onSignedOut(envelope.message);
  throw new ApiError(envelope.message, res.status, (envelope.data?.errors as FieldError[]) ?? [], envelope.data);
}

// Tabs of the same console tell each other about sign-in and sign-out through localStorage (its "storage" event
// fires in every other tab of the origin); only a time is written, never anything secret.
const SESSION_KEY = "pod-console-session";

/** Tells the other tabs that this one signed in or out. */
export function tellOtherTabs(change: "signed-in" | "signed-out"): void {
  try {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ change, at: Date.now() }));
  } catch {
    // Storage refused (a private window's quota): the other tabs learn at their next request instead.
  }
}

/** Runs `listener` when another tab signs in or out. */
export function whenOtherTab(listener: (change: "signed-in" | "signed-out") => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_KEY || !event.newValue) return;
    try {
      const { change } = JSON.parse(event.newValue) as { change: "signed-in" | "signed-out" };
      if (change === "signed-in" || change === "signed-out") listener(change);
    } catch {
      // Not ours to read.
    }
  };
  addEventListener("storage", onStorage);
  return () => removeEventListener("storage", onStorage);
}

/** A file made by a POST (a batch of packing slips): the file and the response's headers, or the refusal in words. */
export async function postForFile(path: string, body: unknown): Promise<{ blob: Blob; headers: Headers }> {
  let res: Response;
  try {
    res = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), credentials: "same-origin" });
  } catch {
    throw new ApiError("The service could not be reached. Check the connection and try again.", 0, []);
  }
  if (res.ok) return { blob: await res.blob(), headers: res.headers };
  const envelope = await envelopeOf(res);
  if (res.status === 401) onSignedOut(envelope.message);
  const data = envelope.data ?? {};
  throw new ApiError(envelope.message, res.status, Array.isArray(data.errors) ? (data.errors as FieldError[]) : [], data);
}

/** Hands a fetched file to the browser's downloads under `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
