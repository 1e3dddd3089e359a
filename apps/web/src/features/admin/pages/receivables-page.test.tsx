import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ACTIVITY_TEXTS, ON_ACCOUNT_TEXTS } from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ReceivablesPage } from "#src/features/admin/pages/receivables-page";
import { ON_ACCOUNT_PAGE_TEXTS as TEXTS } from "#src/lib/company/on-account-texts";
import { formatDay } from "#src/lib/format-date";
import { paths } from "#src/lib/paths";
import { aReceivable, aReceivables } from "#src/testing/account-fixtures";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";
import { bodyRowCells, columnHeads } from "#src/testing/table-cells";

/** Zulu Trucks: over 90 days late and on hold, so the server lists it first though its name sorts last. */
const ZULU = aReceivable({
  companyId: "co-9",
  companyName: "Zulu Trucks",
  paymentTerms: "net60",
  creditLimit: 20000,
  balance: 3200.5,
  overdue: 3200.5,
  onHold: true,
  oldestDueOn: "2026-02-10",
  ageing: { current: 0, "1-30": 0, "31-60": 0, "61-90": 1200, "over-90": 2000.5 },
});
const HILL = aReceivable();

const renderPage = () =>
  renderWithProviders(<ReceivablesPage />, { url: paths.receivables, path: paths.receivables });

describe("Receivables, the shop admin's page (issue 41)", () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => "blob:x-part");
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it("issue 41: one row per company in the server's order (most overdue first), with terms, ageing, hold and oldest due, and the totals", async () => {
    server.use(http.get("/api/admin/receivables", () => HttpResponse.json(aReceivables([ZULU, HILL]))));
    renderPage();
    const table = await screen.findByRole("table", { name: TEXTS.receivablesCaption });
    expect(screen.getByRole("heading", { name: ON_ACCOUNT_TEXTS.receivables, level: 1 })).toBeInTheDocument();
    expect(columnHeads(table)).toEqual([
      TEXTS.company,
      ON_ACCOUNT_TEXTS.terms,
      TEXTS.creditLimit,
      ON_ACCOUNT_TEXTS.balance,
      TEXTS.overdue,
      "Current",
      "1–30 days",
      "31–60 days",
      "61–90 days",
      "Over 90 days",
      TEXTS.oldestDue,
    ]);
    const names = within(table)
      .getAllByRole("rowheader")
      .map((cell) => cell.textContent);
    expect(names).toEqual([`Zulu Trucks${ON_ACCOUNT_TEXTS.onHold}`, "Hill Motors", TEXTS.total]);
    expect(within(table).getByRole("link", { name: "Zulu Trucks" })).toHaveAttribute(
      "href",
      `${paths.companies}?q=Zulu+Trucks`,
    );
    expect(bodyRowCells(table)).toEqual([
      [
        "Net 60",
        "$20,000.00",
        "$3,200.50",
        "$3,200.50",
        "—",
        "—",
        "—",
        "$1,200.00",
        "$2,000.50",
        formatDay("2026-02-10"),
      ],
      [
        "Net 30",
        "$5,000.00",
        "$1,250.00",
        "$750.00",
        "$500.00",
        "$750.00",
        "—",
        "—",
        "—",
        formatDay("2026-06-08"),
      ],
      ["", "", "$4,450.50", "$3,950.50", "$500.00", "$750.00", "—", "$1,200.00", "$2,000.50", ""],
    ]);
  });

  it("issue 41: says nobody owes anything when no company does, and 'Export CSV' saves the table's file", async () => {
    const exported: string[] = [];
    server.use(
      http.get("/api/admin/receivables", () => HttpResponse.json(aReceivables([]))),
      http.get("/api/admin/receivables/export", ({ request }) => {
        exported.push(request.headers.get("Accept") ?? "");
        return new HttpResponse("company,balance\n", { headers: { "Content-Type": "text/csv" } });
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(ON_ACCOUNT_TEXTS.noReceivables)).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: ACTIVITY_TEXTS.exportCsv }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe("x-part-receivables.csv");
    expect(exported).toEqual(["text/csv"]);
  });
});
