import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { sessionApi } from "./identity-client";

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
const tooMany = () =>
  json(429, { error: "Too Many Requests", message: "Too many requests." }, { "Retry-After": "7" });

describe("issue 12 (1) silent sign-outs: a 429 on the token call is waited out, never a sign-out", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("asks again once Retry-After has passed, and not before", async () => {
    fetchMock.mockResolvedValueOnce(tooMany()).mockResolvedValueOnce(json(200, { token: "t-1" }));
    const token = sessionApi.requestToken("ann@example.test");
    await vi.advanceTimersByTimeAsync(6_900);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    await expect(token).resolves.toBe("t-1");
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("gives up after a few tries with the 429 itself, which callers show instead of signing out", async () => {
    fetchMock.mockImplementation(async () => tooMany());
    const token = sessionApi.requestToken("ann@example.test");
    const outcome = expect(token).rejects.toMatchObject({ status: 429, retryAfterSeconds: 7 });
    await vi.advanceTimersByTimeAsync(60_000);
    await outcome;
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
