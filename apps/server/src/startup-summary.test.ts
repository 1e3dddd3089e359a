import { describe, expect, it } from "vitest";

import { loadConfig } from "./config.js";
import { startupSummary } from "./startup-summary.js";

describe("the start-up summary (issue 22)", () => {
  it("issue 22: a first run names the test cards, the caught mail and codes, and the owner's password", () => {
    const summary = startupSummary(loadConfig({ DATA_DIR: "/srv/shop" }), {
      email: "owner@x-part.local",
      file: "/srv/shop/initial-admin-password",
      createdWithPassword: "s3cret-generated",
    });
    expect(summary.split("\n")).toEqual([
      "X-Part is ready at http://localhost:3000",
      "  Store     PGlite in /srv/shop/pglite (one process; DATABASE_URL for PostgreSQL)",
      "  Payments  test cards, no money moves: 4242 4242 4242 4242 pays (the payment page lists the others)",
      "  Mail      caught, not sent: admins read it on the dashboard's Mail page (SMTP_URL sends it)",
      "  SMS       codes caught, not sent: on the dashboard's Mail page",
      "  Google    sign-in off (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET)",
      "  Admin     owner@x-part.local, password s3cret-generated: sign in at http://localhost:3000/login",
      "            (kept in /srv/shop/initial-admin-password until you change it)",
    ]);
  });

  it("issue 22: production says what is off, and never prints a password or database credentials", () => {
    const summary = startupSummary(
      loadConfig({
        NODE_ENV: "production",
        PUBLIC_URL: "https://shop.example",
        DATABASE_URL: "postgres://shop:hunter2@db.internal:5433/xpart",
        ADMIN_EMAIL: "boss@shop.example",
        ADMIN_PASSWORD: "correct-horse-battery",
      }),
      null,
    );
    expect(summary).toContain("X-Part is ready at https://shop.example");
    expect(summary).toContain("PostgreSQL at db.internal:5433/xpart");
    expect(summary).toContain("Payments  off: no STRIPE_* keys, so customers cannot pay");
    expect(summary).toContain("Mail      off: no SMTP_URL, so password reset and email verification are off");
    expect(summary).toContain("SMS       off: sign-in codes come from an authenticator app");
    expect(summary).toContain("Admin     boss@shop.example (ADMIN_EMAIL)");
    expect(summary).not.toMatch(/hunter2|correct-horse|shop:/);
  });

  it("issue 22: Stripe says whether it is in test mode", () => {
    const stripe = (key: string) =>
      startupSummary(
        loadConfig({ STRIPE_SECRET_KEY: `sk_${key}_x`, STRIPE_PUBLISHABLE_KEY: `pk_${key}_x` }),
        null,
      );
    expect(stripe("test")).toContain("Payments  Stripe, test mode");
    expect(stripe("live")).toContain("Payments  Stripe, live");
  });
});
