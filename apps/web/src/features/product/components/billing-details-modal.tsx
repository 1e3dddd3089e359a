import { createOrderBodySchema, type Product } from "@xpart/shared/schemas";
import {
  APPROVAL_TEXTS,
  formatMoney,
  LIMITS,
  ORDER_TEXTS,
  TRADE_LIMITS,
  TRADE_TEXTS,
  type CompanyPrice,
} from "@xpart/shared/texts";
import { Truck } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";

import { AddressChooser, type ChooseReason, type ChosenAddress } from "#src/components/address-chooser";
import { Modal } from "#src/components/modal";
import { useCreateOrder, type NewOrder } from "#src/features/product/api/create-order";
import { NextBreakHint } from "#src/features/product/components/next-break-hint";
import { useOrderQuantity } from "#src/features/product/hooks/use-order-quantity";
import { CompanyPriceBadge, MemberPrice, StruckListPrice } from "#src/lib/company/member-price";
import { fieldError } from "#src/lib/field-error";
import { newIdempotencyKey } from "#src/lib/idempotency-key";
import { toast } from "#src/lib/lazy-toast";
import { hrefs } from "#src/lib/paths";
import { qualifiesForFreeDelivery, quantityHint } from "#src/lib/quantity-rules";

import { Field } from "./field";

interface BillingDetailsModalProps {
  product: Product;
  /** The signed-in buyer: the form shows these, read-only; the server takes the email from the token. */
  buyer: { name: string; email: string };
  open: boolean;
  onClose: () => void;
  /** The buyer's company price of the product (issue 40), priced by the shared rule as the server charges. */
  companyPrice?: CompanyPrice | null;
}

/** The same rules the server applies to address, phone and PO number, so the messages match (PDP-21). */
const orderFieldError = (field: "address" | "phone" | "poNumber", value: string) =>
  fieldError(createOrderBodySchema.shape[field], value);

/**
 * The 'Billing Details' modal (spec §2 product detail): name and email bound to the buyer, quantity from the
 * product's minimum, the price computed in cents by the shared pricing rule (volume prices, packs), address and
 * phone (or a saved address, issue 26) and an optional PO number. A quantity outside [minimum, stock] is
 * clamped after 1.5 s without typing (spec §5); each keystroke restarts the wait. A refused order keeps the
 * modal open with everything typed and the server's words (PDP-22, ERR-10).
 */
