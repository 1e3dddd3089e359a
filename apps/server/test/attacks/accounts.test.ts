import { ACCESS_TEXTS } from "@xpart/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { findUserByEmail } from "../../src/modules/accounts/accounts.service.js";
import { user } from "../../src/modules/accounts/accounts.tables.js";
import { safeError } from "../../src/plugins/log-safety.js";
import { TwilioSmsSender } from "../../src/sms/twilio-sms-sender.js";
import { browser, cookiesOf, customer, newUser, requestToken, signIn, signUp } from "../auth-helpers.js";
import { createTestApp } from "../test-app.js";
import { startTwilioStandIn } from "../twilio-stand-in.js";

/** Attacks on accounts (research/security.md rows 1–10), and the security issue's findings 1, 8, 9, 12, 16. */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: "POST", url: `/api/auth${url}`, headers: browser(cookie), payload });

let phoneCounter = 0;
const newPhone = () => `+1555${String(Date.now() + (phoneCounter += 1)).slice(-7)}`;

/** A customer with a verified phone number, as the profile's SMS enrolment leaves one. */
async function customerWithPhone() {
  const c = await customer(t.app);
  const phone = newPhone();
  await post("/phone-number/send-otp", c.cookie, { phoneNumber: phone });
  const verified = await post("/phone-number/verify", c.cookie, {
    phoneNumber: phone,
    code: t.sms.lastCode(phone),
  });
  expect(verified.statusCode).toBe(200);
  return { ...c, phone };
}

describe("finding 1: an SMS code alone never signs in", () => {
  it("without a session, sending and verifying a code are refused and no session is made", async () => {
    const victim = await customerWithPhone();
    const sent = t.sms.outbox.length;
    const send = await post("/phone-number/send-otp", "", { phoneNumber: victim.phone });
    expect(send.statusCode).toBe(401);
    expect(t.sms.outbox).toHaveLength(sent);

    // Even holding a valid code for the victim's number (the victim asked for one), no session comes of it.
    await post("/phone-number/send-otp", victim.cookie, { phoneNumber: victim.phone });
    const code = t.sms.lastCode(victim.phone)!;
    for (const body of [
      { phoneNumber: victim.phone, code },
      { phoneNumber: victim.phone, code, updatePhoneNumber: true },
      { phoneNumber: victim.phone, code, disableSession: false },
    ]) {
      const verify = await post("/phone-number/verify", "", body);
      expect([400, 401]).toContain(verify.statusCode);
      expect(verify.headers["set-cookie"]).toBeUndefined();
      expect((await requestToken(t.app, cookiesOf(verify), victim.email)).statusCode).toBe(401);
    }
  });

  it("a signed-in user verifying someone else's number gets no session of theirs", async () => {
    const victim = await customerWithPhone();
    const attacker = await customer(t.app);
    await post("/phone-number/send-otp", victim.cookie, { phoneNumber: victim.phone });
    const res = await post("/phone-number/verify", attacker.cookie, {
      phoneNumber: victim.phone,
      code: t.sms.lastCode(victim.phone),
    });
    expect(res.statusCode).toBe(400);
    const cookie = cookiesOf(res, attacker.cookie);
    expect((await requestToken(t.app, cookie, victim.email)).statusCode).toBe(403);
    expect((await requestToken(t.app, cookie, attacker.email)).statusCode).toBe(200);
  });

  it("moving a verified phone to another number needs the password, checked afresh", async () => {
    const c = await customerWithPhone();
    const other = newPhone();
    const sent = t.sms.outbox.length;
    const noPassword = await post("/phone-number/send-otp", c.cookie, { phoneNumber: other });
    expect(noPassword.statusCode).toBe(403);
    expect(noPassword.json().message).toBe(ACCESS_TEXTS.passwordCheckNeeded);
    expect(t.sms.outbox).toHaveLength(sent);
    const wrong = await post("/phone-number/send-otp", c.cookie, {
      phoneNumber: other,
      password: "not-it-9",
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(ACCESS_TEXTS.wrongPassword);

    // A code for the new number obtained elsewhere (the attacker's own account) does not help either.
    const attacker = await customer(t.app);
    await post("/phone-number/send-otp", attacker.cookie, { phoneNumber: other });
    const hijack = await post("/phone-number/verify", c.cookie, {
      phoneNumber: other,
      code: t.sms.lastCode(other),
      updatePhoneNumber: true,
    });
    expect(hijack.statusCode).toBe(403);
    const phoneOf = async () =>
      (await t.db.select({ phone: user.phoneNumber }).from(user).where(eq(user.email, c.email)))[0]?.phone;
    expect(await phoneOf()).toBe(c.phone);

    const right = await post("/phone-number/send-otp", c.cookie, {
      phoneNumber: other,
      password: c.password,
    });
    expect(right.statusCode).toBe(200);
    const moved = await post("/phone-number/verify", c.cookie, {
      phoneNumber: other,
      code: t.sms.lastCode(other),
      password: c.password,
    });
    expect(moved.statusCode).toBe(200);
    expect(await phoneOf()).toBe(other);
  });
});

describe("finding 8: sign-up applies update-user's rules", () => {
  it.each([
    ["a 200,000-character name", { name: "n".repeat(200_000) }],
    ["a javascript: photo", { image: "javascript:alert(1)" }],
    ["a data: photo", { image: "data:text/html,<script>alert(1)</script>" }],
    ["a NUL in the name", { name: "Ada\u0000Lovelace" }],
    ["a role", { role: "admin" }],
  ])("refuses %s and creates nothing", async (_label, change) => {
    const u = { ...newUser(), ...change };
    const { res } = await signUp(t.app, u as ReturnType<typeof newUser>);
    expect(res.statusCode).toBe(400);
    expect(await findUserByEmail(t.db, u.email)).toBeNull();
  });

  it("keeps an ordinary name and an https photo", async () => {
    const u = { ...newUser(), image: "https://example.test/me.png" };
    expect((await signUp(t.app, u)).res.statusCode).toBe(200);
  });
});

describe("finding 16: the most common passwords are refused (ASVS 6.2.4)", () => {
  it.each(["123456", "password", "qwerty123", "iloveyou"])(
    "refuses %s with a clear message",
    async (password) => {
      const u = { ...newUser(), password };
      const { res } = await signUp(t.app, u);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: ACCESS_TEXTS.commonPassword,
        fields: { password: ACCESS_TEXTS.commonPassword },
      });
      expect(await findUserByEmail(t.db, u.email)).toBeNull();
    },
  );
});

