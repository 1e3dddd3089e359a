import { useIsMutating, useQueryClient } from "@tanstack/react-query";
import type { Cart, Order } from "@xpart/shared/schemas";
import { formatMoney, TRADE_TEXTS, type AccountTerms, type PayWith } from "@xpart/shared/texts";
import { ShoppingCart, Truck } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";

import { CheckoutConfirmation } from "#src/components/checkout/checkout-confirmation";
import { CheckoutForm } from "#src/components/checkout/checkout-form";
import { ErrorWithRetry } from "#src/components/error-with-retry";
import { LoadingSkeleton, Skeleton } from "#src/components/skeleton";
import { CART_WRITE } from "#src/features/cart/api/change-cart";
import { useCheckout } from "#src/features/cart/api/checkout";
import { deliveryNote } from "#src/features/cart/cart-rules";
import { CartLineItem } from "#src/features/cart/components/cart-line-item";
import { RequestQuote } from "#src/features/cart/components/request-quote";
import { ApiClientError } from "#src/lib/api-error";
import { useAuth } from "#src/lib/auth/auth-context";
import { useCart } from "#src/lib/cart";
import { checkoutBody, type CheckoutDetails } from "#src/lib/checkout-rules";
import { useCheckoutCompany } from "#src/lib/company/company-terms";
import { newIdempotencyKey } from "#src/lib/idempotency-key";
import { paths } from "#src/lib/paths";

const LAYOUT = "grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]";

function CartSkeleton() {
  return (
    <LoadingSkeleton className={LAYOUT}>
      <div className="space-y-4">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
      <Skeleton className="h-96" />
    </LoadingSkeleton>
  );
}

function EmptyCart() {
  return (
    <div className="rounded-box border border-dashed border-base-300 p-8 text-center">
      <ShoppingCart aria-hidden="true" className="mx-auto size-10 text-base-content/50" />
      <p className="mt-2 text-lg">{TRADE_TEXTS.emptyCart}</p>
      <Link to={paths.shop} className="btn btn-primary mt-4">
        Browse the shop
      </Link>
    </div>
  );
}

/**
 * The cart (issue 26): every line at today's price with its quantity rules, the total and the free-delivery
 * line, and the checkout. One 'Place order' orders every line or none: a refusal names each refused line
 * beside it and keeps what was typed; a placed checkout shows 'Order placed' and 'Pay now'. A member whose
 * company buys on account (issue 41) chooses 'Pay on account' or 'Pay by card': on account the orders are
 * paid at once and their invoice falls due on the terms; a refusal (over the limit, on hold) keeps the form.
 * A member may instead ask for the cart to be priced: 'Request a quote' (issue 41), the cart kept as it is.
 */
export function CartPage() {
  const cart = useCart();
  const { user } = useAuth();
  const email = user?.email ?? "";
  const { member, account } = useCheckoutCompany(email);
  const checkout = useCheckout();
  const queryClient = useQueryClient();
  // A quantity still being saved: the server's cart is not yet the one on screen, so 'Place order' waits.
  const writing = useIsMutating({ mutationKey: CART_WRITE }) > 0;
  const [placed, setPlaced] = useState<{
    orders: Order[];
    total: number;
    onAccount?: AccountTerms | undefined;
  } | null>(null);
  const [refusals, setRefusals] = useState<Readonly<Record<string, string>>>({});
  const [error, setError] = useState<string | null>(null);
  // A double click submits twice before React re-renders with isPending: this ref sees the first at once.
  const inFlight = useRef(false);

  const placeOrder = (details: CheckoutDetails, payWith?: PayWith) => {
    // Asked of the cache, not the last render: leaving a quantity field starts its save just before the click.
    if (inFlight.current || queryClient.isMutating({ mutationKey: CART_WRITE }) > 0) return;
    inFlight.current = true;
    setError(null);
    setRefusals({});
    checkout.mutate(
      // One key per submission (finding 6); the next submit, even with the same details, is a new one.
      { details: checkoutBody(details, payWith), idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: ({ orders, total }) =>
          setPlaced({
            orders,
            total,
            onAccount: payWith === "account" ? account?.paymentTerms : undefined,
          }),
        onError: (failure) => {
          setError(failure.message);
          if (failure instanceof ApiClientError && failure.fields) setRefusals(failure.fields);
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  let content;
  if (placed)
    content = (
      <CheckoutConfirmation orders={placed.orders} total={placed.total} onAccount={placed.onAccount} />
    );
  else if (cart.isPending) content = <CartSkeleton />;
  else if (cart.isError) content = <ErrorWithRetry error={cart.error} onRetry={() => void cart.refetch()} />;
  else if (cart.data.lines.length === 0) content = <EmptyCart />;
  else
    content = (
      <FilledCart
        cart={cart.data}
        refusals={refusals}
        form={
          <CheckoutForm
            defaultName={user?.displayName ?? ""}
            email={email}
            busy={checkout.isPending}
            disabled={writing}
            error={error}
            account={account}
            total={cart.data.total}
            onSubmit={placeOrder}
          />
        }
        quote={member && <RequestQuote email={email} disabled={writing} />}
      />
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <title>{`${TRADE_TEXTS.cart} | X-Part`}</title>
      <h1 className="mb-6 text-2xl font-bold">{TRADE_TEXTS.cart}</h1>
      {content}
    </div>
  );
}

function FilledCart({
  cart,
  refusals,
  form,
  quote,
}: {
  cart: Cart;
  refusals: Readonly<Record<string, string>>;
  form: ReactNode;
  /** 'Request a quote', for a company member (issue 41). */
  quote: ReactNode;
}) {
  const delivery = deliveryNote(cart.total);
  return (
    <div className={LAYOUT}>
      <ul aria-label="Cart lines" className="space-y-4">
        {cart.lines.map((line) => (
          <li key={line.productId}>
            <CartLineItem line={line} refusal={refusals[line.productId]} />
          </li>
        ))}
      </ul>
      <aside
        aria-label="Order summary"
        className="flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-4 sm:p-5 lg:sticky lg:top-20"
      >
        <p aria-live="polite" className="flex items-baseline justify-between">
          <span>Total</span>
          <span className="text-2xl font-bold">{formatMoney(cart.total)}</span>
        </p>
        <p className="flex items-center gap-2 text-sm font-medium">
          <Truck
            aria-hidden="true"
            className={`size-5 shrink-0 ${delivery.free ? "text-success" : "text-base-content/60"}`}
          />
          {delivery.text}
        </p>
        {form}
        {quote}
      </aside>
    </div>
  );
}
