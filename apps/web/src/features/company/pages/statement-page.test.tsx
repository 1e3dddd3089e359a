import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MyCompany, Statement } from "@xpart/shared/schemas";
import { COMPANY_TEXTS, ON_ACCOUNT_TEXTS, ORDER_TEXTS } from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { StatementPage } from "#src/features/company/pages/statement-page";
import { ON_ACCOUNT_PAGE_TEXTS as TEXTS } from "#src/lib/company/on-account-texts";
import { formatDate, formatDay } from "#src/lib/format-date";
import { hrefs, paths } from "#src/lib/paths";
import { aCurrentInvoice, anInvoice, aStatement, aTerms } from "#src/testing/account-fixtures";
import { aMyCompany } from "#src/testing/company-fixtures";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";
import { bodyRowCells, columnHeads } from "#src/testing/table-cells";

vi.mock("#src/lib/auth/auth-context", () => ({
  useAuth: () => ({ user: { email: "ann@example.test", displayName: "Ann Buyer" } }),
}));

/** Every request the page made of the account's API, as 'METHOD path'. */
let asked: string[] = [];

/** GET /api/company (Ann's role in Hill Motors) and GET /api/company/statement. */
function account(mine: MyCompany, statement: Statement = aStatement()) {
  server.use(
    http.get("/api/company", () => HttpResponse.json(mine)),
    http.get("/api/company/statement", () => {
      asked.push("GET /api/company/statement");
      return HttpResponse.json(statement);
    }),
  );
}

const renderPage = () =>
  renderWithProviders(<StatementPage />, { url: paths.statement, path: paths.statement });

