import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ORDER_TEXTS, TEST_CARD_OUTCOMES, TEST_MODE_TEXTS, TEXTS } from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { PaymentPage } from "#src/features/payment/pages/payment-page";
import { hrefs, paths } from "#src/lib/paths";
import { formatCardNumber } from "#src/lib/payments/card-rules";
import { anOrder } from "#src/testing/fixtures";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";

// The page asks the server whether the signed-in viewer is an admin; here the viewer is the order's customer.
vi.mock("#src/lib/auth/auth-context", () => ({ useAuth: () => ({ user: { email: "ann@example.test" } }) }));

let viewerIsAdmin = false;
beforeEach(() => {
  viewerIsAdmin = false;
  server.use(
    http.get("/api/admin/:email", () => HttpResponse.json({ admin: viewerIsAdmin })),
    // The customer's orders, where the page looks for the order's other checkout lines: none here.
    http.get("/api/orders", () => HttpResponse.json([])),
  );
});

const renderPage = (orderId = "o-1") =>
  renderWithProviders(<PaymentPage />, { url: hrefs.payment(orderId), path: paths.payment });

/** The answers an unpaid order's card form needs: the built-in test-card provider and a client secret. */
function cardProvider() {
  server.use(
    http.get("/api/payment-config", () =>
      HttpResponse.json({ provider: "test-cards", publishableKey: null }),
    ),
    http.post("/api/create-payment-intent", () => HttpResponse.json({ clientSecret: "pi_1_secret_x" })),
  );
}

const apiError = (status: number, message: string) =>
  HttpResponse.json({ error: "Error", message, requestId: "req-1" }, { status });

