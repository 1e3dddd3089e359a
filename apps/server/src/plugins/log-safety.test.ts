import { afterEach, describe, expect, it, vi } from "vitest";

import { createTestApp } from "../../test/test-app.js";

import { betterAuthLogger, safeError, safeRequest } from "./log-safety.js";

describe("finding 12: safe log lines", () => {
  it("keeps a query's SQL but not its parameters", () => {
    const err = new Error(
      'Failed query: insert into "user" values ($1, $2)\nparams: Ada Lovelace,ada@example.test',
    );
    const safe = JSON.stringify(safeError(err));
    expect(safe).toContain("Failed query");
    expect(safe).not.toContain("ada@example.test");
    expect(safe).not.toContain("Ada Lovelace");
  });

  it("replaces a database's own message, which quotes values, by its SQLSTATE", () => {
    const err = Object.assign(new Error("duplicate key value: Key (email)=(ada@example.test)"), {
      code: "23505",
    });
    expect(safeError(err)).toMatchObject({ message: "database error 23505", code: "23505" });
    expect(safeError(Object.assign(new Error("write EPIPE"), { code: "EPIPE" })).message).toBe("write EPIPE");
  });

  it("routes better-auth's lines through pino with objects (users, sessions) left out", () => {
    const lines: { level: string; obj: unknown; msg: string }[] = [];
    const record =
      (level: string) =>
      (obj: unknown, msg: string): void => {
        lines.push({ level, obj, msg });
      };
    const log = {
      warn: record("warn"),
      error: record("error"),
      info: record("info"),
      debug: record("debug"),
    };
    const logger = betterAuthLogger(log as never);
    logger.log(
      "error",
      "Failed to create user",
      { email: "ada@example.test" },
      new Error("boom\nparams: secret"),
    );
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain("ada@example.test");
    expect(JSON.stringify(lines)).not.toContain("secret");
  });
});

/** A recording stand-in for pino's logger: each line with its level. */
function recordingLog() {
  const lines: { level: string; obj: unknown; msg: string }[] = [];
  const record =
    (level: string) =>
    (obj: unknown, msg: string): void => {
      lines.push({ level, obj, msg });
    };
  const log = { warn: record("warn"), error: record("error"), info: record("info"), debug: record("debug") };
  return { lines, log: log as never };
}

describe("L6: a client's mistakes are not errors", () => {
  let t: Awaited<ReturnType<typeof createTestApp>> | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await t?.close();
    t = undefined;
  });

  it("L6: better-auth's refusals of an anonymous caller's input are warn lines, and nothing bypasses the log", async () => {
    const lines: { level: number; msg: string }[] = [];
    t = await createTestApp(
      { logLevel: "info" },
      { logStream: { write: (line) => lines.push(JSON.parse(line)) } },
    );
    await t.app.ready();
    const console_ = vi.spyOn(console, "error").mockImplementation(() => {});
    lines.length = 0;
    await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin: "http://evil.example/ATTACKER-TEXT", cookie: "better-auth.session_token=x" },
      payload: { name: "Mallory", email: "mallory@example.test", password: "bolt-and-nut-7" },
    });
    await t.app.inject({ method: "GET", url: "/api/auth/callback/google?state=FORGED&error=ATTACKER-TEXT" });
    await t.app.inject({ method: "GET", url: "/api/auth/callback/google?code=x&state=FORGED" });
    // The refusals are still told, at warn; none is written as one of our faults, nor around the log.
    expect(lines.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual([]);
    expect(lines.some((l) => l.level === 40 && l.msg.startsWith("Invalid origin"))).toBe(true);
    expect(console_).not.toHaveBeenCalled();
  });

  it("L6: refusals go to warn, better-auth's own failures stay at error", () => {
    const { lines, log } = recordingLog();
    const logger = betterAuthLogger(log);
    const refusal = Object.assign(new Error("Invalid email or password"), { statusCode: 401 });
    const failure = Object.assign(new Error("boom"), { statusCode: 500 });
    class StateError extends Error {}
    logger.log("error", "Invalid origin: http://evil.example");
    logger.log("error", "State not found", "attacker text");
    logger.log("error", "Failed to parse state", new StateError("State mismatch"));
    logger.log("error", "refused", refusal);
    logger.log("error", "INTERNAL_SERVER_ERROR", failure);
    logger.log("error", "Failed to create user", new Error("connection refused"));
    logger.log("error", 'relation "session" does not exist');
    logger.log("error", 'Failed query: select "id" from "session" where "token" = $1\nparams: SESSION-TOKEN');
    logger.log("warn", "User not found");
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      ["warn", "Invalid origin: http://evil.example"],
      ["warn", "State not found"],
      ["warn", "Failed to parse state"],
      ["warn", "refused"],
      ["error", "INTERNAL_SERVER_ERROR"],
      ["error", "Failed to create user"],
      ["error", 'relation "session" does not exist'],
      ["error", 'Failed query: select "id" from "session" where "token" = $1'],
      ["warn", "User not found"],
    ]);
  });

  it("L6: better-auth's info lines (an address being signed up, advice for its developer) are not written", () => {
    const { lines, log } = recordingLog();
    betterAuthLogger(log).log("info", "Sign-up attempt for existing email: ada@example.test");
    expect(lines).toEqual([]);
  });
});

describe("I3: no credentials or addresses in logged URLs", () => {
  const logged = (url: string) => safeRequest({ method: "GET", url }).url;

  it("I3: every credential-looking query parameter is redacted, whatever its name's case", () => {
    expect(logged("/api/user?access_token=eyJhbGciOi.x.y&limit=5")).toBe(
      "/api/user?access_token=[redacted]&limit=5",
    );
    expect(logged("/api/auth/callback/google?code=4%2F0Ab&state=abc&error=denied")).toBe(
      "/api/auth/callback/google?code=[redacted]&state=[redacted]&error=denied",
    );
    for (const name of [
      "token",
      "refresh_token",
      "id_token",
      "key",
      "api_key",
      "secret",
      "client_secret",
      "password",
      "newPassword",
      "signature",
      "sig",
      "otp",
      "Session",
      "X-Amz-Signature",
    ])
      expect(logged(`/x?${name}=SECRET-VALUE&sort=newest`)).toBe(`/x?${name}=[redacted]&sort=newest`);
    expect(logged("/api/auth/verify-email?token=abc&callbackURL=%2F")).toBe(
      "/api/auth/verify-email?token=[redacted]&callbackURL=%2F",
    );
  });

  it("I3: email addresses in paths and queries become [email], encoded or not", () => {
    expect(logged("/api/user/alice@example.com")).toBe("/api/user/[email]");
    expect(logged("/api/user/alice%40example.com")).toBe("/api/user/[email]");
    expect(logged("/api/user/admin/first.last%2Btag%40mail.example.co.uk")).toBe("/api/user/admin/[email]");
    expect(logged("/api/orders?email=alice%40example.com&limit=2")).toBe("/api/orders?email=[email]&limit=2");
    expect(logged("/api/allOrders?q=bob@example.com")).toBe("/api/allOrders?q=[email]");
    expect(logged("/api/products?q=torque%20wrench&limit=20")).toBe(
      "/api/products?q=torque%20wrench&limit=20",
    );
  });
});
