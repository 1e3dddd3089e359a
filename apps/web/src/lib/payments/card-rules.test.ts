import { CARD_MESSAGES } from "@xpart/shared/schemas";
import { describe, expect, it } from "vitest";

import { formatCardNumber, formatExpiry, isTestMode, readCard } from "./card-rules";

const NOW = new Date("2026-05-15T12:00:00Z");
const good = { number: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123", postalCode: "" };

describe("formatting as typed", () => {
  it("groups the card number by four and keeps at most 19 digits", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242-42a42")).toBe("4242 4242");
    expect(formatCardNumber("4242")).toBe("4242");
    expect(formatCardNumber("1".repeat(25)).replace(/ /g, "")).toHaveLength(19);
  });

  it("writes the expiry as MM / YY", () => {
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("12")).toBe("12");
    expect(formatExpiry("123")).toBe("12 / 3");
    expect(formatExpiry("12345")).toBe("12 / 34");
    expect(formatExpiry("12 / ")).toBe("12");
  });

  // Through readCard, the one function the card form calls.
  it("reads MM / YY, MM/YY, MMYY and MM/YYYY", () => {
    const withExpiry = (expiry: string) => readCard({ ...good, expiry }, NOW);
    expect(withExpiry("12 / 34")).toMatchObject({ card: { expMonth: 12, expYear: 34 } });
    expect(withExpiry("12/34")).toMatchObject({ card: { expMonth: 12, expYear: 34 } });
    expect(withExpiry("0734")).toMatchObject({ card: { expMonth: 7, expYear: 34 } });
    expect(withExpiry("12/2034")).toMatchObject({ card: { expMonth: 12, expYear: 2034 } });
    expect(withExpiry("12 / 3")).toEqual({ error: CARD_MESSAGES.incomplete_expiry });
    expect(withExpiry("")).toEqual({ error: CARD_MESSAGES.incomplete_expiry });
  });
});

describe("readCard (PAY-07: Stripe's messages)", () => {
  it("answers the card when it is complete", () => {
    expect(readCard(good, NOW)).toEqual({
      card: { number: "4242424242424242", expMonth: 12, expYear: 34, cvc: "123" },
    });
    expect(readCard({ ...good, postalCode: " 10115 " }, NOW)).toMatchObject({
      card: { postalCode: "10115" },
    });
  });

  it.each([
    [{ number: "4242" }, CARD_MESSAGES.incomplete_number],
    [{ number: "4242 4242 4242 4241" }, CARD_MESSAGES.incorrect_number],
    [{ number: "4242", expiry: "" }, CARD_MESSAGES.incomplete_number],
    [{ expiry: "" }, CARD_MESSAGES.incomplete_expiry],
    [{ expiry: "12 / 3" }, CARD_MESSAGES.incomplete_expiry],
    [{ expiry: "13 / 34" }, CARD_MESSAGES.invalid_expiry_month],
    [{ expiry: "01 / 20" }, CARD_MESSAGES.invalid_expiry_past],
    [{ cvc: "12" }, CARD_MESSAGES.incomplete_cvc],
  ])("%j → %s", (change, message) => {
    expect(readCard({ ...good, ...change }, NOW)).toEqual({ error: message });
  });
});

describe("isTestMode (issue 22: every page that takes a card says when it is a test)", () => {
  it("is test mode with the built-in processor or a Stripe test key, never with a live key or none", () => {
    expect(isTestMode({ provider: "test-cards", publishableKey: null })).toBe(true);
    expect(isTestMode({ provider: "stripe", publishableKey: "pk_test_abc" })).toBe(true);
    expect(isTestMode({ provider: "stripe", publishableKey: "pk_live_abc" })).toBe(false);
    expect(isTestMode({ provider: "none", publishableKey: null })).toBe(false);
  });
});