export function BillingDetailsModal({
  product,
  buyer,
  open,
  onClose,
  companyPrice = null,
}: BillingDetailsModalProps) {
  const quantity = useOrderQuantity(product, companyPrice);
  const { min } = quantity.limits;
  const { soldOut, totalCents, unitCents, typed, listTotalCents, listUnitCents } = quantity;
  // The company's price lowers this quantity's total: said under the total, with the list price struck.
  const lowered = totalCents !== null && listTotalCents !== null && totalCents < listTotalCents;
  const [address, setAddress] = useState("");
  const [phone, setPhone] = useState("");
  const [poNumber, setPoNumber] = useState("");
  // Bumped on reset, so the saved-address chooser fills in the default again for the next order.
  const [chooserRound, setChooserRound] = useState(0);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const createOrder = useCreateOrder();
  const navigate = useNavigate();
  const formId = useId();
  const quantityRef = useRef<HTMLInputElement>(null);
  const addressRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const poNumberRef = useRef<HTMLInputElement>(null);
  // A double click submits twice before React re-renders with isPending: this ref sees the first at once (PDP-23).
  const inFlight = useRef(false);

  const errors = {
    quantity: quantity.error,
    address: orderFieldError("address", address),
    phone: orderFieldError("phone", phone),
    poNumber: orderFieldError("poNumber", poNumber),
  };

  const reset = () => {
    quantity.reset();
    setAddress("");
    setPhone("");
    setPoNumber("");
    setChooserRound((round) => round + 1);
    setSubmitted(false);
    setServerError(null);
  };

  // The name stays the buyer's (PDP-08): a saved address brings where to deliver and whom to call.
  const fillFrom = (chosen: ChosenAddress, reason: ChooseReason) => {
    if (reason === "preselected" && (address !== "" || phone !== "")) return;
    setAddress(chosen.address);
    setPhone(chosen.phone);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    setSubmitted(true);
    setServerError(null);
    const firstInvalid = errors.quantity
      ? quantityRef
      : errors.address
        ? addressRef
        : errors.phone
          ? phoneRef
          : errors.poNumber
            ? poNumberRef
            : null;
    if (firstInvalid || !quantity.check.ok) {
      firstInvalid?.current?.focus();
      return;
    }
    inFlight.current = true;
    const po = poNumber.trim();
    const order: NewOrder = {
      productId: product._id,
      quantity: quantity.check.value,
      name: buyer.name,
      address: address.trim(),
      phone: phone.trim(),
      ...(po ? { poNumber: po } : {}),
    };
    createOrder.mutate(
      {
        order,
        // One key per submission (finding 6); the next submit, even with the same details, is a new one.
        idempotencyKey: newIdempotencyKey(),
      },
      {
        onSuccess: ({ order: placed }) => {
          // Over a company buyer's spending limit (issue 40): nothing to pay until it is approved.
          if (placed.status === "awaiting-approval") toast.success(APPROVAL_TEXTS.sentForApproval);
          // The spec's toast, and the way straight on to paying (issue 26): no detour through the Order Table.
          // Toasts sit outside the router, so the link navigates through the modal's.
          else
            toast.success(
              <span>
                <span>{ORDER_TEXTS.productAddedToOrder}</span>{" "}
                <a
                  href={hrefs.payment(placed._id)}
                  className="link font-semibold"
                  onClick={(event) => {
                    event.preventDefault();
                    void navigate(hrefs.payment(placed._id));
                  }}
                >
                  {ORDER_TEXTS.payNow}
                </a>
              </span>,
            );
          reset();
          onClose();
        },
        // A refusal (409: another buyer left less stock) keeps the modal and every field; the product is read
        // again (useCreateOrder), and the limits follow it.
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
            disabled={createOrder.isPending || soldOut}
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
        {product.name} · <MemberPrice listCents={listUnitCents} memberCents={unitCents} unit=" per unit" />
      </p>
      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-x-4 sm:grid-cols-2">
        <AddressChooser
          key={chooserRound}
          email={buyer.email}
          onChoose={fillFrom}
          className="sm:col-span-2"
        />
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
        <Field
          label="Quantity"
          error={soldOut ? errors.quantity : shown("quantity")}
          hint={quantityHint(quantity.limits)}
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              ref={quantityRef}
              className={`input w-full ${invalid ? "input-error" : ""}`}
              inputMode="numeric"
              autoComplete="off"
              value={quantity.text}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              onChange={(event) => quantity.setText(event.target.value)}
            />
          )}
        </Field>
        <Field
          label="Price"
          hint={
            lowered ? (
              <>
                <CompanyPriceBadge /> <StruckListPrice cents={listTotalCents} />
              </>
            ) : undefined
          }
        >
          {({ id, describedBy }) => (
            <input
              id={id}
              aria-describedby={describedBy}
              className="input w-full bg-base-200 font-semibold"
              value={totalCents === null ? "" : formatMoney(totalCents / 100)}
              placeholder="—"
              readOnly
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <NextBreakHint product={product} quantity={typed ?? min} companyPrice={companyPrice} />
        </div>
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
        <div className="sm:col-span-2">
          <Field label={TRADE_TEXTS.poNumber} error={shown("poNumber")}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                ref={poNumberRef}
                className={`input w-full ${invalid ? "input-error" : ""}`}
                value={poNumber}
                maxLength={TRADE_LIMITS.poNumberChars}
                autoComplete="off"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                onChange={(event) => setPoNumber(event.target.value)}
              />
            )}
          </Field>
        </div>
      </form>
      {totalCents !== null && qualifiesForFreeDelivery(totalCents) && (
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
