import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { authApi } from "./auth-api";

const ok = () => new Response("{}", { status: 200, headers: { "Content-Type": "application/json" } });

/** The JSON bodies fetch was asked to send, in order. */
function sentBodies(fetchMock: ReturnType<typeof vi.fn>): unknown[] {
  return fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)));
}

describe("finding 1: moving the phone to another number carries the current password", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(async () => ok());
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sends the password with both the code request and the verification", async () => {
    await authApi.phone.sendCode("+15551234567", "bolt-and-nut-7");
    await authApi.phone.verify("+15551234567", "123456", "bolt-and-nut-7");
    expect(sentBodies(fetchMock)).toEqual([
      { phoneNumber: "+15551234567", password: "bolt-and-nut-7" },
      { phoneNumber: "+15551234567", code: "123456", updatePhoneNumber: true, password: "bolt-and-nut-7" },
    ]);
  });

  it("sends no password field for a first number", async () => {
    await authApi.phone.sendCode("+15551234567");
    expect(sentBodies(fetchMock)).toEqual([{ phoneNumber: "+15551234567" }]);
  });
});
