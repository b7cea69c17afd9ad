// A button that asks first: a modal dialog names what will happen and offers the action or Cancel (Escape cancels).
import type { ComponentChildren } from "preact";
import { useId, useRef, useState } from "preact/hooks";
import { ErrorMessage } from "./ui.js";

export function ConfirmButton<T>({
  label,
  title,
  confirmLabel,
  children,
  action,
  done,
}: {
  label: string;
  title: string;
  confirmLabel: string;
  children: ComponentChildren;
  action: () => Promise<T>;
  done?: (result: T) => void;
}) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const close = () => {
    dialog.current?.close();
    opener.current?.focus();
  };
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const result = await action();
      setBusy(false);
      dialog.current?.close();
      done?.(result);
    } catch (caught) {
      setBusy(false);
      setError(caught);
    }
  };
  return (
    <>
      <button type="button" class="danger" ref={opener} onClick={() => dialog.current?.showModal()}>
        {label}
      </button>
      <dialog ref={dialog} class="confirm" aria-labelledby={titleId} onClose={() => setError(undefined)}>
        <h2 id={titleId}>{title}</h2>
        <div>{children}</div>
        <ErrorMessage error={error} />
        <div class="confirm-buttons">
          <button type="button" onClick={close} disabled={busy}>
            Cancel
          </button>
          <button type="button" class="danger" onClick={() => void confirm()} disabled={busy}>
            {busy ? `${confirmLabel}…` : confirmLabel}
          </button>
        </div>
      </dialog>
    </>
  );
}
