import { useRef, type ReactNode } from "react";

import { ActionModal } from "./action-modal";

interface ConfirmDialogProps {
  open: boolean;
  /** The question; it names the dialog. */
  title: ReactNode;
  /** More detail under the title, kept on its own line(s). */
  message?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** While the confirmed action runs: the confirm button spins and the dialog cannot be dismissed. */
  busy?: boolean;
  /** `error` for destructive actions. */
  tone?: "error" | "primary";
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * "Are you sure?" on the shared {@link Modal}. Focus starts on the safe choice, so Enter never confirms a
 * destructive action by accident; Escape, ✕ and the backdrop all mean "no".
 */
export function ConfirmDialog({
  message,
  cancelLabel = "No",
  busy = false,
  tone = "error",
  ...modal
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <ActionModal
      {...modal}
      busy={busy}
      cancelLabel={cancelLabel}
      confirmClassName={tone === "error" ? "btn-error" : "btn-primary"}
      initialFocus={cancelRef}
      cancelRef={cancelRef}
      className="max-w-md"
    >
      {message !== undefined && <div className="whitespace-pre-line text-base-content/80">{message}</div>}
    </ActionModal>
  );
}
