import { useId, type FormEvent, type ReactNode, type RefObject } from "react";

import { Modal } from "#src/components/modal";

interface FormDialogProps {
  title: string;
  /** The field that takes the focus when the dialog opens. */
  initialFocus: RefObject<HTMLElement | null>;
  /** While the request runs: both buttons wait, the dialog cannot be dismissed, the confirm button spins. */
  busy: boolean;
  cancelLabel: string;
  confirmLabel: string;
  /** daisyUI's button colour for the confirm button, e.g. `btn-error` for one that cannot be undone. */
  confirmClassName?: string;
  onCancel: () => void;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/**
 * A dialog around one small form (the admin's refund and ship dialogs): Cancel and a submit button in the
 * footer, the form's fields in the body, checked by the browser never (`noValidate`), always by `onSubmit`.
 */
export function FormDialog({
  title,
  initialFocus,
  busy,
  cancelLabel,
  confirmLabel,
  confirmClassName = "btn-primary",
  onCancel,
  onSubmit,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Modal
      open
      onClose={onCancel}
      title={title}
      initialFocus={initialFocus}
      dismissible={!busy}
      className="max-w-md"
      actions={
        <>
          <button type="button" className="btn" disabled={busy} onClick={onCancel}>
            {cancelLabel}
          </button>
          <button
            type="submit"
            form={formId}
            className={`btn ${confirmClassName}`}
            disabled={busy}
            aria-busy={busy}
          >
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {confirmLabel}
          </button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {children}
      </form>
    </Modal>
  );
}
