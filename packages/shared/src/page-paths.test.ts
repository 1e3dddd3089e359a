import { describe, expect, it } from "vitest";

import { isAppPage, PAGE_PATHS, pageOf } from "./page-paths.js";

describe("the app's pages (issue 12, defect 14)", () => {
  it("knows every page, with a value in each parameter and an optional trailing slash", () => {
    for (const path of [
      "/",
      "/shop",
      "/shop/",
      "/contact",
      "/privacy",
      "/product/8f14e45f-ceea-467f-a0e6-2f1e0c8d1b2a",
      "/dashboard",
      "/dashboard/orderTable",
      "/dashboard/payment/o-1",
    ])
      expect(isAppPage(path), path).toBe(true);
  });

  it("answers false for anything else, including a page with an extra or an empty segment", () => {
    for (const path of [
      "/no-such-page",
      "/shop/x/y",
      "/product/",
      "/product/a/b",
      "/dashboard/nope",
      "/robots.txt.bak",
      "/Shop",
      "",
    ])
      expect(isAppPage(path), path).toBe(false);
  });

  it("keeps the spec's spellings under /dashboard", () => {
    expect(PAGE_PATHS.orderTable).toBe("/dashboard/orderTable");
    expect(PAGE_PATHS.myOrders).toBe("/dashboard/myOrders");
  });

  it("names the page a pathname is, so the server can send that page's HTML (issue 13)", () => {
    expect(pageOf("/")).toBe("home");
    expect(pageOf("/shop/")).toBe("shop");
    expect(pageOf("/product/p-1")).toBe("product");
    expect(pageOf("/dashboard")).toBe("dashboard");
    expect(pageOf("/dashboard/myOrders")).toBe("myOrders");
    expect(pageOf("/dashboard/payment/o-1")).toBe("payment");
    expect(pageOf("/dashboard/nope")).toBeNull();
  });
});
