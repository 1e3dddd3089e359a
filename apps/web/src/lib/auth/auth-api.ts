import { apiGet } from "#src/lib/api-client";
import { paths } from "#src/lib/paths";

import { identityCall as call, sessionApi } from "./identity-client";

/**
 * The answers' schemas, loaded before a call that changes something is sent: a reader that fails to load (an
 * open tab after a deploy) must fail before the server signs someone in or turns on a second step, not after.
 */
const answers = () => import("./auth-answers");

export type TwoFactorMethod = "totp" | "otp";

export const authApi = {
  ...sessionApi,
  /**
   * `twoFactor: true` when the account needs its second step before the session exists; `methods` says which
   * ("totp": an authenticator app is enrolled, "otp": a code can be sent by text message).
   */
  async signInEmail(
    email: string,
    password: string,
  ): Promise<{ twoFactor: boolean; methods: TwoFactorMethod[] }> {
    const { parseAnswer, signInEmailAnswerSchema } = await answers();
    const data = parseAnswer(
      signInEmailAnswerSchema,
      await call("/api/auth/sign-in/email", { email, password }),
    );
    return {
      twoFactor: data.twoFactorRedirect === true,
      methods: (data.twoFactorMethods ?? []).filter((m): m is TwoFactorMethod => m === "totp" || m === "otp"),
    };
  },
  signUpEmail: (name: string, email: string, password: string) =>
    call("/api/auth/sign-up/email", { name, email, password }),
  /**
   * Starts Google sign-in: answers the provider's URL; the browser comes back to `returnTo`, or to `errorTo`
   * with `?error=` when the round trip fails.
   */
  async googleUrl(returnTo: string, errorTo: string = paths.login): Promise<string> {
    const { parseAnswer, socialSignInAnswerSchema } = await answers();
    const data = await call("/api/auth/sign-in/social", {
      provider: "google",
      callbackURL: returnTo,
      errorCallbackURL: errorTo,
    });
    return parseAnswer(socialSignInAnswerSchema, data).url;
  },
  /**
   * Which sign-in methods the shop offers, and whether it can send mail (reset and verification need it). Our
   * own route, not the identity service's: it goes the API's way, so the server renderer can ask it too.
   */
  async signInOptions(): Promise<{ google: boolean; mail: boolean }> {
    const { data } = await apiGet("/api/sign-in-options", async () => (await answers()).signInOptionsSchema);
    return data;
  },
  /** Mails a reset link if an account has this email; the answer is the same either way. */
  requestPasswordReset: (email: string) => call("/api/auth/request-password-reset", { email }),
  /** Sets the new password with the mailed link's token; every session of the account ends. */
  resetPassword: (token: string, newPassword: string) =>
    call("/api/auth/reset-password", { token, newPassword }),
  /** Mails the signed-in account a new verification link ('send again'). */
  sendVerificationEmail: () => call("/api/auth/send-verification-email", {}),
  updateUser: (changes: { name?: string; image?: string | null }) => call("/api/auth/update-user", changes),
  twoFactor: {
    // The password is optional: an account made with Google has none, and the server knows which needs one.
    enable: async (password?: string) => {
      const { parseAnswer, twoFactorEnableAnswerSchema } = await answers();
      return parseAnswer(
        twoFactorEnableAnswerSchema,
        await call("/api/auth/two-factor/enable", { password }),
      );
    },
    disable: (password?: string) => call("/api/auth/two-factor/disable", { password }),
    verifyTotp: (code: string, trustDevice = false) =>
      call("/api/auth/two-factor/verify-totp", { code, trustDevice }),
    sendOtp: () => call("/api/auth/two-factor/send-otp", {}),
    verifyOtp: (code: string, trustDevice = false) =>
      call("/api/auth/two-factor/verify-otp", { code, trustDevice }),
    verifyBackupCode: (code: string) => call("/api/auth/two-factor/verify-backup-code", { code }),
  },
  /**
   * Verifies a phone number for the signed-in account. Moving an already verified phone to another number
   * needs the current password (the server checks it afresh; empty for an account made with Google).
   */
  phone: {
    sendCode: (phoneNumber: string, password?: string) =>
      call("/api/auth/phone-number/send-otp", { phoneNumber, ...(password ? { password } : {}) }),
    verify: (phoneNumber: string, code: string, password?: string) =>
      call("/api/auth/phone-number/verify", {
        phoneNumber,
        code,
        updatePhoneNumber: true,
        ...(password ? { password } : {}),
      }),
  },
};
