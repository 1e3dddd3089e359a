import {
  QUICK_ORDER_TEXTS as TEXTS,
  type QuickOrderAnswer,
  type QuickOrderLineAnswer,
} from "@xpart/shared/schemas";
import { useId } from "react";
import { Link } from "react-router";

import { paths } from "#src/lib/paths";

const BADGE: Record<QuickOrderLineAnswer["status"], string> = {
  added: "badge-success",
  adjusted: "badge-warning",
  refused: "badge-error",
};

/** What happened to each line, in the paste's order, and the way to the cart when anything went in. */
export function QuickOrderResults({ answer }: { answer: QuickOrderAnswer }) {
  const captionId = useId();
  const refused = answer.lines.filter((l) => l.status === "refused").length;
  return (
    <section aria-labelledby={captionId} className="mt-6 max-w-5xl">
      <p role="status" className="mb-2 font-medium">
        {TEXTS.summary(answer.lines.length - refused, refused)}
      </p>
      <div className="overflow-x-auto rounded-box border border-base-300">
        <table className="table">
          <caption id={captionId} className="p-2 text-left font-semibold">
            {TEXTS.resultsCaption}
          </caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Status</th>
              <th scope="col">Part number</th>
              <th scope="col">Product</th>
              <th scope="col">Quantity</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {answer.lines.map((l) => (
              <tr key={l.line}>
                <td>{l.line}</td>
                <td>
                  <span className={`badge ${BADGE[l.status]}`}>{TEXTS.status[l.status]}</span>
                </td>
                <td className="break-all">{l.partNumber ?? l.input}</td>
                <td>{l.productName ? `${l.productName} (${l.sku})` : "—"}</td>
                <td>{l.status === "refused" ? "—" : l.quantity}</td>
                <td>{l.reasons.join(". ")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {answer.cart.lines.length > 0 && (
        <Link to={paths.cart} className="btn btn-primary mt-4">
          {TEXTS.goToCart}
        </Link>
      )}
    </section>
  );
}
