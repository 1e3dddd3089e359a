import { describe, expect, it } from "vitest";

import { carriedLocation, googleError } from "./return-location-rules";

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

  it("finding 14: a control character or a backslash anywhere makes the return location unsafe, so /", () => {
    const unsafe = [
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r/evil.example",
      "/shop\tq",
      "/shop\n",
      "/shop\u0000",
      "/\u0000/evil.example",
      "/\u001f/evil.example",
      "/shop\u007f",
      "/shop\u0080",
      "/shop\u009f",
      "/shop\\evil",
      "/shop/\\\\evil.example",
    ];
    for (const from of unsafe) {
      expect(carriedLocation({ from }, search()).to, JSON.stringify(from)).toBe("/");
      expect(carriedLocation(null, search(`from=${encodeURIComponent(from)}`)).to, JSON.stringify(from)).toBe(
        "/",
      );
    }
  });

  it("finding 14: ?from= as URLSearchParams decodes it: %09 is a tab (unsafe), %2509 the literal text %09 (kept)", () => {
    // The reported link: /login?from=%2F%09%2Fevil.example reads as "/<tab>/evil.example".
    expect(search("from=%2F%09%2Fevil.example").get("from")).toBe("/\t/evil.example");
    expect(carriedLocation(null, search("from=%2F%09%2Fevil.example")).to).toBe("/");
    expect(carriedLocation(null, search("from=/%09/evil")).to).toBe("/");
    expect(carriedLocation(null, search("from=%2F%0A%2Fevil.example")).to).toBe("/");
    expect(carriedLocation(null, search("from=%2F%00")).to).toBe("/");
    expect(carriedLocation(null, search("from=%2F%5C%2Fevil.example")).to).toBe("/");
    // A literal percent string stays a path on this site: browsers do not decode %09 in a path.
    expect(search("from=%2F%2509%2Fevil").get("from")).toBe("/%09/evil");
    expect(carriedLocation(null, search("from=%2F%2509%2Fevil")).to).toBe("/%09/evil");
  });

  it("finding 14: an unsafe history state falls through to a safe ?from=, then to /", () => {
    expect(carriedLocation({ from: "/\t/evil.example" }, search("from=/shop")).to).toBe("/shop");
    expect(carriedLocation({ from: "/shop" }, search("from=%2F%09%2Fevil.example")).to).toBe("/shop");
    // Non-ASCII letters are fine: only controls and the backslash are refused.
    expect(carriedLocation({ from: "/shop?q=über" }, search()).to).toBe("/shop?q=über");
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
