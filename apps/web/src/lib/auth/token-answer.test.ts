import { accessTokenAnswerSchema } from "@xpart/shared/schemas";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { ApiClientError } from "#src/lib/api-error";

import { readToken } from "./token-answer";

/** What the contract's schema makes of an answer: the token, or a refusal. */
const bySchema = (data: unknown) => {
  const parsed = accessTokenAnswerSchema.safeParse(data);
  return parsed.success ? parsed.data.token : "refused";
};

const byReader = (data: unknown) => {
  try {
    return readToken(data);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiClientError);
    return "refused";
  }
};

describe("the token answer read without zod (issue 24)", () => {
  it("takes and refuses exactly what the contract's schema does", () => {
    const answers = fc.oneof(
      fc.jsonValue(),
      fc.record({ token: fc.jsonValue() }),
      fc.record({ token: fc.string(), other: fc.jsonValue() }),
    );
    fc.assert(
      fc.property(answers, (data) => {
        expect(byReader(data)).toBe(bySchema(data));
      }),
      { numRuns: 2000 },
    );
  });

  it("reads the token and refuses an answer without one", () => {
    expect(readToken({ token: "a.b.c" })).toBe("a.b.c");
    expect(() => readToken({ token: 42 })).toThrow("The shop sent an unexpected answer.");
    expect(() => readToken(null)).toThrow(ApiClientError);
  });
});
