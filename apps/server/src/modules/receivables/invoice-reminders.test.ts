import { addDays } from "@xpart/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { checkout, companyOnTerms, payInvoice, statementOf } from "../../../test/account-fixtures.js";
import { anAdmin } from "../../../test/admin-fixtures.js";
import { addProduct } from "../../../test/catalog-fixtures.js";
import { invitedMember, type Person } from "../../../test/company-fixtures.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { JOB_SCHEMA } from "../../jobs/index.js";

import { sendDueInvoiceReminders } from "./invoice-reminders.js";

/** Issue 41 item 3: reminders 3 days before, on the due day, weekly after; once per step; none once paid. */
let t: TestApp;
let shopAdmin: Person;
let productId: string;
beforeAll(async () => {
  t = await createTestApp();
  shopAdmin = await anAdmin(t.app, t.db);
  productId = await addProduct(t.db, { priceCents: 1000, minOrder: 10, availableQty: 1_000_000 });
});
afterAll(() => t.close());

/** The reminder mails queued for an invoice number: to whom, at which step. */
async function remindersOf(number: string): Promise<{ to: string; step: string; onHold: boolean }[]> {
  const result = await t.db.execute(sql`
    select data->>'to' as to, data->'data'->>'step' as step, (data->'data'->>'onHold')::boolean as "onHold"
    from ${sql.identifier(JOB_SCHEMA)}.job
    where name = 'mail' and data->>'kind' = 'invoice-reminder' and data->'data'->>'invoiceNumber' = ${number}
    order by created_on, data->>'to'`);
  return (result as unknown as { rows: { to: string; step: string; onHold: boolean }[] }).rows;
}

describe("issue 41 item 3: invoice reminders", () => {
  it("go to every company admin at each step, once each, and stop once the invoice is paid", async () => {
    const { admin } = await companyOnTerms(t, shopAdmin, { paymentTerms: "net15", creditLimit: 9000 });
    const secondAdmin = await invitedMember(t, admin, "company-admin");
    const buyer = await invitedMember(t, admin, "buyer");
    expect((await checkout(t, buyer, productId, 20)).statusCode).toBe(201);
    const [invoice] = (await statementOf(t, admin)).invoices;
    const due = invoice!.dueOn;
    const admins = [admin.email, secondAdmin.email].sort();
    const steps = async () => (await remindersOf(invoice!.number)).map((r) => r.step);

    await sendDueInvoiceReminders(t.db, addDays(due, -4));
    expect(await steps()).toEqual([]);
    await sendDueInvoiceReminders(t.db, addDays(due, -3));
    expect((await remindersOf(invoice!.number)).map((r) => r.to)).toEqual(admins);
    expect(await steps()).toEqual(["before", "before"]);
    // Scanning again the same step, twice at once, changes nothing.
    await Promise.all([
      sendDueInvoiceReminders(t.db, addDays(due, -1)),
      sendDueInvoiceReminders(t.db, addDays(due, -1)),
    ]);
    expect(await steps()).toHaveLength(2);
    await sendDueInvoiceReminders(t.db, due);
    await sendDueInvoiceReminders(t.db, addDays(due, 6));
    await sendDueInvoiceReminders(t.db, addDays(due, 7));
    await sendDueInvoiceReminders(t.db, addDays(due, 35));
    expect(await steps()).toEqual([
      "before",
      "before",
      "due",
      "due",
      "overdue-1",
      "overdue-1",
      "overdue-5",
      "overdue-5",
    ]);
    // Past 30 days overdue, the mail says the company is on hold.
    expect((await remindersOf(invoice!.number)).slice(-1)[0]!.onHold).toBe(true);
    expect((await payInvoice(t, admin, invoice!.id, invoice!.owed)).statusCode).toBe(200);
    expect(await sendDueInvoiceReminders(t.db, addDays(due, 42))).toBe(0);
    expect(await steps()).toHaveLength(8);
  });
});
