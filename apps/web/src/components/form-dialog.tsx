import { useId, type FormEvent, type ReactNode, type RefObject } from "react";

import { ActionModal } from "#src/components/action-modal";

interface FormDialogProps {
  title: string;
  /** The field that takes the focus when the dialog opens. */
  initialFocus: RefObject<HTMLElement | null>;
  /** While the request runs: the dialog cannot be dismissed and its buttons wait (ActionModal). */
  busy: boolean;
  cancelLabel: string;
  confirmLabel: string;
  confirmClassName?: string;
  onCancel: () => void;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/**
 * A dialog around one small form (the admin's refund and ship dialogs): Cancel and a submit button in the
 * footer, the form's fields in the body, checked by the browser never (`noValidate`), always by `onSubmit`.
 */
export function FormDialog({ onSubmit, children, ...modal }: FormDialogProps) {
  const formId = useId();
  return (
    <ActionModal {...modal} form={formId} className="max-w-md">
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {children}
      </form>
    </ActionModal>
  );
}
