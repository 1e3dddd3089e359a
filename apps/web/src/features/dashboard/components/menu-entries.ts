import { ACCOUNT_TEXTS } from "@xpart/shared";

export type MenuEntry = { kind: "link"; label: string; to: string } | { kind: "sign-out"; label: string };

const ADMIN_LINKS = [
  { label: "Home", to: "/" },
  { label: "All Order List", to: "/dashboard/allOrderList" },
  { label: "Orders", to: "/dashboard/orders" },
  { label: "Manage Products", to: "/dashboard/manage" },
  { label: "Add Product", to: "/dashboard/addProduct" },
  { label: "All Users", to: "/dashboard/users" },
];

const CUSTOMER_LINKS = [
  { label: "Home", to: "/" },
  { label: "Order Table", to: "/dashboard/orderTable" },
  { label: "My Order", to: "/dashboard/myOrders" },
  { label: "Add Review", to: "/dashboard/review" },
];

const EVERYONE_LINKS = [
  { label: "Blog", to: "/dashboard/blog" },
  { label: "My Profile", to: "/dashboard/profile" },
];

/**
 * The dashboard's side menu (spec §2, DASH-12..18), in the spec's order: the role's items, then Blog and
 * My Profile, then Sign Out, or Login for nobody signed in.
 */
export function menuEntries({ signedIn, admin }: { signedIn: boolean; admin: boolean }): MenuEntry[] {
  const links = [...(admin ? ADMIN_LINKS : CUSTOMER_LINKS), ...EVERYONE_LINKS];
  return [
    ...links.map((link) => ({ kind: "link" as const, ...link })),
    signedIn
      ? { kind: "sign-out", label: ACCOUNT_TEXTS.signOut }
      : { kind: "link", label: ACCOUNT_TEXTS.login, to: "/login" },
  ];
}
