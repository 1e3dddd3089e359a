import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { apiRequest } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

import { ORDER_ANSWERS } from "./order-answer-sources";

/**
 * GET /api/company/orders?buyer= (issue 40): every order of the caller's company, or one buyer's by their
 * email. 403 (a buyer whose company shows buyers their own orders only) is the page's to say. Not `ownData`:
 * that 403 is an answer, not a sign the session ended.
 */
async function getCompanyOrders(buyer: string, signal?: AbortSignal) {
  const query = buyer ? `?${new URLSearchParams({ buyer }).toString()}` : "";
  const { data } = await apiRequest(`/api/company/orders${query}`, ORDER_ANSWERS.ordersSchema, {
    auth: true,
    signal,
  });
  return data;
}

/** The company's orders for the buyer filter ("" for everyone's); idle until asked for and the user known. */
export const useCompanyOrders = (email: string, buyer: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.company.orders(email, buyer),
    queryFn: ({ signal }) => getCompanyOrders(buyer, signal),
    enabled: email !== "" && enabled,
    meta: { private: true },
    // What changed since (a member's new order, a shipment) shows on every visit.
    staleTime: 0,
    // The filter's next answer replaces the last one in place.
    placeholderData: keepPreviousData,
  });
