import { z } from "zod";

/**
 * The development outbox as an admin reads it (issues 15 and 22): GET /api/outbox answers the caught mail and
 * GET /api/outbox/sms the caught text messages, each newest first. Either exists only while that channel is
 * caught instead of sent (otherwise 404); the dashboard's Mail page reads both.
 */

/** One caught mail: its plain text here, its HTML also at /dev/outbox/:id. `sentAt` is an ISO time. */
export const caughtMailSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sentAt: z.string(),
});
export type CaughtMail = z.infer<typeof caughtMailSchema>;

/** One caught text message (a one-time code). `at` is an ISO time. */
export const caughtSmsSchema = z.object({
  phoneNumber: z.string(),
  message: z.string(),
  at: z.string(),
});
export type CaughtSms = z.infer<typeof caughtSmsSchema>;
