// Building blocks every screen uses: loading and errors in words, empty states, busy buttons, labelled fields.
import type { ComponentChildren } from "preact";
import { useCallback, useEffect, useRef, useState } from "preact/hooks";
import { ApiError } from "./api.js";

/** The envelope's message, then each field error with its path, as the service worded them. */
export function ErrorMessage({ error, title }: { error: unknown; title?: string }) {
  if (!error) return null;
  const api = error instanceof ApiError ? error : undefined;
  const message = api ? api.message : error instanceof Error ? error.message : "something went wrong";
  return (
    <div class="error" role="alert">
      <p>
        <strong>{title ?? "Refused"}:</strong> {message}
      </p>
      {api && api.errors.length > 0 && (
        <ul>
          {api.errors.map((e, i) => (
            <li key={i}>
              {e.path ? <code>{e.path}</code> : null}
              {e.path ? ": " : ""}
              {e.message} <span class="code">({e.code})</span>
            </li>
          ))}
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
}: {
  label: string;
  busyLabel?: string;
  action: () => Promise<T>;
  done?: (result: T) => void;
  children?: ComponentChildren;
  danger?: boolean;
  class?: string;
  describedBy?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const onSubmit = async (event: Event) => {
    event.preventDefault();
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
    <form class={`action ${className ?? ""}`} onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
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
      <ErrorMessage error={error} />
    </form>
  );
}

let fieldCounter = 0;
function useId(prefix: string): string {
  const ref = useRef<string | undefined>(undefined);
  if (!ref.current) ref.current = `${prefix}-${++fieldCounter}`;
  return ref.current;
}

type InputProps = {
  type?: "text" | "password" | "number" | "url" | "datetime-local";
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  placeholder?: string;
  autoComplete?: string;
  label: string;
  value: string | number;
  onValue: (value: string) => void;
  hint?: string;
};

export function Field({ label, value, onValue, hint, type = "text", ...rest }: InputProps) {
  const id = useId("f");
  // Preact types each input type's attributes apart; one labelled field serves them all.
  const typed = type as "text";
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <input id={id} type={typed} value={value} onInput={(e) => onValue((e.target as HTMLInputElement).value)} aria-describedby={hint ? `${id}-hint` : undefined} {...rest} />
      {hint && (
        <small id={`${id}-hint`} class="hint">
          {hint}
        </small>
      )}
    </div>
  );
}

export function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId("c");
  return (
    <div class="check">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange((e.target as HTMLInputElement).checked)} />
      <label for={id}>{label}</label>
    </div>
  );
}

export function Select<T extends string>({
  label,
  value,
  options,
  onValue,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onValue: (value: T) => void;
}) {
  const id = useId("s");
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onValue((e.target as HTMLSelectElement).value as T)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A status as a labelled badge; the words carry the meaning, the colour only helps. */
export function Status({ value }: { value: string }) {
  return <span class={`badge s-${value}`}>{value.replace(/_/g, " ")}</span>;
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

/** A secret shown once: readable, selectable, with a copy button that says when it copied. */
export function ShownOnce({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState<string>("");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied("Copied to the clipboard.");
    } catch {
      setCopied("Copying was not allowed here: select the text and copy it by hand.");
    }
  };
  return (
    <div class="secret" role="region" aria-label={label}>
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
