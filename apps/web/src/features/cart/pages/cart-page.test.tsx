import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Cart, CartLine } from "@xpart/shared/schemas";
import { APPROVAL_TEXTS, TRADE_TEXTS } from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";

import { CartPage } from "#src/features/cart/pages/cart-page";
import { hrefs, paths } from "#src/lib/paths";
import { aCartLine, anOrder } from "#src/testing/fixtures";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";

vi.mock("#src/lib/auth/auth-context", () => ({
  useAuth: () => ({ user: { email: "ann@example.test", displayName: "Ann Buyer" } }),
}));

/** The drill with a volume price from 100. */
const aLine = (changes: Partial<CartLine> = {}) =>
  aCartLine({
    priceBreaks: [{ minQuantity: 100, price: 18 }],
    nextBreak: { addQuantity: 50, unitPrice: 18 },
    ...changes,
  });

const grinder = aLine({
  productId: "p-2",
  sku: "XP-00002",
  productName: "Angle grinder",
  quantity: 10,
  unitPrice: 5,
  lineTotal: 50,
  minOrder: 10,
  priceBreaks: [],
  nextBreak: null,
});

const cartOf = (...lines: CartLine[]): Cart => ({
  lines,
  total: lines.reduce((sum, line) => sum + line.lineTotal, 0),
});

const renderPage = () => renderWithProviders(<CartPage />, { url: paths.cart, path: paths.cart });

/** The article of the line named `name`. */
const lineOf = (name: string) => screen.getByRole("article", { name });

/** Opens the cart (the drill and the grinder), fills the delivery and PO fields and places the order. */
async function placeFromCart() {
  const user = userEvent.setup();
  renderPage();
  await screen.findByRole("article", { name: "Angle grinder" });
  await user.type(screen.getByLabelText("Address"), "7 Mill Lane");
  await user.type(screen.getByLabelText("Phone"), "+44 20 7946 0000");
  await user.type(screen.getByLabelText(TRADE_TEXTS.poNumber), "PO-7781");
  await user.click(screen.getByRole("button", { name: TRADE_TEXTS.placeOrder }));
  return user;
}

/** POST /api/checkout's 201: the checkout's orders and its total. */
const checkoutAnswer = (orders: ReturnType<typeof anOrder>[], total: number) =>
  HttpResponse.json({ checkoutId: "o-1", orders, total }, { status: 201 });

