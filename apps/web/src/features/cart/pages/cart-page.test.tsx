import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Cart, CartLine, CompanyTerms, MyCompany } from "@xpart/shared/schemas";
import { APPROVAL_TEXTS, ON_ACCOUNT_TEXTS, QUOTE_TEXTS, TRADE_TEXTS } from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { CartPage } from "#src/features/cart/pages/cart-page";
import { ON_ACCOUNT_PAGE_TEXTS } from "#src/lib/company/on-account-texts";
import { formatDay } from "#src/lib/format-date";
import { hrefs, paths } from "#src/lib/paths";
import { QUOTE_PAGE_TEXTS } from "#src/lib/quote-texts";
import { aTerms } from "#src/testing/account-fixtures";
import { aMyCompany } from "#src/testing/company-fixtures";
import { aCartLine, anOrder } from "#src/testing/fixtures";
import { aRequestedQuote } from "#src/testing/quote-fixtures";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";

vi.mock("#src/lib/auth/auth-context", () => ({
  useAuth: () => ({ user: { email: "ann@example.test", displayName: "Ann Buyer" } }),
}));

/** Every GET /api/company/terms the page made: a customer in no company must make none. */
let termsAsked = 0;

/** The buyer's company and its terms (issue 41); by default a customer in no company, with no saved address. */
function company(mine: MyCompany | null, terms?: CompanyTerms) {
  server.use(
    http.get("/api/company", () => HttpResponse.json(mine)),
    http.get("/api/company/terms", () => {
      termsAsked += 1;
      return terms ? HttpResponse.json(terms) : HttpResponse.json({ message: "Not found" }, { status: 404 });
    }),
  );
}

