import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { api, anAdmin } from "../../../test/admin-fixtures.js";
import { browser, customer, newUser, signUp } from "../../../test/auth-helpers.js";
import { linkIn, sendDueMail, temporaryOutbox } from "../../../test/mail-fixtures.js";
import { createTestApp } from "../../../test/test-app.js";
import type { OutboxMailSender } from "../mail/index.js";

import { RESET_MAILS_PER_HOUR } from "./identity/account-mail.js";
import { SMS_PER_HOUR } from "./identity/sms-allowance.js";

/** Security issue 21: guessing, lock-outs, reset mail bombing, SMS pumping, removed accounts. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let outbox: OutboxMailSender;
beforeAll(async () => {
  outbox = await temporaryOutbox();
  // Raised limits: better-auth's per-address limit must not be what stops these guesses.
  t = await createTestApp({}, { mail: outbox });
});
afterAll(() => t.close());

const OWNER_HOME = "203.0.113.21";
const ATTACKER = "198.51.100.66";

const signInFrom = (address: string, email: string, password: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    remoteAddress: address,
    payload: { email, password },
  });

async function mailsTo(email: string) {
  await sendDueMail(t.app, t.db, outbox);
  return (await outbox.read()).filter((m) => m.to === email);
}

const requestReset = (email: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/request-password-reset", payload: { email } });
const reset = (token: string, newPassword: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token, newPassword } });

/** Asks for a reset link and reads its token from the mail. */
async function resetToken(email: string) {
  await requestReset(email);
  const [mail] = (await mailsTo(email)).filter((m) => /reset your/i.test(m.subject));
  return new URL(linkIn(mail!, "http://127.0.0.1/reset-password?token=")).searchParams.get("token")!;
}

