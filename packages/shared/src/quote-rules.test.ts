import { describe, expect, it } from "vitest";

import { canQuote, formatQuoteNumber, quoteActions, quoteExpired, quoteStatuses } from "./quote-rules.js";

describe("issue 41 item 4: the quote's states", () => {
  it("issue 41: who may do what from where, written out by hand", () => {
    const today = "2026-11-29";
    const valid = (status: (typeof quoteStatuses)[number]) => ({ status, validUntil: "2026-11-29" });
    const table = Object.fromEntries(
      quoteActions.map((action) => [action, quoteStatuses.filter((s) => canQuote(action, valid(s), today))]),
    );
    expect(table).toEqual({
      price: ["requested", "sent"],
      send: ["requested"],
      accept: ["sent"],
      decline: ["sent"],
    });
  });

  it("issue 41: a sent quote is accepted up to its validity day, inclusive, and reads expired after it", () => {
    const sent = { status: "sent" as const, validUntil: "2026-11-29" };
    expect(canQuote("accept", sent, "2026-11-29")).toBe(true);
    expect(canQuote("accept", sent, "2026-11-30")).toBe(false);
    expect(quoteExpired(sent, "2026-11-30")).toBe(true);
    expect(quoteExpired({ ...sent, status: "accepted" }, "2026-11-30")).toBe(false);
    expect(canQuote("accept", { status: "sent", validUntil: null }, "2026-11-29")).toBe(false);
    expect(formatQuoteNumber(42)).toBe("Q-000042");
  });
});
