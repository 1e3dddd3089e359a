import { QueryClientProvider } from "@tanstack/react-query";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CompanyPriceEntry } from "@xpart/shared/schemas";
import {
  centsToDollars,
  formatMoney,
  memberUnitPriceCents,
  priceDay,
  TRADE_TEXTS,
} from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { AppToasts } from "#src/components/app-toasts";
import { ProductCard } from "#src/components/product-card";
import { MEMBER_PRICE_TEXTS } from "#src/lib/company/member-price";
import { paths } from "#src/lib/paths";
import { createQueryClient } from "#src/lib/query-client";
import { queryKeys } from "#src/lib/query-keys";
import { aMyCompany } from "#src/testing/company-fixtures";
import { aProduct } from "#src/testing/fixtures";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";

const auth = vi.hoisted(() => ({ user: null as { email: string } | null }));
vi.mock("#src/lib/auth/auth-context", () => ({ useAuth: () => ({ user: auth.user }) }));

/** The signed-in customer's questions: not a shop admin, and (unless a test says otherwise) in no company. */
function customerAnswers(company: ReturnType<typeof aMyCompany> | null = null) {
  server.use(
    http.get("/api/admin/:email", () => HttpResponse.json({ admin: false })),
    http.get("/api/company", () => (company ? HttpResponse.json(company) : HttpResponse.json(null))),
  );
}

beforeEach(() => {
  auth.user = null;
  customerAnswers();
});

const renderCard = (product = aProduct()) =>
  renderWithProviders(
    <>
      <ProductCard product={product} />
      <AppToasts />
    </>,
  );

describe("ProductCard 'Add to cart' (issue 26)", () => {
  it("is offered to signed-in customers only, and only when the product can be ordered", () => {
    const { unmount } = renderCard();
    expect(screen.queryByRole("button", { name: TRADE_TEXTS.addToCart })).toBeNull();
    unmount();
    auth.user = { email: "ann@example.test" };
    const soldOut = renderCard(aProduct({ availableQty: 20 }));
    expect(screen.queryByRole("button", { name: TRADE_TEXTS.addToCart })).toBeNull();
    soldOut.unmount();
    renderCard();
    expect(screen.getByRole("button", { name: TRADE_TEXTS.addToCart })).toBeInTheDocument();
  });

  it("adds the smallest quantity the product sells and says so, with a link to the cart", async () => {
    auth.user = { email: "ann@example.test" };
    const sent: unknown[] = [];
    server.use(
      http.post("/api/cart/items", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          outcomes: [{ status: "added", productId: "p-1", requested: 50, quantity: 50, reasons: [] }],
          cart: { lines: [], total: 0 },
        });
      }),
    );
    const { router } = renderCard(aProduct({ minOrder: 45, orderStep: 10 }));
    await userEvent.setup().click(screen.getByRole("button", { name: TRADE_TEXTS.addToCart }));
    const toCart = await screen.findByRole("link", { name: "View cart" }, { timeout: 5000 });
    expect(toCart.parentElement).toHaveTextContent(TRADE_TEXTS.addedToCart);
    expect(sent).toEqual([{ lines: [{ productId: "p-1", quantity: 50 }] }]);
    await userEvent.setup().click(toCart);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.cart));
  });
});

/** A company price as GET /api/company/prices answers it: open-ended unless changed. */
const anEntry = (changes: Partial<CompanyPriceEntry> = {}): CompanyPriceEntry => ({
  productId: "p-1",
  kind: "fixed",
  price: 15,
  percentOff: null,
  validFrom: null,
  validTo: null,
  ...changes,
});

/** GET /api/company/prices: `entries` for the ids asked, each request's ids recorded. */
function pricesServer(entries: CompanyPriceEntry[]) {
  const asked: string[][] = [];
  server.use(
    http.get("/api/company/prices", ({ request }) => {
      const ids = new URL(request.url).searchParams.get("ids")?.split(",") ?? [];
      asked.push(ids);
      return HttpResponse.json(entries.filter((entry) => ids.includes(entry.productId)));
    }),
  );
  return asked;
}

/** Every API path the test's cards ask for. */
function recordRequests() {
  const paths: string[] = [];
  const record = ({ request }: { request: Request }) => {
    paths.push(new URL(request.url).pathname);
  };
  server.events.on("request:start", record);
  return { paths, stop: () => server.events.removeListener("request:start", record) };
}

/** The price line of the card of the product named `name` (the card's name is cut; its title is whole). */
const priceLine = (name: string) => within(screen.getByTitle(name).closest("article")!).getByText(/^Price:/);

