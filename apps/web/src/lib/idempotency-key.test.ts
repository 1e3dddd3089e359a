import { describe, expect, it } from "vitest";

import { newIdempotencyKey } from "./idempotency-key";

/** The server's format for the `Idempotency-Key` header. */
const SERVER_FORMAT = /^[A-Za-z0-9_\-:.]{1,255}$/;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newIdempotencyKey (finding 6)", () => {
  it("finding 6: answers a key in the server's format, a new one each time", () => {
    const keys = Array.from({ length: 50 }, () => newIdempotencyKey());
    for (const key of keys) expect(key).toMatch(SERVER_FORMAT);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("finding 6: uses crypto.randomUUID when the page has it", () => {
    const source = {
      randomUUID: () => "11111111-2222-4333-8444-555555555555",
      getRandomValues: () => {
        throw new Error("not needed");
      },
    };
    expect(newIdempotencyKey(source)).toBe("11111111-2222-4333-8444-555555555555");
  });

  it("finding 6: without crypto.randomUUID (plain http) makes a version-4 UUID from getRandomValues", () => {
    const source = { getRandomValues: (array: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(array) };
    const keys = Array.from({ length: 50 }, () => newIdempotencyKey(source));
    for (const key of keys) {
      expect(key).toMatch(UUID_V4);
      expect(key).toMatch(SERVER_FORMAT);
    }
    expect(new Set(keys).size).toBe(keys.length);
    const zeros = { getRandomValues: (array: Uint8Array<ArrayBuffer>) => array };
    expect(newIdempotencyKey(zeros)).toBe("00000000-0000-4000-8000-000000000000");
  });
});
