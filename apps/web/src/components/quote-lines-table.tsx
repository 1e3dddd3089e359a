import type { Quote } from "@xpart/shared/schemas";
import { formatMoney, PART_NUMBER_TEXTS } from "@xpart/shared/texts";

import { ColumnHeads } from "#src/components/column-heads";
import { QUOTE_PAGE_TEXTS as TEXTS } from "#src/lib/quote-texts";

const COLUMNS = [TEXTS.product, TEXTS.quantity, TEXTS.unitPrice, TEXTS.lineTotal] as const;

/** Below 640 px a row is a card: the product on top, then each value named by its column (`data-label`). */
const PHONE_ROW =
  "max-sm:flex max-sm:flex-col max-sm:gap-1 max-sm:border-b max-sm:border-base-300 max-sm:py-3 max-sm:px-0";
const PHONE_CELL = "max-sm:block max-sm:p-0";
const NAMED_CELL = `${PHONE_CELL} max-sm:before:text-sm max-sm:before:text-base-content/70 max-sm:before:content-[attr(data-label)_':_']`;
const NUMBER_CELL = `${NAMED_CELL} text-right tabular-nums whitespace-nowrap max-sm:text-left`;

/** A price the shop has not given yet reads as a dash, named for screen readers. */
function Money({ dollars }: { dollars: number | null }) {
  if (dollars !== null) return formatMoney(dollars);
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{TEXTS.notPriced}</span>
    </>
  );
}

/**
 * A quote's lines (issue 41), read-only: each product with its SKU, quantity, unit price and line total, and
 * the quote's total under them; prices not given yet are dashes. Stacks as cards on a phone.
 */
export function QuoteLinesTable({ quote }: { quote: Quote }) {
  return (
    <table className="table table-sm max-sm:block">
      <caption className="sr-only">{TEXTS.linesCaption(quote.number)}</caption>
      <ColumnHeads columns={COLUMNS} className="max-sm:hidden" />
      <tbody className="max-sm:block">
        {quote.lines.map((line) => (
          <tr key={line.productId} className={PHONE_ROW}>
            <th scope="row" className={`${PHONE_CELL} font-medium`}>
              <span className="wrap-anywhere">{line.productName}</span>
              {line.sku && (
                <span className="block text-sm font-normal text-base-content/70">
                  {PART_NUMBER_TEXTS.sku} {line.sku}
                </span>
              )}
            </th>
            <td className={NUMBER_CELL} data-label={COLUMNS[1]}>
              {line.quantity}
            </td>
            <td className={NUMBER_CELL} data-label={COLUMNS[2]}>
              <Money dollars={line.price} />
            </td>
            <td className={NUMBER_CELL} data-label={COLUMNS[3]}>
              <Money dollars={line.total} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot className="max-sm:block">
        <tr className="border-t-2 border-base-300 font-semibold text-base-content max-sm:flex max-sm:justify-between max-sm:py-3">
          <th scope="row" colSpan={3} className={`${PHONE_CELL} text-right`}>
            {TEXTS.total}
          </th>
          <td className={`${PHONE_CELL} text-right text-base tabular-nums whitespace-nowrap`}>
            <Money dollars={quote.total} />
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
