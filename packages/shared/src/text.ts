import { z } from "zod";

import { CONTROL, CONTROL_BUT_LINE_BREAKS, CONTROL_CHARACTERS_MESSAGE } from "./plain-line.js";

// The zod-free checks moved to plain-line.ts; re-exported here for the modules that import them from here.
export { CONTROL_CHARACTERS_MESSAGE, isLocalReturnPath, isPlainLine } from "./plain-line.js";

/**
 * Every text field of the contract goes through here (finding 4 of the security issue): one place refuses
 * control characters, so no input reaches the database or a log with a NUL in it.
 */
export function plainText(options: { multiline?: boolean } = {}) {
  const pattern = options.multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL;
  return z.string().refine((value) => !pattern.test(value), CONTROL_CHARACTERS_MESSAGE);
}
