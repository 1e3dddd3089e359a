import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { approvalDecisionSchema, approvalListSchema, type Approval } from "@xpart/shared/schemas";

import { apiRequest } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

/**
 * Orders over a buyer's spending limit (issue 40 item 4), for the company's approvers and admins. None is
 * `ownData`: a buyer's 403 is an answer to show, not a sign the session ended.
 */
const decisionPath = (checkoutId: string, decision: "approve" | "reject") =>
  `/api/company/approvals/${encodeURIComponent(checkoutId)}/${decision}`;

/** Oldest first, as the server sends them: the one waiting longest is decided first. */
const oldestFirst = (approvals: Approval[]) =>
  [...approvals].sort((a, b) => Date.parse(a.placedAt) - Date.parse(b.placedAt));

/** GET /api/company/approvals: the checkouts waiting; 403 for a buyer, 404 outside a company. */
export const approvalsQueryOptions = (email: string) =>
  queryOptions({
    queryKey: queryKeys.company.approvals(email),
    queryFn: async ({ signal }) =>
      oldestFirst(
        (await apiRequest("/api/company/approvals", approvalListSchema, { auth: true, signal })).data,
      ),
    meta: { private: true },
    // Other approvers decide too: asked again on a later visit (a 409 covers a decision made meanwhile), not
    // twice by one (the route's prefetch, then the page).
    staleTime: 5_000,
  });

export const useApprovals = (email: string) =>
  useQuery({ ...approvalsQueryOptions(email), enabled: email !== "" });

/**
 * After a decision, or a 409 saying someone else decided first: the list and the company's orders (whose
 * statuses moved) are read again.
 */
function useRefresh(email: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.company.approvals(email) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.company.allOrders }),
    ]);
}

/** The decided checkout leaves the list at once. */
function useDropFromList(email: string) {
  const queryClient = useQueryClient();
  return (checkoutId: string) =>
    queryClient.setQueryData<Approval[]>(queryKeys.company.approvals(email), (list) =>
      list?.filter((approval) => approval.checkoutId !== checkoutId),
    );
}

/** POST …/approve: the buyer may pay now ({status: "unpaid"}); 409 when no longer waiting. */
export function useApprove(email: string) {
  const drop = useDropFromList(email);
  return useMutation({
    mutationFn: async (checkoutId: string) =>
      (
        await apiRequest(decisionPath(checkoutId, "approve"), approvalDecisionSchema, {
          method: "POST",
          auth: true,
        })
      ).data,
    onSuccess: ({ checkoutId }) => drop(checkoutId),
    onSettled: useRefresh(email),
  });
}

/** POST …/reject {reason}: the checkout is cancelled and the buyer told why; 409 when no longer waiting. */
export function useReject(email: string) {
  const drop = useDropFromList(email);
  return useMutation({
    mutationFn: async ({ checkoutId, reason }: { checkoutId: string; reason: string }) =>
      (
        await apiRequest(decisionPath(checkoutId, "reject"), approvalDecisionSchema, {
          method: "POST",
          body: { reason },
          auth: true,
        })
      ).data,
    onSuccess: ({ checkoutId }) => drop(checkoutId),
    onSettled: useRefresh(email),
  });
}
