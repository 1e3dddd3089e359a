import type { CartLine } from "@xpart/shared/schemas";
import { formatMoney, PART_NUMBER_TEXTS, TRADE_TEXTS } from "@xpart/shared/texts";
import { Trash2, TrendingDown } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";

import { messageOf } from "#src/components/form-field";
import { Thumbnail } from "#src/components/thumbnail";
import { useRemoveCartLine, useSetCartQuantity } from "#src/features/cart/api/change-cart";
import { lineQuantityHint } from "#src/features/cart/cart-rules";
import { useLineQuantity } from "#src/features/cart/hooks/use-line-quantity";
import { hrefs } from "#src/lib/paths";

interface CartLineItemProps {
  line: CartLine;
  /** Why the last checkout refused this line (its 409's `fields`), shown until the next attempt. */
  refusal?: string | undefined;
}

/**
 * One cart line: what it is, its quantity (the billing modal's rules), its price now, the next volume price,
 * and what stands in its way. What the server changed or refused is said beside the line, politely announced.
 */
export function CartLineItem({ line, refusal }: CartLineItemProps) {
  const titleId = useId();
  const setQuantity = useSetCartQuantity();
  const remove = useRemoveCartLine();
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const quantity = useLineQuantity(line, (next, reset) => {
    setNote(null);
    setQuantity.mutate(
      { productId: line.productId, quantity: next },
      {
        onSuccess: ({ outcomes }) => {
          const reasons = outcomes.flatMap((outcome) => outcome.reasons);
          if (reasons.length > 0) setNote({ text: reasons.join(". "), error: false });
        },
        onError: (error) => {
          reset();
          setNote({ text: messageOf(error), error: true });
        },
      },
    );
  });
  const quantityNoteId = `${titleId}-quantity`;

  return (
    <article
      aria-labelledby={titleId}
      className="grid grid-cols-[4rem_minmax(0,1fr)] gap-x-4 gap-y-3 rounded-box border border-base-300 bg-base-100 p-4 sm:grid-cols-[6rem_minmax(0,1fr)]"
    >
      <Thumbnail src={line.img} size={96} className="size-16 sm:size-24" />
      <div className="min-w-0">
        <p className="text-xs text-base-content/70">
          {line.brand} · {PART_NUMBER_TEXTS.sku} <span className="font-mono">{line.sku}</span>
        </p>
        <h2 id={titleId} className="font-semibold wrap-anywhere">
          <Link to={hrefs.product(line.productId)} className="link-hover">
            {line.productName}
          </Link>
        </h2>
        <p className="text-sm text-base-content/80">{formatMoney(line.unitPrice)} each</p>
      </div>

      <div className="col-span-2 flex flex-wrap items-end gap-x-6 gap-y-3">
        <div className="flex w-40 flex-col gap-1">
          <label htmlFor={`${titleId}-input`} className="text-sm font-medium">
            Quantity
          </label>
          <input
            id={`${titleId}-input`}
            className={`input w-full ${quantity.error ? "input-error" : ""}`}
            inputMode="numeric"
            autoComplete="off"
            value={quantity.text}
            disabled={quantity.soldOut}
            aria-describedby={quantityNoteId}
            aria-invalid={quantity.error ? true : undefined}
            onChange={(event) => quantity.setText(event.target.value)}
            onBlur={quantity.flush}
          />
        </div>
        <p className="text-sm">
          <span className="text-base-content/70">Line total </span>
          <span className="text-lg font-bold">{formatMoney(line.lineTotal)}</span>
        </p>
        <button
          type="button"
          className="btn btn-ghost btn-sm ml-auto text-error"
          aria-describedby={titleId}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(line.productId, {
              onError: (error) => setNote({ text: messageOf(error), error: true }),
            })
          }
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Remove
        </button>
      </div>

      <div className="col-span-2 space-y-2 empty:hidden">
        <p
          id={quantityNoteId}
          className={`text-xs ${quantity.error ? "text-error" : "text-base-content/80"}`}
        >
          {quantity.error ?? lineQuantityHint(line)}
        </p>
        {line.nextBreak && (
          <p className="flex items-center gap-2 text-sm">
            <TrendingDown aria-hidden="true" className="size-4 shrink-0 text-success" />
            {TRADE_TEXTS.addMoreForBreak(line.nextBreak.addQuantity, line.nextBreak.unitPrice)}
          </p>
        )}
        <p aria-live="polite" className={note?.error ? "text-sm text-error" : "text-sm"}>
          {note?.text}
        </p>
        {line.problem && <p className="alert alert-soft alert-warning text-sm">{line.problem}</p>}
        {refusal && (
          <p role="alert" className="alert alert-soft alert-error text-sm">
            {refusal}
          </p>
        )}
      </div>
    </article>
  );
}
