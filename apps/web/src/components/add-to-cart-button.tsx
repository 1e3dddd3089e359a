import type { Product } from "@xpart/shared/schemas";
import { smallestQuantity, TRADE_TEXTS } from "@xpart/shared/texts";
import { ShoppingCart } from "lucide-react";
import { useNavigate } from "react-router";

import { useAddToCart } from "#src/lib/add-to-cart";
import { toast } from "#src/lib/lazy-toast";
import { paths } from "#src/lib/paths";

/**
 * 'Add to cart' (issue 26): the smallest quantity the product sells (its minimum in whole packs), then a toast
 * with the way to the cart. The toasts sit outside the router, so their link navigates through the card's.
 */
export function AddToCartButton({
  product,
  describedBy,
  className = "",
}: {
  product: Product;
  describedBy?: string;
  className?: string;
}) {
  const add = useAddToCart();
  const navigate = useNavigate();
  const quantity = smallestQuantity({
    minOrder: product.minOrder,
    orderStep: Math.max(1, product.orderStep),
  });
  const toCart = (
    <a
      href={paths.cart}
      className="link font-semibold"
      onClick={(event) => {
        event.preventDefault();
        void navigate(paths.cart);
      }}
    >
      View cart
    </a>
  );
  const onClick = () =>
    add.mutate([{ productId: product._id, quantity }], {
      onSuccess: ({ outcomes }) => {
        const [outcome] = outcomes;
        if (outcome?.status === "refused") toast.error(outcome.reasons.join(". ") || TRADE_TEXTS.soldOut);
        else
          toast.success(
            <span>
              {[TRADE_TEXTS.addedToCart, ...(outcome?.reasons ?? [])].join(". ")}. {toCart}
            </span>,
          );
      },
      onError: (error) => toast.error(error.message),
    });
  return (
    <button
      type="button"
      className={`btn ${className}`}
      aria-describedby={describedBy}
      disabled={add.isPending}
      onClick={onClick}
    >
      <ShoppingCart aria-hidden="true" className="size-4" />
      {TRADE_TEXTS.addToCart}
    </button>
  );
}
