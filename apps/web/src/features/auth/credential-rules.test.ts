import { ACCOUNT_TEXTS, FORMAT_CHARACTERS_MESSAGE } from "@xpart/shared/texts";
import { describe, expect, it } from "vitest";

import { credentialErrors } from "./credential-rules";

describe("credentialErrors (spec §5, VAL-01..06)", () => {
  it("VAL-01/04/06 names every empty field with the spec's message", () => {
    expect(credentialErrors({ name: " ", email: "", password: "" })).toEqual({
      name: "Name is required",
      email: "Email is required",
      password: "Password is required",
    });
  });

  it("VAL-02 'abc' and 'a@b' fail the loose pattern, 'a@b.co' passes", () => {
    expect(credentialErrors({ email: "abc" }).email).toBe("Please enter a valid email");
    expect(credentialErrors({ email: "a@b" }).email).toBe("Please enter a valid email");
    expect(credentialErrors({ email: "a b@c.de" }).email).toBe("Please enter a valid email");
    expect(credentialErrors({ email: " a@b.co " })).toEqual({});
  });

  it("VAL-05 five characters are too short, six pass", () => {
    expect(credentialErrors({ password: "12345" }).password).toBe("Must be at least 6 characters");
    expect(credentialErrors({ password: "123456" })).toEqual({});
  });

  it("I2: a password being set needs 6 characters besides spaces; signing in keeps the spec's length rule", () => {
    expect(credentialErrors({ password: "      " }, { newPassword: true }).password).toBe(
      ACCOUNT_TEXTS.passwordMostlySpaces,
    );
    expect(credentialErrors({ password: "12345" }, { newPassword: true }).password).toBe(
      ACCOUNT_TEXTS.passwordTooShort,
    );
    expect(credentialErrors({ password: "bolt and nut 7" }, { newPassword: true })).toEqual({});
    // An account whose password was set before the rule can still sign in.
    expect(credentialErrors({ password: "      " })).toEqual({});
  });

  it("I11: a name with a text-direction override says why", () => {
    expect(credentialErrors({ name: "\u202Enimda traP-X" }).name).toBe(FORMAT_CHARACTERS_MESSAGE);
    expect(credentialErrors({ name: "Gaëlle 👩‍🔧" })).toEqual({});
  });

  it("checks only the fields the form has (the login form has no name)", () => {
    expect(credentialErrors({ email: "a@b.co", password: "secret1" })).toEqual({});
  });
});
