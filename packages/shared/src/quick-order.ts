import { z } from "zod";

import { cartSchema, lineOutcomeSchema } from "./cart.js";
import { quickOrderTextProblem } from "./quick-order-lines.js";
import { plainText } from "./text.js";

// The line reader and the page's words ride along: whoever reads the answers reads the lines the same way.
export * from "./quick-order-lines.js";

export const QUICK_ORDER_PATH = "/api/quick-order";

/**
 * POST /api/quick-order: the pasted lines (or a CSV's text) as one string. Only a paste that cannot be checked
 * at all (no line, too many lines, too long) is refused; a line that cannot be read is answered, not refused.
 */
export const quickOrderBodySchema = z.strictObject({
  text: plainText({ multiline: true }).superRefine((text, ctx) => {
    const problem = quickOrderTextProblem(text);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }),
});
export type QuickOrderBody = z.input<typeof quickOrderBodySchema>;

/** What happened to one non-empty line of the paste, with the product it found, if one. */
export const quickOrderLineSchema = lineOutcomeSchema.extend({
  /** The line's number in the paste, counting blank lines and the header, as the buyer sees it. */
  line: z.number().int(),
  input: z.string(),
  /** As the buyer wrote it; null when the line could not be read. */
  partNumber: z.string().nullable(),
  sku: z.string().nullable(),
  productName: z.string().nullable(),
});
export type QuickOrderLineAnswer = z.infer<typeof quickOrderLineSchema>;

export const quickOrderAnswerSchema = z.object({ lines: z.array(quickOrderLineSchema), cart: cartSchema });
export type QuickOrderAnswer = z.infer<typeof quickOrderAnswerSchema>;