describe("CartPage (issue 26)", () => {
  it("shows each line, the next volume price, its problem, the total and the free-delivery line", async () => {
    server.use(
      http.get("/api/cart", () =>
        HttpResponse.json(cartOf(aLine(), { ...grinder, problem: "Only 5 available" })),
      ),
    );
    renderPage();
    const drill = await screen.findByRole("article", { name: "Cordless drill 18 V" });
    expect(drill).toHaveTextContent("X-Part · SKU XP-00001");
    expect(drill).toHaveTextContent("$19.99 each");
    expect(drill).toHaveTextContent("$999.50");
    expect(drill).toHaveTextContent(TRADE_TEXTS.addMoreForBreak(50, 18));
    expect(within(drill).getByLabelText("Quantity")).toHaveValue("50");
    expect(lineOf("Angle grinder")).toHaveTextContent("Only 5 available");
    expect(screen.getByRole("complementary", { name: "Order summary" })).toHaveTextContent("$1,049.50");
    expect(screen.getByText(TRADE_TEXTS.freeDelivery)).toBeInTheDocument();
  });

  it("says how much more ships free, and shows the empty cart with a way to the shop", async () => {
    server.use(http.get("/api/cart", () => HttpResponse.json(cartOf(grinder))));
    const first = renderPage();
    expect(await screen.findByText(TRADE_TEXTS.moreForFreeDelivery(90.01))).toBeInTheDocument();
    first.unmount();

    server.use(http.get("/api/cart", () => HttpResponse.json(cartOf())));
    renderPage();
    expect(await screen.findByText(TRADE_TEXTS.emptyCart)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse the shop" })).toHaveAttribute("href", paths.shop);
  });

  it("clamps a typed quantity after the pause, sends it, and says what the server changed", async () => {
    const sent: unknown[] = [];
    server.use(
      http.get("/api/cart", () => HttpResponse.json(cartOf(aLine()))),
      http.put("/api/cart/items/:productId", async ({ request, params }) => {
        sent.push([params.productId, await request.json()]);
        const line = aLine({ quantity: 250, lineTotal: 4500, unitPrice: 18, nextBreak: null });
        return HttpResponse.json({
          outcomes: [
            {
              status: "adjusted",
              productId: "p-1",
              requested: 300,
              quantity: 250,
              reasons: ["Only 250 available"],
            },
          ],
          cart: cartOf(line),
        });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const input = within(await screen.findByRole("article", { name: "Cordless drill 18 V" })).getByLabelText(
      "Quantity",
    );
    await user.clear(input);
    await user.type(input, "99999");
    expect(input).toHaveValue("99999");
    expect(input).toHaveAccessibleDescription("Only 300 available");
    await waitFor(() => expect(input).toHaveValue("250"), { timeout: 4000 });
    expect(sent).toEqual([["p-1", { quantity: 300 }]]);
    expect(lineOf("Cordless drill 18 V")).toHaveTextContent("Only 250 available");
    expect(lineOf("Cordless drill 18 V")).toHaveTextContent("$4,500.00");
  });

  it("removes a line", async () => {
    const removed: unknown[] = [];
    server.use(
      http.get("/api/cart", () => HttpResponse.json(cartOf(aLine(), grinder))),
      http.delete("/api/cart/items/:productId", ({ params }) => {
        removed.push(params.productId);
        return HttpResponse.json(cartOf(aLine()));
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(
      within(await screen.findByRole("article", { name: "Angle grinder" })).getByRole("button", {
        name: "Remove",
      }),
    );
    await waitFor(() => expect(screen.queryByRole("article", { name: "Angle grinder" })).toBeNull());
    expect(removed).toEqual(["p-2"]);
    expect(screen.getByRole("article", { name: "Cordless drill 18 V" })).toBeInTheDocument();
  });

  it("checks the billing details with the billing modal's rules and sends nothing while they are wrong", async () => {
    server.use(http.get("/api/cart", () => HttpResponse.json(cartOf(aLine()))));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: TRADE_TEXTS.placeOrder }));
    // MSW fails the test on a request without a handler: reaching here means no checkout was sent.
    expect(screen.getByLabelText("Address")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Address")).toHaveFocus();
    expect(screen.getByLabelText("Name")).toHaveValue("Ann Buyer");
    expect(screen.getByLabelText("Name")).not.toHaveAttribute("aria-invalid");
  });

  it("issue 40: a checkout over the buyer's spending limit says it went to the company for approval, with no 'Pay now'", async () => {
    server.use(
      http.get("/api/cart", () => HttpResponse.json(cartOf(aLine(), grinder))),
      http.post("/api/checkout", () =>
        checkoutAnswer([anOrder({ _id: "o-1", checkoutId: "o-1", status: "awaiting-approval" })], 999.5),
      ),
    );
    await placeFromCart();

    const sent = await screen.findByRole("region", { name: APPROVAL_TEXTS.sentForApproval });
    expect(within(sent).getByRole("heading", { name: APPROVAL_TEXTS.sentForApproval })).toHaveFocus();
    expect(sent).toHaveTextContent(APPROVAL_TEXTS.payOnceApproved);
    expect(within(sent).queryByRole("link", { name: "Pay now" })).not.toBeInTheDocument();
  });

  it("places the checkout with an Idempotency-Key and shows 'Order placed', the lines, the total and 'Pay now'", async () => {
    const posted: { body: unknown; key: string | null }[] = [];
    server.use(
      http.get("/api/cart", () => HttpResponse.json(cartOf(aLine(), grinder))),
      http.post("/api/checkout", async ({ request }) => {
        posted.push({ body: await request.json(), key: request.headers.get("Idempotency-Key") });
        return checkoutAnswer(
          [
            anOrder({ _id: "o-1", checkoutId: "o-1", poNumber: "PO-7781" }),
            anOrder({ _id: "o-2", checkoutId: "o-1", productName: "Angle grinder", quantity: 10, price: 50 }),
          ],
          1049.5,
        );
      }),
    );
    await placeFromCart();

    const placed = await screen.findByRole("region", { name: TRADE_TEXTS.orderPlaced });
    expect(within(placed).getByRole("heading", { name: TRADE_TEXTS.orderPlaced })).toHaveFocus();
    expect(placed).toHaveTextContent("Cordless drill 18 V × 50$999.50");
    expect(placed).toHaveTextContent("Angle grinder × 10$50.00");
    expect(placed).toHaveTextContent("$1,049.50");
    expect(within(placed).getByRole("link", { name: "Pay now" })).toHaveAttribute(
      "href",
      hrefs.payment("o-1"),
    );
    expect(posted).toEqual([
      {
        body: { name: "Ann Buyer", address: "7 Mill Lane", phone: "+44 20 7946 0000", poNumber: "PO-7781" },
        key: expect.stringMatching(/^[\w-]{36}$/) as string,
      },
    ]);
    expect(screen.queryByRole("button", { name: TRADE_TEXTS.placeOrder })).not.toBeInTheDocument();
  });

  it("a refused checkout (409) says why beside each refused line and keeps every field typed", async () => {
    server.use(
      http.get("/api/cart", () => HttpResponse.json(cartOf(aLine(), grinder))),
      http.post("/api/checkout", () =>
        HttpResponse.json(
          {
            error: "Conflict",
            message: TRADE_TEXTS.checkoutRefused,
            requestId: "req-1",
            fields: { "p-2": "Only 5 available" },
          },
          { status: 409 },
        ),
      ),
    );
    await placeFromCart();

    expect(await within(lineOf("Angle grinder")).findByRole("alert")).toHaveTextContent("Only 5 available");
    expect(within(lineOf("Cordless drill 18 V")).queryByRole("alert")).toBeNull();
    const summary = screen.getByRole("complementary", { name: "Order summary" });
    expect(within(summary).getByRole("alert")).toHaveTextContent(TRADE_TEXTS.checkoutRefused);
    expect(screen.getByLabelText("Address")).toHaveValue("7 Mill Lane");
    expect(screen.getByLabelText("Phone")).toHaveValue("+44 20 7946 0000");
    expect(screen.getByLabelText(TRADE_TEXTS.poNumber)).toHaveValue("PO-7781");
    expect(screen.queryByRole("region", { name: TRADE_TEXTS.orderPlaced })).not.toBeInTheDocument();
  });
});
