import type { ShippingDetailsInput } from "@xpart/shared/schemas";
import { ADMIN_TEXTS, SHIPPING_TEXTS } from "@xpart/shared/texts";
import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";

import { FormDialog } from "#src/components/form-dialog";
import { FormField } from "#src/components/form-field";
import {
  checkShipping,
  EMPTY_SHIPPING_FORM,
  type ShippingField,
  type ShippingForm,
} from "#src/features/admin/shipping-rules";

interface ShipDialogProps {
  /** The question; the spec's 'Ship This Boat..!?' for one order. */
  title?: string;
  /** What goes where (one order, or a purchase's paid lines); mounted for one at a time, so the fields start empty. */
  description: ReactNode;
  /** While the PUT runs: the confirm button spins and the dialog cannot be dismissed. */
  busy: boolean;
  /** Confirmed: the details to send, or undefined for the spec's call without a body. */
  onConfirm: (details: ShippingDetailsInput | undefined) => void;
  onCancel: () => void;
}

/**
 * 'Ship This Boat..!?' (AORD-07/08) with the optional carrier and tracking number (issue 27). Focus starts on
 * the carrier; Enter in a field confirms as the button does; Escape, ✕, the backdrop and 'No' change nothing.
 */
export function ShipDialog({
  title = ADMIN_TEXTS.shipConfirm,
  description,
  busy,
  onConfirm,
  onCancel,
}: ShipDialogProps) {
  const [form, setForm] = useState<ShippingForm>(EMPTY_SHIPPING_FORM);
  const [errors, setErrors] = useState<Partial<Record<ShippingField, string>>>({});
  const carrierRef = useRef<HTMLInputElement>(null);
  const trackingRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkShipping(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      (checked.errors.carrier ? carrierRef : trackingRef).current?.focus();
      return;
    }
    setErrors({});
    onConfirm(checked.body);
  };

  const field = (name: ShippingField) => ({
    value: form[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setForm({ ...form, [name]: event.target.value }),
  });

  return (
    <FormDialog
      title={title}
      initialFocus={carrierRef}
      busy={busy}
      cancelLabel="No"
      confirmLabel="Yes, ship it"
      onCancel={onCancel}
      onSubmit={onSubmit}
    >
      <p className="text-base-content/80">{description}</p>
      <FormField
        ref={carrierRef}
        label={`${SHIPPING_TEXTS.carrier} (${SHIPPING_TEXTS.optional})`}
        autoComplete="off"
        hint={SHIPPING_TEXTS.carrierHint}
        {...field("carrier")}
      />
      <FormField
        ref={trackingRef}
        label={`${SHIPPING_TEXTS.trackingNumber} (${SHIPPING_TEXTS.optional})`}
        autoComplete="off"
        spellCheck={false}
        hint={SHIPPING_TEXTS.trackingHint}
        {...field("trackingNumber")}
      />
    </FormDialog>
  );
}
