import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CompanyTerms, Statement } from "@xpart/shared/schemas";
import { ON_ACCOUNT_TEXTS } from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { ON_ACCOUNT_PAGE_TEXTS as TEXTS } from "#src/lib/company/on-account-texts";
import { aStatement, aTerms } from "#src/testing/account-fixtures";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";
import { bodyRowCells } from "#src/testing/table-cells";

import { CompanyAccount } from "./company-account";

const apiError = (status: number, message: string, fields?: Record<string, string>) =>
  HttpResponse.json({ error: "Error", message, requestId: "r-1", ...(fields ? { fields } : {}) }, { status });

/**
 * Hill Motors' account as the shop keeps it: GET statement, PUT terms, POST hold-lift and transfers. Each
 * write answers `answer(body)` when it gives one (a refusal), else what the server would.
 */
function accountServer(start: Statement, answer: (body: unknown) => Response | null = () => null) {
  let statement = start;
  const sent: { what: string; body: unknown; key: string | null }[] = [];
  const termsAnswer = (terms: CompanyTerms) => {
    statement = { ...statement, terms };
    return HttpResponse.json(terms);
  };
  server.use(
    http.get("/api/admin/companies/:id/statement", () => HttpResponse.json(statement)),
    http.put("/api/admin/companies/:id/terms", async ({ request }) => {
      const body = (await request.json()) as {
        paymentTerms: CompanyTerms["paymentTerms"];
        creditLimit: number;
      };
      sent.push({ what: "PUT terms", body, key: null });
      return (
        answer(body) ??
        termsAnswer({
          ...statement.terms,
          ...body,
          available: body.creditLimit - statement.terms.balance,
        })
      );
    }),
    http.post("/api/admin/companies/:id/hold-lift", () => {
      sent.push({ what: "POST hold-lift", body: null, key: null });
      return termsAnswer({ ...statement.terms, onHold: false });
    }),
    http.post("/api/admin/companies/:id/transfers", async ({ request }) => {
      const body = await request.json();
      sent.push({ what: "POST transfers", body, key: request.headers.get("Idempotency-Key") });
      const refused = answer(body);
      if (refused) return refused;
      statement = {
        ...statement,
        invoices: [],
        terms: aTerms({ balance: 0, available: 5000 }),
        ageing: { current: 0, "1-30": 0, "31-60": 0, "61-90": 0, "over-90": 0 },
      };
      return HttpResponse.json(statement);
    }),
  );
  return sent;
}

const figure = (term: string) => screen.getByText(term, { selector: "dt" }).nextSibling;

