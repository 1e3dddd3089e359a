import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AdminOrder } from "@xpart/shared/schemas";
import { ADMIN_TEXTS, PURCHASE_TEXTS, SHIPPING_TEXTS } from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";

import { AdminOrdersPage } from "#src/features/admin/pages/admin-orders-page";
import { AllOrderListPage } from "#src/features/admin/pages/all-order-list-page";
import { paths } from "#src/lib/paths";
import { anAdminOrder } from "#src/testing/fixtures";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";

/** A purchase of three lines (two paid, one given back in full) and an order of its own, newest first. */
const line = (n: number, changes: Partial<AdminOrder> = {}) =>
  anAdminOrder({
    _id: `o-${n}`,
    checkoutId: "o-1",
    productName: `Brake part ${n}`,
    price: 25,
    status: "paid",
    paid: true,
    poNumber: "PO-9",
    checkoutLines: 3,
    checkoutTotal: 75,
    ...changes,
  });
const single = anAdminOrder({ _id: "o-9", checkoutId: "o-9", productName: "Angle grinder" });

function ordersRoute() {
  const sent: { checkoutId: string; body: unknown }[] = [];
  let lines = [line(1), line(2), line(3, { refunded: 25 })];
  server.use(
    http.get("/api/allOrders", () =>
      HttpResponse.json([...lines, single], { headers: { "X-Total-Count": "4" } }),
    ),
    http.get("/api/allOrders/counts", () =>
      HttpResponse.json({ all: 4, unpaid: 1, paid: 3, shipped: 0, cancelled: 0 }),
    ),
    http.put("/api/checkouts/:checkoutId/ship", async ({ params, request }) => {
      const body = (await request.json()) as { carrier: string; trackingNumber: string };
      sent.push({ checkoutId: String(params.checkoutId), body });
      lines = lines.map((l) => (l.refunded ? l : { ...l, status: "shipped", ...body }));
      return HttpResponse.json({ modifiedCount: 2, orders: lines.slice(0, 2) });
    }),
  );
  return sent;
}

beforeEach(() => localStorage.setItem("accessToken", "token-1"));

describe("the admin's Orders group a purchase's lines (issue 39 item 3)", () => {
  it("shows the purchase's customer, PO, total and payment once above its lines' cards", async () => {
    ordersRoute();
    renderWithProviders(<AdminOrdersPage />, { url: paths.adminOrders, path: paths.adminOrders });
    const purchase = await screen.findByRole("region", { name: /^Purchase of / });
    expect(purchase).toHaveTextContent("PO-9");
    expect(purchase).toHaveTextContent(PURCHASE_TEXTS.lineCount(3));
    expect(purchase).toHaveTextContent("$75.00");
    expect(purchase).toHaveTextContent("Paid · Refunded $25.00");
    expect(
      within(purchase)
        .getAllByRole("article")
        .map((card) => card.querySelector("h2")?.textContent),
    ).toEqual(["Brake part 1", "Brake part 2", "Brake part 3"]);
    // Each line still ships on its own, as the spec has it.
    expect(within(purchase).getAllByRole("button", { name: ADMIN_TEXTS.approveBooking })).toHaveLength(3);
    // An order of its own stays a card of its own.
    expect(screen.getAllByRole("region", { name: /^Purchase of / })).toHaveLength(1);
    expect(purchase).not.toContainElement(screen.getByRole("article", { name: /Angle grinder/ }));
  });

  it("a page that shows part of a purchase still heads it with the whole purchase's lines and total", async () => {
    server.use(
      http.get("/api/allOrders", () =>
        HttpResponse.json([line(1), line(2)], { headers: { "X-Total-Count": "4" } }),
      ),
      http.get("/api/allOrders/counts", () =>
        HttpResponse.json({ all: 4, unpaid: 1, paid: 3, shipped: 0, cancelled: 0 }),
      ),
    );
    renderWithProviders(<AdminOrdersPage />, { url: paths.adminOrders, path: paths.adminOrders });
    const purchase = await screen.findByRole("region", { name: /^Purchase of / });
    expect(purchase).toHaveTextContent(`${PURCHASE_TEXTS.lineCount(3)} (${PURCHASE_TEXTS.notShownHere(1)})`);
    expect(purchase).toHaveTextContent("$75.00");
    expect(within(purchase).getAllByRole("article")).toHaveLength(2);
  });

  it("'Ship all paid lines' sends one carrier and tracking number for the purchase; its paid lines then show them", async () => {
    const sent = ordersRoute();
    const user = userEvent.setup();
    renderWithProviders(<AdminOrdersPage />, { url: paths.adminOrders, path: paths.adminOrders });
    const purchase = await screen.findByRole("region", { name: /^Purchase of / });
    await user.click(within(purchase).getByRole("button", { name: PURCHASE_TEXTS.shipAll }));

    const dialog = screen.getByRole("dialog", { name: PURCHASE_TEXTS.shipAllConfirm });
    expect(dialog).toHaveTextContent(PURCHASE_TEXTS.shipAllDescription("Ann Buyer, 7 Mill Lane"));
    await user.type(within(dialog).getByLabelText(new RegExp(`^${SHIPPING_TEXTS.carrier}`)), "DHL Freight");
    await user.type(within(dialog).getByLabelText(new RegExp(`^${SHIPPING_TEXTS.trackingNumber}`)), "JD0146");
    await user.click(within(dialog).getByRole("button", { name: "Yes, ship it" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent).toEqual([{ checkoutId: "o-1", body: { carrier: "DHL Freight", trackingNumber: "JD0146" } }]);
    await waitFor(() => expect(within(purchase).getAllByText("JD0146")).toHaveLength(2));
    expect(within(purchase).getByRole("button", { name: PURCHASE_TEXTS.shipAll })).toBeDisabled();
  });
});

describe("the All Order List groups a purchase's lines under its row (issue 39 item 3)", () => {
  it("sorted by date: the purchase's row, then its lines, numbered as the list pages them", async () => {
    ordersRoute();
    renderWithProviders(<AllOrderListPage />, { url: paths.allOrderList, path: paths.allOrderList });
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.querySelector("th")?.textContent?.slice(0, 12))).toEqual([
      "Purchase of ",
      "1",
      "2",
      "3",
      "4",
    ]);
    expect(rows[0]).toHaveTextContent("PO PO-9");
    expect(rows[0]).toHaveTextContent("$75.00");
  });
});