beforeEach(() => {
  termsAsked = 0;
  server.use(
    http.get("/api/admin/:email", () => HttpResponse.json({ admin: false })),
    http.get("/api/addresses", () => HttpResponse.json([])),
  );
  company(null);
});

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

  it("issue 41: a customer in no company, or one whose company pays by card, is offered no choice and checks out by card", async () => {
    server.use(http.get("/api/cart", () => HttpResponse.json(cartOf(aLine()))));
    const first = renderPage();
    expect(await screen.findByRole("button", { name: TRADE_TEXTS.placeOrder })).toBeInTheDocument();
    await waitFor(() => expect(first.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
    expect(termsAsked).toBe(0);
    first.unmount();

    company(aMyCompany({ role: "buyer" }), aTerms({ paymentTerms: "card" }));
    const second = renderPage();
    await waitFor(() => expect(termsAsked).toBe(1));
    await waitFor(() => expect(second.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole("group", { name: ON_ACCOUNT_PAGE_TEXTS.payWith })).not.toBeInTheDocument();
  });

  it("issue 41: 'Pay on account' shows the terms and credit, sends payWith account, and the order is paid with its invoice due on the terms", async () => {
    const posted: unknown[] = [];
    company(aMyCompany({ role: "buyer" }), aTerms());
    server.use(
      http.get("/api/cart", () => HttpResponse.json(cartOf(aLine(), grinder))),
      http.post("/api/checkout", async ({ request }) => {
        posted.push(await request.json());
        return checkoutAnswer(
          [anOrder({ _id: "o-1", checkoutId: "o-1", status: "paid", paid: true, poNumber: "PO-7781" })],
          1049.5,
        );
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const choice = await screen.findByRole("group", { name: ON_ACCOUNT_PAGE_TEXTS.payWith });
    const onAccount = within(choice).getByRole("radio", { name: ON_ACCOUNT_TEXTS.payOnAccount });
    // The cart ($1,049.50) fits in the $3,750.00 available: the account is the first choice.
    expect(onAccount).toBeChecked();
    expect(onAccount).toHaveAccessibleDescription(
      `${ON_ACCOUNT_TEXTS.terms} Net 30 ${ON_ACCOUNT_TEXTS.balance} $1,250.00 ${ON_ACCOUNT_TEXTS.available} $3,750.00`,
    );
    await user.type(screen.getByLabelText("Address"), "7 Mill Lane");
    await user.type(screen.getByLabelText("Phone"), "+44 20 7946 0000");
    await user.click(screen.getByRole("button", { name: TRADE_TEXTS.placeOrder }));

    const placed = await screen.findByRole("region", { name: TRADE_TEXTS.orderPlaced });
    // Placed 2026-05-15 on Net 30: due 30 days later.
    expect(placed).toHaveTextContent(ON_ACCOUNT_PAGE_TEXTS.paidOnAccount("Net 30", formatDay("2026-06-14")));
    expect(within(placed).queryByRole("link", { name: "Pay now" })).not.toBeInTheDocument();
    expect(posted).toEqual([
      { name: "Ann Buyer", address: "7 Mill Lane", phone: "+44 20 7946 0000", payWith: "account" },
    ]);
  });

  it("issue 41: a refusal on account (409, over the credit limit) says why and keeps the form; then 'Pay by card' places it unpaid", async () => {
    const refusal = ON_ACCOUNT_TEXTS.overCreditLimit(500_000, 480_000, 104_950);
    const posted: { payWith?: string }[] = [];
    company(aMyCompany({ role: "buyer" }), aTerms({ creditLimit: 5000, balance: 4800, available: 2000 }));
    server.use(
      http.get("/api/cart", () => HttpResponse.json(cartOf(aLine(), grinder))),
      http.post("/api/checkout", async ({ request }) => {
        const body = (await request.json()) as { payWith?: string };
        posted.push(body);
        return body.payWith === "account"
          ? HttpResponse.json({ error: "Conflict", message: refusal, requestId: "r-1" }, { status: 409 })
          : checkoutAnswer([anOrder({ _id: "o-1", checkoutId: "o-1" })], 1049.5);
      }),
    );
    const user = await placeFromCart();

    const summary = screen.getByRole("complementary", { name: "Order summary" });
    expect(await within(summary).findByRole("alert")).toHaveTextContent(refusal);
    expect(screen.getByLabelText("Address")).toHaveValue("7 Mill Lane");
    expect(screen.getByLabelText(TRADE_TEXTS.poNumber)).toHaveValue("PO-7781");
    expect(screen.getByRole("radio", { name: ON_ACCOUNT_TEXTS.payOnAccount })).toBeChecked();
    expect(screen.queryByRole("region", { name: TRADE_TEXTS.orderPlaced })).not.toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: ON_ACCOUNT_TEXTS.payByCard }));
    await user.click(screen.getByRole("button", { name: TRADE_TEXTS.placeOrder }));
    const placed = await screen.findByRole("region", { name: TRADE_TEXTS.orderPlaced });
    expect(within(placed).getByRole("link", { name: "Pay now" })).toHaveAttribute(
      "href",
      hrefs.payment("o-1"),
    );
    expect(posted.map((body) => body.payWith)).toEqual(["account", "card"]);
  });

  it("issue 41: a company on hold cannot choose the account: it says why, and the checkout starts by card", async () => {
    company(aMyCompany({ role: "buyer" }), aTerms({ onHold: true }));
    server.use(http.get("/api/cart", () => HttpResponse.json(cartOf(aLine()))));
    renderPage();
    const onAccount = await screen.findByRole("radio", { name: ON_ACCOUNT_TEXTS.payOnAccount });
    expect(onAccount).toBeDisabled();
    expect(onAccount).not.toBeChecked();
    expect(screen.getByRole("radio", { name: ON_ACCOUNT_TEXTS.payByCard })).toBeChecked();
    expect(onAccount).toHaveAccessibleDescription(expect.stringContaining(ON_ACCOUNT_TEXTS.companyOnHold));
  });
});

describe("CartPage: 'Request a quote' (issue 41)", () => {
  it("issue 41: a member asks for the cart to be priced with a note; it says so, leads to Quotes, and the cart stays", async () => {
    const posted: unknown[] = [];
    company(aMyCompany({ role: "buyer" }), aTerms());
    server.use(
      http.get("/api/cart", () => HttpResponse.json(cartOf(aLine(), grinder))),
      http.post("/api/company/quotes", async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(aRequestedQuote(), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const section = await screen.findByRole("region", { name: QUOTE_TEXTS.requestQuote });
    await user.click(within(section).getByRole("button", { name: QUOTE_TEXTS.requestQuote }));
    const note = within(section).getByLabelText(QUOTE_PAGE_TEXTS.noteForShop);
    expect(note).toHaveFocus();
    await user.type(note, "  Need 60 drills by June.  ");
    await user.click(within(section).getByRole("button", { name: QUOTE_PAGE_TEXTS.sendRequest }));

    const done = await within(section).findByRole("status");
    expect(done).toHaveTextContent(`${QUOTE_PAGE_TEXTS.quoteTitle("Q-000042")}. ${QUOTE_TEXTS.requested}`);
    expect(done).toHaveFocus();
    expect(within(done).getByRole("link", { name: QUOTE_PAGE_TEXTS.seeQuotes })).toHaveAttribute(
      "href",
      paths.quotes,
    );
    expect(posted).toEqual([{ note: "Need 60 drills by June." }]);
    // The cart is as it was: its lines and its checkout.
    expect(lineOf("Angle grinder")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: TRADE_TEXTS.placeOrder })).toBeEnabled();
  });

  it("issue 41: without a note nothing but {} is sent; a refusal (409, the cart emptied meanwhile) is said under the form", async () => {
    const posted: unknown[] = [];
    company(aMyCompany({ role: "buyer" }));
    server.use(
      http.get("/api/cart", () => HttpResponse.json(cartOf(grinder))),
      http.post("/api/company/quotes", async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(
          { error: "Conflict", message: QUOTE_TEXTS.emptyCart, requestId: "r-1" },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const section = await screen.findByRole("region", { name: QUOTE_TEXTS.requestQuote });
    await user.click(within(section).getByRole("button", { name: QUOTE_TEXTS.requestQuote }));
    await user.click(within(section).getByRole("button", { name: QUOTE_PAGE_TEXTS.sendRequest }));
    expect(await within(section).findByRole("alert")).toHaveTextContent(QUOTE_TEXTS.emptyCart);
    expect(within(section).queryByRole("status")).not.toBeInTheDocument();
    expect(posted).toEqual([{}]);
  });

  it("issue 41: a customer in no company is not offered a quote", async () => {
    server.use(http.get("/api/cart", () => HttpResponse.json(cartOf(grinder))));
    const page = renderPage();
    await screen.findByRole("article", { name: "Angle grinder" });
    await waitFor(() => expect(page.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole("region", { name: QUOTE_TEXTS.requestQuote })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: QUOTE_TEXTS.requestQuote })).not.toBeInTheDocument();
  });
});