beforeEach(() => {
  asked = [];
  URL.createObjectURL = vi.fn(() => "blob:x-part");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe("Statement, a company admin's account (issue 41)", () => {
  it("issue 41: shows the terms, credit, ageing and each open invoice with its order, dates and amounts, and saves the PDF", async () => {
    account(aMyCompany());
    server.use(
      http.get("/api/company/statement.pdf", () => {
        asked.push("GET /api/company/statement.pdf");
        return new HttpResponse("%PDF-1.7", { headers: { "Content-Type": "application/pdf" } });
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage();

    const table = await screen.findByRole("table", { name: TEXTS.openInvoices });
    expect(screen.getByRole("heading", { name: ON_ACCOUNT_TEXTS.statement, level: 1 })).toBeInTheDocument();
    expect(screen.getByText(ON_ACCOUNT_TEXTS.terms).nextSibling).toHaveTextContent("Net 30");
    expect(screen.getByText(TEXTS.creditLimit).nextSibling).toHaveTextContent("$5,000.00");
    expect(screen.getByText(ON_ACCOUNT_TEXTS.balance).nextSibling).toHaveTextContent("$1,250.00");
    expect(screen.getByText(ON_ACCOUNT_TEXTS.available).nextSibling).toHaveTextContent("$3,750.00");
    expect(screen.getByText("1–30 days").nextSibling).toHaveTextContent("$750.00");
    expect(screen.queryByText(ON_ACCOUNT_TEXTS.onHold)).not.toBeInTheDocument();

    expect(columnHeads(table)).toEqual([
      TEXTS.invoice,
      TEXTS.order,
      TEXTS.poNumber,
      TEXTS.issued,
      ON_ACCOUNT_TEXTS.dueOn,
      ON_ACCOUNT_TEXTS.daysOverdue,
      TEXTS.total,
      ON_ACCOUNT_TEXTS.paid,
      ON_ACCOUNT_TEXTS.credited,
      ON_ACCOUNT_TEXTS.owed,
      TEXTS.status,
      TEXTS.actions,
    ]);
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["2026-000101", "2026-000115"]);
    expect(bodyRowCells(table)).toEqual([
      [
        "o-101aaa",
        "PO-7781",
        formatDate("2026-05-09T10:00:00.000Z"),
        formatDay("2026-06-08"),
        "12",
        "$1,000.00",
        "$250.00",
        "$0.00",
        "$750.00",
        "Partly paid",
        ON_ACCOUNT_TEXTS.payInvoice,
      ],
      [
        "o-115bbb",
        "—",
        formatDate("2026-06-01T10:00:00.000Z"),
        formatDay("2026-07-01"),
        "—",
        "$500.00",
        "$0.00",
        "$0.00",
        "$500.00",
        "Open",
        ON_ACCOUNT_TEXTS.payInvoice,
      ],
    ]);
    expect(within(table).getByRole("link", { name: "o-101aaa" })).toHaveAttribute(
      "href",
      hrefs.payment("o-101aaaaaa"),
    );

    await user.click(screen.getByRole("button", { name: ON_ACCOUNT_TEXTS.statementPdf }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe("x-part-statement-2026-06-20.pdf");
    expect(asked).toEqual(["GET /api/company/statement", "GET /api/company/statement.pdf"]);
  });

  it("issue 41: a settled account says so instead of an empty table; a company on hold is told why", async () => {
    account(
      aMyCompany(),
      aStatement({ invoices: [], terms: aTerms({ balance: 0, available: 5000, onHold: true }) }),
    );
    renderPage();
    expect(await screen.findByText(ON_ACCOUNT_TEXTS.noOpenInvoices)).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: `${TEXTS.openInvoices} (0)` })).toBeInTheDocument();
    expect(screen.getByText(ON_ACCOUNT_TEXTS.onHold)).toBeInTheDocument();
    expect(screen.getByText(TEXTS.statementOnHold)).toBeInTheDocument();
  });

  it("issue 41: a buyer is told the statement is the company admins', and it is never asked for", async () => {
    account(aMyCompany({ role: "buyer" }));
    renderPage();
    expect(await screen.findByText(COMPANY_TEXTS.onlyCompanyAdmin)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: ON_ACCOUNT_TEXTS.statementPdf })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it("issue 41: 'Pay by card' on an invoice checks the amount, starts the payment, takes the card and records it; the statement follows", async () => {
    const paid = aStatement({
      invoices: [anInvoice({ paid: 550, owed: 450 }), aCurrentInvoice()],
      terms: aTerms({ balance: 950, available: 4050 }),
    });
    account(aMyCompany());
    const bodies: unknown[] = [];
    server.use(
      http.get("/api/payment-config", () =>
        HttpResponse.json({ provider: "test-cards", publishableKey: null }),
      ),
      http.post("/api/company/invoices/:invoiceId/payment-intent", async ({ params, request }) => {
        asked.push(`POST payment-intent ${String(params.invoiceId)}`);
        bodies.push(await request.json());
        return HttpResponse.json({ clientSecret: "pi_9_secret_x", paymentId: "pi_9" });
      }),
      http.post("/api/payments/test-cards/confirm", async ({ request }) => {
        asked.push("POST test-card confirm");
        bodies.push(((await request.json()) as { clientSecret: string }).clientSecret);
        return HttpResponse.json({
          paymentIntent: { id: "pi_9", status: "succeeded", amount: 30000, currency: "usd" },
        });
      }),
      http.post("/api/company/invoices/:invoiceId/payments", async ({ params, request }) => {
        asked.push(`POST payments ${String(params.invoiceId)}`);
        bodies.push(await request.json());
        return HttpResponse.json(paid);
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: TEXTS.payInvoiceLabel("2026-000101") }));
    const dialog = await screen.findByRole("dialog", { name: TEXTS.payInvoiceTitle("2026-000101") });

    // What is owed to start with; more than that is refused here, before anything is sent.
    const amount = within(dialog).getByLabelText(ON_ACCOUNT_TEXTS.amountToPay);
    expect(amount).toHaveValue("750.00");
    expect(amount).toHaveFocus();
    await user.clear(amount);
    await user.type(amount, "800");
    await user.click(within(dialog).getByRole("button", { name: TEXTS.continueToCard }));
    expect(amount).toHaveAccessibleDescription(
      `${TEXTS.owedOnInvoice(750)} ${ON_ACCOUNT_TEXTS.overpayment(75_000, "2026-000101")}`,
    );
    expect(asked).toEqual(["GET /api/company/statement"]);

    // A part of it.
    await user.clear(amount);
    await user.type(amount, "300");
    await user.click(within(dialog).getByRole("button", { name: TEXTS.continueToCard }));
    expect(await within(dialog).findByText(TEXTS.paying(300, "2026-000101"))).toBeInTheDocument();
    const pay = within(dialog).getByRole("button", { name: ORDER_TEXTS.pay });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.type(within(dialog).getByLabelText("Card number"), "4242424242424242");
    await user.type(within(dialog).getByLabelText("Expiry"), "1234");
    await user.type(within(dialog).getByLabelText("CVC"), "123");
    await user.click(pay);

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(asked).toEqual([
      "GET /api/company/statement",
      "POST payment-intent inv-1",
      "POST test-card confirm",
      "POST payments inv-1",
    ]);
    expect(bodies).toEqual([{ amount: 300 }, "pi_9_secret_x", { transactionId: "pi_9" }]);
    const table = screen.getByRole("table", { name: TEXTS.openInvoices });
    expect(bodyRowCells(table)[0]?.slice(6, 9)).toEqual(["$550.00", "$0.00", "$450.00"]);
    expect(screen.getByText(ON_ACCOUNT_TEXTS.balance).nextSibling).toHaveTextContent("$950.00");
  });
});
