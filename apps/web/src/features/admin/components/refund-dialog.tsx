import { refundBodySchema, type AdminOrder, type RefundBody } from "@xpart/shared/schemas";
import { formatMoney, refundableOf, REFUND_TEXTS } from "@xpart/shared/texts";
import { useId, useRef, useState, type FormEvent } from "react";

import { FormDialog } from "#src/components/form-dialog";
import { FormError, FormField } from "#src/components/form-field";

interface RefundDialogProps {
  /** The paid or shipped order to refund; mounted for one order at a time, so the form starts afresh. */
  order: AdminOrder;
  /** While the POST runs: the confirm button spins and the dialog cannot be dismissed. */
  busy: boolean;
  /** The server's refusal of the last try (409, 502), shown in the dialog. */
  error: string | null;
  onConfirm: (body: RefundBody) => void;
  onCancel: () => void;
}

/** The amount field as typed: blank is "what is left", anything else must read as a number. */
const amountOf = (text: string) => (text.trim() === "" ? undefined : Number(text.trim().replace(/^\$/, "")));

/**
 * 'Refund this order' (issue 27 item 4): the amount prefilled with what is left, 'Put the goods back in stock'
 * (the order's whole quantity), an optional reason. Focus starts on the amount; the server's refusal shows here.
 */
export function RefundDialog({ order, busy, error, onConfirm, onCancel }: RefundDialogProps) {
  const left = refundableOf(order);
  const [amount, setAmount] = useState(left.toFixed(2));
  const [restock, setRestock] = useState(false);
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const restockId = useId();
  const reasonId = useId();
  const amountRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const value = amountOf(amount);
    const checked = refundBodySchema.safeParse({ amount: value, restock, reason });
    if (!checked.success) {
      const found: { amount?: string; reason?: string } = {};
      for (const issue of checked.error.issues) {
        const key = issue.path[0] === "reason" ? "reason" : "amount";
        found[key] ??= issue.message;
      }
      setErrors(found);
      if (found.amount) amountRef.current?.focus();
      return;
    }
    setErrors({});
    onConfirm({
      restock,
      ...(value === undefined ? {} : { amount: value }),
      ...(reason.trim() ? { reason } : {}),
    });
  };

  return (
    <FormDialog
      title={REFUND_TEXTS.dialogTitle}
      initialFocus={amountRef}
      busy={busy}
      cancelLabel={REFUND_TEXTS.cancel}
      confirmLabel={busy ? REFUND_TEXTS.refunding : REFUND_TEXTS.confirm}
      confirmClassName="btn-error"
      onCancel={onCancel}
      onSubmit={onSubmit}
    >
      <p className="text-base-content/80">
        {order.productName} × {order.quantity} for {order.name}: {formatMoney(order.price)} paid
        {order.refunded > 0 ? `, ${formatMoney(order.refunded)} refunded` : ""}.
      </p>
      <FormField
        ref={amountRef}
        label={REFUND_TEXTS.amount}
        inputMode="decimal"
        autoComplete="off"
        hint={REFUND_TEXTS.amountHint}
        value={amount}
        error={errors.amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <div className="flex items-start gap-3">
        <input
          id={restockId}
          type="checkbox"
          className="checkbox mt-0.5"
          checked={restock}
          aria-describedby={`${restockId}-hint`}
          onChange={(event) => setRestock(event.target.checked)}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={restockId} className="cursor-pointer text-sm font-medium">
            {REFUND_TEXTS.restock}
          </label>
          <p id={`${restockId}-hint`} className="text-sm text-base-content/70">
            {REFUND_TEXTS.restockHint}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={reasonId} className="text-sm font-medium">
          {REFUND_TEXTS.reason} ({REFUND_TEXTS.optional})
        </label>
        <textarea
          id={reasonId}
          className={`textarea w-full ${errors.reason ? "textarea-error" : ""}`}
          rows={2}
          value={reason}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${reasonId}-error` : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {errors.reason && (
          <p id={`${reasonId}-error`} className="text-sm text-error">
            {errors.reason}
          </p>
        )}
      </div>
      <FormError message={error} />
    </FormDialog>
  );
}
