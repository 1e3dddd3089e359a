import { createOrderBodySchema, type Product } from "@xpart/shared/schemas";
import { formatMoney, LIMITS, ORDER_TEXTS } from "@xpart/shared/texts";
import { Truck } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { toast } from "react-toastify";

import { Modal } from "#src/components/modal";
import { useCreateOrder } from "#src/features/product/api/create-order";
import {
  checkQuantity,
  clampQuantity,
  needsClamp,
  parseQuantity,
  qualifiesForFreeDelivery,
  totalCents,
  type QuantityLimits,
} from "#src/features/product/quantity-rules";
import { newIdempotencyKey } from "#src/lib/idempotency-key";

import { Field } from "./field";

interface BillingDetailsModalProps {
  product: Product;
  /** The signed-in buyer: the form shows these, read-only; the server takes the email from the token. */
  buyer: { name: string; email: string };
  open: boolean;
  onClose: () => void;
}

/** The same rules the server applies to address and phone, so the messages match (PDP-21). */
function fieldError(field: "address" | "phone", value: string): string | null {
  const result = createOrderBodySchema.shape[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? "Invalid value");
}

/**
 * The 'Billing Details' modal (spec §2 product detail): name and email bound to the buyer, quantity from the
 * product's minimum, the price computed in cents, address and phone. A quantity outside [minimum, stock] is
 * clamped after 1.5 s without typing (spec §5); each keystroke restarts the wait.
 */
export function BillingDetailsModal({ product, buyer, open, onClose }: BillingDetailsModalProps) {
  const limits: QuantityLimits = { min: Math.max(1, product.minOrder), max: product.availableQty };
  const { min, max } = limits;
  const [quantityText, setQuantityText] = useState(String(min));
  const [address, setAddress] = useState("");
  const [phone, setPhone] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const createOrder = useCreateOrder();
  const formId = useId();
  const quantityRef = useRef<HTMLInputElement>(null);
  const addressRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  // A double click submits twice before React re-renders with isPending: this ref sees the first at once (PDP-23).
  const inFlight = useRef(false);

  // The stock changed under the form (read again after a 409): the quantity moves into the new limits at once.
  const [shownMax, setShownMax] = useState(max);
  if (max !== shownMax) {
    setShownMax(max);
    if (needsClamp(quantityText, { min, max }))
      setQuantityText(String(clampQuantity(quantityText, { min, max })));
  }

  useEffect(() => {
    if (!needsClamp(quantityText, { min, max })) return;
    const timer = window.setTimeout(
      () => setQuantityText(String(clampQuantity(quantityText, { min, max }))),
      LIMITS.quantityClampDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, [quantityText, min, max]);

  const typed = parseQuantity(quantityText);
  const cents = typed === null ? null : totalCents(product.price, typed);
  const quantityCheck = checkQuantity(quantityText, limits);
  const errors = {
    quantity: quantityCheck.ok ? null : quantityCheck.message,
    address: fieldError("address", address),
    phone: fieldError("phone", phone),
  };

  const reset = () => {
    setQuantityText(String(min));
    setAddress("");
    setPhone("");
    setSubmitted(false);
    setServerError(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    setSubmitted(true);
    setServerError(null);
    if (!quantityCheck.ok || errors.address || errors.phone) {
      const firstInvalid = !quantityCheck.ok ? quantityRef : errors.address ? addressRef : phoneRef;
      firstInvalid.current?.focus();
      return;
    }
    inFlight.current = true;
    createOrder.mutate(
      {
        order: {
          productId: product._id,
          quantity: quantityCheck.value,
          name: buyer.name,
          address: address.trim(),
          phone: phone.trim(),
        },
        // One key per submission (finding 6); the next submit, even with the same details, is a new one.
        idempotencyKey: newIdempotencyKey(),
      },
      {
        onSuccess: () => {
          toast.success(ORDER_TEXTS.productAddedToOrder);
          reset();
          onClose();
        },
        onError: (error) => setServerError(error.message),
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  // Errors show once the buyer tried to submit; until then the quantity's hint says the limits.
  const shown = (field: keyof typeof errors) => (submitted ? errors[field] : null);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={ORDER_TEXTS.billingDetails}
      initialFocus={quantityRef}
      className="sm:max-w-xl"
      actions={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Close
          </button>
          <button
            type="submit"
            form={formId}
            className="btn btn-primary"
            disabled={createOrder.isPending}
            aria-busy={createOrder.isPending}
          >
            {createOrder.isPending && (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            )}
            {ORDER_TEXTS.addToMyOrder}
          </button>
        </>
      }
    >
      <p className="mb-2 text-sm text-base-content/80">
        {product.name} · {formatMoney(product.price)} per unit
      </p>
      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-x-4 sm:grid-cols-2">
        <Field label="Name">
          {({ id }) => (
            <input
              id={id}
              className="input w-full bg-base-200"
              value={buyer.name}
              readOnly
              autoComplete="name"
            />
          )}
        </Field>
        <Field label="Email">
          {({ id }) => (
            <input
              id={id}
              type="email"
              className="input w-full bg-base-200"
              value={buyer.email}
              readOnly
              autoComplete="email"
            />
          )}
        </Field>
        <Field label="Quantity" error={shown("quantity")} hint={`Minimum ${min}, up to ${max} available`}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              ref={quantityRef}
              className={`input w-full ${invalid ? "input-error" : ""}`}
              inputMode="numeric"
              autoComplete="off"
              value={quantityText}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              onChange={(event) => setQuantityText(event.target.value)}
            />
          )}
        </Field>
        <Field label="Price">
          {({ id }) => (
            <input
              id={id}
              className="input w-full bg-base-200 font-semibold"
              value={cents === null ? "" : formatMoney(cents / 100)}
              placeholder="—"
              readOnly
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <Field label="Address" error={shown("address")}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                ref={addressRef}
                className={`input w-full ${invalid ? "input-error" : ""}`}
                value={address}
                maxLength={200}
                autoComplete="street-address"
                required
                aria-describedby={describedBy}
                aria-invalid={invalid}
                onChange={(event) => setAddress(event.target.value)}
              />
            )}
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field label="Phone" error={shown("phone")}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                ref={phoneRef}
                type="tel"
                className={`input w-full ${invalid ? "input-error" : ""}`}
                value={phone}
                maxLength={30}
                autoComplete="tel"
                required
                aria-describedby={describedBy}
                aria-invalid={invalid}
                onChange={(event) => setPhone(event.target.value)}
              />
            )}
          </Field>
        </div>
      </form>
      {cents !== null && qualifiesForFreeDelivery(cents) && (
        <p className="mt-3 flex items-center gap-2 text-sm font-medium">
          <Truck aria-hidden="true" className="size-5 shrink-0 text-success" />
          Free delivery: this order is over ${LIMITS.freeDeliveryOverDollars}.
        </p>
      )}
      {serverError && (
        <p role="alert" className="alert alert-soft alert-error mt-3 text-sm">
          {serverError}
        </p>
      )}
    </Modal>
  );
}
