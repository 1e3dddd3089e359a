import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ORDER_TABLE_COLUMNS, TRADE_TEXTS } from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { MyOrdersPage } from "#src/features/orders/pages/my-orders-page";
import { OrderTablePage } from "#src/features/orders/pages/order-table-page";
import { paths } from "#src/lib/paths";
import { anOrder } from "#src/testing/fixtures";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";
import { columnHeads } from "#src/testing/table-cells";

vi.mock("#src/lib/auth/auth-context", () => ({ useAuth: () => ({ user: { email: "ann@example.test" } }) }));

const paid = anOrder({
  _id: "o-1",
  status: "paid",
  paid: true,
  transactionId: "pi_1",
  poNumber: "PO-7781",
  invoiceNumber: "2026-000123",
});
const unpaid = anOrder({ _id: "o-2", checkoutId: "o-2", productName: "Angle grinder" });

beforeEach(() => {
  localStorage.setItem("accessToken", "token-1");
  server.use(http.get("/api/orders", () => HttpResponse.json([paid, unpaid])));
});
afterEach(() => vi.restoreAllMocks());

const emptyCart = { lines: [], total: 0 };

describe("Order Table and My Order: 'Order again', invoices, PO numbers (issue 26)", () => {
  it("keeps the spec's columns and shows the PO number and the invoice only where there is one", async () => {
    renderWithProviders(<OrderTablePage />, { url: paths.orderTable });
    const table = await screen.findByRole("table");
    expect(columnHeads(table)).toEqual([...ORDER_TABLE_COLUMNS]);
    const [paidRow, unpaidRow] = within(table).getAllByRole("row").slice(1);
    expect(paidRow).toHaveTextContent("PO PO-7781");
    expect(within(paidRow!).getByRole("button", { name: TRADE_TEXTS.downloadInvoice })).toBeInTheDocument();
    expect(within(unpaidRow!).queryByRole("button", { name: TRADE_TEXTS.downloadInvoice })).toBeNull();
    expect(within(unpaidRow!).getByRole("button", { name: TRADE_TEXTS.orderAgain })).toBeInTheDocument();
  });

  it("'Order again' puts the order back in the cart and says what changed, with a way to the cart", async () => {
    const asked: string[] = [];
    server.use(
      http.post("/api/orders/:id/reorder", ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json({
          outcomes: [
            {
              status: "added",
              productId: "p-1",
              requested: 50,
              quantity: 50,
              reasons: [TRADE_TEXTS.priceChanged(19.99, 21)],
              productName: "Cordless drill 18 V",
            },
            {
              status: "refused",
              productId: null,
              requested: 20,
              quantity: 0,
              reasons: [TRADE_TEXTS.productGone],
              productName: "Old saw",
            },
          ],
          cart: emptyCart,
        });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<OrderTablePage />, { url: paths.orderTable });
    const row = within(await screen.findByRole("table")).getAllByRole("row")[1]!;
    await user.click(within(row).getByRole("button", { name: TRADE_TEXTS.orderAgain }));

    const dialog = await screen.findByRole("dialog", { name: TRADE_TEXTS.orderAgain });
    expect(asked).toEqual(["o-1"]);
    const [drill, saw] = within(dialog)
      .getAllByRole("listitem")
      .filter((item) => item.querySelector("ul"));
    expect(drill).toHaveTextContent("Cordless drill 18 V");
    expect(drill).toHaveTextContent("Added");
    expect(drill).toHaveTextContent("Price changed from $19.99 to $21.00 each");
    expect(saw).toHaveTextContent("Not added");
    expect(saw).toHaveTextContent(TRADE_TEXTS.productGone);
    expect(within(dialog).getByRole("link", { name: "View cart" })).toHaveAttribute("href", paths.cart);
  });

  it("'Download invoice' fetches the PDF with the token and saves it", async () => {
    const auth: (string | null)[] = [];
    server.use(
      http.get("/api/orders/:id/invoice", ({ request }) => {
        auth.push(request.headers.get("Authorization"));
        return new HttpResponse("%PDF-1.7", { headers: { "Content-Type": "application/pdf" } });
      }),
    );
    URL.createObjectURL = vi.fn(() => "blob:x-part");
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<MyOrdersPage />, { url: paths.myOrders });
    const card = await screen.findByRole("article", { name: "Cordless drill 18 V" });
    expect(card).toHaveTextContent("PO-7781");
    await user.click(within(card).getByRole("button", { name: TRADE_TEXTS.downloadInvoice }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(auth).toEqual(["Bearer token-1"]);
    const saved = click.mock.contexts[0] as HTMLAnchorElement;
    expect(saved.download).toBe("invoice-2026-000123.pdf");
    expect(saved.href).toBe("blob:x-part");
  });
});
