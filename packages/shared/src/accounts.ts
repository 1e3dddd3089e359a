import { z } from "zod";

import { LIMITS } from "./limits.js";
import { newPasswordProblem } from "./password-rules.js";
import { plainText } from "./text.js";
import { ACCOUNT_TEXTS } from "./texts.js";

/** The display name of an account (spec §3 signed-in user). */
export const displayNameSchema = plainText()
  .trim()
  .min(1, ACCOUNT_TEXTS.nameRequired)
  .max(100, "Name must be at most 100 characters");

/** A profile photo: an https (or, for local development, http) address, never `javascript:` or `data:`. */
export const profileImageSchema = z
  .url({ protocol: /^https?$/, error: "Photo must be a web address (https://…)" })
  .max(2048);

/**
 * The one profile schema (security finding 8): sign-up and update-user apply the same rules to the name and
 * the photo, so neither route stores what the other refuses.
 */
export const updateUserBodySchema = z.strictObject({
  name: displayNameSchema.optional(),
  image: profileImageSchema.nullable().optional(),
});

/**
 * A password being set (sign-up, reset): the shared rules of `newPasswordProblem`, which the forms show too.
 * The minimum is also stated on its own so that the OpenAPI document carries it.
 */
const newPassword = plainText()
  .min(LIMITS.passwordMinLength, ACCOUNT_TEXTS.passwordTooShort)
  .max(128, "Password must be at most 128 characters")
  .superRefine((password, ctx) => {
    const problem = newPasswordProblem(password);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const signUpBodySchema = z.strictObject({
  name: displayNameSchema,
  email: plainText().trim().max(254).pipe(z.email(ACCOUNT_TEXTS.emailInvalid)),
  password: newPassword,
  image: profileImageSchema.nullable().optional(),
  callbackURL: plainText().max(2048).optional(),
  rememberMe: z.boolean().optional(),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

/** GET /api/sign-in-options: which sign-in buttons the web app shows, and whether the shop can send mail. */
export const signInOptionsSchema = z.object({ google: z.boolean(), mail: z.boolean() });

/** POST /api/auth/request-password-reset. */
export const passwordResetRequestSchema = z.strictObject({
  email: plainText().trim().max(254).pipe(z.email(ACCOUNT_TEXTS.emailInvalid)),
});

/** POST /api/auth/reset-password: the spec's password rules apply to the new password as at sign-up. */
export const resetPasswordBodySchema = z.strictObject({
  newPassword,
  token: plainText().trim().min(1).max(200),
});

/** GET/PUT /api/mail/preferences: the mails a customer may turn off (receipts and security mails have no switch). */
export const mailPreferencesSchema = z.strictObject({ orderReminders: z.boolean() });
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

/** PUT /api/user/:email: the API access token for the session holder (spec's answer field). */
export const accessTokenAnswerSchema = z.object({ token: z.string() });

/** GET /api/admin/:email: whether that account is an admin, from the database. */
export const adminStatusSchema = z.object({ admin: z.boolean() });
