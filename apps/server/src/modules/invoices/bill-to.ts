import { COMPANY_TEXTS } from "@xpart/shared";

import type { Database } from "../../db/client.js";
import { companiesForPaperwork } from "../companies/index.js";

interface Billed {
  companyId: string | null;
  name: string;
  email: string;
}

/** The company a member's order was placed for (issue 40), or undefined for a customer's own. */
export async function companyOfOrder(db: Database, order: Pick<Billed, "companyId">) {
  if (!order.companyId) return undefined;
  return (await companiesForPaperwork(db, [order.companyId])).get(order.companyId);
}

/**
 * Who an invoice or credit note bills: the buyer; for a company's order the company (its name, tax ID,
 * billing address, and "Tax exempt" when the shop set it), then who ordered.
 */
export async function billToLines(db: Database, order: Billed): Promise<string[]> {
  const company = await companyOfOrder(db, order);
  if (!company) return [order.name, order.email];
  return [
    company.name,
    ...(company.taxId ? [`${COMPANY_TEXTS.taxId}: ${company.taxId}`] : []),
    company.billingAddress,
    ...(company.taxExempt ? [`${COMPANY_TEXTS.taxExempt}: no tax is charged`] : []),
    `Ordered by ${order.name} (${order.email})`,
  ];
}
