import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SalesDashboard } from "@xpart/shared/schemas";
import { SALES_TEXTS, TEXTS } from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";

import { drawSalesChart } from "#src/features/sales/components/sales-chart-canvas";
import { SalesPage } from "#src/features/sales/pages/sales-page";
import { paths } from "#src/lib/paths";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";

// jsdom draws no canvas: the chart's drawing is checked by what it is given, the page by its text alternative.
vi.mock("#src/features/sales/components/sales-chart-canvas", () => ({
  drawSalesChart: vi.fn(() => () => {}),
}));

const aDashboard = (changes: Partial<SalesDashboard> = {}): SalesDashboard => ({
  from: "2026-11-22",
  to: "2026-11-24",
  days: [
    { day: "2026-11-22", revenue: 0, orders: 0 },
    { day: "2026-11-23", revenue: 1234.5, orders: 3 },
    { day: "2026-11-24", revenue: 45.5, orders: 2 },
  ],
  revenue: 1280,
  revenueOnAccount: 1000,
  paidOrders: 5,
  averageOrderValue: 256,
  statusCounts: { all: 12, "awaiting-approval": 0, unpaid: 4, paid: 3, shipped: 2, cancelled: 3 },
  topProducts: [
    { _id: "p-1", name: "Torque wrench", quantity: 70, revenue: 1200 },
    { _id: null, name: "Old vise", quantity: 1, revenue: 80 },
  ],
  topCompanies: [{ _id: "c-1", name: "Northside Fleet", orders: 3, revenue: 1000 }],
  newCustomers: 7,
  payments: { attempted: 8, failed: 1, failureRate: 0.125 },
  lowStock: [
    {
      _id: "p-9",
      name: "Brake pads",
      sku: "BP-8",
      availableQty: 8,
      reorderThreshold: 10,
      lowStockSince: "2026-11-24T09:30:00.000Z",
    },
  ],
  ...changes,
});

const answer = (body: () => Response) => server.use(http.get("/api/admin/dashboard", body));
const renderPage = () => renderWithProviders(<SalesPage />, { url: paths.sales, path: paths.sales });
const figure = (label: string) => screen.getByText(label, { selector: "dt" }).parentElement!;
const region = (name: string) => screen.getByRole("region", { name });

describe("SalesPage (issue 27: the owner's sales dashboard)", () => {
  it("issue 27: shows the window's figures in dollars, the status counts, best sellers and the products to restock", async () => {
    answer(() => HttpResponse.json(aDashboard()));
    renderPage();
    expect(screen.getByRole("heading", { name: SALES_TEXTS.heading, level: 1 })).toBeInTheDocument();
    expect(await screen.findByText("$1,280.00")).toBeInTheDocument();
    expect(figure(SALES_TEXTS.revenue)).toHaveTextContent("$1,280.00");
    // Issue 41: sales on account beside card sales.
    expect(figure(SALES_TEXTS.revenue)).toHaveTextContent("$280.00 by card, $1,000.00 on account");
    expect(figure(SALES_TEXTS.paidOrders)).toHaveTextContent("5");
    expect(figure(SALES_TEXTS.averageOrderValue)).toHaveTextContent("$256.00");
    expect(figure(SALES_TEXTS.newCustomers)).toHaveTextContent("7");
    expect(figure(SALES_TEXTS.paymentFailureRate)).toHaveTextContent("12.5%");
    expect(figure(SALES_TEXTS.paymentFailureRate)).toHaveTextContent("1 of 8 payments failed");

    const status = screen.getByRole("heading", { name: SALES_TEXTS.statusCounts }).parentElement!;
    expect(status).toHaveTextContent(/Unpaid\s*4/);
    expect(status).toHaveTextContent(/Shipped\s*2/);
    expect(status).toHaveTextContent(/All orders\s*12/);

    const top = within(region(SALES_TEXTS.topProducts)).getAllByRole("row").slice(1);
    expect(top.map((row) => row.textContent)).toEqual(["Torque wrench70$1,200.00", "Old vise1$80.00"]);
    // Issue 40: the companies whose members bought the most.
    const companies = within(region(SALES_TEXTS.topCompanies)).getAllByRole("row").slice(1);
    expect(companies.map((row) => row.textContent)).toEqual(["Northside Fleet3$1,000.00"]);

    const low = within(region(SALES_TEXTS.lowStock)).getAllByRole("row").slice(1);
    expect(low).toHaveLength(1);
    expect(low[0]).toHaveTextContent(/Brake padsBP-8810/);
    expect(within(low[0]!).getByRole("link", { name: "Brake pads" })).toHaveAttribute(
      "href",
      "/dashboard/manage?q=Brake+pads",
    );
  });

  it("issue 27: the chart has a text alternative, a table of each UTC day's revenue and orders, and is drawn from the same figures", async () => {
    answer(() => HttpResponse.json(aDashboard()));
    renderPage();
    const table = await screen.findByRole("table", { name: SALES_TEXTS.chartAlternative });
    expect(
      within(table)
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(["Sun, Nov 22$0.000", "Mon, Nov 23$1,234.503", "Tue, Nov 24$45.502"]);
    expect(screen.getByRole("figure", { name: SALES_TEXTS.perDay })).toBeInTheDocument();
    await vi.waitFor(() => expect(drawSalesChart).toHaveBeenCalled());
    const [, columns] = vi.mocked(drawSalesChart).mock.calls.at(-1)!;
    expect(columns).toEqual([
      [1_795_305_600, 1_795_392_000, 1_795_478_400],
      [0, 1234.5, 45.5],
      [0, 3, 2],
    ]);
  });

  it("issue 27: a shop without sales, payments or low stock says so instead of an empty chart and tables", async () => {
    answer(() =>
      HttpResponse.json(
        aDashboard({
          days: [{ day: "2026-11-24", revenue: 0, orders: 0 }],
          revenue: 0,
          revenueOnAccount: 0,
          paidOrders: 0,
          averageOrderValue: null,
          topProducts: [],
          topCompanies: [],
          payments: { attempted: 0, failed: 0, failureRate: null },
          lowStock: [],
        }),
      ),
    );
    renderPage();
    expect(await screen.findByText(SALES_TEXTS.noLowStock)).toBeInTheDocument();
    expect(screen.getByText(SALES_TEXTS.noCompanySales)).toBeInTheDocument();
    expect(screen.getAllByText(SALES_TEXTS.noSales)).toHaveLength(2);
    expect(screen.queryByRole("figure")).not.toBeInTheDocument();
    expect(figure(SALES_TEXTS.averageOrderValue)).toHaveTextContent("n/a");
    expect(figure(SALES_TEXTS.paymentFailureRate)).toHaveTextContent(/n\/a\s*No payments yet/);
  });

  it("issue 27: shows a failed load with 'Try again', and the figures when asked again", async () => {
    let calls = 0;
    answer(() => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ error: "Error", message: "The shop is busy", requestId: "r" }, { status: 503 })
        : HttpResponse.json(aDashboard());
    });
    renderPage();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The shop is busy");
    await userEvent.setup().click(within(alert).getByRole("button", { name: TEXTS.retry }));
    expect(await screen.findByText("$1,280.00")).toBeInTheDocument();
  });
});
