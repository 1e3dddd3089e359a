import { ACCOUNT_TEXTS, LIMITS } from "@xpart/shared/texts";

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

function passwordError(password: string): string | undefined {
  if (!password) return ACCOUNT_TEXTS.passwordRequired;
  if (password.length < LIMITS.passwordMinLength) return ACCOUNT_TEXTS.passwordTooShort;
  return undefined;
}

/** The spec's messages (§5) for the fields a form has; a field it lacks is left out. */
export function credentialErrors(values: CredentialValues): CredentialErrors {
  const errors: CredentialErrors = {};
  if (values.name !== undefined && !values.name.trim()) errors.name = ACCOUNT_TEXTS.nameRequired;
  if (values.email !== undefined) errors.email = emailError(values.email);
  if (values.password !== undefined) errors.password = passwordError(values.password);
  for (const key of Object.keys(errors) as CredentialField[]) if (!errors[key]) delete errors[key];
  return errors;
}
