/**
 * The app's URLs (spec §2) in one place: the router's patterns, and every link, redirect and navigation,
 * build on these, so a URL changes here or nowhere. The spec's own spellings (`orderTable`, `myOrders`) stay.
 */
export const paths = {
  home: "/",
  shop: "/shop",
  login: "/login",
  signup: "/signup",
  product: "/product/:productId",
  dashboard: "/dashboard",
  profile: "/dashboard/profile",
  blog: "/dashboard/blog",
  orderTable: "/dashboard/orderTable",
  myOrders: "/dashboard/myOrders",
  payment: "/dashboard/payment/:id",
  review: "/dashboard/review",
  users: "/dashboard/users",
  addProduct: "/dashboard/addProduct",
  adminOrders: "/dashboard/orders",
  allOrderList: "/dashboard/allOrderList",
  manageProducts: "/dashboard/manage",
  activity: "/dashboard/activity",
} as const;

/** The addresses that carry a value, filled in and encoded. */
export const hrefs = {
  product: (productId: string) => paths.product.replace(":productId", encodeURIComponent(productId)),
  payment: (orderId: string) => paths.payment.replace(":id", encodeURIComponent(orderId)),
  /** The shop filtered to one category (the home page's 'MORE'). */
  /** The admin's product list, searched for one product (the product page's 'Manage this product'). */
  manageProduct: (name: string) => `${paths.manageProducts}?${new URLSearchParams({ q: name }).toString()}`,
  shopCategory: (category: string) => `${paths.shop}?${new URLSearchParams({ category }).toString()}`,
  /** The login page, carrying the page to return to afterwards (it survives a reload or a Google round trip). */
  login: (from: string) => `${paths.login}?from=${encodeURIComponent(from)}`,
};

/** Whether `path` (with any query or hash) is one of the sign-in pages, which are never a return destination. */
export function isSignInPath(path: string): boolean {
  return [paths.login, paths.signup].some(
    (page) => path.startsWith(page) && /^([/?#]|$)/.test(path.slice(page.length)),
  );
}
