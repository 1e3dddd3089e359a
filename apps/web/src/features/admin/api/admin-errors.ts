import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { ACCESS_TEXTS } from "@xpart/shared/texts";

import { ApiClientError } from "#src/lib/api-error";

/** Whether the server refused the caller as not an admin (anymore). */
export const isForbidden = (error: unknown) => error instanceof ApiClientError && error.status === 403;

/**
 * What a failed admin action says: the spec's 'You are not authorized to do this' for a 403 (§8), else the
 * server's own message (AORD-13, MANAGE-12).
 */
export function adminErrorMessage(error: unknown): string {
  if (isForbidden(error)) return ACCESS_TEXTS.notAuthorized;
  return error instanceof Error && error.message ? error.message : "Something went wrong. Please try again.";
}

/** After a 403 the admin check is asked again, so a demoted admin's guard and menu follow at once. */
export function recheckAdminOn403(queryClient: QueryClient, error: unknown) {
  if (isForbidden(error)) void queryClient.invalidateQueries({ queryKey: ["admin-status"] });
}

/** `recheckAdminOn403` bound to the app's query client, for mutations' `onError`. */
export function useRecheckAdminOn403() {
  const queryClient = useQueryClient();
  return (error: unknown) => recheckAdminOn403(queryClient, error);
}
