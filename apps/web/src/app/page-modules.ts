import type { PageName } from "@xpart/shared/texts";

const DASHBOARD = "src/features/dashboard/pages/dashboard-layout.tsx";
const ADMIN = [DASHBOARD, "src/app/require-admin.tsx"];

/**
 * The lazy modules each page renders, outermost first, as the router's table loads them (router.test checks
 * the two agree). The build turns them into the chunks a page's HTML preloads, so a page's code downloads
 * alongside the app's instead of after it (vite-page-preloads.ts, issue 13). Plain data: vite.config reads it.
 */
export const PAGE_MODULES: Record<PageName, readonly string[]> = {
  home: ["src/features/home/pages/home-page.tsx"],
  shop: ["src/features/catalog/pages/shop-page.tsx"],
  login: ["src/features/auth/pages/login-page.tsx"],
  signup: ["src/features/auth/pages/signup-page.tsx"],
  forgotPassword: ["src/features/auth/pages/forgot-password-page.tsx"],
  resetPassword: ["src/features/auth/pages/reset-password-page.tsx"],
  contact: ["src/features/help/pages/contact-page.tsx"],
  shippingReturns: ["src/features/help/pages/shipping-returns-page.tsx"],
  terms: ["src/features/help/pages/terms-page.tsx"],
  privacy: ["src/features/help/pages/privacy-page.tsx"],
  product: ["src/features/product/pages/product-page.tsx"],
  cart: ["src/features/cart/pages/cart-page.tsx"],
  dashboard: [DASHBOARD, "src/features/dashboard/pages/profile-page.tsx"],
  profile: [DASHBOARD, "src/features/dashboard/pages/profile-page.tsx"],
  blog: [DASHBOARD, "src/features/dashboard/pages/blog-page.tsx"],
  orderTable: [DASHBOARD, "src/features/orders/pages/order-table-page.tsx"],
  myOrders: [DASHBOARD, "src/features/orders/pages/my-orders-page.tsx"],
  payment: [DASHBOARD, "src/features/payment/pages/payment-page.tsx"],
  review: [DASHBOARD, "src/features/reviews/pages/add-review-page.tsx"],
  quickOrder: [DASHBOARD, "src/features/quick-order/pages/quick-order-page.tsx"],
  users: [...ADMIN, "src/features/admin/pages/all-users-page.tsx"],
  addProduct: [...ADMIN, "src/features/admin/pages/add-product-page.tsx"],
  adminOrders: [...ADMIN, "src/features/admin/pages/admin-orders-page.tsx"],
  allOrderList: [...ADMIN, "src/features/admin/pages/all-order-list-page.tsx"],
  manageProducts: [...ADMIN, "src/features/admin/pages/manage-products-page.tsx"],
  activity: [...ADMIN, "src/features/admin/pages/activity-page.tsx"],
  mail: [...ADMIN, "src/features/admin/pages/mail-page.tsx"],
  catalogueImport: [...ADMIN, "src/features/admin/pages/catalogue-import-page.tsx"],
  sales: [...ADMIN, "src/features/sales/pages/sales-page.tsx"],
  company: [DASHBOARD, "src/features/company/pages/company-page.tsx"],
  companyOrders: [DASHBOARD, "src/features/orders/pages/company-orders-page.tsx"],
  approvals: [DASHBOARD, "src/features/company/pages/approvals-page.tsx"],
  joinCompany: ["src/features/company/pages/join-company-page.tsx"],
  companies: [...ADMIN, "src/features/admin/pages/companies-page.tsx"],
  statement: [DASHBOARD, "src/features/company/pages/statement-page.tsx"],
  receivables: [...ADMIN, "src/features/admin/pages/receivables-page.tsx"],
  quotes: [DASHBOARD, "src/features/company/pages/quotes-page.tsx"],
  adminQuotes: [...ADMIN, "src/features/admin/pages/admin-quotes-page.tsx"],
};

/**
 * Lazy modules every page the browser draws needs early: the session check reads its answer with the shared
 * schemas, which are kept out of the entry chunk. Preloaded with each such page (vite.config.ts), so they are
 * not fetched only once the answer is in; a page the server draws knows the session already (issue 24).
 */
export const EVERY_PAGE_MODULES = ["src/lib/auth/session-answers.ts"];
