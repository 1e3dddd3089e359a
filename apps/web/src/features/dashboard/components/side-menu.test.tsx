import type { QueryClient } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import type { MyCompany } from "@xpart/shared/schemas";
import { APPROVAL_TEXTS, COMPANY_TEXTS, ON_ACCOUNT_TEXTS, QUOTE_TEXTS } from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";

import { COMPANY_PAGE_TEXTS } from "#src/lib/company/company-texts";
import { paths } from "#src/lib/paths";
import { queryKeys } from "#src/lib/query-keys";
import { aCompany, aMyCompany } from "#src/testing/company-fixtures";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";

import { SideMenu } from "./side-menu";

vi.mock("#src/lib/auth/auth-context", () => ({
  useAuth: () => ({ user: { email: "ann@example.test" }, signOut: vi.fn() }),
}));

const labels = () =>
  within(screen.getByRole("list"))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

/** The admin check's answer, and GET /api/company's (null: 404) unless the menu must not ask it. */
function answers(admin: boolean, company?: MyCompany | null) {
  server.use(http.get("/api/admin/:email", () => HttpResponse.json({ admin })));
  if (company !== undefined)
    server.use(
      http.get("/api/company", () => (company ? HttpResponse.json(company) : HttpResponse.json(null))),
    );
}

/** Where the menu's read of GET /api/company stands. */
const companyRead = (client: QueryClient) =>
  client.getQueryState(queryKeys.company.mine("ann@example.test"))?.status;

const CUSTOMER_BEFORE = ["Home", "Order Table", "My Order", "Add Review", "Quick order"];
const CUSTOMER_AFTER = ["Blog", "My Profile", "Sign Out"];

/** The menu of a customer in `company`, once its 'Company orders' item is in. */
async function menuWithCompanyOrders(company: MyCompany) {
  answers(false, company);
  renderWithProviders(<SideMenu />);
  // The admin check's schema loads with zod on its first answer: slow on a busy machine.
  await screen.findByRole("link", { name: COMPANY_TEXTS.companyOrders }, { timeout: 5000 });
}

