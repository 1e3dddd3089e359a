import { queryOptions, useQuery } from "@tanstack/react-query";
import { caughtMailSchema, caughtSmsSchema } from "@xpart/shared/schemas";
import { z } from "zod";

import { apiRequest } from "#src/lib/api-client";
import { ApiClientError } from "#src/lib/api-error";
import { queryKeys } from "#src/lib/query-keys";

const mailSchema = z.array(caughtMailSchema);
const smsSchema = z.array(caughtSmsSchema);

/** GET /api/outbox (admin): the mail the development outbox caught, newest first. */
async function getCaughtMail(signal?: AbortSignal) {
  return (await apiRequest("/api/outbox", mailSchema, { auth: true, signal })).data;
}

/** GET /api/outbox/sms (admin): the text messages the development outbox caught, newest first. */
async function getCaughtSms(signal?: AbortSignal) {
  return (await apiRequest("/api/outbox/sms", smsSchema, { auth: true, signal })).data;
}

/** The server has no such outbox (404): that channel really goes out, or is off, so nothing is caught. */
export const isNotCaught = (error: Error) => error instanceof ApiClientError && error.status === 404;

// Mail and codes arrive while the admin works in another tab (signing up, resetting a password): coming
// back shows them.
const fresh = { meta: { private: true }, staleTime: 0, refetchOnWindowFocus: true } as const;

const caughtMailQueryOptions = queryOptions({
  queryKey: queryKeys.admin.outbox.mail,
  queryFn: ({ signal }) => getCaughtMail(signal),
  ...fresh,
});

const caughtSmsQueryOptions = queryOptions({
  queryKey: queryKeys.admin.outbox.sms,
  queryFn: ({ signal }) => getCaughtSms(signal),
  ...fresh,
});

export const useCaughtMail = () => useQuery(caughtMailQueryOptions);
export const useCaughtSms = () => useQuery(caughtSmsQueryOptions);
