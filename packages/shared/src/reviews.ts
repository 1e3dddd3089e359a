import { z } from "zod";

/** A review as the API returns it (spec §3); the newest comes last. */
export const reviewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  details: z.string(),
  rating: z.number().int(),
});
export type Review = z.infer<typeof reviewSchema>;
