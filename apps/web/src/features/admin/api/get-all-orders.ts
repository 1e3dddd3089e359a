import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import {
  adminOrderCountsSchema,
  adminOrderSchema,
  type AdminOrderSort,
  type OrderStatus,
} from "@xpart/shared/schemas";
import { TOTAL_COUNT_HEADER } from "@xpart/shared/texts";
import { z } from "zod";

import { apiRequest } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

const adminOrdersSchema = z.array(adminOrderSchema);

/** What the admin order views ask for: a state ("" for all), a search, an order, and one page of it. */
interface AllOrdersQuery {
  status: OrderStatus | "";
  q: string;
  sort: AdminOrderSort;
  limit: number;
  offset: number;
}

/** GET /api/allOrders (admin): one page of every customer's orders, with their timelines and the total. */
async function getAllOrders(query: AllOrdersQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({
    sort: query.sort,
    limit: String(query.limit),
    offset: String(query.offset),
  });
  if (query.status) params.set("status", query.status);
  if (query.q) params.set("q", query.q);
  const { data, headers } = await apiRequest(`/api/allOrders?${params.toString()}`, adminOrdersSchema, {
    auth: true,
    signal,
  });
  const total = Number(headers.get(TOTAL_COUNT_HEADER));
  return { orders: data, total: Number.isSafeInteger(total) ? total : query.offset + data.length };
}

const allOrdersQueryOptions = (query: AllOrdersQuery) =>
  queryOptions({
    queryKey: queryKeys.admin.orders.list(query),
    queryFn: ({ signal }) => getAllOrders(query, signal),
    meta: { private: true },
    staleTime: 0,
  });

/** A page of all orders; the previous page stays on screen while a new one loads. */
export const useAllOrders = (query: AllOrdersQuery) =>
  useQuery({ ...allOrdersQueryOptions(query), placeholderData: keepPreviousData });

/** GET /api/allOrders/counts (admin): how many orders are in each state, for the same search as the list. */
async function getOrderCounts(q: string, signal?: AbortSignal) {
  const params = q ? `?${new URLSearchParams({ q }).toString()}` : "";
  const { data } = await apiRequest(`/api/allOrders/counts${params}`, adminOrderCountsSchema, {
    auth: true,
    signal,
  });
  return data;
}

const orderCountsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.admin.orders.counts(q),
    queryFn: ({ signal }) => getOrderCounts(q, signal),
    meta: { private: true },
    staleTime: 0,
  });

export const useOrderCounts = (q: string) =>
  useQuery({ ...orderCountsQueryOptions(q), placeholderData: keepPreviousData });
