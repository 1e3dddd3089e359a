import { z } from "zod";

import { adminActions, auditTargets } from "./admin.js";
import { plainText } from "./text.js";

/**
 * The admin's side of accounts and the audit trail (issue 10 items 6 and 7): GET /api/user, promote
 * (PUT /api/user/admin/:email), demote (DELETE /api/user/admin/:email), "Remove User"
 * (DELETE /api/user/:email), and the Activity page's GET /api/activity.
 */

export const userRoles = ["customer", "admin"] as const;
export type UserRole = (typeof userRoles)[number];

export const ADMIN_USER_LIMITS = { defaultLimit: 100, maxLimit: 100, maxQueryChars: 254 } as const;
export const ACTIVITY_LIMITS = { defaultLimit: 50, maxLimit: 100 } as const;

/** Query strings are text: plain decimal digits only, never '1e3', ' 5' or '-0'. */
const whole = (max: number) =>
  z
    .string()
    .regex(/^\d{1,18}$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(0).max(max));

const pageLimit = (max: number, fallback: number) =>
  whole(max).pipe(z.number().min(1, "must be at least 1")).default(fallback);

/** GET /api/user query: `q` is part of an email, case-insensitive. The total of matches is in `X-Total-Count`. */
export const adminUserListQuerySchema = z.strictObject({
  q: plainText().trim().max(ADMIN_USER_LIMITS.maxQueryChars).optional(),
  limit: pageLimit(ADMIN_USER_LIMITS.maxLimit, ADMIN_USER_LIMITS.defaultLimit),
  offset: whole(100_000_000).default(0),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

/** One account as the All Users page sees it, oldest first; never a password, session or second factor. */
export const adminUserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(userRoles),
  /** ISO time the account was made. */
  createdAt: z.string(),
  /** Removed by an admin ("Remove User"): no sign-in, no session, no API token; orders are kept. */
  disabled: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** The account an admin acts on, in the path. */
export const userEmailParamsSchema = z.strictObject({ email: z.string().min(3).max(254) });

/** Promote takes no body (an empty object is accepted; Fastify reads "none" as null). */
export const userActionBodySchema = z.strictObject({}).nullish();

/** A day as a date field sends it, `YYYY-MM-DD`, and a real one (no 2026-02-30). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date, YYYY-MM-DD")
  .refine((text) => {
    // Checked even when the pattern failed: an invalid date must answer 400, never throw.
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, "is not a date");

/** The Activity page's filters (issue 10; `from` and `to`, whole days in UTC, issue 27). */
const activityFilters = {
  action: z.enum(adminActions).optional(),
  targetType: z.enum(auditTargets).optional(),
  targetId: plainText().trim().min(1).max(200).optional(),
  /** The acting admin's email, exactly (case-insensitive). */
  actor: plainText().trim().min(1).max(254).optional(),
  /** From the start of this day, UTC. */
  from: day.optional(),
  /** To the end of this day, UTC. */
  to: day.optional(),
};
const datesInOrder = [
  (q: { from?: string | undefined; to?: string | undefined }) => !q.from || !q.to || q.from <= q.to,
  { message: "from must not be after to", path: ["from"] },
] satisfies [unknown, { message: string; path: string[] }];

/** GET /api/activity query: filters, and keyset paging (`before` = the last id of the previous page). */
export const activityQuerySchema = z
  .strictObject({
    ...activityFilters,
    before: whole(Number.MAX_SAFE_INTEGER).optional(),
    limit: pageLimit(ACTIVITY_LIMITS.maxLimit, ACTIVITY_LIMITS.defaultLimit),
  })
  .refine(...datesInOrder);

/** GET /api/activity/export query (issue 27): the same filters; the file holds every entry they match. */
export const activityExportQuerySchema = z.strictObject(activityFilters).refine(...datesInOrder);
export type ActivityExportQuery = z.input<typeof activityExportQuerySchema>;
export type ActivityQuery = z.input<typeof activityQuerySchema>;

/** One admin action, as recorded: who, when, on what, and the values before and after (JSON, or null). */
export const activityEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorEmail: z.string(),
  action: z.enum(adminActions),
  targetType: z.enum(auditTargets),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** What the server answers when an admin's account action is refused (409) or sign-in is closed (403). */
export const ADMIN_USER_TEXTS = {
  userNotFound: "No account has this email",
  notYourself: "You cannot remove your own account",
  lastAdmin: "This is the last admin: make another admin first",
  notAnAdmin: "This user is not an admin",
  alreadyRemoved: "This user has already been removed",
  removedUser: "This user has been removed",
  /** Signing in to a removed account. */
  accountRemoved: "This account has been removed",
} as const;
