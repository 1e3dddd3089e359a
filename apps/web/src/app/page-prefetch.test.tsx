import { waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { prefetch as prefetchShop } from "#src/features/catalog/pages/shop-page";
import { prefetch as prefetchHome } from "#src/features/home/pages/home-page";
import { prefetch as prefetchProduct } from "#src/features/product/pages/product-page";
import type { PagePrefetch } from "#src/lib/page-prefetch";
import { createQueryClient } from "#src/lib/query-client";
import { aProduct } from "#src/testing/fixtures";
import { server } from "#src/testing/server";

/** Runs a page's prefetch as the router does, and answers what the server was asked, in order. */
async function prefetched(prefetch: PagePrefetch, url: string, params: Record<string, string> = {}) {
  const asked: string[] = [];
  server.use(
    http.get("*/api/products", ({ request }) => {
      asked.push(`products?${new URL(request.url).searchParams.toString()}`);
      return HttpResponse.json([aProduct()], { headers: { "X-Total-Count": "1" } });
    }),
    http.get("*/api/products/:id/fitment", ({ params: { id } }) => {
      asked.push(`fitment ${String(id)}`);
      return HttpResponse.json({ universal: true, applications: [] });
    }),
    http.get("*/api/products/:id", ({ params: { id } }) => {
      asked.push(`product ${String(id)}`);
      return HttpResponse.json(aProduct({ _id: String(id) }));
    }),
    http.get("*/api/categories", () => {
      asked.push("categories");
      return HttpResponse.json([{ name: "Tools", count: 1 }]);
    }),
    http.get("*/api/reviews", () => {
      asked.push("reviews");
      return HttpResponse.json([]);
    }),
    http.get("*/api/vehicles/years", () => {
      asked.push("vehicles/years");
      return HttpResponse.json([2024, 2023]);
    }),
  );
  const client = createQueryClient();
  prefetch(client, { params, url: new URL(url, "http://shop.test") });
  await waitFor(() => expect(client.isFetching()).toBe(0));
  return {
    asked: asked.sort(),
    cached: client
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey),
  };
}

describe("a page's data is asked for with its code (issue 13)", () => {
  it("the shop: the first page for the filters in the address, the categories and the vehicle years", async () => {
    const { asked, cached } = await prefetched(prefetchShop, "/shop?category=Tools&q=wrench&sort=price-asc");
    expect(asked).toEqual([
      "categories",
      "products?limit=12&offset=0&category=Tools&q=wrench&sort=price-asc",
      "vehicles/years",
    ]);
    expect(cached).toContainEqual([
      "products",
      "list",
      {
        category: "Tools",
        q: "wrench",
        sort: "price-asc",
        inStock: false,
        vehicle: null,
        fits: false,
        spec: [],
      },
    ]);
  });

  it("the home page: the hot products and the reviews", async () => {
    expect((await prefetched(prefetchHome, "/")).asked).toEqual(["products?limit=4", "reviews"]);
  });

  it("the product page: its product and, issue 25, the vehicles it fits", async () => {
    expect((await prefetched(prefetchProduct, "/product/p-7", { productId: "p-7" })).asked).toEqual([
      "fitment p-7",
      "product p-7",
    ]);
  });
});
