import { canSeeCompanyOrders, COMPANY_TEXTS, type Order } from "@xpart/shared";
import { and, asc, eq, isNull, sql } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { ForbiddenError } from "../../domain-errors.js";
import type { Caller } from "../accounts/index.js";
import { requireMembership } from "../companies/index.js";

import { apiOrdersOf } from "./orders.service.js";
import { checkouts, orders } from "./orders.tables.js";

/**
 * GET /api/company/orders (issue 40): every order placed by the caller's company, oldest first, or one buyer's
 * (by email). Company admins and approvers see them; buyers when their company allows it, else 403. Orders of
 * members who have since left stay the company's.
 */
export async function listCompanyOrders(
  db: Database,
  caller: Caller,
  buyer: string | undefined,
): Promise<Order[]> {
  const membership = await requireMembership(db, caller.id);
  if (!canSeeCompanyOrders(membership.role, membership)) throw new ForbiddenError(COMPANY_TEXTS.ordersHidden);
  const rows = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .where(
      and(
        eq(checkouts.companyId, membership.companyId),
        isNull(orders.deletedAt),
        buyer ? eq(sql`lower(${orders.email})`, buyer.toLowerCase()) : undefined,
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return apiOrdersOf(
    db,
    rows.map((r) => r.order),
  );
}
