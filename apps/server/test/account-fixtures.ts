import type { CompanyTermsBody, Statement } from "@xpart/shared";
import { sql } from "drizzle-orm";
import { expect } from "vitest";

import { BILLING, testCard } from "./attacks/fixtures.js";
import { bearer } from "./auth-helpers.js";
import { companyAdmin, type Person } from "./company-fixtures.js";
import type { TestApp } from "./test-app.js";

/** Buying on account's helpers (issue 41): a company on terms, checkouts on account, paying its invoices. */

/** A company whose terms a shop admin set: its company admin and id. */
export async function companyOnTerms(t: TestApp, shopAdmin: Person, terms: CompanyTermsBody) {
  const company = await companyAdmin(t);
  const set = await t.app.inject({
    method: "PUT",
    url: `/api/admin/companies/${company.companyId}/terms`,
    headers: bearer(shopAdmin.token),
    payload: terms,
  });
  expect(set.statusCode, set.body).toBe(200);
  return company;
}

/** `who` puts `quantity` of the product in the cart and checks out, paying as said. */
export async function checkout(
  t: TestApp,
  who: Person,
  productId: string,
  quantity: number,
  payWith: "card" | "account" = "account",
) {
  const added = await t.app.inject({
    method: "POST",
    url: "/api/cart/items",
    headers: bearer(who.token),
    payload: { lines: [{ productId, quantity }] },
  });
  expect(added.statusCode, added.body).toBe(200);
  return t.app.inject({
    method: "POST",
    url: "/api/checkout",
    headers: bearer(who.token),
    payload: { ...BILLING, payWith },
  });
}

export async function statementOf(t: TestApp, who: Person): Promise<Statement> {
  const res = await t.app.inject({
    method: "GET",
    url: "/api/company/statement",
    headers: bearer(who.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Statement;
}

/** A company admin pays `amount` dollars of an invoice by test card 4242: intent, card, "I paid, check it". */
export async function payInvoice(t: TestApp, who: Person, invoiceId: string, amount: number) {
  const intent = await t.app.inject({
    method: "POST",
    url: `/api/company/invoices/${invoiceId}/payment-intent`,
    headers: bearer(who.token),
    payload: { amount },
  });
  if (intent.statusCode !== 200) return intent;
  const { clientSecret } = intent.json() as { clientSecret: string };
  const confirmed = await t.app.inject({
    method: "POST",
    url: "/api/payments/test-cards/confirm",
    headers: bearer(who.token),
    payload: { clientSecret, card: testCard() },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return t.app.inject({
    method: "POST",
    url: `/api/company/invoices/${invoiceId}/payments`,
    headers: bearer(who.token),
    payload: { transactionId: confirmed.json().paymentIntent.id },
  });
}

/** Moves a company's invoices' dates back `days` days, as if they were issued that long ago. */
export async function backdateInvoices(t: TestApp, companyId: string, days: number) {
  await t.db.execute(sql`update invoices set due_on = due_on - ${days}::int,
    issued_at = issued_at - make_interval(days => ${days}) where company_id = ${companyId}`);
}
