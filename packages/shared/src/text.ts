import { z } from "zod";

import { plainTextProblem } from "./plain-line.js";

/**
 * Every text field of the contract goes through here: one place refuses control characters (finding 4), so no
 * input reaches the database or a log with a NUL in it, and the invisible format characters that hide or
 * reorder text (finding I11).
 */
export function plainText(options: { multiline?: boolean } = {}) {
  return z.string().superRefine((value, ctx) => {
    const problem = plainTextProblem(value, options);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
}
