import { PAGE_PATHS } from "@xpart/shared/texts";

/**
 * The app's URLs (spec §2) in one place: the router's patterns, and every link, redirect and navigation,
 * build on these, so a URL changes there or nowhere. They live in the shared package because the server
 * answers every other address with the 404 page (issue 12).
 */
export const paths = PAGE_PATHS;

/** The addresses that carry a value, filled in and encoded. */
export const hrefs = {
  product: (productId: string) => paths.product.replace(":productId", encodeURIComponent(productId)),
  payment: (orderId: string) => paths.payment.replace(":id", encodeURIComponent(orderId)),
  /** The admin's product list, searched for one product (the product page's 'Manage this product'). */
  manageProduct: (name: string) => `${paths.manageProducts}?${new URLSearchParams({ q: name }).toString()}`,
  /** The shop filtered to one category (the home page's 'MORE'). */
  shopCategory: (category: string) => `${paths.shop}?${new URLSearchParams({ category }).toString()}`,
  /** The login page, carrying the page to return to afterwards (it survives a reload or a Google round trip). */
  login: (from: string) => `${paths.login}?from=${encodeURIComponent(from)}`,
  /** The sign-up page, carrying the page to return to afterwards, as the login page does (issue 12). */
  signup: (from: string) => `${paths.signup}?from=${encodeURIComponent(from)}`,
};

/** Whether `path` (with any query or hash) is one of the sign-in pages, which are never a return destination. */
export function isSignInPath(path: string): boolean {
  return [paths.login, paths.signup].some(
    (page) => path.startsWith(page) && /^([/?#]|$)/.test(path.slice(page.length)),
  );
}
