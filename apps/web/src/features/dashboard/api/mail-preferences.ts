import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { mailPreferencesSchema, type MailPreferences } from "@xpart/shared/schemas";

import { apiRequest } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

/** GET /api/mail/preferences: which optional mails the signed-in customer receives. */
const mailPreferencesQuery = (email: string) =>
  queryOptions({
    queryKey: queryKeys.mailPreferences(email),
    queryFn: async () =>
      (await apiRequest("/api/mail/preferences", mailPreferencesSchema, { auth: true })).data,
  });

export const useMailPreferences = (email: string) => useQuery(mailPreferencesQuery(email));

/** PUT /api/mail/preferences; the answer is what is now stored. */
export function useSaveMailPreferences(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (preferences: MailPreferences) =>
      (
        await apiRequest("/api/mail/preferences", mailPreferencesSchema, {
          method: "PUT",
          body: preferences,
          auth: true,
        })
      ).data,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.mailPreferences(email), saved),
  });
}
