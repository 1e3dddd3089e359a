import { describe, expect, it } from "vitest";

import { CARD_MESSAGES, validateCard } from "./payments.js";
import { TEST_CARD_NUMBERS } from "./test-cards.js";

const now = new Date("2026-11-21T12:00:00Z");
const card = { number: TEST_CARD_NUMBERS.success, expMonth: 12, expYear: 2030, cvc: "123" };

describe("validateCard", () => {
  it("accepts a complete test card, with spaces or dashes in the number", () => {
    expect(validateCard(card, now)).toBeNull();
    expect(validateCard({ ...card, number: "4242 4242 4242 4242" }, now)).toBeNull();
    expect(validateCard({ ...card, number: "4242-4242-4242-4242", expYear: 30 }, now)).toBeNull();
  });

  it.each([
    [{ number: "4242" }, CARD_MESSAGES.incomplete_number],
    [{ number: "abcd abcd abcd abcd" }, CARD_MESSAGES.incomplete_number],
    [{ number: "4242424242424241" }, CARD_MESSAGES.incorrect_number],
    [{ expMonth: 13 }, CARD_MESSAGES.invalid_expiry_month],
    [{ expYear: 2025 }, CARD_MESSAGES.invalid_expiry_past],
    [{ expYear: 2026, expMonth: 10 }, CARD_MESSAGES.invalid_expiry_past],
    [{ cvc: "12" }, CARD_MESSAGES.incomplete_cvc],
  ])("refuses %j with Stripe's message", (change, message) => {
    expect(validateCard({ ...card, ...change }, now)?.message).toBe(message);
  });

  it("accepts the current month", () => {
    expect(validateCard({ ...card, expYear: 2026, expMonth: 11 }, now)).toBeNull();
  });
});
