import { caughtSmsSchema } from "@xpart/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { anAdmin, type Account } from "../../test/admin-fixtures.js";
import { bearer, browser, customer } from "../../test/auth-helpers.js";
import { temporaryOutbox } from "../../test/mail-fixtures.js";
import { createTestApp } from "../../test/test-app.js";

import { NoSmsSender } from "./sms-sender.js";

/** GET /api/outbox/sms (issue 22): the caught text messages, read on the dashboard's Mail page beside the mail. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Account;
let buyer: Account;
const phones = ["+15555550101", "+15555550102"];
beforeAll(async () => {
  t = await createTestApp({}, { mail: await temporaryOutbox() });
  admin = await anAdmin(t.app, t.db);
  buyer = await customer(t.app);
  for (const phoneNumber of phones) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/phone-number/send-otp",
      headers: browser(buyer.cookie),
      payload: { phoneNumber },
    });
    expect(res.statusCode).toBe(200);
  }
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

describe("issue 22: caught SMS codes are an admin's to read", () => {
  it("issue 22: an admin's token reads the caught codes, newest first, as the shared contract says", async () => {
    const res = await get("/api/outbox/sms", bearer(admin.token));
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const caught = caughtSmsSchema.array().parse(res.json());
    expect(caught.map((sms) => sms.phoneNumber)).toEqual(phones.toReversed());
    expect(caught[0]!.message).toContain(t.sms.lastCode(phones[1]!));
    expect(new Date(caught[0]!.at).toISOString()).toBe(caught[0]!.at);
  });

  it("issue 22: the mail and SMS outboxes refuse an anonymous visitor (401) and a customer (403), and show no code", async () => {
    const codes = phones.map((phone) => t.sms.lastCode(phone)!);
    for (const url of ["/api/outbox", "/api/outbox/sms"]) {
      const anonymous = await get(url);
      const mine = await get(url, bearer(buyer.token));
      expect([url, anonymous.statusCode, mine.statusCode]).toEqual([url, 401, 403]);
      for (const res of [anonymous, mine]) for (const code of codes) expect(res.body).not.toContain(code);
    }
  });
});

describe("issue 22: nothing is caught when mail and SMS really go out", () => {
  let real: Awaited<ReturnType<typeof createTestApp>>;
  let realAdmin: Account;
  beforeAll(async () => {
    // Mail off and no text messages: the test stand-ins for a shop whose mail and SMS leave it.
    real = await createTestApp({}, { mail: null, sms: new NoSmsSender() });
    realAdmin = await anAdmin(real.app, real.db);
  });
  afterAll(() => real.close());

  it("issue 22: GET /api/outbox and GET /api/outbox/sms answer an admin 404", async () => {
    for (const url of ["/api/outbox", "/api/outbox/sms"]) {
      const res = await real.app.inject({ method: "GET", url, headers: bearer(realAdmin.token) });
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
  });
});
