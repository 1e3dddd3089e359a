import type { Review } from "@xpart/shared";
import { asc } from "drizzle-orm";

import type { Database } from "../../db/client.js";

import { reviews } from "./reviews.tables.js";

/** All reviews, newest last: the home page shows the last three (spec §7). */
export async function listReviews(db: Database): Promise<Review[]> {
  const rows = await db.select().from(reviews).orderBy(asc(reviews.position));
  return rows.map((r) => ({ _id: r.id, name: r.name, details: r.details, rating: r.rating }));
}
