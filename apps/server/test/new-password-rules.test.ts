import { ACCOUNT_TEXTS } from "@xpart/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { findUserByEmail } from "../src/modules/accounts/accounts.service.js";

import { newUser, signUp } from "./auth-helpers.js";
import { createTestApp } from "./test-app.js";

/** Security finding I2: everywhere a password is set, spaces do not count toward its 6 characters. */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SIX_SPACES = "      ";

describe("security finding I2: a password of spaces is refused", () => {
  it("I2: sign-up with six spaces is a 400 naming the password, and makes no account", async () => {
    const u = { ...newUser(), password: SIX_SPACES };
    const { res } = await signUp(t.app, u);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ password: ACCOUNT_TEXTS.passwordMostlySpaces });
    expect(await findUserByEmail(t.db, u.email)).toBeNull();
  });

  it("I2: a password reset to six spaces is a 400 naming the new password", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { newPassword: SIX_SPACES, token: "a-reset-token" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ newPassword: ACCOUNT_TEXTS.passwordMostlySpaces });
  });

  it("I2: ADMIN_PASSWORD of six spaces makes no admin account", async () => {
    const email = "spaces-admin@example.test";
    const started = await createTestApp({ admin: { email, password: SIX_SPACES } });
    try {
      expect(await findUserByEmail(started.db, email)).toBeNull();
    } finally {
      await started.close();
    }
  });

  it("a passphrase with spaces between its words still signs up", async () => {
    const { res } = await signUp(t.app, { ...newUser(), password: "bolt and nut 7" });
    expect(res.statusCode).toBe(200);
  });
});
