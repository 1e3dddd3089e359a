import { ACCOUNT_TEXTS, LIMITS, newPasswordProblem, plainTextProblem } from "@xpart/shared/texts";

export type CredentialField = "name" | "email" | "password";
export type CredentialValues = Partial<Record<CredentialField, string>>;
export type CredentialErrors = Partial<Record<CredentialField, string>>;

/** Spec §5's loose pattern: something@something.something, no spaces. */
const LOOSE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailError(email: string): string | undefined {
  if (!email.trim()) return ACCOUNT_TEXTS.emailRequired;
  if (!LOOSE_EMAIL.test(email.trim())) return ACCOUNT_TEXTS.emailInvalid;
  return undefined;
}

/** A password being set follows the shared rules (finding I2); one signing in only the spec's length. */
function passwordError(password: string, newPassword: boolean): string | undefined {
  if (!password) return ACCOUNT_TEXTS.passwordRequired;
  if (newPassword) return newPasswordProblem(password) ?? undefined;
  if (password.length < LIMITS.passwordMinLength) return ACCOUNT_TEXTS.passwordTooShort;
  return undefined;
}

/**
 * The spec's messages (§5) for the fields a form has; a field it lacks is left out. The name goes through the
 * shared text check as on the server (finding I11). `newPassword`: sign-up and reset.
 */
export function credentialErrors(
  values: CredentialValues,
  { newPassword = false }: { newPassword?: boolean } = {},
): CredentialErrors {
  const errors: CredentialErrors = {};
  if (values.name !== undefined) {
    errors.name = values.name.trim()
      ? (plainTextProblem(values.name) ?? undefined)
      : ACCOUNT_TEXTS.nameRequired;
  }
  if (values.email !== undefined) errors.email = emailError(values.email);
  if (values.password !== undefined) errors.password = passwordError(values.password, newPassword);
  for (const key of Object.keys(errors) as CredentialField[]) if (!errors[key]) delete errors[key];
  return errors;
}
