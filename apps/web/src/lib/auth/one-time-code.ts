/**
 * The one-time codes of two-step verification, asked for at sign-in and when turning it on: six digits from
 * an authenticator app or a text message, or a backup code (letters and digits, checked by the server only).
 */
export const CODE_FROM_TEXT = "Code from the text message";

export function oneTimeCodeError(code: string, { backup = false } = {}): string | undefined {
  if (!code) return "Enter the code";
  if (!backup && !/^\d{6}$/.test(code)) return "The code has 6 digits";
  return undefined;
}

/** Digits on a phone's keyboard, and the browser's offer to fill in the code just texted. */
export const ONE_TIME_CODE_INPUT = { inputMode: "numeric", autoComplete: "one-time-code" } as const;
