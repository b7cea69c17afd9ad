// Building blocks every screen uses: loading and errors in words, empty states, busy buttons, labelled fields.
import type { ComponentChildren } from "preact";
import { useCallback, useEffect, useMemo, useRef, useState } from "preact/hooks";
import { ApiError, type FieldError } from "./api.js";
import { fieldClaims, FieldProblems, FormErrorsContext, useFieldErrors, type ErrorScope } from "./form-errors.js";
import { operatorWording } from "./wording.js";

/**
 * The envelope's message, then each field error with its path, as the service worded them; errors a field of the
 * form shows (`shownAtFields`) are counted here, not repeated.
 */
export function ErrorMessage({ error, title, shownAtFields }: { error: unknown; title?: string; shownAtFields?: (error: FieldError) => boolean }) {
  if (!error) return null;
  const api = error instanceof ApiError ? error : undefined;
  const message = api ? api.message : error instanceof Error ? error.message : "something went wrong";
  const atFields = api && shownAtFields ? api.errors.filter(shownAtFields).length : 0;
  const unshown = api ? api.errors.filter((e) => !shownAtFields?.(e)) : [];
  // A field error that only repeats the envelope's message is said once, with its code.
  const repeated = unshown.filter((e) => e.message === message && !operatorWording(e));
  const rest = unshown.filter((e) => !repeated.includes(e));
  return (
    <div class="error" role="alert">
      <p>
        <strong>{title ?? "Refused"}:</strong> {message}
        {repeated.length > 0 && <span class="code"> ({repeated.map((e) => e.code).join(", ")})</span>}
        {atFields > 0 && ` ${atFields === 1 ? "One problem is" : `${atFields} problems are`} shown at ${atFields === 1 ? "its field" : "their fields"}.`}
      </p>
      {rest.length > 0 && (
        <ul>
          {rest.map((e, i) => {
            const words = operatorWording(e);
            return words ? (
              <li key={i}>{words}</li>
            ) : (
              <li key={i}>
                {e.path ? <code>{e.path}</code> : null}
                {e.path ? ": " : ""}
                {e.message} <span class="code">({e.code})</span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export function Empty({ children }: { children: ComponentChildren }) {
  return <p class="empty">{children}</p>;
}

export function Loading({ what }: { what: string }) {
  return (
    <p class="loading" role="status" aria-live="polite">
      <span class="spinner" aria-hidden="true" /> Loading {what}…
    </p>
  );
}

/** Loads `load()` now and whenever `deps` change; `reload` runs it again (after an action). */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]): { data: T | undefined; error: unknown; loading: boolean; reload: () => void } {
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({ data: undefined, error: undefined, loading: true });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    load().then(
      (data) => live && setState({ data, error: undefined, loading: false }),
      (error: unknown) => live && setState({ data: undefined, error, loading: false }),
    );
    return () => {
      live = false;
    };
  }, [...deps, tick]);
  return { ...state, reload: useCallback(() => setTick((t) => t + 1), []) };
}

/**
 * A form whose submit runs `action`: the button says it is working and the form is disabled meanwhile, the
 * refusal is shown in words under it, and `done` runs after success.
 */
export function ActionForm<T>({
  label,
  busyLabel,
  action,
  done,
  children,
  danger,
  class: className,
  describedBy,
  noValidate,
  confirm,
}: {
  label: string;
  busyLabel?: string;
  action: () => Promise<T>;
  done?: (result: T) => void;
  children?: ComponentChildren;
  danger?: boolean;
  class?: string;
  describedBy?: string;
  /** Leave every check to the console's own and the service's, shown at the fields (the browser's bubbles name no path). */
  noValidate?: boolean;
  /** Ask first (a change that cannot be taken back): the action runs only once the operator confirms in a dialog. */
  confirm?: Confirmation;
}) {
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const claims = useRef(fieldClaims()).current;
  const form = useRef<HTMLFormElement>(null);
  const errors = useMemo(() => ({ errors: error instanceof ApiError ? error.errors : [], claim: claims.claim }), [error]);
  // A refusal with problems at fields: the first one gets the focus, so the keyboard starts where the fix is.
  useEffect(() => {
    if (errors.errors.some(claims.isShown)) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  // The disabled fieldset drops the focus while the action runs: give it back to the button, where the keyboard was.
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy && (document.activeElement === document.body || !document.activeElement)) {
      form.current?.querySelector<HTMLElement>('button[type="submit"]')?.focus();
    }
    wasBusy.current = busy;
  }, [busy]);
  const onSubmit = (event: Event) => {
    event.preventDefault();
    if (busy) return;
    if (confirm) setAsking(true);
    else void run();
  };
  const run = async () => {
    setAsking(false);
    setBusy(true);
    setError(undefined);
    try {
      const result = await action();
      setBusy(false);
      done?.(result);
    } catch (caught) {
      setBusy(false);
      setError(caught);
    }
  };
  return (
    <form ref={form} class={`action ${className ?? ""}`} onSubmit={onSubmit} aria-busy={busy} noValidate={noValidate}>
      <FormErrorsContext.Provider value={errors}>
      <fieldset disabled={busy}>
        {children}
        <button type="submit" class={danger ? "danger" : "primary"} aria-describedby={describedBy}>
          {busy ? (
            <>
              <span class="spinner" aria-hidden="true" /> {busyLabel ?? "Working"}…
            </>
          ) : (
            label
          )}
        </button>
      </fieldset>
      </FormErrorsContext.Provider>
      <ErrorMessage error={error} shownAtFields={claims.isShown} />
      {asking && confirm && (
        <ConfirmDialog
          {...confirm}
          danger={confirm.danger ?? danger}
          onConfirm={() => void run()}
          onCancel={() => {
            setAsking(false);
            form.current?.querySelector<HTMLElement>('button[type="submit"]')?.focus();
          }}
        />
      )}
    </form>
  );
}

/** What a confirmation asks: a question, what happens, and the confirm button's words (naming the action). */
export interface Confirmation {
  title: string;
  body?: ComponentChildren;
  /** The confirm button: the action itself ("Cancel order ord_…"), never a bare "OK". */
  confirmLabel: string;
  /** The button that backs out (default "Go back"). */
  cancelLabel?: string;
  danger?: boolean;
}

let dialogCounter = 0;

/**
 * A modal question before a change that cannot be taken back. The browser's own modal dialog: the page behind is
 * inert, the focus moves in (to the button that backs out, so a stray Enter changes nothing), Escape backs out.
 */
export function ConfirmDialog({ title, body, confirmLabel, cancelLabel = "Go back", danger, onConfirm, onCancel }: Confirmation & { onConfirm: () => void; onCancel: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const back = useRef<HTMLButtonElement>(null);
  const id = useRef(`confirm-${++dialogCounter}`).current;
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    back.current?.focus();
    return () => element.open && element.close();
  }, []);
  // Closed first: while it is open the page behind is inert, and the caller may want to move the focus there.
  const closeThen = (then: () => void) => {
    if (dialog.current?.open) dialog.current.close();
    then();
  };
  return (
    <dialog
      ref={dialog}
      class="confirm"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={body ? `${id}-body` : undefined}
      onCancel={(event) => {
        // Escape: close through the same path as the button, so the caller knows.
        event.preventDefault();
        closeThen(onCancel);
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      {body && <div id={`${id}-body`}>{body}</div>}
      <div class="confirm-buttons">
        <button type="button" ref={back} onClick={() => closeThen(onCancel)}>
          {cancelLabel}
        </button>
        <button type="button" class={danger ? "danger" : "primary"} onClick={() => closeThen(onConfirm)}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

let fieldCounter = 0;
function useId(prefix: string): string {
  const ref = useRef<string | undefined>(undefined);
  if (!ref.current) ref.current = `${prefix}-${++fieldCounter}`;
  return ref.current;
}

type InputProps = {
  type?: "text" | "password" | "number" | "url" | "datetime-local" | "date";
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  placeholder?: string;
  autoComplete?: string;
  /** The id of a <datalist> of suggestions (free text still allowed). */
  list?: string;
  label: string;
  value: string | number;
  onValue: (value: string) => void;
  hint?: string;
  /** The request body path(s) this field fills: the service's errors there are shown here (`codes` narrows them). */
  path?: ErrorScope["path"];
  codes?: ErrorScope["codes"];
  notCodes?: ErrorScope["notCodes"];
  /** How an error reads at this field (default: the service's message). */
  describe?: (error: FieldError) => string;
  class?: string;
};

/** The ids that describe a control: its hint, then its errors. */
function describedBy(id: string, hint: boolean, errors: FieldError[]): string | undefined {
  return [hint ? `${id}-hint` : "", errors.length > 0 ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

export function Field({ label, value, onValue, hint, type = "text", path, codes, notCodes, describe, class: className, ...rest }: InputProps) {
  const id = useId("f");
  const errors = useFieldErrors({ path, codes, notCodes });
  // Preact types each input type's attributes apart; one labelled field serves them all.
  const typed = type as "text";
  return (
    <div class={`field ${className ?? ""}`}>
      <label for={id}>{label}</label>
      <input
        id={id}
        type={typed}
        value={value}
        onInput={(e) => onValue((e.target as HTMLInputElement).value)}
        aria-describedby={describedBy(id, !!hint, errors)}
        aria-invalid={errors.length > 0 ? true : undefined}
        {...rest}
      />
      {hint && (
        <small id={`${id}-hint`} class="hint">
          {hint}
        </small>
      )}
      <FieldProblems id={`${id}-error`} errors={errors} describe={describe} />
    </div>
  );
}

export function Check({ label, checked, onChange, path }: { label: string; checked: boolean; onChange: (checked: boolean) => void; path?: string }) {
  const id = useId("c");
  const errors = useFieldErrors({ path });
  return (
    <div class="check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange((e.target as HTMLInputElement).checked)}
        aria-describedby={describedBy(id, false, errors)}
        aria-invalid={errors.length > 0 ? true : undefined}
      />
      <label for={id}>{label}</label>
      <FieldProblems id={`${id}-error`} errors={errors} />
    </div>
  );
}

export function Select<T extends string>({
  label,
  value,
  options,
  onValue,
  path,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onValue: (value: T) => void;
  path?: string;
}) {
  const id = useId("s");
  const errors = useFieldErrors({ path });
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(e) => onValue((e.target as HTMLSelectElement).value as T)}
        aria-describedby={describedBy(id, false, errors)}
        aria-invalid={errors.length > 0 ? true : undefined}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldProblems id={`${id}-error`} errors={errors} />
    </div>
  );
}

/** A status as a labelled badge; the words carry the meaning, the colour only helps. */
export function Status({ value }: { value: string }) {
  return <span class={`badge s-${value}`}>{value.replace(/_/g, " ")}</span>;
}

/** Marks a draft order (docs/operator-guide.md#drafts) wherever it is shown: its merchant has not confirmed it, nothing is to be made yet. */
export function DraftBadge() {
  return (
    <span class="badge draft" title="A draft: not confirmed by its merchant yet; never produced">
      draft
    </span>
  );
}

/** Marks an order (or account) of a sandbox account wherever it is shown, so it is never taken for a live one. */
export function TestBadge() {
  return (
    <span class="badge test" title="A sandbox account's: never produced">
      test
    </span>
  );
}

export function When({ at }: { at: string | null | undefined }) {
  if (!at) return <span class="muted">—</span>;
  const date = new Date(at);
  return (
    <time dateTime={at} title={at}>
      {date.toISOString().replace("T", " ").slice(0, 16)} UTC
    </time>
  );
}

// Whether the operator has moved between screens since the page loaded.
let navigated = false;
addEventListener("hashchange", () => (navigated = true));

/**
 * The page's heading. After a move to another screen it takes the focus, so keyboard and screen-reader users
 * start at the new screen's top; on the first load the focus stays at the start of the page (skip link first).
 */
export function Heading({ children }: { children: ComponentChildren }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (navigated) ref.current?.focus();
  }, []);
  return (
    <h1 tabIndex={-1} ref={ref}>
      {children}
    </h1>
  );
}

/**
 * The result of an action in words (saved, created, sent, revoked). It takes the focus when it appears, so the keyboard
 * and a screen reader are at the result, not on a button the change may have removed; key it by its message so a new
 * result is a new notice and takes the focus again.
 */
export function Notice({ children, warn, testId }: { children: ComponentChildren; warn?: boolean; testId?: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} tabIndex={-1} class={warn ? "notice warn" : "notice"} role="status" data-testid={testId}>
      {children}
    </p>
  );
}

/** A secret shown once: readable, selectable, with a copy button that says when it copied. It takes the focus when shown (the operator must act on it now). */
export function ShownOnce({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState<string>("");
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => region.current?.focus(), [value]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied("Copied to the clipboard.");
    } catch {
      setCopied("Copying was not allowed here: select the text and copy it by hand.");
    }
  };
  return (
    <div class="secret" role="region" aria-label={label} ref={region} tabIndex={-1}>
      <p>
        <strong>{label}</strong> — shown this once; the service keeps only a hash. Store it now.
      </p>
      <code class="secret-value" data-testid="secret-value">
        {value}
      </code>
      <button type="button" onClick={() => void copy()}>
        Copy
      </button>
      <span role="status" aria-live="polite" class="muted">
        {copied}
      </span>
    </div>
  );
}

/** Pages through a cursor listing: a stack of cursors for Previous, next_cursor for Next. */
export function usePages() {
  const [stack, setStack] = useState<(string | undefined)[]>([undefined]);
  const cursor = stack[stack.length - 1];
  return {
    cursor,
    page: stack.length,
    next: (next: string) => setStack((s) => [...s, next]),
    previous: () => setStack((s) => (s.length > 1 ? s.slice(0, -1) : s)),
    reset: () => setStack([undefined]),
  };
}

export function Pager({ page, hasNext, onNext, onPrevious, label }: { page: number; hasNext: boolean; onNext: () => void; onPrevious: () => void; label: string }) {
  return (
    <nav class="pager" aria-label={label}>
      <button type="button" onClick={onPrevious} disabled={page <= 1}>
        ← Previous
      </button>
      <span>Page {page}</span>
      <button type="button" onClick={onNext} disabled={!hasNext}>
        Next →
      </button>
    </nav>
  );
}
