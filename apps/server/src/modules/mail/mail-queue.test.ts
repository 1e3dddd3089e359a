import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { sendDueMail, temporaryOutbox } from "../../../test/mail-fixtures.js";
import { createTestApp } from "../../../test/test-app.js";

import { enqueueMail, MAIL_DEAD_LETTER_QUEUE, MAIL_RETRIES, type QueuedMail } from "./mail-queue.js";
import { mailTotals } from "./mail-totals.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({}, { mail: await temporaryOutbox() });
});
afterAll(() => t.close());

const failing = { name: "smtp" as const, send: () => Promise.reject(new Error("550 mailbox unavailable")) };
/** Past the longest wait between two tries (6 hours). */
const later = () => new Date(Date.now() + 7 * 3_600_000);

describe("issue 22: the mail queue on the job engine", () => {
  it("issue 22: a mail that fails every try is retried MAIL_RETRIES times, then dead-lettered and counted as failed", async () => {
    const mail: QueuedMail = {
      kind: "password-changed",
      to: "unlucky@example.test",
      data: { name: "Unlucky" },
    };
    await enqueueMail(t.db, mail);
    expect(await mailTotals(t.db)).toMatchObject({ pending: 1, failed: 0 });
    for (let attempt = 1; attempt <= MAIL_RETRIES; attempt++) {
      expect(await sendDueMail(t.app, t.db, failing, later())).toBe(1);
    }
    expect(await mailTotals(t.db)).toMatchObject({ pending: 1, failed: 0 });

    expect(await sendDueMail(t.app, t.db, failing, later())).toBe(1);
    expect(await mailTotals(t.db)).toMatchObject({ pending: 0, sending: 0, failed: 1 });
    const dead = await t.app.jobs.boss.findJobs<QueuedMail>(MAIL_DEAD_LETTER_QUEUE);
    expect(dead.map((job) => job.data)).toEqual([mail]);
    expect(await sendDueMail(t.app, t.db, failing, later())).toBe(0);
  });

  it("issue 22: a mail queued twice with one dedupe key is one job, and one rolled back with its transaction is none", async () => {
    const mail = { kind: "password-changed", to: "once@example.test", data: { name: "Once" } } as const;
    const before = (await mailTotals(t.db)).pending!;
    await enqueueMail(t.db, { ...mail, dedupeKey: "issue-22:once" });
    await enqueueMail(t.db, { ...mail, dedupeKey: "issue-22:once" });
    await t.db
      .transaction(async (tx) => {
        await enqueueMail(tx, { ...mail, to: "never@example.test" });
        throw new Error("the change fails");
      })
      .catch(() => {});
    expect((await mailTotals(t.db)).pending).toBe(before + 1);
  });
});
