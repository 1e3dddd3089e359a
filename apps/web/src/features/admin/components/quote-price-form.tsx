import type { Quote } from "@xpart/shared/schemas";
import { canQuote, formatMoney, PART_NUMBER_TEXTS, QUOTE_LIMITS, QUOTE_TEXTS } from "@xpart/shared/texts";
import { Send } from "lucide-react";
import { useId, useState, type FormEvent, type InputHTMLAttributes, type Ref } from "react";

import { FormError, FormField } from "#src/components/form-field";
import { TextAreaField } from "#src/components/text-area-field";
import { useAdminFailure } from "#src/features/admin/api/admin-errors";
import { usePriceQuote, useSendQuote } from "#src/features/admin/api/quotes";
import { PRICE_INPUT, QUANTITY_INPUT } from "#src/features/admin/product-rules";
import {
  bodyOf,
  draftFields,
  draftIssues,
  draftOf,
  draftTotal,
  everyLinePriced,
  isDirty,
  lineTotal,
  priceField,
  quantityField,
  type PriceDraft,
} from "#src/features/admin/quote-price-rules";
import { ApiClientError } from "#src/lib/api-error";
import { toast } from "#src/lib/lazy-toast";
import { QUOTE_PAGE_TEXTS as TEXTS } from "#src/lib/quote-texts";
import { useFieldErrors } from "#src/lib/use-field-errors";

interface LineInputProps {
  /** What shows above the field; the product's name follows for screen readers, so each field's name is its own. */
  label: string;
  product: string;
  input: InputHTMLAttributes<HTMLInputElement>;
  value: string;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
}