describe("M1: a guesser cannot lock the owner out of password sign-in", () => {
  it("M1: an attacker at one address keeps failing while the owner, from the address used before, signs in", async () => {
    const owner = newUser("owner");
    expect((await signUp(t.app, owner, OWNER_HOME)).res.statusCode).toBe(200);

    const attacker: number[] = [];
    for (let i = 0; i < 8; i += 1)
      attacker.push((await signInFrom(ATTACKER, owner.email, `guess-${i}-wrong`)).statusCode);
    expect(attacker).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // Even the right password from the attacker's address waits: it is not told apart from a guess.
    expect((await signInFrom(ATTACKER, owner.email, owner.password)).statusCode).toBe(429);

    const home = await signInFrom(OWNER_HOME, owner.email, owner.password);
    expect(home.statusCode).toBe(200);
    expect(home.json()).toMatchObject({ user: { email: owner.email } });
    // The attacker is still held back after the owner's success.
    expect((await signInFrom(ATTACKER, owner.email, "guess-9-wrong")).statusCode).toBe(429);
  });

  it("M1: guesses from many addresses lock new addresses only, and a reset mail unlocks them", async () => {
    const owner = newUser("owner");
    await signUp(t.app, owner, OWNER_HOME);
    for (let i = 0; i < 5; i += 1)
      expect((await signInFrom(`198.51.100.${100 + i}`, owner.email, "wrong-guess")).statusCode).toBe(401);
    const travelling = "192.0.2.44";
    const locked = await signInFrom(travelling, owner.email, owner.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/reset your password/);
    // Home still works, and the mailbox proves the owner anywhere.
    expect((await signInFrom(OWNER_HOME, owner.email, owner.password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) await signInFrom(`198.51.100.${110 + i}`, owner.email, "wrong-guess");
    expect((await signInFrom(travelling, owner.email, owner.password)).statusCode).toBe(429);
    expect((await reset(await resetToken(owner.email), "fresh-gasket-81")).statusCode).toBe(200);
    expect((await signInFrom(travelling, owner.email, "fresh-gasket-81")).statusCode).toBe(200);
  });
});

describe("L1: wrong passwords are counted before the password is compared", () => {
  it("L1: a burst of 40 parallel guesses from 40 addresses gets exactly 5 compared", async () => {
    const owner = newUser("burst");
    await signUp(t.app, owner, OWNER_HOME);
    const statuses = await Promise.all(
      Array.from(
        { length: 40 },
        async (_, i) => (await signInFrom(`198.51.100.${150 + i}`, owner.email, `burst-${i}`)).statusCode,
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
  });
});

describe("L5: turning the second factor on or off is a password check under the same throttle", () => {
  it.each(["/two-factor/enable", "/two-factor/disable"])(
    "L5: a stolen session guessing at %s gets a 429 after 5 wrong passwords",
    async (path) => {
      const c = await customer(t.app);
      const guess = (password: string) =>
        t.app.inject({
          method: "POST",
          url: `/api/auth${path}`,
          headers: browser(c.cookie),
          remoteAddress: ATTACKER,
          payload: { password },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await guess(`stolen-${i}-guess`)).statusCode);
      expect(statuses.slice(0, 5).every((s) => s === 400 || s === 401)).toBe(true);
      expect(statuses[5]).toBe(429);
      expect((await guess(c.password)).statusCode).toBe(429);
    },
  );
});

describe("L3: password-reset mail bombing", () => {
  it(`L3: many requests for one address from many addresses deliver at most ${RESET_MAILS_PER_HOUR} mails an hour`, async () => {
    const victim = await customer(t.app, newUser("bombed"));
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.app.inject({
          method: "POST",
          url: "/api/auth/request-password-reset",
          remoteAddress: `198.51.100.${200 + (i % 6)}`,
          payload: { email: victim.email },
        }),
      ),
    );
    // The same answer as always: whether a mail went tells nothing.
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const resets = (await mailsTo(victim.email)).filter((m) => /reset your/i.test(m.subject));
    expect(resets).toHaveLength(RESET_MAILS_PER_HOUR);
  });
});

describe("L4: SMS pumping", () => {
  const sendCode = (cookie: string, phoneNumber: string, remoteAddress: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/phone-number/send-otp",
      headers: browser(cookie),
      remoteAddress,
      payload: { phoneNumber },
    });

  it(`L4: one account gets ${SMS_PER_HOUR.account} codes an hour, whatever the numbers and addresses`, async () => {
    const c = await customer(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < SMS_PER_HOUR.account + 2; i += 1)
      statuses.push(
        (await sendCode(c.cookie, `+1555021${String(i).padStart(4, "0")}`, `192.0.2.${i}`)).statusCode,
      );
    expect(statuses).toEqual([...Array(SMS_PER_HOUR.account).fill(200), 429, 429]);
  });

  it(`L4: one number gets ${SMS_PER_HOUR.number} codes an hour, whichever accounts ask`, async () => {
    const victim = "+15550329999";
    const statuses: number[] = [];
    for (let i = 0; i < SMS_PER_HOUR.number + 2; i += 1) {
      const c = await customer(t.app);
      statuses.push((await sendCode(c.cookie, victim, `192.0.2.${100 + i}`)).statusCode);
    }
    expect(statuses).toEqual([...Array(SMS_PER_HOUR.number).fill(200), 429, 429]);
  });
});

describe("I8: a removed account gets no way back in by password reset", () => {
  it("I8: no reset mail goes to a removed account, and a link sent before the removal no longer works", async () => {
    const admin = await anAdmin(t.app, t.db);
    const early = await customer(t.app, newUser("removed"));
    const token = await resetToken(early.email);

    const removed = await api(t.app, "DELETE", `/api/user/${encodeURIComponent(early.email)}`, admin.token);
    expect(removed.json()).toEqual({ deletedCount: 1 });
    const used = await reset(token, "taken-over-77");
    expect(used.statusCode).toBe(400);
    expect(used.json()).toMatchObject({ code: "INVALID_TOKEN" });

    const before = (await mailsTo(early.email)).length;
    const again = await requestReset(early.email);
    expect(again.statusCode).toBe(200);
    expect(await mailsTo(early.email)).toHaveLength(before);
  });
});

describe("I11: sign-in still takes a password set before format characters were refused", () => {
  it("I11: a password with a zero-width space is compared (401 when wrong), not refused as text (400)", async () => {
    const c = await customer(t.app);
    expect((await signInFrom("192.0.2.200", c.email, "bolt\u200Band-nut")).statusCode).toBe(401);
    expect((await signInFrom("192.0.2.200", c.email, "bolt\u0000nut")).statusCode).toBe(400);
  });
});
