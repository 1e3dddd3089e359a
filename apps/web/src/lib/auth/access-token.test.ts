// @vitest-environment jsdom

import { afterEach, describe, expect, it } from "vitest";

import { accessToken } from "./access-token";

/** A token shaped like the server's (a JWT); only its payload matters to the web app. */
const tokenFor = (email: string, expSeconds: number) =>
  `h.${btoa(JSON.stringify({ email, exp: expSeconds }))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replaceAll("=", "")}.s`;

const NOW = Date.UTC(2026, 0, 1);
const inMinutes = (m: number) => NOW / 1000 + m * 60;

afterEach(() => localStorage.clear());

describe("issue 12 (1) silent sign-outs: accessToken.reusableFor", () => {
  it("reuses the stored token of this account while more than 5 minutes are left", () => {
    accessToken.set(tokenFor("ann@example.test", inMinutes(14)));
    expect(accessToken.reusableFor("Ann@Example.test", NOW)).toBe(accessToken.get());
  });

  it("asks for a new one near expiry (the 10-minute renewal), after it, for another account, or for junk", () => {
    accessToken.set(tokenFor("ann@example.test", inMinutes(5)));
    expect(accessToken.reusableFor("ann@example.test", NOW)).toBeNull();
    accessToken.set(tokenFor("ann@example.test", inMinutes(-1)));
    expect(accessToken.reusableFor("ann@example.test", NOW)).toBeNull();
    accessToken.set(tokenFor("bob@example.test", inMinutes(14)));
    expect(accessToken.reusableFor("ann@example.test", NOW)).toBeNull();
    accessToken.set("not-a-token");
    expect(accessToken.reusableFor("ann@example.test", NOW)).toBeNull();
    accessToken.clear();
    expect(accessToken.reusableFor("ann@example.test", NOW)).toBeNull();
  });
});
