/**
 * C0 and C1 control characters (NUL among them): PostgreSQL refuses NUL in text, and the others hide text in
 * logs and on screen. Tab, line feed and carriage return stay allowed where a field spans lines. Zod-free, so
 * the web app's first load and the `./texts` entry can use these checks.
 */
// Matching control characters is the point here.
/* eslint-disable no-control-regex */
export const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
export const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;
/* eslint-enable no-control-regex */

export const CONTROL_CHARACTERS_MESSAGE = "must not contain control characters";

/** True when a single-line text holds no control character (for checks outside zod, e.g. return paths). */
export const isPlainLine = (value: string) => !CONTROL.test(value);

/**
 * A return address after sign-in: a path on this site only. "//host" leaves it (an open redirect), and a
 * browser drops tabs and newlines and reads a backslash as "/", so "/<tab>/host" would too (finding 14).
 */
export const isLocalReturnPath = (value: unknown): value is string =>
  typeof value === "string" && /^\/(?!\/)/.test(value) && isPlainLine(value) && !value.includes("\\");
