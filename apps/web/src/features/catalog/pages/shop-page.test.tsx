import { QueryClientProvider } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import type { Product, Vehicle } from "@xpart/shared/schemas";
import {
  DID_YOU_MEAN_HEADER,
  formatDidYouMean,
  formatSearchTerms,
  SEARCH_TERMS_HEADER,
  SEARCH_TEXTS,
} from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";

import { productsQueryOptions } from "#src/features/catalog/api/get-products";
import { readFilters } from "#src/features/catalog/shop-filter-rules";
import { createQueryClient } from "#src/lib/query-client";
import { aProduct } from "#src/testing/fixtures";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";

import { ShopPage } from "./shop-page";

// A visitor: no account, no company prices.
vi.mock("#src/lib/auth/auth-context", () => ({ useAuth: () => ({ user: null }) }));

const HILUX: Vehicle = { id: 7, year: 2015, make: "Toyota", model: "Hilux", engine: "2.8 D" };
const PADS = aProduct({
  _id: "p-1",
  name: "Disc Brake Pad Set",
  description: "Brake pads for the front axle.",
});
/** A search for a typo, in a category, for a vehicle, in stock only: it finds nothing. */
const TYPO_SEARCH = "/shop?q=brkae&category=Brakes&vehicle=7&inStock=true";

/** The shop's other questions (categories, facets, the vehicle chooser), and GET /api/products as given. */
function shopServer(products: Product[], headers: Record<string, string>) {
  server.use(
    http.get("/api/products", () =>
      HttpResponse.json(products, { headers: { "X-Total-Count": String(products.length), ...headers } }),
    ),
    http.get("/api/categories", () => HttpResponse.json([{ name: "Brakes", count: 12 }])),
    http.get("/api/products/facets", () => HttpResponse.json([])),
    http.get("/api/vehicles/years", () => HttpResponse.json([2015])),
    http.get("/api/vehicles/7", () => HttpResponse.json(HILUX)),
  );
}

const noMatch = () => shopServer([], { [DID_YOU_MEAN_HEADER]: formatDidYouMean(["brake", "brake pad"]) });

const renderShop = (url: string) => renderWithProviders(<ShopPage />, { url, path: "/shop" });

describe("the shop's search answers (issue 42)", () => {
  it("issue 42: a search that found nothing keeps its message and offers the server's other searches, each keeping the filters", async () => {
    noMatch();
    renderShop(TYPO_SEARCH);
    // The existing empty state stays as it was.
    expect(
      await screen.findByText(
        'No in-stock products match "brkae" in the category "Brakes".',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Show all products" })).toBeInTheDocument();

    const offer = screen.getByText(new RegExp(`^${SEARCH_TEXTS.didYouMean}`));
    expect(offer).toHaveTextContent(`${SEARCH_TEXTS.didYouMean} brake or brake pad?`);
    const links = within(offer).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/shop?category=Brakes&vehicle=7&inStock=true&q=brake",
      "/shop?category=Brakes&vehicle=7&inStock=true&q=brake+pad",
    ]);
  });

  it("issue 42: without the header, the empty state is only the message", async () => {
    shopServer([], {});
    renderShop(TYPO_SEARCH);
    await screen.findByRole("button", { name: "Show all products" }, { timeout: 5000 });
    expect(screen.queryByText(new RegExp(SEARCH_TEXTS.didYouMean))).toBeNull();
  });

  it("issue 42: the words the search matched are marked in the results' names and descriptions", async () => {
    shopServer([PADS, aProduct({ _id: "p-2", name: "Cordless drill 18 V" })], {
      [SEARCH_TERMS_HEADER]: formatSearchTerms(["brake"]),
    });
    renderShop("/shop?q=brkae");
    const pads = (await screen.findByTitle(PADS.name, {}, { timeout: 5000 })).closest("article")!;
    const marks = pads.querySelectorAll("mark");
    expect([...marks].map((mark) => mark.textContent)).toEqual(["Brake", "Brake"]);
    // A mark changes nothing a screen reader hears: the heading keeps its name.
    expect(within(pads).getByRole("heading", { name: PADS.name })).toBeInTheDocument();
    const drill = screen.getByTitle("Cordless drill 18 V").closest("article")!;
    expect(drill.querySelector("mark")).toBeNull();
  });

  it("issue 42: the server's HTML of the shop carries the marks and the 'Did you mean' links, for a browser without script", async () => {
    const draw = async (url: string) => {
      const client = createQueryClient({ server: true });
      await client.prefetchInfiniteQuery(
        productsQueryOptions(readFilters(new URL(url, "http://shop.test").searchParams)),
      );
      return renderToString(
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[url]}>
            <ShopPage />
          </MemoryRouter>
        </QueryClientProvider>,
      );
    };
    noMatch();
    const empty = await draw(TYPO_SEARCH);
    expect(empty).toContain(SEARCH_TEXTS.didYouMean);
    expect(empty).toContain('href="/shop?category=Brakes&amp;vehicle=7&amp;inStock=true&amp;q=brake+pad"');

    shopServer([PADS], { [SEARCH_TERMS_HEADER]: formatSearchTerms(["brake"]) });
    expect(await draw("/shop?q=brkae")).toContain("<mark");
  });
});