describe("the side menu's company items (issue 40)", () => {
  it("issue 40: a company admin or approver has 'Company', 'Company orders' and 'Orders to approve' after the ordering items", async () => {
    await menuWithCompanyOrders(aMyCompany({ role: "approver" }));
    expect(labels()).toEqual([
      ...CUSTOMER_BEFORE,
      COMPANY_TEXTS.company,
      COMPANY_TEXTS.companyOrders,
      APPROVAL_TEXTS.approvals,
      QUOTE_TEXTS.quotes,
      ...CUSTOMER_AFTER,
    ]);
    expect(screen.getByRole("link", { name: APPROVAL_TEXTS.approvals })).toHaveAttribute(
      "href",
      paths.approvals,
    );
    expect(screen.getByRole("link", { name: COMPANY_TEXTS.companyOrders })).toHaveAttribute(
      "href",
      paths.companyOrders,
    );
  });

  it("issue 40: a buyer sees 'Company orders' only when the company allows it; a customer in no company has 'Company'", async () => {
    answers(false, aMyCompany({ role: "buyer", company: aCompany({ buyersSeeAllOrders: false }) }));
    const buyer = renderWithProviders(<SideMenu />);
    await waitFor(() => expect(companyRead(buyer.queryClient)).toBe("success"), { timeout: 5000 });
    expect(labels()).toEqual([
      ...CUSTOMER_BEFORE,
      COMPANY_TEXTS.company,
      QUOTE_TEXTS.quotes,
      ...CUSTOMER_AFTER,
    ]);
    buyer.unmount();

    answers(false, aMyCompany({ role: "buyer", company: aCompany({ buyersSeeAllOrders: true }) }));
    const allowed = renderWithProviders(<SideMenu />);
    expect(
      await screen.findByRole("link", { name: COMPANY_TEXTS.companyOrders }, { timeout: 5000 }),
    ).toBeInTheDocument();
    allowed.unmount();

    answers(false, null);
    const none = renderWithProviders(<SideMenu />);
    await waitFor(() => expect(companyRead(none.queryClient)).toBe("success"), { timeout: 5000 });
    expect(labels()).toEqual([...CUSTOMER_BEFORE, COMPANY_TEXTS.company, ...CUSTOMER_AFTER]);
    expect(screen.getByRole("link", { name: COMPANY_TEXTS.company })).toHaveAttribute("href", paths.company);
  });

  it("issue 40: 'Orders to approve' is a company admin's too, and never a buyer's, even one who sees every company order", async () => {
    answers(false, aMyCompany({ role: "company-admin" }));
    const admin = renderWithProviders(<SideMenu />);
    expect(
      await screen.findByRole("link", { name: APPROVAL_TEXTS.approvals }, { timeout: 5000 }),
    ).toHaveAttribute("href", paths.approvals);
    admin.unmount();

    await menuWithCompanyOrders(
      aMyCompany({ role: "buyer", company: aCompany({ buyersSeeAllOrders: true }) }),
    );
    expect(labels()).toEqual([
      ...CUSTOMER_BEFORE,
      COMPANY_TEXTS.company,
      COMPANY_TEXTS.companyOrders,
      QUOTE_TEXTS.quotes,
      ...CUSTOMER_AFTER,
    ]);
    expect(screen.queryByRole("link", { name: APPROVAL_TEXTS.approvals })).not.toBeInTheDocument();
  });

  it("issue 40: a shop admin has 'Companies' after All Users, and no company is asked for", async () => {
    // No /api/company handler: asking it would fail the test.
    answers(true);
    renderWithProviders(<SideMenu />);
    expect(
      await screen.findByRole("link", { name: COMPANY_PAGE_TEXTS.companies }, { timeout: 5000 }),
    ).toHaveAttribute("href", paths.companies);
    const items = labels();
    expect(items.indexOf(COMPANY_PAGE_TEXTS.companies)).toBe(items.indexOf("All Users") + 1);
    expect(items).not.toContain(COMPANY_TEXTS.company);
    expect(items).not.toContain(APPROVAL_TEXTS.approvals);
  });

  it("issue 41: a shop admin has 'Receivables' after 'Companies'; a company admin has 'Statement', an approver not", async () => {
    answers(true);
    const shop = renderWithProviders(<SideMenu />);
    expect(
      await screen.findByRole("link", { name: ON_ACCOUNT_TEXTS.receivables }, { timeout: 5000 }),
    ).toHaveAttribute("href", paths.receivables);
    const items = labels();
    expect(items.indexOf(ON_ACCOUNT_TEXTS.receivables)).toBe(items.indexOf(COMPANY_PAGE_TEXTS.companies) + 1);
    expect(items).not.toContain(ON_ACCOUNT_TEXTS.statement);
    shop.unmount();

    answers(false, aMyCompany({ role: "company-admin" }));
    const admin = renderWithProviders(<SideMenu />);
    expect(
      await screen.findByRole("link", { name: ON_ACCOUNT_TEXTS.statement }, { timeout: 5000 }),
    ).toHaveAttribute("href", paths.statement);
    expect(labels()).toEqual([
      ...CUSTOMER_BEFORE,
      COMPANY_TEXTS.company,
      COMPANY_TEXTS.companyOrders,
      APPROVAL_TEXTS.approvals,
      ON_ACCOUNT_TEXTS.statement,
      QUOTE_TEXTS.quotes,
      ...CUSTOMER_AFTER,
    ]);
    admin.unmount();

    await menuWithCompanyOrders(aMyCompany({ role: "approver" }));
    expect(labels()).not.toContain(ON_ACCOUNT_TEXTS.statement);
    expect(labels()).not.toContain(ON_ACCOUNT_TEXTS.receivables);
  });

  it("issue 41: 'Quotes' is every member's (none for a customer in no company); the shop admin's is after 'Receivables'", async () => {
    answers(true);
    const shop = renderWithProviders(<SideMenu />);
    expect(await screen.findByRole("link", { name: QUOTE_TEXTS.quotes }, { timeout: 5000 })).toHaveAttribute(
      "href",
      paths.adminQuotes,
    );
    const items = labels();
    expect(items.indexOf(QUOTE_TEXTS.quotes)).toBe(items.indexOf(ON_ACCOUNT_TEXTS.receivables) + 1);
    shop.unmount();

    answers(false, aMyCompany({ role: "buyer" }));
    const buyer = renderWithProviders(<SideMenu />);
    expect(await screen.findByRole("link", { name: QUOTE_TEXTS.quotes }, { timeout: 5000 })).toHaveAttribute(
      "href",
      paths.quotes,
    );
    buyer.unmount();

    answers(false, null);
    const none = renderWithProviders(<SideMenu />);
    await waitFor(() => expect(companyRead(none.queryClient)).toBe("success"), { timeout: 5000 });
    expect(labels()).not.toContain(QUOTE_TEXTS.quotes);
  });
});
