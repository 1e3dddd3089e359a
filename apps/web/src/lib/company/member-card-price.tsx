import type { Product } from "@xpart/shared/schemas";
import { priceDay, withCompanyPrice } from "@xpart/shared/texts";

import { cents } from "#src/lib/cents";
import { useCompanyPrice } from "#src/lib/company/company-prices";
import { MemberPrice } from "#src/lib/company/member-price";

/**
 * A product card's price for a signed-in customer (issue 40 item 5): their company's unit price when it is
 * lower, by the shared rule. Loaded only once a signed-in page has hydrated, so public pages' first load and
 * their HTML (the list price) stay as they were.
 */
export function MemberCardPrice({ product }: { product: Pick<Product, "_id" | "price"> }) {
  const price = useCompanyPrice(product._id);
  const listCents = cents(product.price);
  const memberCents = withCompanyPrice({ priceCents: listCents }, price, priceDay()).priceCents;
  return <MemberPrice listCents={listCents} memberCents={memberCents} />;
}
