import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ORDER_TABLE_COLUMNS, ORDER_TEXTS, PURCHASE_TEXTS, TRADE_TEXTS } from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { MyOrdersPage } from "#src/features/orders/pages/my-orders-page";
import { OrderTablePage } from "#src/features/orders/pages/order-table-page";
import { paths } from "#src/lib/paths";
import { anOrder } from "#src/testing/fixtures";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";
import { columnHeads } from "#src/testing/table-cells";

vi.mock("#src/lib/auth/auth-context", () => ({ useAuth: () => ({ user: { email: "ann@example.test" } }) }));

/** One order of its own, then a seven-line quick order, then another order of its own: oldest first. */
const single = anOrder({ _id: "o-1", checkoutId: "o-1", productName: "Cordless drill 18 V" });
const lines = Array.from({ length: 7 }, (_, i) =>
  anOrder({
    _id: `o-${i + 2}`,
    checkoutId: "o-2",
    productName: `Brake part ${i + 1}`,
    price: 10,
    poNumber: "PO-9",
    createdAt: "2026-05-16T09:00:00.000Z",
  }),
);
const later = anOrder({ _id: "o-9", checkoutId: "o-9", productName: "Angle grinder" });

beforeEach(() => {
  localStorage.setItem("accessToken", "token-1");
  server.use(http.get("/api/orders", () => HttpResponse.json([single, ...lines, later])));
});

describe("My Order groups a checkout's lines (issue 39 item 1)", () => {
  it("shows a seven-line purchase as one card beside the spec's cards, with one 'Payment' and one 'Order again'", async () => {
    renderWithProviders(<MyOrdersPage />, { url: paths.myOrders });
    await screen.findByRole("article", { name: /^Purchase of / });
    const cards = screen.getAllByRole("article");
    expect(
      cards.map((card) => card.getAttribute("aria-labelledby") && card.querySelector("h2")?.textContent),
    ).toEqual(["Cordless drill 18 V", expect.stringMatching(/^Purchase of /), "Angle grinder"]);
    const purchase = cards[1]!;
    expect(within(purchase).getAllByRole("heading", { level: 3 })).toHaveLength(7);
    expect(within(purchase).getAllByRole("link", { name: ORDER_TEXTS.payment })).toHaveLength(1);
    expect(within(purchase).getAllByRole("button", { name: TRADE_TEXTS.orderAgain })).toHaveLength(1);
    expect(purchase).toHaveTextContent("$70.00");

    // Cancelling the purchase says it cancels every line (one payment covers them all, decision 0031).
    await userEvent.setup().click(within(purchase).getByRole("button", { name: ORDER_TEXTS.cancelOrder }));
    expect(await screen.findByRole("dialog")).toHaveTextContent(PURCHASE_TEXTS.cancelsEveryLine(7));
  });
});

describe("the Order Table groups a checkout's lines under a purchase row (issue 39 item 2)", () => {
  it("keeps the spec's columns and numbers; the purchase's row has the one 'Pay Now' and folds its lines away", async () => {
    const user = userEvent.setup();
    renderWithProviders(<OrderTablePage />, { url: paths.orderTable });
    const table = await screen.findByRole("table");
    expect(columnHeads(table)).toEqual([...ORDER_TABLE_COLUMNS]);
    // The '#' column's headers (the purchase's own row head spans the table and is not one of them).
    const numbers = within(table)
      .getAllByRole("rowheader")
      .filter((th) => th.getAttribute("scope") === "row");
    expect(numbers.map((th) => th.textContent)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9"]);

    const head = within(table).getByRole("button", { name: /^Purchase of .*Hide lines$/ });
    expect(head).toHaveAttribute("aria-expanded", "true");
    const group = head.closest("tbody")!;
    expect(group).toHaveTextContent("PO PO-9");
    expect(group).toHaveTextContent(PURCHASE_TEXTS.lineCount(7));
    expect(group).toHaveTextContent("$70.00");
    expect(group).toHaveTextContent("Awaiting payment");
    // One 'Pay Now' per purchase: the two single orders' and the purchase's.
    expect(within(table).getAllByRole("link", { name: new RegExp(`^${ORDER_TEXTS.payNow}`) })).toHaveLength(
      3,
    );
    expect(within(table).getAllByRole("button", { name: TRADE_TEXTS.orderAgain })).toHaveLength(3);

    const linesBody = document.getElementById(head.getAttribute("aria-controls")!)!;
    expect(within(linesBody).getAllByRole("row")).toHaveLength(7);
    await user.click(head);
    expect(head).toHaveAttribute("aria-expanded", "false");
    expect(linesBody).not.toBeVisible();
    expect(within(table).getByRole("button", { name: /Show lines$/ })).toBe(head);
  });
});
