import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

import { accessToken, refreshAccessToken } from "#src/lib/auth/access-token";

import { apiRequest } from "./api-client";

vi.mock("#src/lib/auth/access-token", () => ({
  accessToken: { get: vi.fn(() => "old-token") },
  refreshAccessToken: vi.fn(async () => "fresh-token"),
  endSession: vi.fn(),
}));

const ok = z.object({ ok: z.boolean() });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The headers of each request fetch was asked for, in order. */
function sentHeaders(fetchMock: ReturnType<typeof vi.fn>): Record<string, string>[] {
  return fetchMock.mock.calls.map(([, init]) => (init as RequestInit).headers as Record<string, string>);
}

describe("apiRequest's idempotencyKey (finding 6)", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(async () => json(200, { ok: true }));
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it("finding 6: sends the key as the Idempotency-Key header", async () => {
    await apiRequest("/api/orders", ok, {
      method: "POST",
      body: { a: 1 },
      auth: true,
      idempotencyKey: "key-1",
    });
    expect(sentHeaders(fetchMock)).toEqual([
      {
        Accept: "application/json",
        "Content-Type": "application/json",
        Authorization: "Bearer old-token",
        "Idempotency-Key": "key-1",
      },
    ]);
    // The key is a header only: the body is the caller's, unchanged.
    expect((fetchMock.mock.calls[0]![1] as RequestInit).body).toBe(JSON.stringify({ a: 1 }));
  });

  it("finding 6: no Idempotency-Key header without the option", async () => {
    await apiRequest("/api/orders", ok, { method: "POST", body: {}, auth: true });
    await apiRequest("/api/products", ok);
    for (const headers of sentHeaders(fetchMock)) expect(headers).not.toHaveProperty("Idempotency-Key");
  });

  it("finding 6: the retry after a silent token refresh is the same submission, so it carries the same key", async () => {
    fetchMock.mockResolvedValueOnce(json(401, { error: "Unauthorized", message: "Token expired" }));
    const { data } = await apiRequest("/api/orders", ok, {
      method: "POST",
      body: { a: 1 },
      auth: true,
      idempotencyKey: "key-2",
    });
    expect(data).toEqual({ ok: true });
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    const [first, retry] = sentHeaders(fetchMock);
    expect(first).toMatchObject({ Authorization: "Bearer old-token", "Idempotency-Key": "key-2" });
    expect(retry).toMatchObject({ Authorization: "Bearer fresh-token", "Idempotency-Key": "key-2" });
    expect(fetchMock.mock.calls.map(([, init]) => (init as RequestInit).body)).toEqual([
      JSON.stringify({ a: 1 }),
      JSON.stringify({ a: 1 }),
    ]);
    expect(accessToken.get).toHaveBeenCalled();
  });
});

describe("apiRequest and a request dropped at once (issue 37: StrictMode's trial unmount)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("a request aborted in the task that asked for it is never sent; one aborted later is", async () => {
    const fetchMock = vi.fn(async () => json(200, { ok: true }));
    vi.stubGlobal("fetch", fetchMock);
    const dropped = new AbortController();
    const first = apiRequest("/api/cart", ok, { signal: dropped.signal });
    dropped.abort();
    await expect(first).rejects.toThrow();
    expect(fetchMock).not.toHaveBeenCalled();

    await expect(
      apiRequest("/api/cart", ok, { signal: new AbortController().signal }),
    ).resolves.toMatchObject({
      data: { ok: true },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
