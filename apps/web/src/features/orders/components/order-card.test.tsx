import { screen } from "@testing-library/react";
import { SHIPPING_TEXTS } from "@xpart/shared/schemas";
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
