import { type Order } from "@xpart/shared/schemas";
import { ORDER_TEXTS } from "@xpart/shared/texts";
import { CircleCheck, FileQuestion } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, useParams } from "react-router";

import { ErrorWithRetry } from "#src/components/error-with-retry";
import { Spinner } from "#src/components/spinner";
import { useClientSecret } from "#src/features/payment/api/create-payment-intent";
import { useOrder } from "#src/features/payment/api/get-order";
import { usePaymentConfig } from "#src/features/payment/api/get-payment-config";
import { usePayOrder, type PaidIntent } from "#src/features/payment/api/pay-order";
import { OrderSummary } from "#src/features/payment/components/order-summary";
import { TestCardForm } from "#src/features/payment/components/test-card-form";
import { ApiClientError } from "#src/lib/api-error";
import { newIdempotencyKey } from "#src/lib/idempotency-key";
import { paths } from "#src/lib/paths";

// Stripe.js and Elements load only here, and only when the shop is configured for Stripe.
const StripeCardForm = lazy(() => import("#src/features/payment/components/stripe-card-form"));

function OrderNotFound() {
  return (
    <div className="mx-auto max-w-xl py-12 text-center">
      <FileQuestion aria-hidden="true" className="mx-auto size-12 text-base-content/50" />
      <h1 className="mt-4 text-2xl font-bold">{ORDER_TEXTS.orderNotFound}</h1>
      <p className="my-4 text-base-content/80">There is no order of yours with this number.</p>
      <Link to={paths.myOrders} className="btn btn-primary">
        My Order
      </Link>
    </div>
  );
}

function PaymentSuccess({ transactionId }: { transactionId: string }) {
  return (
    <div role="status" className="rounded-box border border-success bg-success/10 p-5">
      <p className="flex items-center gap-2 text-xl font-bold">
        <CircleCheck aria-hidden="true" className="size-6 text-success" />
        {ORDER_TEXTS.paymentSuccessful}
      </p>
      <p className="mt-2 break-all">
        {ORDER_TEXTS.transactionIdPrefix}
        <span className="font-mono font-bold">{transactionId}</span>
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to={paths.myOrders} className="btn btn-primary btn-sm">
          My Order
        </Link>
        <Link to={paths.orderTable} className="btn btn-sm">
          Order Table
        </Link>
      </div>
    </div>
  );
}

/** Paid, shipped or cancelled: nothing to pay, so no card form (PAY-13). */
function NothingToPay({ order }: { order: Order }) {
  const cancelled = order.status === "cancelled";
  return (
    <div role="status" className="rounded-box border border-base-300 bg-base-200 p-5">
      <p className="font-semibold">{cancelled ? ORDER_TEXTS.orderWasCancelled : ORDER_TEXTS.alreadyPaid}</p>
      {!cancelled && order.transactionId && (
        <p className="mt-2 break-all text-sm">
          {ORDER_TEXTS.transactionIdPrefix}
          <span className="font-mono">{order.transactionId}</span>
        </p>
      )}
      <Link to={cancelled ? paths.shop : paths.myOrders} className="btn btn-sm mt-4">
        {cancelled ? "Back to the shop" : "My Order"}
      </Link>
    </div>
  );
}

/** The card form the server's provider calls for, 'Pay' disabled until it and the client secret are ready. */
function CardPayment({ order, onPaid }: { order: Order; onPaid: (intent: PaidIntent) => Promise<void> }) {
  const config = usePaymentConfig();
  // Asked once the processor is known: with none configured (issue 12) there is no payment to start and
  // no card form to type a number into.
  const secret = useClientSecret(order._id, config.isSuccess && config.data.provider !== "none");
  if (config.isError) return <ErrorWithRetry error={config.error} onRetry={() => void config.refetch()} />;
  if (config.data?.provider === "none")
    return (
      <p role="status" className="alert alert-warning">
        {ORDER_TEXTS.paymentsNotConfigured}
      </p>
    );
  if (secret.isError) return <ErrorWithRetry error={secret.error} onRetry={() => void secret.refetch()} />;
  if (config.isPending) return <Spinner />;
  const props = {
    clientSecret: secret.data ?? null,
    billing: { name: order.name, email: order.email },
    onPaid,
  };
  if (config.data.provider === "stripe" && config.data.publishableKey) {
    return (
      <Suspense fallback={<Spinner />}>
        <StripeCardForm publishableKey={config.data.publishableKey} {...props} />
      </Suspense>
    );
  }
  return <TestCardForm {...props} />;
}

/** Payment page (spec §2): the order, then a card form; on success 'Payment Successful' and the transaction id. */
export function PaymentPage() {
  const { id = "" } = useParams();
  const order = useOrder(id);
  const payOrder = usePayOrder(id);
  const [transactionId, setTransactionId] = useState<string | null>(null);

  const onPaid = async (intent: PaidIntent) => {
    // Called once per payment attempt: one key for this check (finding 6).
    const paid = await payOrder.mutateAsync({ intent, idempotencyKey: newIdempotencyKey() });
    setTransactionId(paid.transactionId ?? intent.id);
  };

  let content;
  if (order.isPending) {
    content = <Spinner />;
  } else if (order.isError) {
    content =
      order.error instanceof ApiClientError && order.error.status === 404 ? (
        <OrderNotFound />
      ) : (
        <ErrorWithRetry error={order.error} onRetry={() => void order.refetch()} />
      );
  } else {
    const data = order.data;
    content = (
      <>
        <h1 className="mb-1 text-2xl font-bold">Pay for your order</h1>
        <p className="mb-6 text-base-content/80">
          Hello, {data.name}. Please pay for {data.productName}.
        </p>
        <div className="grid max-w-5xl items-start gap-6 lg:grid-cols-2">
          <OrderSummary order={data} />
          <section
            aria-labelledby="card-payment"
            className="card border border-base-300 bg-base-100 shadow-sm"
          >
            <div className="card-body gap-4 p-5">
              <h2 id="card-payment" className="card-title">
                Card payment
              </h2>
              {transactionId ? (
                <PaymentSuccess transactionId={transactionId} />
              ) : data.status === "unpaid" ? (
                <CardPayment order={data} onPaid={onPaid} />
              ) : (
                <NothingToPay order={data} />
              )}
            </div>
          </section>
        </div>
      </>
    );
  }

  return (
    <section className="min-w-0 p-4 sm:p-6">
      <title>Payment | X-Part</title>
      {content}
    </section>
  );
}
