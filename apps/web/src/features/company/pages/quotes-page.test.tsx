import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MyCompany, Quote } from "@xpart/shared/schemas";
import { COMPANY_TEXTS, ON_ACCOUNT_TEXTS, QUOTE_TEXTS, TRADE_TEXTS } from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { QuotesPage } from "#src/features/company/pages/quotes-page";
import { ON_ACCOUNT_PAGE_TEXTS } from "#src/lib/company/on-account-texts";
import { formatDay } from "#src/lib/format-date";
import { hrefs, paths } from "#src/lib/paths";
import { QUOTE_PAGE_TEXTS as TEXTS } from "#src/lib/quote-texts";
import { aTerms } from "#src/testing/account-fixtures";
import { aMyCompany } from "#src/testing/company-fixtures";
import { anOrder } from "#src/testing/fixtures";
import { aQuote, aRequestedQuote, dayFromToday } from "#src/testing/quote-fixtures";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";
import { bodyRowCells, columnHeads } from "#src/testing/table-cells";

vi.mock("#src/lib/auth/auth-context", () => ({
  useAuth: () => ({ user: { email: "ann@example.test", displayName: "Ann Buyer" } }),
}));

/** Every request the page made of the quotes' API, as 'METHOD path', and the bodies it sent. */
let asked: string[] = [];
let bodies: unknown[] = [];

const EXPIRED = aQuote({
  id: "q-40",
  number: "Q-000040",
  expired: true,
  validUntil: dayFromToday(-3),
  adminNote: null,
});
const REQUESTED = aRequestedQuote({ id: "q-43", number: "Q-000043", note: null });

/** GET /api/company (Ann a buyer of Hill Motors unless changed), its terms, and GET /api/company/quotes. */
function company(quotes: Quote[], mine: MyCompany | null = aMyCompany({ role: "buyer" })) {
  server.use(
    http.get("/api/company", () => HttpResponse.json(mine)),
    http.get("/api/company/terms", () => HttpResponse.json(aTerms())),
    http.get("/api/addresses", () => HttpResponse.json([])),
    http.get("/api/company/quotes", () => {
      asked.push("GET /api/company/quotes");
      return HttpResponse.json(quotes);
    }),
  );
}

const renderPage = () => renderWithProviders(<QuotesPage />, { url: paths.quotes, path: paths.quotes });

/** The card of the quote numbered `number`. */
const card = (number: string) => screen.getByRole("article", { name: TEXTS.quoteTitle(number) });

/** Opens 'Accept and check out' on Q-000042 and fills the billing details. */
async function openAccept() {
  const user = userEvent.setup();
  const page = renderPage();
  await user.click(await screen.findByRole("button", { name: TEXTS.acceptLabel("Q-000042") }));
  const dialog = await screen.findByRole("dialog", { name: TEXTS.acceptTitle("Q-000042") });
  await user.type(within(dialog).getByLabelText("Address"), "7 Mill Lane");
  await user.type(within(dialog).getByLabelText("Phone"), "+44 20 7946 0000");
  return { user, dialog, page };
}

/** POST /api/company/quotes/:id/accept answering the checkout of `orders`, or a refusal. */
function acceptAnswers(answer: () => Response) {
  server.use(
    http.post("/api/company/quotes/:id/accept", async ({ params, request }) => {
      asked.push(`POST accept ${String(params.id)}`);
      bodies.push(await request.json());
      return answer();
    }),
  );
}

