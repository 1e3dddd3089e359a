import { checkoutBodySchema, type CompanyTerms } from "@xpart/shared/schemas";
import { TRADE_LIMITS, TRADE_TEXTS, type PayWith } from "@xpart/shared/texts";
import { useId, useState, type FormEvent, type ReactNode } from "react";

import { AddressChooser, type ChooseReason, type ChosenAddress } from "#src/components/address-chooser";
import { PayWithChoice } from "#src/components/checkout/pay-with-choice";
import { FormError, FormField } from "#src/components/form-field";
import { defaultPayWith, type CheckoutDetails } from "#src/lib/checkout-rules";
import { fieldError } from "#src/lib/field-error";

type FieldName = keyof CheckoutDetails;

const FIELDS: FieldName[] = ["name", "address", "phone", "poNumber"];

/** The server's own rules for each field (billingDetailsShape), so the messages are the billing modal's. */
const checkoutFieldError = (field: FieldName, value: string) =>
  fieldError(checkoutBodySchema.shape[field], value) ?? undefined;

interface CheckoutFormProps {
  /** The form's heading: 'Checkout' in the cart; accepting a quote names its own. */
  heading?: string;
  /** The submit button's words: 'Place order' in the cart. */
  submitLabel?: string;
  /** The buyer's name to start from; they may order for someone else at the same address. */
  defaultName: string;
  /** The signed-in buyer, whose saved delivery addresses are offered. */
  email: string;
  busy: boolean;
  /** Disabled while the cart on screen is not yet the server's (a quantity is being saved) or cannot be ordered. */
  disabled: boolean;
  /** Why the last attempt failed, said under the button; `children` may add to it (a quote's refused lines). */
  error: string | null;
  children?: ReactNode;
  /**
   * The company's terms when it buys on account (issue 41): the buyer chooses 'Pay on account' or 'Pay by card'.
   * Null for everyone else, who pays by card as before.
   */
  account: CompanyTerms | null;
  /** What is ordered, in dollars, to start on account only when the available credit covers it. */
  total: number;
  /** The details, and how to pay when the buyer was offered the choice. */
  onSubmit: (details: CheckoutDetails, payWith?: PayWith) => void;
}

/**
 * The checkout's billing details: name, address, phone and an optional PO number, checked by the same rules
 * as the billing modal, and for a company on terms how to pay (issue 41). The fields and the choice live here,
 * so a refused checkout keeps everything typed and chosen. The cart's checkout and accepting a quote (issue 41)
 * both use it.
 */
export function CheckoutForm({
  heading = TRADE_TEXTS.checkout,
  submitLabel = TRADE_TEXTS.placeOrder,
  defaultName,
  email,
  busy,
  disabled,
  error,
  account,
  total,
  onSubmit,
  children,
}: CheckoutFormProps) {
  const headingId = useId();
  const [details, setDetails] = useState<CheckoutDetails>({
    name: defaultName,
    address: "",
    phone: "",
    poNumber: "",
  });
  const [submitted, setSubmitted] = useState(false);
  // Null until the buyer chooses: the first choice follows the terms as they load and the cart as it changes.
  // A company put on hold meanwhile (a refusal reads the terms again) can only pay by card.
  const [chosen, setChosen] = useState<PayWith | null>(null);
  const payWith = account && (account.onHold ? "card" : (chosen ?? defaultPayWith(account, total)));
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
    onSubmit(details, payWith ?? undefined);
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-bold">
        {heading}
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
      {account && payWith && <PayWithChoice terms={account} value={payWith} onChange={setChosen} />}
      <button type="submit" className="btn btn-primary mt-2" disabled={busy || disabled} aria-busy={busy}>
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {submitLabel}
      </button>
      <FormError message={error} />
      {children}
    </form>
  );
}
