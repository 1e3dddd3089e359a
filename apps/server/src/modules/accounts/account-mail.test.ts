import { MAIL_TEXTS } from "@xpart/shared";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { anAdmin, type Account } from "../../../test/admin-fixtures.js";
import { bearer, cookiesOf, customer, newUser, signIn, signUp } from "../../../test/auth-helpers.js";
import { linkIn, mailTo, sendDueMail, temporaryOutbox } from "../../../test/mail-fixtures.js";
import { createTestApp } from "../../../test/test-app.js";
import { loadConfig } from "../../config.js";
import type { OutboxMailSender } from "../mail/index.js";

import { verification } from "./accounts.tables.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
let outbox: OutboxMailSender;
/** Reads the outbox (only an admin may, M3). */
let admin: Account;
const logs: string[] = [];
beforeAll(async () => {
  outbox = await temporaryOutbox();
  t = await createTestApp(
    { logLevel: "info" },
    { mail: outbox, logStream: { write: (line: string) => void logs.push(line) } },
  );
  admin = await anAdmin(t.app, t.db);
});
afterAll(() => t.close());

const session = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/api/auth/get-session", headers: { cookie } })).json() as {
    user: { emailVerified: boolean };
  } | null;
const flush = () => sendDueMail(t.app, t.db, outbox);
const requestReset = (email: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/request-password-reset", payload: { email } });
const reset = (token: string, newPassword: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token, newPassword } });

describe("email verification (issue 15)", () => {
  it("SIGNUP-08: sign-up signs in at once and mails a verification link that marks the address verified", async () => {
    const u = newUser("verify");
    const { res, cookie } = await signUp(t.app, u);
    expect(res.statusCode).toBe(200);
    expect((await session(cookie))?.user.emailVerified).toBe(false);
    await flush();
    const [mail, ...more] = await mailTo(t.app, admin.token, u.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/confirm your email/i);
    expect(mail!.html).toContain("Confirm my email");
    const link = new URL(linkIn(mail!, "http://127.0.0.1/api/auth/verify-email"));
    const opened = await t.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toMatch(/\/dashboard\/profile$/);
    expect((await session(cookie))?.user.emailVerified).toBe(true);
    // Verified: 'send again' has nothing to do.
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auth/send-verification-email",
      headers: { cookie, origin: "http://127.0.0.1" },
      payload: {},
    });
    expect(again.statusCode).toBe(400);
  });

  it("'send again' mails a new link to the session holder's own address, rate-limited", async () => {
    const limited = await createTestApp({ rateLimitMultiplier: 1 }, { mail: outbox });
    try {
      const u = newUser("again");
      const { cookie } = await signUp(limited.app, u, "203.0.113.77");
      const send = () =>
        limited.app.inject({
          method: "POST",
          url: "/api/auth/send-verification-email",
          headers: { cookie, origin: "http://127.0.0.1" },
          remoteAddress: "203.0.113.77",
          payload: { email: "someone-else@example.test" },
        });
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push((await send()).statusCode);
      expect(answers).toEqual([200, 200, 200, 429]);
      await sendDueMail(limited.app, limited.db, outbox);
      const { token } = await anAdmin(limited.app, limited.db);
      expect((await mailTo(limited.app, token, u.email)).length).toBe(4);
      expect(await mailTo(limited.app, token, "someone-else@example.test")).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});

describe("password reset (issue 15)", () => {
  it("mails a single-use link; the reset ends every session and API token and mails a notice", async () => {
    const u = await customer(t.app, newUser("reset"));
    const second = await signIn(t.app, u.email, u.password);
    const unknown = await requestReset("nobody-here@example.test");
    const known = await requestReset(u.email);
    // The same answer whether or not the address has an account.
    expect([unknown.statusCode, known.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual(unknown.json());
    await flush();
    const resetMail = (await mailTo(t.app, admin.token, u.email)).find((m) => /reset your/i.test(m.subject))!;
    const token = new URL(linkIn(resetMail, "http://127.0.0.1/reset-password?token=")).searchParams.get(
      "token",
    )!;

    expect((await reset(token, "123456")).statusCode).toBe(400);
    const done = await reset(token, "new-gearbox-42");
    expect(done.statusCode).toBe(200);
    expect(await session(u.cookie)).toBeNull();
    expect(await session(second.cookie)).toBeNull();
    const orders = await t.app.inject({
      method: "GET",
      url: `/api/orders?email=${encodeURIComponent(u.email)}`,
      headers: bearer(u.token),
    });
    expect(orders.statusCode).toBe(401);
    expect((await reset(token, "another-gearbox-43")).statusCode).toBe(400);
    expect((await signIn(t.app, u.email, u.password)).res.statusCode).toBe(401);
    const fresh = await signIn(t.app, u.email, "new-gearbox-42");
    expect(fresh.res.statusCode).toBe(200);
    // The link proved the mailbox: the address is verified, and the notice (a security mail) goes to it.
    expect((await session(cookiesOf(fresh.res)))?.user.emailVerified).toBe(true);
    await flush();
    expect(
      (await mailTo(t.app, admin.token, u.email)).filter((m) => /password was changed/.test(m.subject)),
    ).toHaveLength(1);
  });

  it("refuses an expired link", async () => {
    const u = await customer(t.app, newUser("expired"));
    await requestReset(u.email);
    await flush();
    const mail = (await mailTo(t.app, admin.token, u.email)).find((m) => /reset your/i.test(m.subject))!;
    const token = new URL(linkIn(mail, "http://127.0.0.1/reset-password?token=")).searchParams.get("token")!;
    await t.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));
    expect((await reset(token, "new-gearbox-42")).statusCode).toBe(400);
    expect((await signIn(t.app, u.email, u.password)).res.statusCode).toBe(200);
    expect(
      await t.db.select().from(verification).where(like(verification.identifier, "reset-password:%")),
    ).not.toHaveLength(0);
  });

  it("keeps mail content out of the logs: no links, tokens, subjects or addresses", async () => {
    const u = newUser("quiet");
    await signUp(t.app, u);
    await requestReset(u.email);
    await flush();
    const mails = await mailTo(t.app, admin.token, u.email);
    expect(mails.length).toBe(2);
    const text = logs.join("");
    for (const mail of mails) {
      expect(text).not.toContain(mail.subject);
      expect(text).not.toContain(
        new URL(linkIn(mail, "http://127.0.0.1/")).searchParams.get("token")!.slice(-20),
      );
    }
    expect(text).not.toContain(u.email);
    // The verification link of the first test was opened: its request line is logged without the token.
    expect(text).toContain("/api/auth/verify-email?token=[redacted]");
  });
});

describe("without a mailer (production without SMTP_URL)", () => {
  it("refuses the outbox in production and says plainly that mail is not configured", async () => {
    const config = loadConfig({
      NODE_ENV: "production",
      AUTH_SECRET: "x".repeat(40),
      PAYMENTS: "test-cards",
    });
    expect(config.mail.transport).toBe("none");
    const off = await createTestApp();
    try {
      expect((await off.app.inject({ method: "GET", url: "/dev/outbox" })).statusCode).toBe(404);
      const res = await off.app.inject({
        method: "POST",
        url: "/api/auth/request-password-reset",
        payload: { email: "a@example.test" },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(MAIL_TEXTS.notConfigured);
      expect((await off.app.inject({ method: "GET", url: "/api/sign-in-options" })).json()).toEqual({
        google: false,
        mail: false,
      });
    } finally {
      await off.close();
    }
  });
});
