import { describe, expect, it } from "vitest";

import { isDatabaseStorageFailure, isDatabaseUnavailable } from "./unavailable.js";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("knows a database that is away: refused, shutting down, out of connections, timed out", () => {
    for (const error of [
      withCode("ECONNREFUSED"),
      withCode("57P01", "terminating connection due to administrator command"),
      withCode("57P03", "the database system is shutting down"),
      withCode("08006"),
      withCode("53300"),
      withCode("57014", "canceling statement due to statement timeout"),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
    }
  });

  it("looks through the wrappers (Drizzle's query error) to the driver's cause", () => {
    expect(
      isDatabaseUnavailable(new Error("Failed query: select 1", { cause: withCode("ECONNREFUSED") })),
    ).toBe(true);
  });

  it("leaves a wrong request or a bug alone: those are 4xx or 500, not a retry", () => {
    for (const error of [
      withCode("23505"),
      withCode("22P02"),
      withCode("42703"),
      new TypeError("x is undefined"),
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
    expect(isDatabaseUnavailable("Connection terminated")).toBe(false);
  });
});

describe("isDatabaseStorageFailure", () => {
  it("knows failing storage (a data file missing, an I/O error, a full disk) and nothing else", () => {
    for (const state of ["58P01", "58030", "53100"]) expect(isDatabaseStorageFailure(state)).toBe(true);
    for (const state of ["53300", "57P01", "23505", undefined])
      expect(isDatabaseStorageFailure(state)).toBe(false);
  });
});
