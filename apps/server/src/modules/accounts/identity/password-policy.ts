import { ACCESS_TEXTS, newPasswordProblem } from "@xpart/shared";
import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * The most common passwords (ASVS 6.2.4, security finding 16), from zxcvbn's list ranked by how often they
 * appear in leaks. The first 10,000 of at least the spec's 6 characters cover what credential stuffing tries.
 */
const COMMON_PASSWORD_COUNT = 10_000;
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    dictionary["passwords-common"].filter((p) => p.length >= 6).slice(0, COMMON_PASSWORD_COUNT),
  );
  return common;
}

/**
 * Why a new password is refused, or null: the shared rules first (length, spaces not counted: finding I2),
 * then the common passwords. Case does not make a common password safe.
 */
export function passwordProblem(password: string): string | null {
  return (
    newPasswordProblem(password) ??
    (commonPasswords().has(password.toLowerCase()) ? ACCESS_TEXTS.commonPassword : null)
  );
}
