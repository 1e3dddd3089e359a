import { describe, expect, it } from "vitest";

import { menuEntries } from "./menu-rules";

const labels = (signedIn: boolean, admin: boolean) =>
  menuEntries({ signedIn, admin }).map((entry) => entry.label);

describe("menuEntries (spec §2 side menu)", () => {
  it("DASH-12/14/15 admins: Sales first (issue 27), the six admin items, Activity and Mail (issue 22), Catalogue import (issue 25), Blog, My Profile, Sign Out", () => {
    expect(labels(true, true)).toEqual([
      "Sales",
      "Home",
      "All Order List",
      "Orders",
      "Manage Products",
      "Add Product",
      "All Users",
      "Activity",
      "Mail",
      "Catalogue import",
      "Blog",
      "My Profile",
      "Sign Out",
    ]);
  });

  it("DASH-13/17 non-admins: Home, Order Table, My Order, Add Review (the spec's four, in its order), then Quick order (issue 26), and no admin item", () => {
    expect(labels(true, false)).toEqual([
      "Home",
      "Order Table",
      "My Order",
      "Add Review",
      "Quick order",
      "Blog",
      "My Profile",
      "Sign Out",
    ]);
  });

  it("DASH-16 Login in place of Sign Out when nobody is signed in", () => {
    const entries = menuEntries({ signedIn: false, admin: false });
    expect(entries.at(-1)).toEqual({ kind: "link", label: "Login", to: "/login" });
    expect(entries.some((entry) => entry.kind === "sign-out")).toBe(false);
  });

  it("DASH-18 each item's target", () => {
    const targets = Object.fromEntries(
      [...menuEntries({ signedIn: false, admin: true }), ...menuEntries({ signedIn: false, admin: false })]
        .filter((entry) => entry.kind === "link")
        .map((entry) => [entry.label, entry.to]),
    );
    expect(targets).toEqual({
      Sales: "/dashboard/sales",
      Home: "/",
      "All Order List": "/dashboard/allOrderList",
      Orders: "/dashboard/orders",
      "Manage Products": "/dashboard/manage",
      "Add Product": "/dashboard/addProduct",
      "All Users": "/dashboard/users",
      Activity: "/dashboard/activity",
      Mail: "/dashboard/mail",
      "Catalogue import": "/dashboard/catalogue-import",
      "Order Table": "/dashboard/orderTable",
      "My Order": "/dashboard/myOrders",
      "Quick order": "/dashboard/quickOrder",
      "Add Review": "/dashboard/review",
      Blog: "/dashboard/blog",
      "My Profile": "/dashboard/profile",
      Login: "/login",
    });
  });
});
