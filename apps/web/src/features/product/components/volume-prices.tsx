import type { Product } from "@xpart/shared/schemas";
import { formatMoney, formatNumber, PRICING_TEXTS } from "@xpart/shared/texts";

/**
 * The product's pack size and volume prices (issue 26), under its price: 'Sold in packs of 10', then a table
 * of 'from this quantity, this much each'. Nothing for a product sold by the unit at one price.
 */
export function VolumePrices({ product }: { product: Pick<Product, "price" | "orderStep" | "priceBreaks"> }) {
  const packs = product.orderStep > 1;
  if (!packs && product.priceBreaks.length === 0) return null;
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
                <td>{formatMoney(b.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