describe("finding 9 / row 10: wrong passwords are limited per account, from any address", () => {
  it("locks the account's password sign-in briefly after 5 failures from 3 addresses, with a time to retry", async () => {
    const c = await customer(t.app);
    const attempt = (password: string, address: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        remoteAddress: address,
        payload: { email: c.email, password },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await attempt("wrong-pass-1", `198.51.100.${i % 3}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const locked = await attempt(c.password, "198.51.100.9");
    expect(locked.statusCode).toBe(429);
    const wait = Number(locked.headers["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30);
    expect(locked.json().message).toMatch(/try again in \d+ seconds/);
    // Another account is not affected.
    const other = await customer(t.app);
    expect((await signIn(t.app, other.email, other.password)).res.statusCode).toBe(200);
  });

  it("a success clears the count", async () => {
    const c = await customer(t.app);
    for (let i = 0; i < 4; i += 1) await signIn(t.app, c.email, "wrong-pass-1");
    expect((await signIn(t.app, c.email, c.password)).res.statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1)
      expect((await signIn(t.app, c.email, "wrong-pass-1")).res.statusCode).toBe(401);
  });
});

describe("finding 12: codes and personal data stay out of the logs", () => {
  it("a failed query's log carries no parameter values", async () => {
    const error = await t.db.execute(sql`select ${"ada@example.test"}::int`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(JSON.stringify(safeError(error))).not.toContain("ada@example.test");
  });

  it("with a real SMS provider, neither codes nor numbers reach the log, and a failed send says so", async () => {
    const standIn = await startTwilioStandIn("AC00000000000000000000000000000000", "token");
    const lines: string[] = [];
    const app = await createTestApp(
      { logLevel: "info" },
      {
        sms: new TwilioSmsSender({
          accountSid: "AC00000000000000000000000000000000",
          authToken: "token",
          from: "+15550000000",
          apiBaseUrl: standIn.url,
        }),
        logStream: { write: (line) => lines.push(line) },
      },
    );
    try {
      const c = await customer(app.app);
      const phone = newPhone();
      const send = () =>
        app.app.inject({
          method: "POST",
          url: "/api/auth/phone-number/send-otp",
          headers: browser(c.cookie),
          payload: { phoneNumber: phone },
        });
      expect((await send()).statusCode).toBe(200);
      const message = standIn.messages.at(-1)!;
      const code = /\d{6}/.exec(message.body)![0];
      expect(lines.join("\n")).not.toContain(code);
      expect(lines.join("\n")).not.toContain(phone);

      standIn.failNext(500);
      const failed = await send();
      expect(failed.statusCode).toBe(502);
      expect(failed.json().message).toBe("We could not send the text message. Please try again later.");
    } finally {
      await app.close();
      await standIn.close();
    }
  });
});
