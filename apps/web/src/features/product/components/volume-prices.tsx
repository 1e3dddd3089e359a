import type { Product } from "@xpart/shared/schemas";
import {
  formatMoney,
  formatNumber,
  memberUnitPriceCents,
  priceDay,
  PRICING_TEXTS,
  type CompanyPrice,
} from "@xpart/shared/texts";

import { cents } from "#src/lib/cents";
import { MemberPrice } from "#src/lib/company/member-price";

interface VolumePricesProps {
  product: Pick<Product, "price" | "orderStep" | "priceBreaks">;
  /**
   * The buyer's company price (issue 40): each row then says what the member pays from that quantity, by the
   * shared rule (the lowest of their company's price and the breaks reached), the break's own price struck
   * through where theirs is lower.
   */
  companyPrice?: CompanyPrice | null;
}

/**
 * The product's pack size and volume prices (issue 26), under its price: 'Sold in packs of 10', then a table
 * of 'from this quantity, this much each'. Nothing for a product sold by the unit at one price.
 */
export function VolumePrices({ product, companyPrice = null }: VolumePricesProps) {
  const packs = product.orderStep > 1;
  if (!packs && product.priceBreaks.length === 0) return null;
  const pricing = {
    priceCents: cents(product.price),
    priceBreaks: product.priceBreaks.map((b) => ({ minQuantity: b.minQuantity, priceCents: cents(b.price) })),
  };
  const day = priceDay();
  return (
    <div className="flex flex-col gap-2">
      {packs && <p className="font-medium">{PRICING_TEXTS.soldInPacks(product.orderStep)}</p>}
      {product.priceBreaks.length > 0 && (
        <table className="table table-sm w-auto">
          <caption className="text-left font-semibold">{PRICING_TEXTS.volumePrices}</caption>
          <thead>
            <tr>
              <th scope="col">{PRICING_TEXTS.fromQuantity}</th>
              <th scope="col">{PRICING_TEXTS.unitPrice}</th>
            </tr>
          </thead>
          <tbody>
            {product.priceBreaks.map((b) => (
              <tr key={b.minQuantity}>
                <td>{formatNumber(b.minQuantity)}+</td>
                <td>
                  {companyPrice ? (
                    <MemberPrice
                      badge={false}
                      listCents={cents(b.price)}
                      memberCents={memberUnitPriceCents(pricing, b.minQuantity, companyPrice, day)}
                    />
                  ) : (
                    formatMoney(b.price)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
