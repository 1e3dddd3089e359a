import { useQueries } from "@tanstack/react-query";
import type { CompanyPriceEntry } from "@xpart/shared/schemas";
import type { CompanyPrice } from "@xpart/shared/texts";

import { apiRequest } from "#src/lib/api-client";
import { useAuth } from "#src/lib/auth/auth-context";
import { useAdminStatus } from "#src/lib/auth/get-admin-status";
import { cents } from "#src/lib/cents";
import { useMyCompany } from "#src/lib/company/get-my-company";
import { useHydrated } from "#src/lib/company/use-hydrated";
import { queryKeys } from "#src/lib/query-keys";

/** Loaded with zod when the answer arrives: product cards on public pages ask this. */
const memberPriceListSchema = async () => (await import("@xpart/shared/schemas")).memberPriceListSchema;

/** The most ids GET /api/company/prices takes at once. */
const MAX_IDS = 200;

/** The contract's entry (dollars) as the shared price rule reads it (cents). */
export function toCompanyPrice(entry: CompanyPriceEntry): CompanyPrice {
  return {
    kind: entry.kind,
    priceCents: entry.price === null ? null : cents(entry.price),
    percentOff: entry.percentOff,
    validFrom: entry.validFrom,
    validTo: entry.validTo,
  };
}

interface Waiting {
  ids: Set<string>;
  resolvers: Map<
    string,
    { resolve: (price: CompanyPrice | null) => void; reject: (error: unknown) => void }[]
  >;
}

/** Per account, the products asked for in this task, sent together once it ends. */
const batches = new Map<string, Waiting>();

async function send(batch: Waiting): Promise<void> {
  const ids = [...batch.ids];
  try {
    const found = new Map<string, CompanyPrice>();
    for (let start = 0; start < ids.length; start += MAX_IDS) {
      const chunk = ids.slice(start, start + MAX_IDS);
      const query = new URLSearchParams({ ids: chunk.join(",") }).toString();
      const { data } = await apiRequest(`/api/company/prices?${query}`, memberPriceListSchema, {
        auth: true,
      });
      for (const entry of data) found.set(entry.productId, toCompanyPrice(entry));
    }
    for (const [id, waiting] of batch.resolvers)
      for (const { resolve } of waiting) resolve(found.get(id) ?? null);
  } catch (error) {
    for (const waiting of batch.resolvers.values()) for (const { reject } of waiting) reject(error);
  }
}

/**
 * One product's company price, or null for none: every card of a page asks for its own, and the asks of one
 * task go as one GET /api/company/prices?ids=… (at most 200 ids a request).
 */
function companyPriceOf(email: string, productId: string): Promise<CompanyPrice | null> {
  return new Promise((resolve, reject) => {
    let batch = batches.get(email);
    if (!batch) {
      const started: Waiting = { ids: new Set(), resolvers: new Map() };
      batch = started;
      batches.set(email, started);
      setTimeout(() => {
        batches.delete(email);
        void send(started);
      }, 0);
    }
    batch.ids.add(productId);
    batch.resolvers.set(productId, [...(batch.resolvers.get(productId) ?? []), { resolve, reject }]);
  });
}

/**
 * The signed-in member's company prices of `productIds` (issue 40 item 5), by product id, valid today; an
 * empty map for anyone else. Only a customer (the admin check says so) in a company (GET /api/company) asks
 * GET /api/company/prices: visitors, shop admins and customers outside a company make no request. Nothing
 * shows until the page has hydrated, so the server's HTML (list prices, the same for everyone) stays valid.
 */
export function useCompanyPrices(productIds: readonly string[]): ReadonlyMap<string, CompanyPrice> {
  const { user } = useAuth();
  const email = user?.email;
  const admin = useAdminStatus(email);
  const customer = Boolean(email) && admin.data === false;
  const company = useMyCompany(email, customer);
  const hydrated = useHydrated();
  const member = customer && Boolean(company.data) && hydrated;
  const results = useQueries({
    queries: productIds.map((productId) => ({
      queryKey: queryKeys.company.price(email ?? "", productId),
      queryFn: () => companyPriceOf(email ?? "", productId),
      enabled: member,
      // Forgotten on sign-out with every other private answer; a day's prices hold for a while.
      meta: { private: true },
      staleTime: 5 * 60_000,
    })),
  });
  const prices = new Map<string, CompanyPrice>();
  if (!member) return prices;
  productIds.forEach((productId, index) => {
    const price = results[index]?.data;
    if (price) prices.set(productId, price);
  });
  return prices;
}

/** One product's company price for the signed-in member, or null (see `useCompanyPrices`). */
export function useCompanyPrice(productId: string): CompanyPrice | null {
  return useCompanyPrices([productId]).get(productId) ?? null;
}
