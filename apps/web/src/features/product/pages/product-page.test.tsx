import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CompanyPriceEntry, MyCompany } from "@xpart/shared/schemas";
import { breaksInDollars } from "@xpart/test-support/volume-breaks";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";

import { MEMBER_PRICE_TEXTS } from "#src/lib/company/member-price";
import { hrefs, paths } from "#src/lib/paths";
import { aMyCompany } from "#src/testing/company-fixtures";
import { aProduct } from "#src/testing/fixtures";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";

import { ProductPage } from "./product-page";

vi.mock("#src/lib/auth/auth-context", () => ({
  useAuth: () => ({ user: { email: "ann@example.test", displayName: "Ann Buyer" } }),
  knownUser: () => undefined,
}));

/** $19.99 a unit, 100+ $17.00, 200+ $14.00; minimum 50, 300 in stock. */
const DRILL = aProduct({ priceBreaks: breaksInDollars([100, 17], [200, 14]) });

/** 20% off for Hill Motors: $19.99 × 0.8 = $15.992, $15.99 by the shared rule. */
const TWENTY_OFF: CompanyPriceEntry = {
  productId: "p-1",
  kind: "percent",
  price: null,
  percentOff: 20,
  validFrom: null,
  validTo: null,
};

/** The product page's answers, and GET /api/company (null: 404) and /api/company/prices for the customer. */
function productServer(company: MyCompany | null, entries: CompanyPriceEntry[]) {
  const pricesAsked: string[] = [];
  server.use(
    http.get("/api/products/:id", () => HttpResponse.json(DRILL)),
    http.get("/api/products/:id/fitment", () => HttpResponse.json({ universal: true, applications: [] })),
    http.get("/api/admin/:email", () => HttpResponse.json({ admin: false })),
    http.get("/api/addresses", () => HttpResponse.json([])),
    http.get("/api/company", () => (company ? HttpResponse.json(company) : HttpResponse.json(null))),
    http.get("/api/company/prices", ({ request }) => {
      pricesAsked.push(new URL(request.url).searchParams.get("ids") ?? "");
      return HttpResponse.json(entries);
    }),
  );
  return pricesAsked;
}

const renderPage = () =>
  renderWithProviders(<ProductPage />, { url: hrefs.product("p-1"), path: paths.product });

/** The line under the name that says the unit price. */
const unitPrice = () => screen.getByText(/^Price:/);

describe("the product page's company price (issue 40)", () => {
  it("issue 40: a member sees their company's unit price with the list price struck, the volume prices as they pay them, and the billing total at their price", async () => {
    const pricesAsked = productServer(aMyCompany({ role: "buyer" }), [TWENTY_OFF]);
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByRole("heading", { name: DRILL.name, level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(unitPrice()).toHaveTextContent("$15.99"), { timeout: 5000 });
    expect(unitPrice()).toHaveTextContent(
      `Price: $15.99per unit ${MEMBER_PRICE_TEXTS.companyPrice} ${MEMBER_PRICE_TEXTS.listPrice} $19.99`,
    );
    expect(within(unitPrice()).getByText("$19.99").tagName).toBe("S");
    expect(pricesAsked).toEqual(["p-1"]);

    // From 100 the break ($17.00) is above the company's $15.99, which stays; from 200 the break is lower and wins.
    const breaks = screen.getByRole("table", { name: "Volume prices" });
    expect(
      within(breaks)
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([`100+$15.99 ${MEMBER_PRICE_TEXTS.listPrice} $17.00`, "200+$14.00"]);

    await user.click(screen.getByRole("button", { name: "Purchase" }));
    const dialog = await screen.findByRole("dialog", { name: "Billing Details" }, { timeout: 5000 });
    const price = within(dialog).getByLabelText("Price");
    // 50 × $15.99, with what a visitor would pay struck under it.
    expect(price).toHaveValue("$799.50");
    expect(price).toHaveAccessibleDescription(
      `${MEMBER_PRICE_TEXTS.companyPrice} ${MEMBER_PRICE_TEXTS.listPrice} $999.50`,
    );
    expect(dialog).toHaveTextContent(`$15.99 per unit ${MEMBER_PRICE_TEXTS.companyPrice}`);
    // The next break worth reaching is the one below the company's price.
    expect(within(dialog).getByText("Add 150 more for $14.00 each")).toBeInTheDocument();

    // At 200 the volume price is below the company's: the member pays it, as a visitor would, so no strike.
    const quantity = within(dialog).getByLabelText("Quantity");
    await user.clear(quantity);
    await user.type(quantity, "200");
    expect(price).toHaveValue("$2,800.00");
    expect(price).not.toHaveAccessibleDescription();
  });

  it("issue 40: a customer in no company asks no company prices and sees the list price", async () => {
    const pricesAsked = productServer(null, [TWENTY_OFF]);
    let companyAsked = 0;
    server.events.on("request:start", ({ request }) => {
      if (new URL(request.url).pathname === "/api/company") companyAsked += 1;
    });
    renderPage();
    await screen.findByRole("heading", { name: DRILL.name, level: 1 });
    await waitFor(() => expect(companyAsked).toBeGreaterThan(0), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.events.removeAllListeners("request:start");
    expect(unitPrice()).toHaveTextContent(/^Price: \$19\.99per unit$/);
    expect(screen.queryByText(MEMBER_PRICE_TEXTS.companyPrice)).not.toBeInTheDocument();
    expect(pricesAsked).toEqual([]);
  });
});
