import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Order } from "@xpart/shared/schemas";
import { groupPurchases, ORDER_TEXTS, REFUND_TEXTS, SHIPPING_TEXTS, TRADE_TEXTS } from "@xpart/shared/texts";
import { describe, expect, it, vi } from "vitest";

import { OrderCard } from "#src/features/orders/components/order-card";
import { PurchaseCard } from "#src/features/orders/components/purchase-card";
import { hrefs } from "#src/lib/paths";
import { anOrder } from "#src/testing/fixtures";
import { renderWithProviders } from "#src/testing/render";

/** Seven lines of one checkout, as a quick order of seven parts places them (issue 39). */
const sevenLines = (changes: Partial<Order> = {}) =>
  Array.from({ length: 7 }, (_, i) =>
    anOrder({
      _id: `o-${i + 1}`,
      checkoutId: "o-1",
      productId: `p-${i + 1}`,
      productName: `Part number ${i + 1}`,
      quantity: 10,
      unitPrice: 2.5,
      price: 25,
      poNumber: "PO-7781",
      ...changes,
    }),
  );

const renderPurchase = (lines: Order[], onOrderAgain = vi.fn(), onCancel = vi.fn()) =>
  renderWithProviders(
    <PurchaseCard
      purchase={groupPurchases(lines)[0]!}
      onCancel={onCancel}
      onOrderAgain={onOrderAgain}
      reordering={false}
    />,
  );

describe("the purchase card (issue 39: a purchase reads as one order)", () => {
  it("a paid purchase of seven lines: its date, PO, total and summary once, each line, one invoice, one 'Order again'", async () => {
    const lines = sevenLines({ status: "paid", paid: true, invoiceNumber: "2026-000123" });
    lines[0] = {
      ...lines[0]!,
      status: "shipped",
      carrier: "DHL Freight",
      trackingNumber: "JD0146 0000 6281",
    };
    lines[1] = {
      ...lines[1]!,
      status: "shipped",
      carrier: "DHL Freight",
      trackingNumber: "JD0146 0000 6281",
    };
    lines[2] = { ...lines[2]!, status: "shipped" };
    const onOrderAgain = vi.fn();
    const user = userEvent.setup();
    renderPurchase(lines, onOrderAgain);

    const card = screen.getByRole("article", { name: /^Purchase of / });
    expect(card).toHaveTextContent("3 of 7 lines shipped");
    expect(card).toHaveTextContent("PO-7781");
    expect(card).toHaveTextContent("$175.00");
    const items = within(within(card).getByRole("list", { name: /^Lines of the purchase of / })).getAllByRole(
      "listitem",
    );
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual(
      lines.map((line) => line.productName),
    );
    expect(items[0]).toHaveTextContent("10 × $2.50 = $25.00");
    expect(items[0]).toHaveTextContent(ORDER_TEXTS.shipped);
    expect(items[0]).toHaveTextContent(SHIPPING_TEXTS.trackingNumber);
    expect(items[0]).toHaveTextContent("JD0146 0000 6281");
    expect(items[6]).toHaveTextContent("Awaiting shipment");

    expect(within(card).getAllByRole("button", { name: TRADE_TEXTS.downloadInvoice })).toHaveLength(1);
    const again = within(card).getAllByRole("button", { name: TRADE_TEXTS.orderAgain });
    expect(again).toHaveLength(1);
    await user.click(again[0]!);
    expect(onOrderAgain).toHaveBeenCalledWith(lines[0]);
    expect(within(card).queryByRole("link", { name: ORDER_TEXTS.payment })).toBeNull();
  });

  it("an unpaid purchase: 'Awaiting payment', one 'Payment' for the checkout and one 'Cancel order', no invoice yet", async () => {
    const lines = sevenLines();
    const onCancel = vi.fn();
    const user = userEvent.setup();
    renderPurchase(lines, vi.fn(), onCancel);
    const card = screen.getByRole("article", { name: /^Purchase of / });
    expect(card).toHaveTextContent("Awaiting payment");
    const pay = within(card).getAllByRole("link", { name: ORDER_TEXTS.payment });
    expect(pay).toHaveLength(1);
    expect(pay[0]).toHaveAttribute("href", hrefs.payment("o-1"));
    expect(within(card).queryByRole("button", { name: TRADE_TEXTS.downloadInvoice })).toBeNull();
    await user.click(within(card).getByRole("button", { name: ORDER_TEXTS.cancelOrder }));
    expect(onCancel).toHaveBeenCalledWith(lines[0]);
  });

  it("says what was refunded, on the purchase and on the line, with the line's credit note", () => {
    const lines = sevenLines({ status: "paid", paid: true, invoiceNumber: "2026-000123" });
    lines[3] = {
      ...lines[3]!,
      refunded: 25,
      refunds: [
        { amount: 25, creditNote: "CN-2026-000004", restocked: true, createdAt: "2026-05-16T10:00:00.000Z" },
      ],
    };
    renderPurchase(lines);
    const card = screen.getByRole("article", { name: /^Purchase of / });
    expect(card).toHaveTextContent("Paid · Refunded $25.00");
    const line = within(card).getAllByRole("listitem")[3]!;
    expect(line).toHaveTextContent(REFUND_TEXTS.refunded);
    expect(
      within(line).getByRole("button", { name: `${REFUND_TEXTS.creditNote} CN-2026-000004` }),
    ).toBeInTheDocument();
  });
});

describe("a one-line purchase keeps the spec's card (MYORD-02..10)", () => {
  it("is the spec's OrderCard: named by its product, its Quantity, Price, Email and Status, 'Payment' and 'Cancel order'", () => {
    const order = anOrder();
    renderWithProviders(
      <OrderCard order={order} onCancel={vi.fn()} onOrderAgain={vi.fn()} reordering={false} />,
    );
    const card = screen.getByRole("article", { name: order.productName });
    for (const term of ["Quantity", "Price", "Email", "Status"])
      expect(within(card).getByText(term, { selector: "dt" })).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: ORDER_TEXTS.payment })).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: ORDER_TEXTS.cancelOrder })).toBeInTheDocument();
  });
});
