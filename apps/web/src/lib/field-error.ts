import type { z } from "zod";

/**
 * The first message a contract field's schema gives for `value`, or null when it takes it: the server's own
 * rules, so a form's messages are the ones the server would answer (PDP-21).
 */
export function fieldError(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? "Invalid value");
}
