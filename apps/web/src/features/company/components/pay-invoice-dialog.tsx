import { invoicePaymentIntentBodySchema, type StatementInvoice } from "@xpart/shared/schemas";
import { ON_ACCOUNT_TEXTS, ORDER_TEXTS, paymentRefusal } from "@xpart/shared/texts";
import { useEffect, useRef, useState, type FormEvent } from "react";

import type { PaidIntent } from "#src/components/card-payment/card-form-props";
import { CardPayment } from "#src/components/card-payment/card-payment";
import { FormError, FormField, messageOf } from "#src/components/form-field";
import { Modal } from "#src/components/modal";
import { useInvoicePaymentIntent, useRecordInvoicePayment } from "#src/features/company/api/statement";
import { ApiClientError } from "#src/lib/api-error";
import { cents } from "#src/lib/cents";
import { ON_ACCOUNT_PAGE_TEXTS as TEXTS } from "#src/lib/company/on-account-texts";
import { toast } from "#src/lib/lazy-toast";
import { usePaymentConfig } from "#src/lib/payments/get-payment-config";

/** The amount as typed: '$1,250.50' reads as 1250.5; blank or anything else is not a number. */
const amountOf = (text: string) => {
  const cleaned = text.trim().replace(/^\$/, "").replaceAll(",", "");
  return cleaned === "" ? undefined : Number(cleaned);
};

/** Why an amount cannot be paid on this invoice, in the server's words, or null: the contract, then no overpaying. */
function amountProblem(invoice: StatementInvoice, amount: number | undefined): string | null {
  const checked = invoicePaymentIntentBodySchema.safeParse({ amount });
  if (!checked.success) return checked.error.issues[0]?.message ?? "Invalid amount";
  const refusal = paymentRefusal(
    {
      totalCents: cents(invoice.total),
      paidCents: cents(invoice.paid),
      creditedCents: cents(invoice.credited),
    },
    cents(checked.data.amount),
  );
  if (refusal === "paid") return ON_ACCOUNT_TEXTS.invoicePaid;
  if (refusal === "over") return ON_ACCOUNT_TEXTS.overpayment(cents(invoice.owed), invoice.number);
  return null;
}

/** A payment started on the server: what it is for and the client secret the card form confirms. */
interface Started {
  amount: number;
  clientSecret: string;
}

/**
 * 'Pay by card' on one invoice (issue 41): the amount first (what is owed, or less), then the shop's own card
 * form (Stripe Elements or the test-card form, as on an order's payment page). Paid, the server checks the
 * payment with the provider and answers the statement, which the page shows at once.
 */
export function PayInvoiceDialog({
  invoice,
  email,
  billing,
  onClose,
}: {
  invoice: StatementInvoice;
  email: string;
  billing: { name: string; email: string };
  onClose: () => void;
}) {
  const config = usePaymentConfig();
  const intent = useInvoicePaymentIntent();
  const record = useRecordInvoicePayment(email);
  const [amount, setAmount] = useState(invoice.owed.toFixed(2));
  const [amountError, setAmountError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [started, setStarted] = useState<Started | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  // Back from the card form ('Change amount'), the focus returns to the amount.
  const choosing = started === null;
  useEffect(() => {
    if (choosing) amountRef.current?.focus();
  }, [choosing]);

  const onContinue = (event: FormEvent) => {
    event.preventDefault();
    if (intent.isPending) return;
    setFormError(null);
    const value = amountOf(amount);
    const problem = amountProblem(invoice, value);
    setAmountError(problem ?? undefined);
    if (problem || value === undefined) {
      amountRef.current?.focus();
      return;
    }
    intent.mutate(
      { invoiceId: invoice.id, amount: value },
      {
        onSuccess: ({ clientSecret }) => setStarted({ amount: value, clientSecret }),
        onError: (error) => {
          const refused = error instanceof ApiClientError ? error.fields?.amount : undefined;
          if (refused) {
            setAmountError(refused);
            amountRef.current?.focus();
          } else setFormError(messageOf(error));
        },
      },
    );
  };

  const onPaid = async (paid: PaidIntent) => {
    if (!started) return;
    await record.mutateAsync({ invoiceId: invoice.id, transactionId: paid.id });
    toast.success(TEXTS.invoicePaid(started.amount, invoice.number));
    onClose();
  };

  let body;
  if (config.data?.provider === "none")
    body = (
      <p role="status" className="alert alert-warning">
        {ORDER_TEXTS.paymentsNotConfigured}
      </p>
    );
  else if (started)
    body = (
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-medium">{TEXTS.paying(started.amount, invoice.number)}</p>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={record.isPending}
            onClick={() => setStarted(null)}
          >
            {TEXTS.changeAmount}
          </button>
        </div>
        <CardPayment
          config={config}
          secret={{ clientSecret: started.clientSecret, error: null, onRetry: () => setStarted(null) }}
          billing={billing}
          onPaid={onPaid}
        />
      </div>
    );
  else
    body = (
      <form noValidate onSubmit={onContinue} aria-label={TEXTS.payInvoiceTitle(invoice.number)}>
        <div className="flex flex-col gap-4">
          <FormField
            ref={amountRef}
            label={ON_ACCOUNT_TEXTS.amountToPay}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            required
            value={amount}
            hint={TEXTS.owedOnInvoice(invoice.owed)}
            error={amountError}
            onChange={(event) => setAmount(event.target.value)}
          />
          <FormError message={formError} />
          <button
            type="submit"
            className="btn btn-primary self-start"
            disabled={intent.isPending}
            aria-busy={intent.isPending}
          >
            {intent.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {TEXTS.continueToCard}
          </button>
        </div>
      </form>
    );

  return (
    <Modal
      open
      onClose={onClose}
      title={TEXTS.payInvoiceTitle(invoice.number)}
      dismissible={!record.isPending}
      initialFocus={amountRef}
      className="max-w-lg"
    >
      {body}
    </Modal>
  );
}
