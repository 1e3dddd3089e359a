import { LIMITS } from "./limits.js";
import { ACCOUNT_TEXTS } from "./texts.js";

const WHITESPACE = /\s/gu;

/**
 * Why a new password (sign-up, reset, the configured admin's) breaks the shop's rules, or null: the spec's
 * 6 characters, and spaces do not count toward them, so six spaces are refused (security finding I2).
 * Spaces inside a longer passphrase stay allowed. The server adds its check of common passwords.
 */
export function newPasswordProblem(password: string): string | null {
  if (password.length < LIMITS.passwordMinLength) return ACCOUNT_TEXTS.passwordTooShort;
  if (password.replace(WHITESPACE, "").length < LIMITS.passwordMinLength) {
    return ACCOUNT_TEXTS.passwordMostlySpaces;
  }
  return null;
}