describe("a company's payment terms, in the shop's company dialog (issue 41)", () => {
  it("issue 41: saves terms and limit together, refusing a bad limit here and showing the server's refusal under it", async () => {
    const sent = accountServer(aStatement(), (body) =>
      (body as { creditLimit: number }).creditLimit === 1000
        ? apiError(400, "Invalid body: creditLimit", {
            creditLimit: "Credit limit is below the open balance",
          })
        : null,
    );
    const user = userEvent.setup();
    renderWithProviders(<CompanyAccount companyId="co-1" />);

    const form = await screen.findByRole("form", { name: ON_ACCOUNT_TEXTS.terms });
    expect(figure(ON_ACCOUNT_TEXTS.terms)).toHaveTextContent("Net 30");
    expect(within(form).getByLabelText(ON_ACCOUNT_TEXTS.terms)).toHaveValue("net30");
    const limit = within(form).getByLabelText(ON_ACCOUNT_TEXTS.creditLimit);
    expect(limit).toHaveValue("5000");

    await user.selectOptions(within(form).getByLabelText(ON_ACCOUNT_TEXTS.terms), "Net 60");
    await user.clear(limit);
    await user.type(limit, "12.345");
    await user.click(within(form).getByRole("button", { name: TEXTS.saveTerms }));
    expect(limit).toHaveAccessibleDescription("Credit limit must be in whole cents");
    expect(limit).toHaveFocus();
    expect(sent).toEqual([]);

    await user.clear(limit);
    await user.type(limit, "1000");
    await user.click(within(form).getByRole("button", { name: TEXTS.saveTerms }));
    await waitFor(() => expect(limit).toHaveAccessibleDescription("Credit limit is below the open balance"));

    await user.clear(limit);
    await user.type(limit, "$8,000");
    await user.click(within(form).getByRole("button", { name: TEXTS.saveTerms }));
    await waitFor(() => expect(figure(ON_ACCOUNT_TEXTS.terms)).toHaveTextContent("Net 60"));
    expect(figure(TEXTS.creditLimit)).toHaveTextContent("$8,000.00");
    expect(figure(ON_ACCOUNT_TEXTS.available)).toHaveTextContent("$6,750.00");
    expect(sent.map(({ body }) => body)).toEqual([
      { paymentTerms: "net60", creditLimit: 1000 },
      { paymentTerms: "net60", creditLimit: 8000 },
    ]);
  });

  it("issue 41: a company on hold is marked, and 'Lift hold' lifts it", async () => {
    const sent = accountServer(aStatement({ terms: aTerms({ onHold: true }) }));
    const user = userEvent.setup();
    renderWithProviders(<CompanyAccount companyId="co-1" />);
    expect(await screen.findByText(ON_ACCOUNT_TEXTS.onHold)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: ON_ACCOUNT_TEXTS.liftHold }));
    await waitFor(() => expect(screen.queryByText(ON_ACCOUNT_TEXTS.onHold)).not.toBeInTheDocument());
    expect(sent.map(({ what }) => what)).toEqual(["POST hold-lift"]);
  });

  it("issue 41: lists the open invoices, and records a bank transfer only once the invoices' amounts add up to it", async () => {
    const sent = accountServer(aStatement(), (body) =>
      (body as { reference: string }).reference === "BACS 4410"
        ? apiError(400, "Invalid body: allocations.1.amount", {
            "allocations.1.amount": "Amount must be in whole cents",
          })
        : null,
    );
    const user = userEvent.setup();
    renderWithProviders(<CompanyAccount companyId="co-1" />);
    const table = await screen.findByRole("table", { name: `${TEXTS.openInvoices}, Hill Motors` });
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["2026-000101", "2026-000115"]);
    expect(bodyRowCells(table).map((cells) => cells[8])).toEqual(["$750.00", "$500.00"]);

    const toggle = screen.getByRole("button", { name: ON_ACCOUNT_TEXTS.recordTransfer });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    const form = screen.getByRole("form", { name: ON_ACCOUNT_TEXTS.recordTransfer });
    expect(within(form).getByLabelText(ON_ACCOUNT_TEXTS.transferDate)).toHaveValue("2026-06-20");
    await user.type(within(form).getByLabelText(ON_ACCOUNT_TEXTS.transferAmount), "1000");
    await user.type(within(form).getByLabelText(ON_ACCOUNT_TEXTS.transferReference), "BACS 4410");
    const first = within(form).getByLabelText(TEXTS.allocationLabel("2026-000101"));
    const second = within(form).getByLabelText(TEXTS.allocationLabel("2026-000115"));
    await user.type(first, "750");
    await user.type(second, "200");
    expect(form).toHaveTextContent(TEXTS.allocated(950, 1000));

    // $950.00 of $1,000.00: refused here, the focus on the first invoice's amount, nothing sent.
    const submit = within(form).getByRole("button", { name: ON_ACCOUNT_TEXTS.recordTransfer });
    await user.click(submit);
    expect(within(form).getByText(ON_ACCOUNT_TEXTS.allocationsMustAddUp)).toBeInTheDocument();
    expect(first).toHaveFocus();
    expect(sent).toEqual([]);

    // More than an invoice owes: refused here too, under that invoice.
    await user.clear(second);
    await user.type(second, "600");
    await user.clear(first);
    await user.type(first, "400");
    await user.click(submit);
    expect(second).toHaveAccessibleDescription(
      `${TEXTS.owedOnInvoice(500)} ${ON_ACCOUNT_TEXTS.overpayment(50_000, "2026-000115")}`,
    );
    expect(sent).toEqual([]);

    // Adding up: sent; the server's refusal of one allocation shows under its invoice.
    await user.clear(first);
    await user.type(first, "750");
    await user.clear(second);
    await user.type(second, "250");
    await user.click(submit);
    await waitFor(() =>
      expect(second).toHaveAccessibleDescription(`${TEXTS.owedOnInvoice(500)} Amount must be in whole cents`),
    );

    const reference = within(form).getByLabelText(ON_ACCOUNT_TEXTS.transferReference);
    await user.clear(reference);
    await user.type(reference, "BACS 4411");
    await user.click(submit);
    expect(await screen.findByText(ON_ACCOUNT_TEXTS.noOpenInvoices)).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: ON_ACCOUNT_TEXTS.recordTransfer })).not.toBeInTheDocument();
    expect(figure(ON_ACCOUNT_TEXTS.balance)).toHaveTextContent("$0.00");

    const allocations = [
      { invoiceId: "inv-1", amount: 750 },
      { invoiceId: "inv-2", amount: 250 },
    ];
    expect(sent.map(({ body }) => body)).toEqual([
      { amount: 1000, receivedOn: "2026-06-20", reference: "BACS 4410", allocations },
      { amount: 1000, receivedOn: "2026-06-20", reference: "BACS 4411", allocations },
    ]);
    expect(sent[0]?.key).toMatch(/^[\w-]{36}$/);
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
  });
});
