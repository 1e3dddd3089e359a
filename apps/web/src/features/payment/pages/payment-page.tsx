import type { Order } from "@xpart/shared/schemas";
import { canDo, ORDER_TEXTS, orderNumber } from "@xpart/shared/texts";
import { CircleCheck, Eye, FileQuestion } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";

import type { PaidIntent } from "#src/components/card-payment/card-form-props";
import { CardPayment, takesCards } from "#src/components/card-payment/card-payment";
import { ErrorWithRetry } from "#src/components/error-with-retry";
import { LoadingSkeleton, Skeleton } from "#src/components/skeleton";
import { useClientSecret } from "#src/features/payment/api/create-payment-intent";
import { useCheckoutLines } from "#src/features/payment/api/get-checkout-lines";
import { useOrder } from "#src/features/payment/api/get-order";
import { usePayOrder } from "#src/features/payment/api/pay-order";
import { CheckoutSummary } from "#src/features/payment/components/checkout-summary";
import { OrderSummary } from "#src/features/payment/components/order-summary";
import { TransactionId } from "#src/features/payment/components/transaction-id";
import { adminStateHeading, paymentHeading } from "#src/features/payment/payment-page-rules";
import { ApiClientError } from "#src/lib/api-error";
import { useAuth } from "#src/lib/auth/auth-context";
import { useAdminStatus } from "#src/lib/auth/get-admin-status";
import { formatDate } from "#src/lib/format-date";
import { newIdempotencyKey } from "#src/lib/idempotency-key";
import { paths } from "#src/lib/paths";
import { usePaymentConfig } from "#src/lib/payments/get-payment-config";

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
      <TransactionId id={transactionId} />
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
      {!cancelled && order.transactionId && <TransactionId id={order.transactionId} />}
      <Link to={cancelled ? paths.shop : paths.myOrders} className="btn btn-sm mt-4">
        {cancelled ? "Back to the shop" : "My Order"}
      </Link>
    </div>
  );
}

/** The page's shape in grey while the order loads: heading, greeting, the order and the card form. */
function PaymentSkeleton() {
  return (
    <LoadingSkeleton>
      <Skeleton className="mb-2 h-8 w-64" />
      <Skeleton className="mb-6 h-5 w-80 max-w-full" />
      <div className="grid max-w-5xl items-start gap-6 lg:grid-cols-2">
        <Skeleton className="h-96" />
        <Skeleton className="h-72" />
      </div>
    </LoadingSkeleton>
  );
}

/**
 * An admin opening a customer's payment link: the order, read-only. Admins do not pay for customers, so there
 * is no greeting in the customer's name and no card form.
 */
function AdminOrderView({ order }: { order: Order }) {
  return (
    <>
      <h1 className="mb-1 text-2xl font-bold">
        Order <span className="font-mono">{orderNumber(order._id)}</span>
      </h1>
      <p className="mb-6 flex items-start gap-2 text-base-content/80 wrap-anywhere">
        <Eye aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        Read-only: placed by {order.email} on {formatDate(order.createdAt)}. Only the customer can pay for it.
      </p>
      <div className="grid max-w-5xl items-start gap-6 lg:grid-cols-2">
        <OrderSummary order={order} title="The customer's order" />
        <section aria-labelledby="order-state" className="card border border-base-300 bg-base-100 shadow-sm">
          <div className="card-body gap-3 p-5">
            <h2 id="order-state" className="card-title">
              {adminStateHeading(order.status)}
            </h2>
            {order.transactionId && <TransactionId id={order.transactionId} />}
            <Link to={paths.allOrderList} className="btn btn-sm mt-2 self-start">
              All Order List
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}

/** The order's card payment: its client secret is asked for once the processor is known (issue 12). */
function OrderCardPayment({
  order,
  onPaid,
}: {
  order: Order;
  onPaid: (intent: PaidIntent) => Promise<void>;
}) {
  const config = usePaymentConfig();
  const secret = useClientSecret(order._id, takesCards(config));
  return (
    <CardPayment
      config={config}
      secret={{
        clientSecret: secret.data ?? null,
        error: secret.error,
        onRetry: () => void secret.refetch(),
      }}
      billing={{ name: order.name, email: order.email }}
      onPaid={onPaid}
    />
  );
}

/**
 * Payment page (spec §2): the order, then a card form; on success 'Payment Successful' and the transaction id.
 * The heading says when the order is paid or cancelled; an admin sees the order read-only.
 */
export function PaymentPage() {
  const { id = "" } = useParams();
  const order = useOrder(id);
  const { user } = useAuth();
  const admin = useAdminStatus(user?.email);
  // A checkout of several lines is paid at once (decision 0031): the customer sees every line and the total.
  const lines = useCheckoutLines(order.data, admin.data === false);
  const payOrder = usePayOrder(id);
  const [transactionId, setTransactionId] = useState<string | null>(null);

  const onPaid = async (intent: PaidIntent) => {
    // Called once per payment attempt: one key for this check (finding 6).
    const paid = await payOrder.mutateAsync({ intent, idempotencyKey: newIdempotencyKey() });
    setTransactionId(paid.transactionId ?? intent.id);
  };

  let content;
  if (
    order.isPending ||
    (admin.isPending && !order.isError) ||
    (admin.data === false && order.isSuccess && lines.isPending)
  ) {
    content = <PaymentSkeleton />;
  } else if (order.isError) {
    content =
      order.error instanceof ApiClientError && order.error.status === 404 ? (
        <OrderNotFound />
      ) : (
        <ErrorWithRetry error={order.error} onRetry={() => void order.refetch()} />
      );
  } else if (admin.data) {
    content = <AdminOrderView order={order.data} />;
  } else if (lines.isError) {
    content = <ErrorWithRetry error={lines.error} onRetry={() => void lines.refetch()} />;
  } else {
    const data = order.data;
    const payable = canDo("pay", data.status, "customer");
    // A list without this order (an answer older than it) leaves the order on its own.
    const several = (lines.data?.length ?? 0) > 1 ? lines.data : undefined;
    const what = several ? `${several.length} products` : data.productName;
    content = (
      <>
        <h1 className="mb-1 text-2xl font-bold">{paymentHeading(data.status)}</h1>
        <p className="mb-6 text-base-content/80 wrap-anywhere">
          {payable
            ? `Hello, ${data.name}. Please pay for ${what}.`
            : `Order ${orderNumber(data._id)}: ${what}.`}
        </p>
        <div className="grid max-w-5xl items-start gap-6 lg:grid-cols-2">
          {several ? <CheckoutSummary order={data} lines={several} /> : <OrderSummary order={data} />}
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
              ) : payable ? (
                <OrderCardPayment order={data} onPaid={onPaid} />
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
