import { REVIEW_TEXTS, type CreateReviewBody, type Review } from "@xpart/shared";
import { and, desc, eq, isNull, lt, type SQL } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { isUuid } from "../../db/uuid.js";
import { ConflictError, InvalidError, NotFoundError } from "../../domain-errors.js";
import type { Caller } from "../accounts/index.js";
import { recordAdminAction } from "../audit/index.js";
import { paidBuyersAmong } from "../orders/index.js";

import { reviews } from "./reviews.tables.js";

/**
 * A page of the shown reviews, newest last (the home page shows the last three, spec §7), with no author
 * identity: the `limit` newest, or the `limit` just older than the review `before` (security finding L8).
 * A hidden review still marks its place, so a page the client holds stays a valid cursor.
 */
export async function listReviews(
  db: Database,
  page: { limit: number; before?: string | undefined },
): Promise<Review[]> {
  let olderThan: SQL | undefined;
  if (page.before !== undefined) {
    const [cursor] = await db
      .select({ position: reviews.position })
      .from(reviews)
      .where(eq(reviews.id, page.before));
    if (!cursor) {
      throw new InvalidError("Invalid querystring: before", { before: REVIEW_TEXTS.notAReviewCursor });
    }
    olderThan = lt(reviews.position, cursor.position);
  }
  const rows = (
    await db
      .select()
      .from(reviews)
      .where(and(isNull(reviews.hiddenAt), olderThan))
      .orderBy(desc(reviews.position))
      .limit(page.limit)
  ).reverse();
  const buyers = await paidBuyersAmong(
    db,
    rows.flatMap((r) => (r.authorId ? [r.authorId] : [])),
  );
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    details: r.details,
    rating: r.rating,
    createdAt: r.createdAt.toISOString(),
    verifiedBuyer: r.authorId !== null && buyers.has(r.authorId),
  }));
}

/** The caller's review of the shop: the author is the caller, whatever the body says; one per customer. */
export async function addReview(db: Database, caller: Caller, body: CreateReviewBody): Promise<string> {
  const [row] = await db
    .insert(reviews)
    .values({ authorId: caller.id, name: body.name, rating: body.rating, details: body.details })
    .onConflictDoNothing({ target: reviews.authorId })
    .returning({ id: reviews.id });
  if (!row) throw new ConflictError(REVIEW_TEXTS.alreadyReviewed);
  return row.id;
}

/** An admin hides a review (kept for the record), and the audit trail says who and when. */
export async function hideReview(db: Database, admin: Caller, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [hidden] = isUuid(id)
      ? await tx
          .update(reviews)
          .set({ hiddenAt: new Date(), hiddenBy: admin.id, updatedAt: new Date() })
          .where(and(eq(reviews.id, id), isNull(reviews.hiddenAt)))
          .returning()
      : [];
    if (!hidden) throw new NotFoundError(REVIEW_TEXTS.reviewNotFound);
    await recordAdminAction(tx, {
      actor: admin,
      action: "review.hide",
      target: { type: "review", id },
      before: { name: hidden.name, rating: hidden.rating, details: hidden.details, hidden: false },
      after: { hidden: true },
    });
  });
}
