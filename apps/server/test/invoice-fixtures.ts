import { randomUUID } from "node:crypto";
import { inflateSync } from "node:zlib";

import type { Database } from "../src/db/client.js";
import { user } from "../src/modules/accounts/accounts.tables.js";
import { issueInvoice } from "../src/modules/orders/invoice-numbers.js";
import { checkouts, orders } from "../src/modules/orders/orders.tables.js";

/**
 * The text of a PDF's pages, a line per text-showing operator, for tests: inflates each content stream and
 * decodes the hex strings of its TJ operators (how pdfkit writes text in the standard fonts, whose encoding
 * agrees with Latin-1 on everything the tests print). Kerning numbers between the strings are dropped.
 */
export function pdfText(pdf: Uint8Array): string {
  const file = Buffer.from(pdf);
  const lines: string[] = [];
  for (
    let start = file.indexOf(">>\nstream\n");
    start >= 0;
    start = file.indexOf(">>\nstream\n", start + 1)
  ) {
    const from = start + ">>\nstream\n".length;
    const body = file.subarray(from, file.indexOf("\nendstream", from));
    let content: string;
    try {
      content = inflateSync(body).toString("latin1");
    } catch {
      content = body.toString("latin1");
    }
    for (const [, array] of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      const hex = [...array!.matchAll(/<([0-9a-f]*)>/gi)].map((m) => m[1]).join("");
      lines.push(Buffer.from(hex, "hex").toString("latin1"));
    }
  }
  return lines.join("\n");
}

export interface FixtureLine {
  productId?: string;
  productName: string;
  quantity: number;
  unitPriceCents: number;
}

/**
 * A checkout written straight into the database, its lines unpaid or paid with an invoice issued as paying
 * does (orders.service.ts): for the invoice and mail tests, which need checkouts of any shape.
 */
export async function checkoutFixture(
  db: Database,
  buyer: { userId: string; email: string },
  { lines, poNumber = null, paidAt }: { lines: FixtureLine[]; poNumber?: string | null; paidAt?: Date },
) {
  const [checkout] = await db.insert(checkouts).values({ userId: buyer.userId, poNumber }).returning();
  const transactionId = paidAt ? `pi_fixture_${checkout!.id.slice(0, 8)}` : null;
  const rows = await db
    .insert(orders)
    .values(
      lines.map((line) => ({
        ...line,
        userId: buyer.userId,
        email: buyer.email,
        checkoutId: checkout!.id,
        img: "/api/images/none",
        category: "Any Hardware",
        details: "A fixture line.",
        totalCents: line.unitPriceCents * line.quantity,
        name: "Ada Buyer",
        address: "1 Gear Road, Springfield",
        phone: "+1 555 0100",
        status: paidAt ? ("paid" as const) : ("unpaid" as const),
        transactionId,
        paidAt: paidAt ?? null,
      })),
    )
    .returning();
  if (paidAt) await issueInvoice(db, checkout!.id, paidAt);
  return { checkoutId: checkout!.id, orderIds: rows.map((row) => row.id), transactionId };
}

/** A user row of its own, for the tests that work on the database without the app. */
export async function userFixture(db: Database) {
  const id = randomUUID();
  const email = `buyer-${id}@example.test`;
  await db.insert(user).values({ id, name: "Ada Buyer", email });
  return { userId: id, email };
}