beforeEach(() => {
  asked = [];
  bodies = [];
  URL.createObjectURL = vi.fn(() => "blob:x-part");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe("Quotes, a company member's page (issue 41)", () => {
  it("issue 41: lists each quote with its state, lines, prices, validity, notes and total, and saves its PDF", async () => {
    company([aQuote(), REQUESTED, EXPIRED]);
    server.use(
      http.get("/api/company/quotes/:id/pdf", ({ params }) => {
        asked.push(`GET pdf ${String(params.id)}`);
        return new HttpResponse("%PDF-1.7", { headers: { "Content-Type": "application/pdf" } });
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage();

    const sent = await screen.findByRole("article", { name: TEXTS.quoteTitle("Q-000042") });
    expect(screen.getByRole("heading", { name: QUOTE_TEXTS.quotes, level: 1 })).toBeInTheDocument();
    expect(sent).toHaveTextContent("Sent");
    expect(sent).toHaveTextContent(`${QUOTE_TEXTS.validUntil}${formatDay(dayFromToday(30))}`);
    expect(sent).toHaveTextContent(`${TEXTS.shopNote}Volume price on the drills.`);
    expect(sent).toHaveTextContent(`${QUOTE_TEXTS.note}We need these before the end of the month.`);
    const table = within(sent).getByRole("table", { name: TEXTS.linesCaption("Q-000042") });
    expect(columnHeads(table)).toEqual([TEXTS.product, TEXTS.quantity, TEXTS.unitPrice, TEXTS.lineTotal]);
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Cordless drill 18 VSKU XP-00001", "Angle grinderSKU XP-00002", TEXTS.total]);
    expect(bodyRowCells(table)).toEqual([
      ["50", "$17.50", "$875.00"],
      ["10", "$4.50", "$45.00"],
      ["$920.00"],
    ]);
    expect(within(sent).getByRole("button", { name: TEXTS.acceptLabel("Q-000042") })).toBeEnabled();
    expect(within(sent).getByRole("button", { name: TEXTS.declineLabel("Q-000042") })).toBeEnabled();

    // Asked for, not priced yet: dashes, and nothing to accept or decline.
    const requested = card("Q-000043");
    expect(requested).toHaveTextContent("Requested");
    expect(bodyRowCells(within(requested).getByRole("table"))[0]).toEqual([
      "50",
      `—${TEXTS.notPriced}`,
      `—${TEXTS.notPriced}`,
    ]);
    expect(within(requested).queryByRole("button", { name: /Accept|Decline/ })).not.toBeInTheDocument();

    await user.click(within(sent).getByRole("button", { name: TEXTS.pdf }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe("x-part-quote-Q-000042.pdf");
    expect(asked).toEqual(["GET /api/company/quotes", "GET pdf q-42"]);
  });

  it("issue 41: a sent quote past its day reads 'Expired' and cannot be accepted", async () => {
    company([EXPIRED]);
    renderPage();
    const expired = await screen.findByRole("article", { name: TEXTS.quoteTitle("Q-000040") });
    expect(expired).toHaveTextContent(QUOTE_TEXTS.expired);
    expect(expired).not.toHaveTextContent("Sent");
    expect(expired).toHaveTextContent(TEXTS.expiredNote);
    expect(within(expired).queryByRole("button", { name: TEXTS.acceptLabel("Q-000040") })).toBeNull();
    expect(within(expired).queryByText(QUOTE_TEXTS.accept)).toBeNull();
  });

  it("issue 41: 'Accept and check out' on account sends the billing details and payWith account; the orders are paid", async () => {
    company([aQuote()]);
    acceptAnswers(() =>
      HttpResponse.json(
        {
          checkoutId: "o-7",
          orders: [anOrder({ _id: "o-7", checkoutId: "o-7", status: "paid", paid: true, price: 875 })],
          total: 920,
        },
        { status: 201 },
      ),
    );
    const { user, dialog } = await openAccept();
    expect(dialog).toHaveTextContent(TEXTS.acceptSummary(920));
    // $920.00 fits in the $3,750.00 available: the account is the first choice.
    expect(within(dialog).getByRole("radio", { name: ON_ACCOUNT_TEXTS.payOnAccount })).toBeChecked();
    await user.type(within(dialog).getByLabelText(TRADE_TEXTS.poNumber), "PO-7781");
    await user.click(within(dialog).getByRole("button", { name: QUOTE_TEXTS.accept }));

    const placed = await screen.findByRole("region", { name: TRADE_TEXTS.orderPlaced });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(placed).toHaveTextContent(ON_ACCOUNT_PAGE_TEXTS.paidOnAccount("Net 30", formatDay("2026-06-14")));
    expect(within(placed).queryByRole("link", { name: "Pay now" })).not.toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: "Ann Buyer",
        address: "7 Mill Lane",
        phone: "+44 20 7946 0000",
        poNumber: "PO-7781",
        payWith: "account",
      },
    ]);
    // The list is read again: the quote is accepted now.
    await waitFor(() =>
      expect(asked).toEqual(["GET /api/company/quotes", "POST accept q-42", "GET /api/company/quotes"]),
    );
  });

  it("issue 41: accepted by card, the buyer goes on to the first order's payment page", async () => {
    company([aQuote()]);
    acceptAnswers(() =>
      HttpResponse.json(
        { checkoutId: "o-7", orders: [anOrder({ _id: "o-7", checkoutId: "o-7" })], total: 920 },
        { status: 201 },
      ),
    );
    const { user, dialog, page } = await openAccept();
    await user.click(within(dialog).getByRole("radio", { name: ON_ACCOUNT_TEXTS.payByCard }));
    await user.click(within(dialog).getByRole("button", { name: QUOTE_TEXTS.accept }));
    await waitFor(() => expect(page.router.state.location.pathname).toBe(hrefs.payment("o-7")));
    expect(bodies).toEqual([expect.objectContaining({ payWith: "card" })]);
  });

  it("issue 41: a quote that expired meanwhile is refused (409): the dialog says why and keeps what was typed", async () => {
    company([aQuote()]);
    acceptAnswers(() =>
      HttpResponse.json(
        { error: "Conflict", message: QUOTE_TEXTS.cannotAccept, requestId: "r-1" },
        { status: 409 },
      ),
    );
    const { user, dialog } = await openAccept();
    await user.click(within(dialog).getByRole("button", { name: QUOTE_TEXTS.accept }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(QUOTE_TEXTS.cannotAccept);
    expect(within(dialog).getByLabelText("Address")).toHaveValue("7 Mill Lane");
    expect(screen.queryByRole("region", { name: TRADE_TEXTS.orderPlaced })).not.toBeInTheDocument();
  });

  it("issue 41: 'Decline' asks first; confirmed, the quote reads 'Declined' and can no longer be accepted", async () => {
    company([aQuote()]);
    server.use(
      http.post("/api/company/quotes/:id/decline", ({ params }) => {
        asked.push(`POST decline ${String(params.id)}`);
        return HttpResponse.json(aQuote({ status: "declined" }));
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: TEXTS.declineLabel("Q-000042") }));
    const confirm = await screen.findByRole("dialog", { name: TEXTS.declineConfirm("Q-000042") });
    // The safe choice has the focus; keeping it sends nothing.
    expect(within(confirm).getByRole("button", { name: TEXTS.keepQuote })).toHaveFocus();
    await user.click(within(confirm).getByRole("button", { name: TEXTS.keepQuote }));
    expect(asked).toEqual(["GET /api/company/quotes"]);

    await user.click(screen.getByRole("button", { name: TEXTS.declineLabel("Q-000042") }));
    await user.click(
      within(await screen.findByRole("dialog", { name: TEXTS.declineConfirm("Q-000042") })).getByRole(
        "button",
        { name: QUOTE_TEXTS.decline },
      ),
    );
    await waitFor(() => expect(card("Q-000042")).toHaveTextContent("Declined"));
    expect(within(card("Q-000042")).queryByRole("button", { name: /Accept|Decline/ })).toBeNull();
    expect(asked).toEqual(["GET /api/company/quotes", "POST decline q-42"]);
  });

  it("issue 41: no quotes yet says so with the way to the cart; a customer in no company is told, and never asks", async () => {
    company([]);
    const first = renderPage();
    expect(await screen.findByText(new RegExp(QUOTE_TEXTS.noQuotes))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: TEXTS.openCart })).toHaveAttribute("href", paths.cart);
    first.unmount();

    asked = [];
    company([], null);
    renderPage();
    expect(await screen.findByText(COMPANY_TEXTS.notInCompany)).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
