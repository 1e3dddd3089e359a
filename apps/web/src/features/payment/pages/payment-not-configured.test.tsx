import { screen } from "@testing-library/react";
import { ORDER_TEXTS } from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { PaymentPage } from "#src/features/payment/pages/payment-page";
import { hrefs, paths } from "#src/lib/paths";
import { anOrder } from "#src/testing/fixtures";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";

describe("issue 12 (9) test cards in production: PaymentPage without a processor", () => {
  it("says payments are not configured, shows no card form and asks for no payment", async () => {
    let intents = 0;
    server.use(
      http.get("/api/orders/:id", () => HttpResponse.json(anOrder())),
      http.get("/api/payment-config", () => HttpResponse.json({ provider: "none", publishableKey: null })),
      http.post("/api/create-payment-intent", () => {
        intents += 1;
        return HttpResponse.json({ clientSecret: "pi_1_secret_x" });
      }),
    );
    renderWithProviders(<PaymentPage />, { url: hrefs.payment("o-1"), path: paths.payment });
    expect(await screen.findByText(ORDER_TEXTS.paymentsNotConfigured)).toBeInTheDocument();
    expect(screen.queryByLabelText(/card number/i)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
    expect(intents).toBe(0);
  });
});
