import { SPEC_TEXTS, specRows } from "@xpart/shared/parts";
import type { Product } from "@xpart/shared/schemas";
import { useId } from "react";

/** The product's specifications as a table, in the vocabulary's order (issue 25). */
export function Specifications({ product }: { product: Product }) {
  const headingId = useId();
  const rows = specRows(product.specs);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-2xl font-bold">
        {SPEC_TEXTS.heading}
      </h2>
      <table className="table max-w-xl">
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="w-1/3 font-medium text-base-content/80">
                {row.label}
              </th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