/** One line's quantity or unit price: a short visible label, the full one for screen readers, its message. */
function LineInput({ label, product, input, value, error, inputRef, onChange }: LineInputProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        <span className="sr-only">, {product}</span>
      </label>
      <input
        id={id}
        ref={inputRef}
        className={`input input-sm w-full ${error ? "input-error" : ""}`}
        {...input}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A requested (or sent) quote's prices (issue 41), as a shop admin gives them: each line's quantity and unit
 * price, the day it is valid until and a note to the company. 'Save prices' sends them (PUT); 'Send quote'
 * mails it to its requester, and waits until every line has a price; changes not saved yet are saved first.
 * The checks are the contract's, here and on the server alike; a refusal lands under its field.
 */
export function QuotePriceForm({ quote, today }: { quote: Quote; today: string }) {
  const price = usePriceQuote();
  const send = useSendQuote();
  const failed = useAdminFailure();
  const formId = useId();
  const [draft, setDraft] = useState<PriceDraft>(() => draftOf(quote, today));
  const fields = draftFields(quote);
  const { errors, refFor, show, clear } = useFieldErrors(fields);
  const [formError, setFormError] = useState<string | null>(null);
  const busy = price.isPending || send.isPending;
  const dirty = isDirty(draft, quote, today);
  const priced = everyLinePriced(draft);
  // A sent quote goes out again only once changed (saving makes it requested again).
  const sendable = priced && (dirty || canQuote("send", quote, today));
  const total = draftTotal(draft);

  const setLine = (index: number, change: Partial<PriceDraft["lines"][number]>) =>
    setDraft((now) => ({
      ...now,
      lines: now.lines.map((line, at) => (at === index ? { ...line, ...change } : line)),
    }));

  /** A refusal: on its field when the server named one, else under the form; a toast either way. */
  const refused = (error: unknown) => {
    const named = error instanceof ApiClientError ? error.fields : undefined;
    const onField = show(Object.entries(named ?? {}));
    const message = failed(error);
    if (!onField) setFormError(message);
  };

  /** The form's problems shown by field, the focus on the first; answers whether it may go. */
  const checked = () => {
    setFormError(null);
    const issues = draftIssues(draft, today);
    if (issues.length > 0) {
      show(issues);
      return false;
    }
    clear();
    return true;
  };

  const sendNow = () =>
    send.mutate(quote.id, {
      onSuccess: (sent) => toast.success(TEXTS.sent(sent.number, sent.requestedBy.email)),
      onError: refused,
    });

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !checked()) return;
    price.mutate(
      { id: quote.id, body: bodyOf(draft) },
      { onSuccess: (saved) => toast.success(TEXTS.pricesSaved(saved.number)), onError: refused },
    );
  };

  const onSend = () => {
    if (busy || !sendable || !checked()) return;
    if (!dirty && canQuote("send", quote, today)) {
      sendNow();
      return;
    }
    price.mutate({ id: quote.id, body: bodyOf(draft) }, { onSuccess: sendNow, onError: refused });
  };

  const hintId = `${formId}-hint`;
  return (
    <form
      id={formId}
      noValidate
      onSubmit={onSave}
      aria-label={TEXTS.pricesOf(quote.number)}
      className="flex flex-col gap-4"
    >
      <ul className="flex flex-col divide-y divide-base-300 rounded-box border border-base-300">
        {quote.lines.map((line, index) => {
          const typed = draft.lines[index]!;
          const shown = lineTotal(typed);
          return (
            <li
              key={line.productId}
              className="grid grid-cols-2 items-start gap-3 p-3 sm:grid-cols-[minmax(0,1fr)_7rem_9rem_7rem]"
            >
              <div className="col-span-2 min-w-0 sm:col-span-1">
                <p className="font-medium wrap-anywhere">{line.productName}</p>
                {line.sku && (
                  <p className="text-sm text-base-content/70">
                    {PART_NUMBER_TEXTS.sku} {line.sku}
                  </p>
                )}
              </div>
              <LineInput
                label={TEXTS.quantity}
                product={line.productName}
                input={{ ...QUANTITY_INPUT, min: 1, autoComplete: "off" }}
                value={typed.quantity}
                error={errors[quantityField(index)]}
                inputRef={refFor(quantityField(index))}
                onChange={(quantity) => setLine(index, { quantity })}
              />
              <LineInput
                label={TEXTS.unitPriceDollars}
                product={line.productName}
                input={{ ...PRICE_INPUT, autoComplete: "off" }}
                value={typed.price}
                error={errors[priceField(index)]}
                inputRef={refFor(priceField(index))}
                onChange={(value) => setLine(index, { price: value })}
              />
              <p className="col-span-2 flex justify-between gap-2 text-sm sm:col-span-1 sm:flex-col sm:items-end sm:justify-start">
                <span className="text-base-content/70">{TEXTS.lineTotal}</span>
                <output className="font-semibold tabular-nums">
                  {shown === null ? "—" : formatMoney(shown)}
                </output>
              </p>
            </li>
          );
        })}
      </ul>
      <p className="flex items-baseline justify-end gap-3">
        <span>{TEXTS.total}</span>
        <output className="text-xl font-bold tabular-nums">
          {total === null ? "—" : formatMoney(total)}
        </output>
      </p>
      <div className="grid gap-3 md:grid-cols-[12rem_minmax(0,1fr)]">
        <FormField
          ref={refFor("validUntil")}
          label={QUOTE_TEXTS.validUntil}
          type="date"
          name="validUntil"
          min={today}
          required
          value={draft.validUntil}
          error={errors.validUntil}
          onChange={(event) => setDraft((now) => ({ ...now, validUntil: event.target.value }))}
        />
        <TextAreaField
          ref={refFor("note")}
          label={TEXTS.noteToCompany}
          name="note"
          rows={2}
          maxLength={QUOTE_LIMITS.noteChars}
          value={draft.note}
          error={errors.note}
          onChange={(event) => setDraft((now) => ({ ...now, note: event.target.value }))}
        />
      </div>
      <p id={hintId} className="text-sm text-base-content/70">
        {priced ? (quote.status === "sent" ? TEXTS.repriceHint : null) : TEXTS.sendHint}
      </p>
      <FormError message={formError} />
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="submit"
          className="btn btn-outline btn-sm max-sm:flex-1"
          disabled={busy}
          aria-busy={price.isPending}
        >
          {price.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {TEXTS.savePrices}
        </button>
        <button
          type="button"
          className="btn btn-primary btn-sm max-sm:flex-1"
          disabled={busy || !sendable}
          aria-busy={send.isPending}
          aria-describedby={hintId}
          onClick={onSend}
        >
          {send.isPending ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : (
            <Send aria-hidden="true" className="size-4" />
          )}
          {QUOTE_TEXTS.send}
        </button>
      </div>
    </form>
  );
}
