import { z } from "zod";

import { searchSuggestionKinds } from "./search-terms.js";
import { plainText } from "./text.js";

/** GET /api/search/suggest query (issue 42): what is typed in the search box so far. */
export const searchSuggestQuerySchema = z.strictObject({ q: plainText().trim().max(100) });

/** One suggestion: what it says, what kind it is and the shop page it opens. */
export const searchSuggestionSchema = z.object({
  kind: z.enum(searchSuggestionKinds),
  label: z.string(),
  /** A second line: the product's name for a part number, the part number for a product, a count. */
  detail: z.string().optional(),
  /** A page of the site (a product, or the shop filtered by category or brand). */
  href: z.string(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const searchSuggestionsSchema = z.object({
  q: z.string(),
  suggestions: z.array(searchSuggestionSchema),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;
