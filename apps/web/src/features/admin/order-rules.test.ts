import type { OrderStatus } from "@xpart/shared/schemas";
import { ADMIN_STATUS_LABELS } from "@xpart/shared/texts";
import { describe, expect, it } from "vitest";

import { adminOrderView, ordersHeading, STATUS_TABS, timelineText } from "./order-rules";

/** An order of $210 in the given state, nothing refunded unless said. */
const order = (status: OrderStatus, refunded = 0) => ({ status, price: 210, refunded });

describe("adminOrderView (AORD-04/06/09/11, DESIGN §5)", () => {
  it("unpaid: cannot be approved, can be deleted", () => {
    expect(adminOrderView(order("unpaid"))).toMatchObject({
      shipLabel: "Approve Booking",
      canShip: false,
      canDelete: true,
    });
  });

  it("paid: 'Approve Booking' ships it; it cannot be deleted", () => {
    expect(adminOrderView(order("paid"))).toMatchObject({
      status: "Paid",
      shipLabel: "Approve Booking",
      canShip: true,
      canDelete: false,
    });
  });

  it("shipped: the button reads 'Shipped' and both are disabled", () => {
    expect(adminOrderView(order("shipped"))).toMatchObject({
      status: "Shipped",
      shipLabel: "Shipped",
      canShip: false,
      canDelete: false,
    });
  });

  it("cancelled: can be deleted, never shipped", () => {
    expect(adminOrderView(order("cancelled"))).toMatchObject({ canShip: false, canDelete: true });
  });

  it("issue 27: a paid order refunded in full is not shipped; one partly refunded still is", () => {
    expect(adminOrderView(order("paid", 210)).canShip).toBe(false);
    expect(adminOrderView(order("paid", 10)).canShip).toBe(true);
  });

  it("issue 38: 'Refund' on paid or shipped orders with something left; a packing slip for paid or shipped ones", () => {
    const seen = (status: OrderStatus, refunded = 0) => {
      const { canRefund, hasPackingSlip } = adminOrderView(order(status, refunded));
      return { canRefund, hasPackingSlip };
    };
    expect(seen("unpaid")).toEqual({ canRefund: false, hasPackingSlip: false });
    expect(seen("paid")).toEqual({ canRefund: true, hasPackingSlip: true });
    expect(seen("paid", 209.99)).toEqual({ canRefund: true, hasPackingSlip: true });
    expect(seen("paid", 210)).toEqual({ canRefund: false, hasPackingSlip: true });
    expect(seen("shipped", 10)).toEqual({ canRefund: true, hasPackingSlip: true });
    expect(seen("shipped", 210)).toEqual({ canRefund: false, hasPackingSlip: true });
    expect(seen("cancelled")).toEqual({ canRefund: false, hasPackingSlip: false });
  });
});

describe("ordersHeading (AORD-01/02)", () => {
  it("'Total Orders: N' or 'No Orders Yet'", () => {
    expect(ordersHeading(2)).toBe("Total Orders: 2");
    expect(ordersHeading(0)).toBe("No Orders Yet");
  });
});

describe("timelineText", () => {
  it("names who did each step", () => {
    expect(timelineText("placed", "customer")).toBe("Placed by the customer");
    expect(timelineText("paid", "payment provider")).toBe("Paid by the payment provider");
    expect(timelineText("shipped", "admin@x-part.test")).toBe("Shipped by admin@x-part.test");
    expect(timelineText("expired", "system")).toBe("Expired automatically (unpaid too long)");
  });
});

describe("STATUS_TABS (issue 40: every state has its tab)", () => {
  it("lists All, then every order state once in the machine's order, with the admin's labels", () => {
    expect(STATUS_TABS.map((tab) => [tab.status, tab.label])).toEqual([
      ["", "All"],
      ["awaiting-approval", "Awaiting company approval"],
      ["unpaid", "Unpaid"],
      ["paid", ADMIN_STATUS_LABELS.paid],
      ["shipped", ADMIN_STATUS_LABELS.shipped],
      ["cancelled", ADMIN_STATUS_LABELS.cancelled],
    ]);
  });
});
