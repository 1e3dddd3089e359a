import { ACCOUNT_TEXTS, ADMIN_TEXTS, SALES_TEXTS, TRADE_TEXTS } from "@xpart/shared/texts";

import { paths } from "#src/lib/paths";

export type MenuEntry = { kind: "link"; label: string; to: string } | { kind: "sign-out"; label: string };

/** Sales first (issue 27): the owner's figures are what an admin opens the dashboard for. */
const ADMIN_LINKS = [
  { label: SALES_TEXTS.sales, to: paths.sales },
  { label: "Home", to: paths.home },
  { label: "All Order List", to: paths.allOrderList },
  { label: "Orders", to: paths.adminOrders },
  { label: "Manage Products", to: paths.manageProducts },
  { label: "Add Product", to: paths.addProduct },
  { label: "All Users", to: paths.users },
  { label: "Activity", to: paths.activity },
  { label: ADMIN_TEXTS.mail, to: paths.mail },
  { label: "Catalogue import", to: paths.catalogueImport },
];

const CUSTOMER_LINKS = [
  { label: "Home", to: paths.home },
  { label: "Order Table", to: paths.orderTable },
  { label: "My Order", to: paths.myOrders },
  { label: "Add Review", to: paths.review },
  { label: TRADE_TEXTS.quickOrder, to: paths.quickOrder },
];

const EVERYONE_LINKS = [
  { label: "Blog", to: paths.blog },
  { label: "My Profile", to: paths.profile },
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
      : { kind: "link", label: ACCOUNT_TEXTS.login, to: paths.login },
  ];
}