describe("ProductCard company price (issue 40)", () => {
  it("issue 40: a company member sees their company's price, 'Your company's price' and the list price struck through; one request for every card", async () => {
    auth.user = { email: "ann@example.test" };
    customerAnswers(aMyCompany({ role: "buyer" }));
    const asked = pricesServer([
      anEntry({ productId: "p-1", kind: "fixed", price: 15 }),
      anEntry({ productId: "p-2", kind: "percent", price: null, percentOff: 12.5 }),
    ]);
    renderWithProviders(
      <>
        <ProductCard product={aProduct()} />
        <ProductCard product={aProduct({ _id: "p-2", name: "Impact driver", sku: "XP-00002" })} />
        <ProductCard product={aProduct({ _id: "p-3", name: "Angle grinder", sku: "XP-00003" })} />
      </>,
    );
    // The list price first, the company's once its answer is in.
    expect(priceLine("Cordless drill 18 V")).toHaveTextContent("Price: $19.99");
    await waitFor(() => expect(priceLine("Cordless drill 18 V")).toHaveTextContent("$15.00"), {
      timeout: 5000,
    });
    expect(priceLine("Cordless drill 18 V")).toHaveTextContent(
      `Price: $15.00 ${MEMBER_PRICE_TEXTS.companyPrice} ${MEMBER_PRICE_TEXTS.listPrice} $19.99`,
    );
    const struck = within(priceLine("Cordless drill 18 V")).getByText("$19.99");
    expect(struck.tagName).toBe("S");
    expect(struck).toHaveTextContent(`${MEMBER_PRICE_TEXTS.listPrice} $19.99`);

    // 12.5% off $19.99 is $17.49125: the shared rule rounds to $17.49, as the server charges.
    const rule = memberUnitPriceCents(
      { priceCents: 1999, priceBreaks: [] },
      1,
      { kind: "percent", priceCents: null, percentOff: 12.5, validFrom: null, validTo: null },
      priceDay(),
    );
    expect(rule).toBe(1749);
    await waitFor(() =>
      expect(priceLine("Impact driver")).toHaveTextContent(`Price: ${formatMoney(centsToDollars(rule))}`),
    );
    expect(within(priceLine("Impact driver")).getByText("$19.99").tagName).toBe("S");

    // No company price: the list price alone.
    expect(priceLine("Angle grinder")).toHaveTextContent(/^Price: \$19\.99$/);
    expect(asked).toEqual([["p-1", "p-2", "p-3"]]);
  });

  it("issue 40: a customer outside a company and a visitor make no /api/company/prices request, and see the list price", async () => {
    const asked = pricesServer([anEntry()]);
    const requests = recordRequests();
    try {
      // A visitor: nothing asked at all.
      const visitor = renderCard();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(requests.paths).toEqual([]);
      expect(priceLine("Cordless drill 18 V")).toHaveTextContent(/^Price: \$19\.99$/);
      visitor.unmount();

      // Signed in, in no company (GET /api/company answers 404).
      auth.user = { email: "ann@example.test" };
      renderCard();
      await waitFor(() => expect(requests.paths).toContain("/api/company"), { timeout: 5000 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(priceLine("Cordless drill 18 V")).toHaveTextContent(/^Price: \$19\.99$/);
      expect(requests.paths).not.toContain("/api/company/prices");
      expect(asked).toEqual([]);
    } finally {
      requests.stop();
    }
  });

  it("issue 40: the server's HTML has the list price, and the company's is drawn after hydration, without a mismatch", async () => {
    auth.user = { email: "ann@example.test" };
    const mine = aMyCompany({ role: "buyer" });
    customerAnswers(mine);
    pricesServer([anEntry({ price: 15 })]);
    // Even with the member's company and price already in the cache, the HTML is the one every visitor gets.
    const client = createQueryClient();
    client.setQueryData(queryKeys.adminStatus.of("ann@example.test"), false);
    client.setQueryData(queryKeys.company.mine("ann@example.test"), mine);
    client.setQueryData(queryKeys.company.price("ann@example.test", "p-1"), {
      kind: "fixed",
      priceCents: 1500,
      percentOff: null,
      validFrom: null,
      validTo: null,
    });
    const ui = (
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ProductCard product={aProduct()} />
        </MemoryRouter>
      </QueryClientProvider>
    );
    const html = renderToString(ui);
    expect(html).toContain("$19.99");
    expect(html).not.toContain("$15.00");
    expect(html).not.toContain(MEMBER_PRICE_TEXTS.companyPrice);

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    const consoleError = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      if (/hydrat/i.test(args.map(String).join(" "))) mismatches.push(args);
    });
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, ui, { onRecoverableError: (error) => mismatches.push(error) });
      });
      await waitFor(() => expect(container).toHaveTextContent(MEMBER_PRICE_TEXTS.companyPrice), {
        timeout: 5000,
      });
      expect(container).toHaveTextContent(`Price: $15.00 ${MEMBER_PRICE_TEXTS.companyPrice}`);
      expect(mismatches).toEqual([]);
    } finally {
      act(() => root?.unmount());
      container.remove();
      consoleError.mockRestore();
    }
  });

  it("issue 40: a company price at or above the list price changes nothing", async () => {
    auth.user = { email: "ann@example.test" };
    customerAnswers(aMyCompany({ role: "buyer" }));
    const asked = pricesServer([anEntry({ price: 25 })]);
    renderCard();
    await waitFor(() => expect(asked).toHaveLength(1), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(priceLine("Cordless drill 18 V")).toHaveTextContent(/^Price: \$19\.99$/);
    expect(screen.queryByText(MEMBER_PRICE_TEXTS.companyPrice)).not.toBeInTheDocument();
  });
});
