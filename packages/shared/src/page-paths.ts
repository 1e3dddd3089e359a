/**
 * The web app's pages (spec §2 plus the shop's help and legal pages), in one place: the web router and every
 * link build on these, and the server answers any other address with the 404 page and status 404.
 * The spec's own spellings (`orderTable`, `myOrders`) stay.
 */
export const PAGE_PATHS = {
  home: "/",
  shop: "/shop",
  login: "/login",
  signup: "/signup",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  contact: "/contact",
  shippingReturns: "/shipping-returns",
  terms: "/terms",
  privacy: "/privacy",
  product: "/product/:productId",
  /** The signed-in customer's cart and its checkout (issue 26). */
  cart: "/cart",
  dashboard: "/dashboard",
  profile: "/dashboard/profile",
  blog: "/dashboard/blog",
  orderTable: "/dashboard/orderTable",
  myOrders: "/dashboard/myOrders",
  payment: "/dashboard/payment/:id",
  review: "/dashboard/review",
  quickOrder: "/dashboard/quickOrder",
  users: "/dashboard/users",
  addProduct: "/dashboard/addProduct",
  adminOrders: "/dashboard/orders",
  allOrderList: "/dashboard/allOrderList",
  manageProducts: "/dashboard/manage",
  activity: "/dashboard/activity",
  mail: "/dashboard/mail",
  catalogueImport: "/dashboard/catalogue-import",
  /** The owner's sales figures and low stock (issue 27). */
  sales: "/dashboard/sales",
  /** The member's company: details, members, invitations, addresses (issue 40). */
  company: "/dashboard/company",
  companyOrders: "/dashboard/companyOrders",
  /** A company's orders over a buyer's limit, for its approvers (issue 40); `?checkout=` from the mail. */
  approvals: "/dashboard/approvals",
  /** Where an invitation's link lands: `?token=`. */
  joinCompany: "/join-company",
  /** The shop admin's list of companies (issue 40). */
  companies: "/dashboard/companies",
  /** A company admin's invoices on account, balance and ageing (issue 41). */
  statement: "/dashboard/statement",
  /** The shop's money owed on account, per company (issue 41). */
  receivables: "/dashboard/receivables",
  /** A company's quotes (issue 41): requested, sent, accepted, declined. */
  quotes: "/dashboard/quotes",
  /** The shop admins' quotes to price and send (issue 41). */
  adminQuotes: "/dashboard/admin-quotes",
} as const;

/** The pages a search engine may list: public, and the same for every visitor. */
export const INDEXABLE_PAGES = [
  PAGE_PATHS.home,
  PAGE_PATHS.shop,
  PAGE_PATHS.contact,
  PAGE_PATHS.shippingReturns,
  PAGE_PATHS.terms,
  PAGE_PATHS.privacy,
] as const;

export type PageName = keyof typeof PAGE_PATHS;

const PAGE_PATTERNS = Object.entries(PAGE_PATHS).map(
  ([page, pattern]) =>
    [page as PageName, new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, "[^/]+")}/?$`)] as const,
);

/** Which of the app's pages a pathname (no query) is; `:param` parts match one non-empty segment. */
export function pageOf(pathname: string): PageName | null {
  return PAGE_PATTERNS.find(([, pattern]) => pattern.test(pathname))?.[0] ?? null;
}

/** Whether a pathname (no query) is one of the app's pages. */
export function isAppPage(pathname: string): boolean {
  return pageOf(pathname) !== null;
}

/**
 * The built web app's HTML for a page: index.html with that page's code preloaded (apps/web
 * vite-page-preloads.ts writes it, the server sends it).
 */
export function pageHtmlFile(page: PageName): string {
  return `pages/${page}.html`;
}
