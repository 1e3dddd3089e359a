import type { OrderStatus } from "@xpart/shared/schemas";
import { ORDER_TEXTS, REFUND_TEXTS } from "@xpart/shared/texts";
import { describe, expect, it } from "vitest";

import { orderView } from "./order-rules";

const order = (status: OrderStatus, price = 21000, refunded = 0) => ({
  status,
  price,
  refunded,
  paid: status === "paid" || status === "shipped",
});

describe("orderView (DESIGN §5 labels)", () => {
  it("OTAB-07/08 MYORD-02/03 unpaid: 'Pending Approval', 'Pay Now' with 'Not Paid yet', cancellable", () => {
    expect(orderView(order("unpaid"))).toEqual({
      status: "Pending Approval",
      tone: "warning",
      canPay: true,
      canCancel: true,
      isPaid: false,
      paymentNote: "Not Paid yet",
    });
  });

  it("MYORD-03 an unpaid order without a price offers no payment", () => {
    expect(orderView(order("unpaid", 0)).canPay).toBe(false);
  });

  it("OTAB-11 MYORD-04 paid, not shipped: 'Paid', 'Awaiting shipment', never 'Shipped' or 'Pay Now'", () => {
    const view = orderView(order("paid"));
    expect(view).toMatchObject({ status: ORDER_TEXTS.awaitingShipment, isPaid: true, canPay: false });
    expect(view.canCancel).toBe(false);
    expect(view.paymentNote).toBeNull();
    expect(view.status).not.toBe(ORDER_TEXTS.shipped);
  });

  it("OTAB-10 MYORD-09 shipped: 'Paid' and 'Shipped', no cancel, no payment", () => {
    expect(orderView(order("shipped"))).toMatchObject({
      status: "Shipped",
      isPaid: true,
      canPay: false,
      canCancel: false,
    });
  });

  it("OTAB-12 MYORD-10 cancelled: 'Cancelled' with neither 'Pay Now' nor 'Cancel order'", () => {
    expect(orderView(order("cancelled"))).toMatchObject({
      status: "Cancelled",
      isPaid: false,
      canPay: false,
      canCancel: false,
      paymentNote: null,
    });
  });

  it("issue 27: a paid or shipped order refunded in full reads 'Refunded' (neutral) and stays paid; a partial refund keeps its state's label", () => {
    for (const status of ["paid", "shipped"] as const) {
      expect(orderView(order(status, 21000, 21000))).toMatchObject({
        status: REFUND_TEXTS.refunded,
        tone: "neutral",
        isPaid: true,
        canCancel: false,
      });
    }
    expect(orderView(order("shipped", 21000, 100)).status).toBe(ORDER_TEXTS.shipped);
  });
});
