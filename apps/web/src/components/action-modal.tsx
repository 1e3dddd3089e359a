import type { ReactNode, Ref, RefObject } from "react";

import { Modal } from "./modal";

interface ActionModalProps {
  open?: boolean;
  title: ReactNode;
  /** While the request runs: the dialog cannot be dismissed, both buttons wait and the confirm button spins. */
  busy: boolean;
  cancelLabel: string;
  confirmLabel: string;
  /** Cancel, Escape, ✕ and the backdrop. */
  onCancel: () => void;
  /** The id of the form the confirm button submits; without one, the button calls `onConfirm`. */
  form?: string;
  onConfirm?: () => void;
  /** daisyUI's button colour for the confirm button, e.g. `btn-error` for one that cannot be undone. */
  confirmClassName?: string;
  initialFocus?: RefObject<HTMLElement | null>;
  cancelRef?: Ref<HTMLButtonElement>;
  /** Extra classes for the box, e.g. `max-w-md`. */
  className?: string;
  children: ReactNode;
}

/**
 * A {@link Modal} that asks for one action: Cancel, then the button that confirms it, in the footer (every
 * dialog of the shop but the product's billing details, whose 'Close' stays usable while it orders).
 */
export function ActionModal({
  open = true,
  title,
  busy,
  cancelLabel,
  confirmLabel,
  onCancel,
  form,
  onConfirm,
  confirmClassName = "btn-primary",
  initialFocus,
  cancelRef,
  className,
  children,
}: ActionModalProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      initialFocus={initialFocus}
      dismissible={!busy}
      className={className}
      actions={
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
      }
    >
      {children}
    </Modal>
  );
}
