import type { QueryClient } from "@tanstack/react-query";

import { adminStatusQueryOptions } from "#src/lib/auth/get-admin-status";
import { cartQueryOptions } from "#src/lib/cart";

/**
 * What every page draws around itself for a signed-in visitor: the navbar's cart and, on the dashboard, the
 * admin's or the customer's menu. The server renderer asks for them with the page's own data, so the browser
 * has them when the page comes to life and asks for nothing (issue 24). A refusal (an admin has no cart) is
 * not sent; the browser then asks as before.
 */
export function prefetchSignedIn(client: QueryClient, email: string): Promise<unknown> {
  return Promise.all([
    client.prefetchQuery(cartQueryOptions()),
    client.prefetchQuery(adminStatusQueryOptions(email)),
  ]);
}