describe("PaymentPage (spec §2 payment page)", () => {
  it("shows the page's skeleton, with the hidden 'Loading...', while the order loads", async () => {
    server.use(http.get("/api/orders/:id", () => new Promise<never>(() => undefined)));
    renderPage();
    expect(await screen.findByRole("status")).toHaveTextContent(TEXTS.loading);
    expect(screen.queryByRole("heading", { name: "Pay for your order" })).not.toBeInTheDocument();
  });

  it("says 'Order not found' for an order that is not the caller's (404), with a way back", async () => {
    server.use(http.get("/api/orders/:id", () => apiError(404, "Order not found")));
    renderPage("someone-elses");
    expect(await screen.findByRole("heading", { name: ORDER_TEXTS.orderNotFound })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "My Order" })).toHaveAttribute("href", paths.myOrders);
  });

  it("shows a failed load with 'Try again', and loads the order when asked again", async () => {
    let calls = 0;
    server.use(
      http.get("/api/orders/:id", () => {
        calls += 1;
        return calls === 1
          ? apiError(503, "The shop is busy, please try again")
          : HttpResponse.json(anOrder());
      }),
    );
    cardProvider();
    renderPage();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The shop is busy, please try again");
    await userEvent.setup().click(within(alert).getByRole("button", { name: TEXTS.retry }));
    expect(await screen.findByRole("heading", { name: "Pay for your order" })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it("shows no card form for a paid order, only that it is paid and its transaction id", async () => {
    server.use(
      http.get("/api/orders/:id", () =>
        HttpResponse.json(anOrder({ status: "paid", paid: true, transactionId: "pi_paid_1" })),
      ),
    );
    renderPage();
    expect(await screen.findByText(ORDER_TEXTS.alreadyPaid)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("This order is paid");
    expect(screen.getByText("pi_paid_1")).toBeInTheDocument();
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: ORDER_TEXTS.pay })).not.toBeInTheDocument();
  });

  it("shows no card form for a cancelled order", async () => {
    server.use(http.get("/api/orders/:id", () => HttpResponse.json(anOrder({ status: "cancelled" }))));
    renderPage();
    expect(await screen.findByText(ORDER_TEXTS.orderWasCancelled)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("This order was cancelled");
    expect(screen.getByRole("link", { name: "Back to the shop" })).toHaveAttribute("href", paths.shop);
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
  });

  it("shows the order and the card form for an unpaid order, and takes a test card to 'Payment Successful'", async () => {
    const paid: unknown[] = [];
    server.use(
      http.get("/api/orders/:id", () => HttpResponse.json(anOrder())),
      http.post("/api/payments/test-cards/confirm", () =>
        HttpResponse.json({
          paymentIntent: { id: "pi_1", status: "succeeded", amount: 99950, currency: "usd" },
        }),
      ),
      http.patch("/api/orders/:id", async ({ request }) => {
        paid.push(await request.json());
        return HttpResponse.json(anOrder({ status: "paid", paid: true, transactionId: "pi_1" }));
      }),
    );
    cardProvider();
    renderPage();

    expect(await screen.findByRole("heading", { name: "Pay for your order" })).toBeInTheDocument();
    expect(screen.getByText("Hello, Ann Buyer. Please pay for Cordless drill 18 V.")).toBeInTheDocument();
    expect(screen.getByText("$999.50")).toBeInTheDocument();
    expect(screen.getByText(ORDER_TEXTS.notPaidYet)).toBeInTheDocument();
    // 'Pay' waits for the client secret (PAY-03).
    const pay = await screen.findByRole("button", { name: ORDER_TEXTS.pay });
    await waitFor(() => expect(pay).toBeEnabled());

    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Card number"), "4242424242424242");
    await user.type(screen.getByLabelText("Expiry"), "1234");
    await user.type(screen.getByLabelText("CVC"), "123");
    expect(screen.getByLabelText("Card number")).toHaveValue("4242 4242 4242 4242");
    expect(screen.getByLabelText("Expiry")).toHaveValue("12 / 34");
    await user.click(pay);

    expect(await screen.findByText(ORDER_TEXTS.paymentSuccessful)).toBeInTheDocument();
    expect(screen.getByText("pi_1")).toBeInTheDocument();
    expect(paid).toEqual([{ payment: { product: "o-1", transactionId: "pi_1", status: "succeeded" } }]);
  });

  it("shows the card's problem in red and sends nothing for an incomplete card", async () => {
    server.use(http.get("/api/orders/:id", () => HttpResponse.json(anOrder())));
    cardProvider();
    renderPage();
    const pay = await screen.findByRole("button", { name: ORDER_TEXTS.pay });
    await waitFor(() => expect(pay).toBeEnabled());
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Card number"), "4242");
    await user.click(pay);
    // MSW fails the test on any request without a handler, so reaching here means none was sent.
    expect(await screen.findByText("Your card number is incomplete.")).toBeInTheDocument();
  });

  it("Payment page states: the transaction id has a copy button that copies it whole", async () => {
    const id = `pi_${"7".repeat(60)}`;
    server.use(
      http.get("/api/orders/:id", () =>
        HttpResponse.json(anOrder({ status: "shipped", paid: true, transactionId: id })),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Copy transaction id" }));
    expect(await navigator.clipboard.readText()).toBe(id);
    expect(screen.getByText("Copied")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("This order is paid and shipped");
  });

  it("Admins on customer pages: an admin sees the customer's order read-only, with no greeting and no card form", async () => {
    viewerIsAdmin = true;
    server.use(http.get("/api/orders/:id", () => HttpResponse.json(anOrder({ _id: "10000000-aaaa" }))));
    renderPage();
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Order 10000000");
    expect(screen.getByText(/Read-only: placed by/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "The customer's order" })).toBeInTheDocument();
    expect(screen.queryByText(/Pay for your order|Please pay for/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: ORDER_TEXTS.pay })).not.toBeInTheDocument();
  });

  it("issue 12 (9) test cards in production: without a processor it says payments are not configured, shows no card form and asks for no payment", async () => {
    let intents = 0;
    server.use(
      http.get("/api/orders/:id", () => HttpResponse.json(anOrder())),
      http.get("/api/payment-config", () => HttpResponse.json({ provider: "none", publishableKey: null })),
      http.post("/api/create-payment-intent", () => {
        intents += 1;
        return HttpResponse.json({ clientSecret: "pi_1_secret_x" });
      }),
    );
    renderPage();
    expect(await screen.findByText(ORDER_TEXTS.paymentsNotConfigured)).toBeInTheDocument();
    expect(screen.queryByLabelText(/card number/i)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: ORDER_TEXTS.pay })).not.toBeInTheDocument();
    expect(intents).toBe(0);
  });

  it("issue 22 first run: the test-card form says payments are in test mode and names the test cards", async () => {
    server.use(http.get("/api/orders/:id", () => HttpResponse.json(anOrder())));
    cardProvider();
    renderPage();
    const notice = await screen.findByRole("region", { name: TEST_MODE_TEXTS.title });
    expect(notice).toHaveTextContent(TEST_MODE_TEXTS.explanation);
    for (const { number, outcome } of TEST_CARD_OUTCOMES)
      expect(within(notice).getByText(formatCardNumber(number)).parentElement).toHaveTextContent(outcome);
    expect(within(notice).getByText("4242 4242 4242 4242")).toBeInTheDocument();
    expect(screen.getByLabelText(/card number/i)).toBeInTheDocument();
  });

  it("issue 26 a checkout of several lines: every line and the checkout's total, paid with one card form", async () => {
    const lines = [
      anOrder({ _id: "o-1", checkoutId: "o-1", poNumber: "PO-7781" }),
      anOrder({
        _id: "o-2",
        checkoutId: "o-1",
        poNumber: "PO-7781",
        productName: "Angle grinder",
        quantity: 100,
        price: 500,
      }),
    ];
    const intents: unknown[] = [];
    server.use(
      http.get("/api/orders/:id", () => HttpResponse.json(lines[1])),
      http.get("/api/orders", () =>
        HttpResponse.json([...lines, anOrder({ _id: "o-3", checkoutId: "o-3" })]),
      ),
      http.get("/api/payment-config", () =>
        HttpResponse.json({ provider: "test-cards", publishableKey: null }),
      ),
      http.post("/api/create-payment-intent", async ({ request }) => {
        intents.push(await request.json());
        return HttpResponse.json({ clientSecret: "pi_1_secret_x" });
      }),
    );
    renderPage("o-2");
    expect(await screen.findByText("Hello, Ann Buyer. Please pay for 2 products.")).toBeInTheDocument();
    const products = screen.getByRole("list", { name: "Products" });
    expect(
      within(products)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Cordless drill 18 V × 50$999.50", "Angle grinder × 100$500.00"]);
    expect(screen.getByText("$1,499.50")).toBeInTheDocument();
    expect(screen.getByText("PO-7781")).toBeInTheDocument();
    expect(await screen.findByLabelText("Card number")).toBeInTheDocument();
    await waitFor(() => expect(intents).toEqual([{ orderId: "o-2" }]));
  });
});
