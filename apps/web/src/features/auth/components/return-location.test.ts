import { describe, expect, it } from "vitest";

import { carriedLocation, googleError } from "./return-location";

const search = (query = "") => new URLSearchParams(query);

describe("carriedLocation (ROUTE-04/05, LOGIN-10)", () => {
  it("prefers the guard's history state, then ?from=, then /", () => {
    expect(carriedLocation({ from: "/product/1" }, search("from=/shop")).to).toBe("/product/1");
    expect(carriedLocation(null, search("from=%2Fdashboard%2FmyOrders")).to).toBe("/dashboard/myOrders");
    expect(carriedLocation(undefined, search()).to).toBe("/");
  });

  it("keeps the query and hash of the carried page", () => {
    expect(carriedLocation(null, search("from=%2Fshop%3Fq%3Ddrill%23top")).to).toBe("/shop?q=drill#top");
  });

  it("never leaves the site and never returns to a sign-in page", () => {
    for (const from of ["//evil.test", "/\\evil.test", "https://evil.test/", "javascript:alert(1)", ""])
      expect(carriedLocation({ from }, search()).to).toBe("/");
    expect(carriedLocation(null, search("from=/login")).to).toBe("/");
    expect(carriedLocation(null, search("from=/signup?x=1")).to).toBe("/");
    expect(carriedLocation(null, search("from=/loginhelp")).to).toBe("/loginhelp");
  });

  it("notes when the admin guard sent the visitor", () => {
    expect(carriedLocation({ from: "/dashboard/users", reason: "admin" }, search())).toEqual({
      to: "/dashboard/users",
      adminRequired: true,
    });
    expect(carriedLocation(null, search("from=/dashboard/users&reason=admin")).adminRequired).toBe(false);
  });
});

describe("googleError", () => {
  it("turns the round trip's error code into a sentence, and is silent without one", () => {
    expect(googleError(search())).toBeNull();
    expect(googleError(search("error=access_denied"))).toBe(
      "Google sign-in was cancelled. Please try again.",
    );
    expect(googleError(search("error=state_mismatch"))).toBe(
      "Google sign-in did not complete (state mismatch). Please try again.",
    );
  });
});
