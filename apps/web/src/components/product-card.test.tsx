import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TRADE_TEXTS } from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { AppToasts } from "#src/components/app-toasts";
import { ProductCard } from "#src/components/product-card";
import { paths } from "#src/lib/paths";
import { aProduct } from "#src/testing/fixtures";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";

const auth = vi.hoisted(() => ({ user: null as { email: string } | null }));
vi.mock("#src/lib/auth/auth-context", () => ({ useAuth: () => ({ user: auth.user }) }));

beforeEach(() => {
  auth.user = null;
});

const renderCard = (product = aProduct()) =>
  renderWithProviders(
    <>
      <ProductCard product={product} />
      <AppToasts />
    </>,
  );

describe("ProductCard 'Add to cart' (issue 26)", () => {
  it("is offered to signed-in customers only, and only when the product can be ordered", () => {
    const { unmount } = renderCard();
    expect(screen.queryByRole("button", { name: TRADE_TEXTS.addToCart })).toBeNull();
    unmount();
    auth.user = { email: "ann@example.test" };
    const soldOut = renderCard(aProduct({ availableQty: 20 }));
    expect(screen.queryByRole("button", { name: TRADE_TEXTS.addToCart })).toBeNull();
    soldOut.unmount();
    renderCard();
    expect(screen.getByRole("button", { name: TRADE_TEXTS.addToCart })).toBeInTheDocument();
  });

  it("adds the smallest quantity the product sells and says so, with a link to the cart", async () => {
    auth.user = { email: "ann@example.test" };
    const sent: unknown[] = [];
    server.use(
      http.post("/api/cart/items", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          outcomes: [{ status: "added", productId: "p-1", requested: 50, quantity: 50, reasons: [] }],
          cart: { lines: [], total: 0 },
        });
      }),
    );
    const { router } = renderCard(aProduct({ minOrder: 45, orderStep: 10 }));
    await userEvent.setup().click(screen.getByRole("button", { name: TRADE_TEXTS.addToCart }));
    const toCart = await screen.findByRole("link", { name: "View cart" }, { timeout: 5000 });
    expect(toCart.parentElement).toHaveTextContent(TRADE_TEXTS.addedToCart);
    expect(sent).toEqual([{ lines: [{ productId: "p-1", quantity: 50 }] }]);
    await userEvent.setup().click(toCart);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.cart));
  });
});
