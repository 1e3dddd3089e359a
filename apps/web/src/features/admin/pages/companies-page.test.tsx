import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AdminCompany, Company, CompanyListItem } from "@xpart/shared/schemas";
import { COMPANY_TEXTS, ON_ACCOUNT_TEXTS } from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { CompaniesPage } from "#src/features/admin/pages/companies-page";
import { COMPANY_PAGE_TEXTS } from "#src/lib/company/company-texts";
import { paths } from "#src/lib/paths";
import { aStatement } from "#src/testing/account-fixtures";
import { aCompany, aMember, anInvitation } from "#src/testing/company-fixtures";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";
import { bodyRowCells } from "#src/testing/table-cells";

const HILL = aCompany();
const FLEET = aCompany({
  id: "co-2",
  name: "Fleet & Co",
  taxId: null,
  createdAt: "2026-05-03T09:00:00.000Z",
});

/** The shop's companies as the server keeps them: searched by name, tax ID or a member's email, changed by PATCH. */
function companiesServer() {
  let companies: Company[] = [FLEET, HILL];
  const searched: string[] = [];
  const patches: unknown[] = [];
  const members = { "co-1": 3, "co-2": 1 } as Record<string, number>;
  const list = (q: string): CompanyListItem[] =>
    companies
      .filter((c) => !q || c.name.toLowerCase().includes(q.toLowerCase()) || c.taxId?.includes(q))
      .map((c) => ({ ...c, members: members[c.id] ?? 0 }));
  server.use(
    http.get("/api/admin/companies", ({ request }) => {
      const q = new URL(request.url).searchParams.get("q") ?? "";
      searched.push(q);
      return HttpResponse.json(list(q));
    }),
    http.get("/api/admin/companies/:id", ({ params }) => {
      const company = companies.find((c) => c.id === params.id)!;
      const detail: AdminCompany = {
        company,
        members: [
          aMember(),
          aMember({ userId: "u-bob", email: "bob@example.test", name: "Bob", role: "buyer" }),
        ],
        invitations: [anInvitation()],
      };
      return HttpResponse.json(detail);
    }),
    http.get("/api/admin/companies/:id/statement", () => HttpResponse.json(aStatement())),
    http.patch("/api/admin/companies/:id", async ({ params, request }) => {
      const body = (await request.json()) as Partial<Company>;
      patches.push(body);
      companies = companies.map((c) => (c.id === params.id ? { ...c, ...body } : c));
      return HttpResponse.json(companies.find((c) => c.id === params.id));
    }),
  );
  return { searched, patches };
}

const renderPage = (url: string = paths.companies) =>
  renderWithProviders(<CompaniesPage />, { url, path: paths.companies });

describe("Companies, the shop admin's page (issue 40)", () => {
  it("issue 40: lists the companies with tax ID, members and creation date, and searches them (q in the address)", async () => {
    const { searched } = companiesServer();
    const user = userEvent.setup();
    const { router } = renderPage();
    expect(
      await screen.findByRole("heading", { name: COMPANY_PAGE_TEXTS.companies, level: 1 }),
    ).toBeInTheDocument();
    const table = await screen.findByRole("table");
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Fleet & Co", "Hill Motors"]);
    expect(bodyRowCells(table).map((cells) => cells.slice(0, 2))).toEqual([
      ["—", "1"],
      ["GB123456789", "3"],
    ]);

    await user.type(screen.getByRole("searchbox", { name: "Search companies" }), "hill{Enter}");
    await waitFor(() => expect(within(screen.getByRole("table")).getAllByRole("rowheader")).toHaveLength(1));
    expect(screen.getByRole("table")).toHaveTextContent("Hill Motors");
    expect(router.state.location.search).toBe("?q=hill");

    await user.clear(screen.getByRole("searchbox", { name: "Search companies" }));
    await user.type(screen.getByRole("searchbox", { name: "Search companies" }), "nobody{Enter}");
    expect(await screen.findByText('No companies match "nobody".')).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show all companies" }));
    await waitFor(() => expect(within(screen.getByRole("table")).getAllByRole("rowheader")).toHaveLength(2));
    expect(searched).toEqual(["", "hill", "nobody", ""]);
  });

  it("issue 40: 'View' shows the members, roles and open invitations; the 'Tax exempt' switch and the details send PATCH", async () => {
    const { patches } = companiesServer();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "View Hill Motors" }));
    const dialog = await screen.findByRole("dialog", { name: "Hill Motors" });
    await within(dialog).findByRole("heading", { name: `${COMPANY_TEXTS.members} (2)` });
    expect(dialog).toHaveTextContent("bob@example.test");
    expect(dialog).toHaveTextContent("Buyer");
    expect(dialog).toHaveTextContent("dan@example.test");
    // Issue 41: its payment terms, with the form that changes them.
    expect(await within(dialog).findByRole("form", { name: ON_ACCOUNT_TEXTS.terms })).toBeInTheDocument();

    const exempt = within(dialog).getByRole("switch", { name: COMPANY_TEXTS.taxExempt });
    expect(exempt).not.toBeChecked();
    await user.click(exempt);
    await waitFor(() =>
      expect(within(dialog).getByRole("switch", { name: COMPANY_TEXTS.taxExempt })).toBeChecked(),
    );
    expect(patches).toEqual([{ taxExempt: true }]);
    // The list follows: the company is marked tax exempt there too.
    await waitFor(() =>
      expect(screen.getByRole("rowheader", { name: /Hill Motors/ })).toHaveTextContent(
        COMPANY_TEXTS.taxExempt,
      ),
    );

    const form = within(dialog).getByRole("form", { name: "Company details" });
    await user.clear(within(form).getByLabelText(COMPANY_TEXTS.billingAddress));
    await user.click(within(form).getByRole("button", { name: "Save details" }));
    expect(within(form).getByLabelText(COMPANY_TEXTS.billingAddress)).toHaveAccessibleDescription(
      "Billing address is required",
    );
    expect(patches).toHaveLength(1);
    await user.type(within(form).getByLabelText(COMPANY_TEXTS.billingAddress), "9 New Road, York");
    await user.click(within(form).getByRole("button", { name: "Save details" }));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]).toEqual({
      name: "Hill Motors",
      taxId: "GB123456789",
      billingAddress: "9 New Road, York",
    });
  });
});
