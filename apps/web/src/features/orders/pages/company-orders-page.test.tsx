import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MyCompany } from "@xpart/shared/schemas";
import { COMPANY_TEXTS, ORDER_TEXTS, TRADE_TEXTS } from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";

import { CompanyOrdersPage } from "#src/features/orders/pages/company-orders-page";
import { COMPANY_PAGE_TEXTS } from "#src/lib/company/company-texts";
import { paths } from "#src/lib/paths";
import { aCompany, aMyCompany } from "#src/testing/company-fixtures";
import { anOrder } from "#src/testing/fixtures";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";

vi.mock("#src/lib/auth/auth-context", () => ({
  useAuth: () => ({ user: { email: "ann@example.test" } }),
  knownUser: () => undefined,
}));

const apiError = (status: number, message: string) =>
  HttpResponse.json({ error: "Error", message, requestId: "r-1" }, { status });

/** Bob's paid drill, Bob's unpaid two-line purchase, and Ann's own unpaid grinder. */
const ORDERS = [
  anOrder({
    _id: "o-1",
    checkoutId: "c-1",
    email: "bob@example.test",
    status: "paid",
    paid: true,
    invoiceNumber: "2026-000123",
  }),
  anOrder({ _id: "o-2", checkoutId: "c-2", email: "bob@example.test", productName: "Brake pad" }),
  anOrder({ _id: "o-3", checkoutId: "c-2", email: "bob@example.test", productName: "Brake disc" }),
  anOrder({ _id: "o-4", checkoutId: "c-4", email: "ann@example.test", productName: "Angle grinder" }),
];

/** GET /api/company and GET /api/company/orders (filtered by `buyer` as the server does), recording the filters asked. */
function companyServer(mine: MyCompany, orders: () => Response | null = () => null) {
  const asked: string[] = [];
  server.use(
    http.get("/api/company", () => HttpResponse.json(mine)),
    http.get("/api/company/orders", ({ request }) => {
      const buyer = new URL(request.url).searchParams.get("buyer") ?? "";
      asked.push(buyer);
      return (
        orders() ??
        HttpResponse.json(ORDERS.filter((o) => !buyer || o.email.toLowerCase() === buyer.toLowerCase()))
      );
    }),
  );
  return asked;
}

const renderPage = (url: string = paths.companyOrders) =>
  renderWithProviders(<CompanyOrdersPage />, { url, path: paths.companyOrders });

afterEach(() => vi.restoreAllMocks());

describe("Company orders (issue 40)", () => {
  it("issue 40: a company admin sees every member's orders on read-only cards, filters by buyer and downloads an invoice", async () => {
    const asked = companyServer(aMyCompany());
    server.use(
      http.get(
        "/api/orders/:id/invoice",
        () => new HttpResponse("%PDF-1.7", { headers: { "Content-Type": "application/pdf" } }),
      ),
    );
    URL.createObjectURL = vi.fn(() => "blob:x-part");
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { router } = renderPage();

    expect(
      await screen.findByRole("heading", { name: COMPANY_TEXTS.companyOrders, level: 1 }),
    ).toBeInTheDocument();
    await screen.findByRole("article", { name: "Angle grinder" });
    // One card per checkout: the two-line purchase is one.
    expect(screen.getAllByRole("article")).toHaveLength(3);
    // Read-only: none of the customer's own actions, on anyone's order.
    for (const name of [TRADE_TEXTS.orderAgain, ORDER_TEXTS.cancelOrder, ORDER_TEXTS.paid])
      expect(screen.queryByRole("button", { name })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: ORDER_TEXTS.payment })).not.toBeInTheDocument();

    const filter = screen.getByRole("combobox", { name: "Buyer" });
    expect(
      within(filter)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      COMPANY_PAGE_TEXTS.allBuyers,
      "Ann Buyer (ann@example.test)",
      "Bob Byers (bob@example.test)",
      "Cy Approver (cy@example.test)",
    ]);
    await user.selectOptions(filter, "bob@example.test");
    await waitFor(() =>
      expect(screen.queryByRole("article", { name: "Angle grinder" })).not.toBeInTheDocument(),
    );
    expect(screen.getAllByRole("article")).toHaveLength(2);
    expect(router.state.location.search).toBe("?buyer=bob%40example.test");

    const paid = screen.getByRole("article", { name: "Cordless drill 18 V" });
    await user.click(within(paid).getByRole("button", { name: TRADE_TEXTS.downloadInvoice }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe("invoice-2026-000123.pdf");

    await user.selectOptions(filter, "cy@example.test");
    expect(await screen.findByText(COMPANY_PAGE_TEXTS.noBuyerOrders("cy@example.test"))).toBeInTheDocument();
    await user.click(
      screen.getByRole("button", { name: `Show ${COMPANY_PAGE_TEXTS.allBuyers.toLowerCase()}` }),
    );
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(3));
    expect(asked).toEqual(["", "bob@example.test", "cy@example.test", ""]);
  });

  it("issue 40: a buyer whose company shows buyers their own orders is told so, by the page or by the server's 403", async () => {
    const asked = companyServer(aMyCompany({ role: "buyer", userId: "u-bob" }));
    const hidden = renderPage();
    await screen.findByText(COMPANY_TEXTS.ordersHidden);
    expect(screen.getByRole("status")).toHaveTextContent(COMPANY_TEXTS.ordersHidden);
    expect(screen.getByRole("link", { name: "My Order" })).toHaveAttribute("href", paths.myOrders);
    expect(screen.queryByRole("combobox", { name: "Buyer" })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
    hidden.unmount();

    // The company has just stopped allowing it: the server's word is shown.
    companyServer(
      aMyCompany({ role: "buyer", userId: "u-bob", company: aCompany({ buyersSeeAllOrders: true }) }),
      () => apiError(403, COMPANY_TEXTS.ordersHidden),
    );
    renderPage();
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(COMPANY_TEXTS.ordersHidden));
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
  });

  it("issue 40: no orders yet, or no company at all, each says so", async () => {
    companyServer(aMyCompany({ role: "approver", userId: "u-cy" }), () => HttpResponse.json([]));
    const empty = renderPage();
    expect(await screen.findByText(COMPANY_PAGE_TEXTS.noCompanyOrders)).toBeInTheDocument();
    empty.unmount();

    server.use(http.get("/api/company", () => HttpResponse.json(null)));
    renderPage();
    expect(await screen.findByText(COMPANY_TEXTS.notInCompany)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: COMPANY_TEXTS.createCompany })).toHaveAttribute(
      "href",
      paths.company,
    );
  });
});
