import { z } from "zod";

/** Every API error answers this shape (DESIGN §4): never a stack, SQL or path. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  requestId: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
