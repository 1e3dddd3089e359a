import { rejectApprovalBodySchema } from "@xpart/shared/schemas";
import { APPROVAL_TEXTS, REJECT_REASON_CHARS } from "@xpart/shared/texts";
import { useId, useRef, useState, type FormEvent } from "react";

import { FormDialog } from "#src/components/form-dialog";
import { FormError } from "#src/components/form-field";
import { COMPANY_PAGE_TEXTS } from "#src/lib/company/company-texts";

interface RejectDialogProps {
  /** Who placed the checkout: the dialog's question names them. */
  buyer: string;
  busy: boolean;
  /** The server's word on the reason (a 400's field message), shown under it. */
  reasonError: string | null;
  /** Any other refusal of the last try, shown under the form. */
  error: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * 'Reject' asks why (issue 40 item 4): the reason is required and at most 500 characters, checked as the server
 * checks it, and mailed to the buyer. Mounted for one checkout at a time, so it starts empty.
 */
export function RejectDialog({ buyer, busy, reasonError, error, onConfirm, onCancel }: RejectDialogProps) {
  const [reason, setReason] = useState("");
  const [checkError, setCheckError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const shownError = checkError ?? reasonError;
  const errorId = `${id}-error`;
  const countId = `${id}-count`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = rejectApprovalBodySchema.safeParse({ reason });
    if (!checked.success) {
      setCheckError(checked.error.issues[0]?.message ?? APPROVAL_TEXTS.reasonRequired);
      reasonRef.current?.focus();
      return;
    }
    setCheckError(null);
    onConfirm(checked.data.reason);
  };

  return (
    <FormDialog
      title={COMPANY_PAGE_TEXTS.rejectTitle(buyer)}
      initialFocus={reasonRef}
      busy={busy}
      cancelLabel={COMPANY_PAGE_TEXTS.keepWaiting}
      confirmLabel={APPROVAL_TEXTS.reject}
      confirmClassName="btn-error"
      onCancel={onCancel}
      onSubmit={onSubmit}
    >
      <p className="text-base-content/80">{COMPANY_PAGE_TEXTS.rejectDetail}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {APPROVAL_TEXTS.rejectReason}
        </label>
        <textarea
          id={id}
          ref={reasonRef}
          className={`textarea w-full ${shownError ? "textarea-error" : ""}`}
          rows={3}
          required
          value={reason}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${errorId} ${countId}` : countId}
          onChange={(event) => setReason(event.target.value)}
        />
        {shownError && (
          <p id={errorId} className="text-sm text-error">
            {shownError}
          </p>
        )}
        <p
          id={countId}
          className={`text-sm ${reason.length > REJECT_REASON_CHARS ? "text-error" : "text-base-content/70"}`}
        >
          {COMPANY_PAGE_TEXTS.reasonCount(reason.length, REJECT_REASON_CHARS)}
        </p>
      </div>
      <FormError message={error} />
    </FormDialog>
  );
}
