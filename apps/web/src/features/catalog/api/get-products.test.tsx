import { QueryClient } from "@tanstack/react-query";
import { DID_YOU_MEAN_HEADER, SEARCH_TERMS_HEADER } from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";

import { productsQueryOptions, type ProductFilters } from "#src/features/catalog/api/get-products";
import { queryKeys } from "#src/lib/query-keys";
import { aCompanyPrice, aMyCompany } from "#src/testing/company-fixtures";
import { aProduct } from "#src/testing/fixtures";
import { server } from "#src/testing/server";

const FILTERS: ProductFilters = {
  category: "",
  q: "drill",
  sort: "",
  inStock: false,
  vehicle: null,
  fits: false,
  spec: [],
};
const EMAIL = "ann@example.test";
const DRILL = aProduct({ _id: "p-1" });
const DRIVER = aProduct({ _id: "p-2", name: "Impact driver" });

/** Both listings, each recording what it was asked; the member's carries each product's company price. */
function listings() {
  const asked: string[] = [];
  server.use(
    http.get("/api/products", ({ request }) => {
      asked.push(`public ${new URL(request.url).search}`);
      return HttpResponse.json([DRILL, DRIVER], { headers: { "X-Total-Count": "2" } });
    }),
    http.get("/api/company/products", ({ request }) => {
      asked.push(`member ${new URL(request.url).search}`);
      return HttpResponse.json(
        [
          { ...DRILL, companyPrice: aCompanyPrice({ productId: "p-1", price: 15 }) },
          { ...DRIVER, companyPrice: null },
        ],
        { headers: { "X-Total-Count": "2" } },
      );
    }),
    http.get("/api/company/prices", () => {
      asked.push("prices");
      return HttpResponse.json([]);
    }),
  );
  return asked;
}

const firstPage = (client: QueryClient) =>
  client.fetchInfiniteQuery(productsQueryOptions(FILTERS)).then((data) => data.pages[0]!);

describe("the shop's listing for a member (issue 40: one round trip with the company's prices)", () => {
  const clients: QueryClient[] = [];
  const aClient = () => {
    const client = new QueryClient();
    clients.push(client);
    return client;
  };
  afterEach(() => clients.splice(0).forEach((c) => c.clear()));

  it("issue 40: a member's page comes from GET /api/company/products, its prices kept where the cards read them", async () => {
    const asked = listings();
    const client = aClient();
    client.setQueryData(queryKeys.company.mine(EMAIL), aMyCompany());
    const page = await firstPage(client);
    expect(asked).toEqual(["member ?limit=12&offset=0&q=drill"]);
    // The listing's own data is the public product, without the private price.
    expect(page.products).toEqual([DRILL, DRIVER]);
    expect(page.total).toBe(2);
    expect(client.getQueryData(queryKeys.company.price(EMAIL, "p-1"))).toMatchObject({
      kind: "fixed",
      priceCents: 1500,
    });
    expect(client.getQueryData(queryKeys.company.price(EMAIL, "p-2"))).toBeNull();
  });

  it("issue 40: a visitor, and a customer not known to be in a company, read the public listing", async () => {
    const asked = listings();
    await firstPage(aClient());
    const outside = aClient();
    outside.setQueryData(queryKeys.company.mine(EMAIL), null);
    await firstPage(outside);
    expect(asked).toEqual(["public ?limit=12&offset=0&q=drill", "public ?limit=12&offset=0&q=drill"]);
    expect(outside.getQueryData(queryKeys.company.price(EMAIL, "p-1"))).toBeUndefined();
  });

  it("issue 40: a refused member listing (403) still shows the shop: the public page", async () => {
    const asked = listings();
    server.use(
      http.get("/api/company/products", () => {
        asked.push("member refused");
        return HttpResponse.json({ error: "Forbidden", message: "No", requestId: "r-1" }, { status: 403 });
      }),
    );
    const client = aClient();
    client.setQueryData(queryKeys.company.mine(EMAIL), aMyCompany());
    const page = await firstPage(client);
    expect(asked).toEqual(["member refused", "public ?limit=12&offset=0&q=drill"]);
    expect(page.products).toEqual([DRILL, DRIVER]);
  });
});

describe("the shop's listing of a search (issue 42)", () => {
  it("issue 42: a page carries the words the search matched and, when empty, the other searches offered; [] without the headers", async () => {
    server.use(
      http.get("/api/products", ({ request }) => {
        const found = new URL(request.url).searchParams.get("q") === "drill";
        return found
          ? HttpResponse.json([DRILL], {
              headers: { "X-Total-Count": "1", [SEARCH_TERMS_HEADER]: "drill cordl" },
            })
          : HttpResponse.json([], {
              headers: { "X-Total-Count": "0", [DID_YOU_MEAN_HEADER]: "drill,brake%20pad" },
            });
      }),
    );
    const client = new QueryClient();
    const found = await firstPage(client);
    expect(found).toMatchObject({ searchTerms: ["drill", "cordl"], didYouMean: [] });
    const empty = (await client.fetchInfiniteQuery(productsQueryOptions({ ...FILTERS, q: "dril" }))).pages[0];
    expect(empty).toMatchObject({ searchTerms: [], didYouMean: ["drill", "brake pad"] });
    client.clear();
  });
});
