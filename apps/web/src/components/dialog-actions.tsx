import type { Ref } from "react";

interface DialogActionsProps {
  cancelLabel: string;
  confirmLabel: string;
  /** While the request runs: both buttons wait and the confirm button spins. */
  busy: boolean;
  onCancel: () => void;
  /** The id of the form the confirm button submits; without one, the button calls `onConfirm`. */
  form?: string;
  onConfirm?: () => void;
  /** daisyUI's button colour for the confirm button, e.g. `btn-error` for one that cannot be undone. */
  confirmClassName?: string;
  cancelRef?: Ref<HTMLButtonElement>;
}

/** A dialog's footer: Cancel, then the button that confirms (every dialog of the shop has these two). */
export function DialogActions({
  cancelLabel,
  confirmLabel,
  busy,
  onCancel,
  form,
  onConfirm,
  confirmClassName = "btn-primary",
  cancelRef,
}: DialogActionsProps) {
  return (
    <>
      <button ref={cancelRef} type="button" className="btn" disabled={busy} onClick={onCancel}>
        {cancelLabel}
      </button>
      <button
        type={form ? "submit" : "button"}
        form={form}
        className={`btn ${confirmClassName}`}
        disabled={busy}
        aria-busy={busy}
        onClick={form ? undefined : onConfirm}
      >
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {confirmLabel}
      </button>
    </>
  );
}
