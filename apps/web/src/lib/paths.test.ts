import { describe, expect, it } from "vitest";

import { hrefs, isSignInPath, paths } from "./paths";

describe("the URL table", () => {
  it("fills in and encodes the addresses that carry a value", () => {
    expect(hrefs.product("a b/c")).toBe("/product/a%20b%2Fc");
    expect(hrefs.payment("o-1")).toBe("/dashboard/payment/o-1");
    expect(hrefs.shopCategory("Hand Blower")).toBe("/shop?category=Hand+Blower");
    expect(hrefs.login("/shop?q=drill#top")).toBe("/login?from=%2Fshop%3Fq%3Ddrill%23top");
  });

  it("keeps the spec's spellings under /dashboard", () => {
    expect(paths.orderTable).toBe("/dashboard/orderTable");
    expect(paths.myOrders).toBe("/dashboard/myOrders");
    expect(paths.allOrderList).toBe("/dashboard/allOrderList");
  });

  it("knows the sign-in pages, with or without a query, and nothing that only starts like them", () => {
    for (const path of ["/login", "/login?from=/shop", "/signup#x", "/login/"])
      expect(isSignInPath(path)).toBe(true);
    for (const path of ["/loginhelp", "/", "/shop", "/signups"]) expect(isSignInPath(path)).toBe(false);
  });
});
