import { checkoutBodySchema } from "@xpart/shared/schemas";
import { TRADE_LIMITS, TRADE_TEXTS } from "@xpart/shared/texts";
import { useState, type FormEvent } from "react";

import { AddressChooser, type ChooseReason, type ChosenAddress } from "#src/components/address-chooser";
import { FormError, FormField } from "#src/components/form-field";
import { fieldError } from "#src/lib/field-error";

type FieldName = "name" | "address" | "phone" | "poNumber";
export type CheckoutDetails = Record<FieldName, string>;

const FIELDS: FieldName[] = ["name", "address", "phone", "poNumber"];

/** The server's own rules for each field (billingDetailsShape), so the messages are the billing modal's. */
const checkoutFieldError = (field: FieldName, value: string) =>
  fieldError(checkoutBodySchema.shape[field], value) ?? undefined;

interface CheckoutFormProps {
  /** The buyer's name to start from; they may order for someone else at the same address. */
  defaultName: string;
  /** The signed-in buyer, whose saved delivery addresses are offered. */
  email: string;
  busy: boolean;
  /** Disabled while the cart on screen is not yet the server's (a quantity is being saved) or cannot be ordered. */
  disabled: boolean;
  /** Why the last attempt failed, said under the button. */
  error: string | null;
  onSubmit: (details: CheckoutDetails) => void;
}

/**
 * The checkout's billing details: name, address, phone and an optional PO number, checked by the same rules
 * as the billing modal. The fields live here, so a refused checkout keeps everything typed.
 */
export function CheckoutForm({ defaultName, email, busy, disabled, error, onSubmit }: CheckoutFormProps) {
  const [details, setDetails] = useState<CheckoutDetails>({
    name: defaultName,
    address: "",
    phone: "",
    poNumber: "",
  });
  const [submitted, setSubmitted] = useState(false);
  const errors = Object.fromEntries(
    FIELDS.map((field) => [field, checkoutFieldError(field, details[field])]),
  );
  // Errors show once the buyer tried to place the order, as in the billing modal.
  const shown = (field: FieldName) => (submitted ? errors[field] : undefined);
  const bind = (field: FieldName) => ({
    name: field,
    value: details[field],
    error: shown(field),
    onChange: (event: { target: { value: string } }) =>
      setDetails((typed) => ({ ...typed, [field]: event.target.value })),
  });

  // A saved address fills the fields; the default preselected never overwrites what was typed already.
  const fillFrom = (chosen: ChosenAddress, reason: ChooseReason) =>
    setDetails((typed) =>
      reason === "preselected" && (typed.address || typed.phone)
        ? typed
        : { ...typed, ...chosen, name: chosen.name || typed.name },
    );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const firstInvalid = FIELDS.find((field) => errors[field]);
    if (firstInvalid) {
      const input = event.currentTarget.elements.namedItem(firstInvalid);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    onSubmit(details);
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="checkout-heading" className="flex flex-col gap-3">
      <h2 id="checkout-heading" className="text-lg font-bold">
        {TRADE_TEXTS.checkout}
      </h2>
      <AddressChooser email={email} onChoose={fillFrom} />
      <FormField label="Name" autoComplete="name" maxLength={100} required {...bind("name")} />
      <FormField
        label="Address"
        autoComplete="street-address"
        maxLength={200}
        required
        {...bind("address")}
      />
      <FormField label="Phone" type="tel" autoComplete="tel" maxLength={30} required {...bind("phone")} />
      <FormField
        label={TRADE_TEXTS.poNumber}
        autoComplete="off"
        maxLength={TRADE_LIMITS.poNumberChars}
        {...bind("poNumber")}
      />
      <button type="submit" className="btn btn-primary mt-2" disabled={busy || disabled} aria-busy={busy}>
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {TRADE_TEXTS.placeOrder}
      </button>
      <FormError message={error} />
    </form>
  );
}
