import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { apiGet, apiRequest } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

/**
 * An invitation's link (issue 40). The join page is public and small: its answers' schemas load with zod only
 * once an answer arrives.
 */
const schemas = () => import("@xpart/shared/schemas");
const previewSchema = async () => (await schemas()).invitationPreviewSchema;
const joinedSchema = async () => (await schemas()).joinedCompanySchema;

const invitationPath = (token: string) => `/api/company-invitations/${encodeURIComponent(token)}`;

/** GET /api/company-invitations/:token (public): the company, role, email and expiry; 404/409 say why not. */
export const useInvitationPreview = (token: string) =>
  useQuery({
    queryKey: queryKeys.company.invitation(token),
    queryFn: async ({ signal }) => (await apiGet(invitationPath(token), previewSchema, signal)).data,
    enabled: token !== "",
    // Withdrawn or used since: asked again on every visit.
    staleTime: 0,
  });

/**
 * POST /api/company-invitations/:token/accept, signed in with the invited email: 403 for another email, 409
 * when already in a company or the link is spent. Joining changes what the account's own answers say (its
 * company, the addresses offered to it), so they are all read again.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) =>
      (await apiRequest(`${invitationPath(token)}/accept`, joinedSchema, { method: "POST", auth: true }))
        .data,
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.meta?.private === true }),
  });
}
