import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  browser,
  cookiesOf,
  customer,
  requestToken,
  signIn,
  totpFromUri,
} from "../../../test/auth-helpers.js";
import { createTestApp } from "../../../test/test-app.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, cookie: string, payload: object = {}) =>
  t.app.inject({ method: "POST", url: `/api/auth${url}`, headers: browser(cookie), payload });

describe("two-factor with an authenticator app (TOTP)", () => {
  it("enrols, then a login needs the code: a wrong one is refused, the right one signs in", async () => {
    const c = await customer(t.app);
    const enable = await post("/two-factor/enable", c.cookie, { password: c.password });
    expect(enable.statusCode).toBe(200);
    const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/X-Part/);
    expect(backupCodes.length).toBeGreaterThanOrEqual(10);
    const verify = await post("/two-factor/verify-totp", c.cookie, { code: totpFromUri(totpURI) });
    expect(verify.statusCode).toBe(200);

    const first = await signIn(t.app, c.email, c.password);
    expect(first.res.json()).toMatchObject({ twoFactorRedirect: true });
    // Half signed in: no session yet, so no API token.
    expect((await requestToken(t.app, first.cookie, c.email)).statusCode).toBe(401);

    const wrong = await post("/two-factor/verify-totp", first.cookie, {
      code: "000000" === totpFromUri(totpURI) ? "111111" : "000000",
    });
    expect(wrong.statusCode).toBe(401);
    expect((await requestToken(t.app, cookiesOf(wrong, first.cookie), c.email)).statusCode).toBe(401);

    const right = await post("/two-factor/verify-totp", first.cookie, { code: totpFromUri(totpURI) });
    expect(right.statusCode).toBe(200);
    expect((await requestToken(t.app, cookiesOf(right, first.cookie), c.email)).statusCode).toBe(200);

    const again = await signIn(t.app, c.email, c.password);
    // No phone on this account: asking for a text message says so instead of pretending to send one.
    const noPhone = await post("/two-factor/send-otp", again.cookie);
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().message).toContain("no phone number");
    const backup = await post("/two-factor/verify-backup-code", again.cookie, { code: backupCodes[0] });
    expect(backup.statusCode).toBe(200);
    expect((await requestToken(t.app, cookiesOf(backup, again.cookie), c.email)).statusCode).toBe(200);
  });
});

describe("two-factor with SMS codes (the spec's phone multi-factor)", () => {
  it("verifies a phone, enrols, and signs in with a code from the outbox", async () => {
    const c = await customer(t.app);
    const phone = `+1555${String(Date.now()).slice(-7)}`;
    expect((await post("/phone-number/send-otp", c.cookie, { phoneNumber: phone })).statusCode).toBe(200);
    const verifyPhone = await post("/phone-number/verify", c.cookie, {
      phoneNumber: phone,
      code: t.sms.lastCode(phone),
      updatePhoneNumber: true,
    });
    expect(verifyPhone.statusCode).toBe(200);
    const cookie = cookiesOf(verifyPhone, c.cookie);

    expect((await post("/two-factor/enable", cookie, { password: c.password })).statusCode).toBe(200);
    expect((await post("/two-factor/send-otp", cookie)).statusCode).toBe(200);
    const enrol = await post("/two-factor/verify-otp", cookie, { code: t.sms.lastCode(phone) });
    expect(enrol.statusCode).toBe(200);

    const login = await signIn(t.app, c.email, c.password);
    expect(login.res.json()).toMatchObject({ twoFactorRedirect: true });
    const sent = t.sms.outbox.length;
    expect((await post("/two-factor/send-otp", login.cookie)).statusCode).toBe(200);
    expect(t.sms.outbox).toHaveLength(sent + 1);
    const code = t.sms.lastCode(phone)!;
    const wrong = await post("/two-factor/verify-otp", login.cookie, {
      code: code === "123456" ? "654321" : "123456",
    });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    const right = await post("/two-factor/verify-otp", login.cookie, { code });
    expect(right.statusCode).toBe(200);
    expect((await requestToken(t.app, cookiesOf(right, login.cookie), c.email)).statusCode).toBe(200);
  });

  it("refuses a phone number that is not in international format", async () => {
    const c = await customer(t.app);
    const res = await post("/phone-number/send-otp", c.cookie, { phoneNumber: "12345" });
    expect(res.statusCode).toBe(400);
  });
});
