import { useQueryClient } from "@tanstack/react-query";
import { ACCESS_TEXTS } from "@xpart/shared/texts";

import { ApiClientError } from "#src/lib/api-error";
import { toast } from "#src/lib/lazy-toast";
import { queryKeys } from "#src/lib/query-keys";

/** Whether the server refused the caller as not an admin (anymore). */
const isForbidden = (error: unknown) => error instanceof ApiClientError && error.status === 403;

/**
 * What a failed admin action says: the spec's 'You are not authorized to do this' for a 403 (§8), else the
 * server's own message (AORD-13, MANAGE-12).
 */
function adminErrorMessage(error: unknown): string {
  if (isForbidden(error)) return ACCESS_TEXTS.notAuthorized;
  return error instanceof Error && error.message ? error.message : "Something went wrong. Please try again.";
}

/**
 * What every failed admin action does, for mutations' `onError`: after a 403 the admin check is asked again,
 * so a demoted admin's guard and menu follow at once, and the message shows in a toast. Answers the message,
 * for a form that shows it too.
 */
export function useAdminFailure() {
  const queryClient = useQueryClient();
  return (error: unknown) => {
    if (isForbidden(error)) void queryClient.invalidateQueries({ queryKey: queryKeys.adminStatus.all });
    const message = adminErrorMessage(error);
    toast.error(message);
    return message;
  };
}
