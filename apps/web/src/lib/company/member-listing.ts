import type { QueryClient } from "@tanstack/react-query";
import { memberProductListSchema, type Product } from "@xpart/shared/schemas";

import { apiRequest } from "#src/lib/api-client";
import { toCompanyPrice } from "#src/lib/company/company-prices";
import { queryKeys } from "#src/lib/query-keys";

/**
 * GET /api/company/products (issue 40): a member's page of the shop in one round trip, the products as the
 * public listing has them and each one's company price, which goes where the cards read it
 * (`useCompanyPrices`'s cache), so the cards ask nothing more. Loaded only for a member.
 */
export async function memberListingPage(
  query: string,
  email: string,
  client: QueryClient,
  signal?: AbortSignal,
): Promise<{ data: Product[]; headers: Headers }> {
  const { data, headers } = await apiRequest(`/api/company/products?${query}`, memberProductListSchema, {
    auth: true,
    signal,
  });
  // Private like every other company price (forgotten on sign-out), though no card has asked for it yet.
  client.setQueryDefaults(queryKeys.company.allPrices, { meta: { private: true } });
  const products = data.map(({ companyPrice, ...product }) => {
    client.setQueryData(
      queryKeys.company.price(email, product._id),
      companyPrice ? toCompanyPrice(companyPrice) : null,
    );
    return product;
  });
  return { data: products, headers };
}
