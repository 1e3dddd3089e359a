import { describe, expect, it } from "vitest";

import { betterAuthLogger, safeError } from "./log-safety.js";

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
