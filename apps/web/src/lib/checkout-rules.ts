import type { CompanyTerms } from "@xpart/shared/schemas";
import { buysOnAccount, type PayWith } from "@xpart/shared/texts";

import { cents } from "#src/lib/cents";

/**
 * A checkout's billing details as its form holds them (the cart's checkout, and accepting a quote, issue 41):
 * what was typed, untrimmed.
 */
export type CheckoutDetails = Record<"name" | "address" | "phone" | "poNumber", string>;

/**
 * The billing details as the API takes them (POST /api/checkout, POST /api/company/quotes/:id/accept): trimmed,
 * and no PO number when none was typed; how to pay only when the buyer was offered the choice (issue 41), else
 * the server's default, the card.
 */
export function checkoutBody({ name, address, phone, poNumber }: CheckoutDetails, payWith?: PayWith) {
  const po = poNumber.trim();
  return {
    name: name.trim(),
    address: address.trim(),
    phone: phone.trim(),
    ...(po ? { poNumber: po } : {}),
    ...(payWith ? { payWith } : {}),
  };
}

/**
 * How a checkout starts out paid (issue 41): on the company's account when that can go through (the company is
 * on terms, not on hold, and the total fits in the available credit), else by card. The buyer may change it
 * either way; the server has the last word.
 */
export function defaultPayWith(
  terms: Pick<CompanyTerms, "paymentTerms" | "onHold" | "available">,
  totalDollars: number,
): PayWith {
  const fits = cents(totalDollars) <= cents(terms.available);
  return buysOnAccount(terms.paymentTerms) && !terms.onHold && fits ? "account" : "card";
}
