import { screen } from "@testing-library/react";
import { ORDER_TEXTS, REFUND_TEXTS, SHIPPING_TEXTS } from "@xpart/shared/texts";
import { describe, expect, it, vi } from "vitest";

import { OrderCard } from "#src/features/orders/components/order-card";
import { anOrder } from "#src/testing/fixtures";
import { renderWithProviders } from "#src/testing/render";

const renderCard = (order = anOrder()) =>
  renderWithProviders(
    <OrderCard order={order} onCancel={vi.fn()} onOrderAgain={vi.fn()} reordering={false} />,
  );

/** The value a term of the card's list holds. */
const valueOf = (term: string) => screen.getByText(term, { selector: "dt" }).nextElementSibling;

describe("My Orders card (issue 27 item 5: shipping details)", () => {
  it("shows the carrier and tracking number of a shipped order", () => {
    renderCard(
      anOrder({ status: "shipped", paid: true, carrier: "DHL Freight", trackingNumber: "JD0146 0000 6281" }),
    );
    expect(valueOf(SHIPPING_TEXTS.carrier)).toHaveTextContent("DHL Freight");
    expect(valueOf(SHIPPING_TEXTS.trackingNumber)).toHaveTextContent("JD0146 0000 6281");
  });

  it("shows neither term when none was recorded", () => {
    renderCard(anOrder({ status: "shipped", paid: true }));
    expect(screen.queryByText(SHIPPING_TEXTS.carrier)).not.toBeInTheDocument();
    expect(screen.queryByText(SHIPPING_TEXTS.trackingNumber)).not.toBeInTheDocument();
  });
});

describe("My Orders card (issue 27 item 4: refunds)", () => {
  const refund = (amount: number, creditNote: string) => ({
    amount,
    creditNote,
    restocked: false,
    createdAt: "2026-05-16T10:00:00.000Z",
  });

  it("a partly refunded order keeps its status and shows 'Refunded $X' with its credit note", () => {
    renderCard(
      anOrder({ status: "paid", paid: true, refunded: 100, refunds: [refund(100, "CN-2026-000004")] }),
    );
    expect(valueOf(REFUND_TEXTS.refunded)).toHaveTextContent("$100.00");
    expect(valueOf("Status")).toHaveTextContent(ORDER_TEXTS.awaitingShipment);
    expect(
      screen.getByRole("button", { name: `${REFUND_TEXTS.creditNote} CN-2026-000004` }),
    ).toBeInTheDocument();
  });

  it("a fully refunded order reads 'Refunded' as its status", () => {
    renderCard(
      anOrder({ status: "shipped", paid: true, refunded: 999.5, refunds: [refund(999.5, "CN-2026-000005")] }),
    );
    expect(valueOf("Status")).toHaveTextContent(REFUND_TEXTS.refunded);
  });

  it("an order never refunded shows neither", () => {
    renderCard(anOrder({ status: "paid", paid: true }));
    expect(screen.queryByText(REFUND_TEXTS.refunded)).not.toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: new RegExp(REFUND_TEXTS.creditNote) }),
    ).not.toBeInTheDocument();
  });
});
