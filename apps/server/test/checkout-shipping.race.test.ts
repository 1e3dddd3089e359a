import { ADMIN_ORDER_TEXTS, orderNumber } from "@xpart/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { OutboxMailSender } from "../src/modules/mail/index.js";
import { orders } from "../src/modules/orders/orders.tables.js";

import { anAdmin, api, auditSince, lastAuditId, type Account } from "./admin-fixtures.js";
import type { TestApp } from "./attacks/fixtures.js";
import { customer } from "./auth-helpers.js";
import { mailTo, sendDueMail, temporaryOutbox } from "./mail-fixtures.js";
import { onPostgres } from "./postgres.js";
import { aPurchase } from "./purchase-fixtures.js";
import { createTestApp } from "./test-app.js";

/**
 * 'Ship all paid lines' at once (issue 39). PGlite runs one query at a time and would pass any
 * implementation, so this runs only on PostgreSQL (DATABASE_URL set, as `.ci/run` does) and shows as skipped
 * on PGlite; checkout-shipping.test.ts forces the interleaving that exists there.
 */
describe.skipIf(!onPostgres)("parallel ship-alls (PostgreSQL only: PGlite serialises queries)", () => {
  let t: TestApp;
  let outbox: OutboxMailSender;
  let owner: Account;
  let admins: Account[];
  beforeAll(async () => {
    outbox = await temporaryOutbox();
    t = await createTestApp({}, { mail: outbox });
    owner = await customer(t.app);
    admins = [await anAdmin(t.app, t.db), await anAdmin(t.app, t.db)];
  });
  afterAll(() => t.close());

  const shipAll = (checkoutId: string, admin: Account) =>
    api(t.app, "PUT", `/api/checkouts/${checkoutId}/ship`, admin.token, { carrier: "DHL" });
  const approve = (id: string, admin: Account) =>
    api(t.app, "PUT", `/api/orders/status/${id}`, admin.token, { carrier: "UPS" });

  /** Every line shipped, each with one audit row; the 'shipped' mails name each line once. */
  async function eachShippedOnce(checkoutId: string, ids: string[], since: number) {
    const rows = await t.db.select().from(orders).where(eq(orders.checkoutId, checkoutId));
    expect(rows.map((r) => r.status)).toEqual(ids.map(() => "shipped"));
    const audit = await auditSince(t.db, since);
    expect(audit.map((r) => [r.action, r.targetId]).sort()).toEqual(
      ids.map((id) => ["order.ship", id]).sort(),
    );
    await sendDueMail(t.app, t.db, outbox);
    const shippedMails = (await mailTo(t.app, admins[0]!.token, owner.email)).filter((m) =>
      m.subject.endsWith("shipped"),
    );
    for (const id of ids)
      expect(
        shippedMails.filter((m) => m.text.includes(`#${orderNumber(id)}`)),
        id,
      ).toHaveLength(1);
    return shippedMails.filter((m) => ids.some((id) => m.text.includes(`#${orderNumber(id)}`)));
  }

  it("ten ship-alls of one purchase by two admins: one 200 ships all five lines, nine 409s; one audit row per line, one mail", async () => {
    const { checkoutId, ids } = await aPurchase(t, owner.token, { lines: 5 });
    const since = await lastAuditId(t.db);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => shipAll(checkoutId, admins[i % 2]!)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(answers.find((r) => r.statusCode === 200)!.json().modifiedCount).toBe(5);
    for (const refused of answers.filter((r) => r.statusCode === 409))
      expect(refused.json().message).toBe(ADMIN_ORDER_TEXTS.shipAllShipped);
    expect(await eachShippedOnce(checkoutId, ids, since)).toHaveLength(1);
  }, 60_000);

  it("ship-alls and 'Approve Booking' of single lines at once: every line shipped once, with one audit row", async () => {
    const { checkoutId, ids } = await aPurchase(t, owner.token, { lines: 4 });
    const since = await lastAuditId(t.db);
    const answers = await Promise.all([
      approve(ids[3]!, admins[1]!),
      shipAll(checkoutId, admins[0]!),
      approve(ids[0]!, admins[0]!),
      shipAll(checkoutId, admins[1]!),
      approve(ids[3]!, admins[0]!),
    ]);
    const shipped = answers
      .filter((r) => r.statusCode === 200)
      .reduce((sum, r) => sum + (r.json() as { modifiedCount: number }).modifiedCount, 0);
    expect(shipped).toBe(4);
    expect(answers.every((r) => [200, 409].includes(r.statusCode))).toBe(true);
    await eachShippedOnce(checkoutId, ids, since);
  }, 60_000);
});
