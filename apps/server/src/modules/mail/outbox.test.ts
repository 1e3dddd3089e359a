import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { anAdmin, type Account } from "../../../test/admin-fixtures.js";
import { bearer, customer } from "../../../test/auth-helpers.js";
import { linkIn, mailTo, sendDueMail, temporaryOutbox } from "../../../test/mail-fixtures.js";
import { createTestApp } from "../../../test/test-app.js";

import type { OutboxEntry, OutboxMailSender } from "./index.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
let outbox: OutboxMailSender;
let admin: Account;
let buyer: Account;
/** The buyer's password reset mail, and the token its link carries. */
let resetMail: OutboxEntry;
let resetToken: string;
beforeAll(async () => {
  outbox = await temporaryOutbox();
  t = await createTestApp({}, { mail: outbox });
  admin = await anAdmin(t.app, t.db);
  buyer = await customer(t.app);
  await t.app.inject({
    method: "POST",
    url: "/api/auth/request-password-reset",
    payload: { email: buyer.email },
  });
  await sendDueMail(t.app, t.db, outbox);
  resetMail = (await outbox.read()).find((m) => m.to === buyer.email && /reset your/i.test(m.subject))!;
  resetToken = new URL(linkIn(resetMail, "http://127.0.0.1/reset-password?token=")).searchParams.get(
    "token",
  )!;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

/** Every address that shows caught mail (or, for the templates, the outbox's own pages). */
const outboxUrls = () => [
  "/dev/outbox",
  `/dev/outbox/${resetMail.id}`,
  "/dev/outbox/templates/reset-password",
  "/api/outbox",
];

describe("M3: caught mail is an admin's to read", () => {
  it("M3: the outbox pages and its API refuse an anonymous visitor (401) and a customer (403), and show no mail", async () => {
    for (const url of outboxUrls()) {
      const anonymous = await get(url);
      const mine = await get(url, { cookie: buyer.cookie, ...bearer(buyer.token) });
      expect([url, anonymous.statusCode, mine.statusCode]).toEqual([url, 401, 403]);
      for (const res of [anonymous, mine]) {
        expect(res.body).not.toContain(resetToken);
        expect(res.body).not.toContain(buyer.email);
      }
    }
    // The old JSON address of the outbox is gone: the API below is the one way to read it.
    expect((await get("/dev/outbox.json", { cookie: admin.cookie })).statusCode).toBe(404);
  });

  it("M3: an admin's session opens the pages in a browser; the API answers the admin's token", async () => {
    const list = await get("/dev/outbox", { cookie: admin.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.headers["content-type"]).toMatch(/^text\/html/);
    expect(list.body).toContain(resetMail.subject);
    const one = await get(`/dev/outbox/${resetMail.id}`, { cookie: admin.cookie });
    expect([one.statusCode, one.body]).toEqual([200, resetMail.html]);
    expect((await get("/dev/outbox/templates/reset-password", { cookie: admin.cookie })).statusCode).toBe(
      200,
    );

    const api = await get("/api/outbox", bearer(admin.token));
    expect(api.statusCode).toBe(200);
    expect(api.headers["cache-control"]).toBe("no-store");
    expect(api.json()).toEqual(expect.arrayContaining([resetMail]));
    expect(await mailTo(t.app, admin.token, buyer.email)).toContainEqual(resetMail);
  });

  it("M3: each rule takes its own credential: a token opens no page, a session cookie reads no API", async () => {
    expect((await get("/dev/outbox", bearer(admin.token))).statusCode).toBe(401);
    expect((await get("/api/outbox", { cookie: admin.cookie })).statusCode).toBe(401);
  });
});
