import { requestQuoteBodySchema, type Quote } from "@xpart/shared/schemas";
import { QUOTE_LIMITS, QUOTE_TEXTS } from "@xpart/shared/texts";
import { CircleCheck, FileText } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";

import { FormError, messageOf } from "#src/components/form-field";
import { TextAreaField } from "#src/components/text-area-field";
import { useRequestQuote } from "#src/features/cart/api/request-quote";
import { ApiClientError } from "#src/lib/api-error";
import { fieldError } from "#src/lib/field-error";
import { paths } from "#src/lib/paths";
import { QUOTE_PAGE_TEXTS as TEXTS } from "#src/lib/quote-texts";

/** 'Quote requested', the quote's number and the way to the Quotes page; it takes the focus, so it is heard. */
function Requested({ quote }: { quote: Quote }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      className="flex flex-col gap-2 rounded-box border border-success bg-success/10 p-3 text-sm outline-none"
    >
      <p className="flex items-start gap-2 font-medium">
        <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
        <span>
          {TEXTS.quoteTitle(quote.number)}. {QUOTE_TEXTS.requested}
        </span>
      </p>
      <Link to={paths.quotes} className="link link-primary font-medium">
        {TEXTS.seeQuotes}
      </Link>
    </div>
  );
}

/**
 * 'Request a quote' (issue 41), for a company member: the cart as the server has it, with an optional note for
 * the shop, asked to be priced; the cart stays as it is. Requested, it says so and leads to the Quotes page. It
 * waits while a quantity is being saved, as 'Place order' does.
 */
export function RequestQuote({ email, disabled }: { email: string; disabled: boolean }) {
  const request = useRequestQuote(email);
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  // Opened by the buyer: the note takes the focus.
  useEffect(() => {
    if (open) noteRef.current?.focus();
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending || disabled) return;
    setError(null);
    const trimmed = note.trim();
    const problem = fieldError(requestQuoteBodySchema.shape.note, trimmed || undefined) ?? undefined;
    setNoteError(problem);
    if (problem) {
      noteRef.current?.focus();
      return;
    }
    request.mutate(trimmed, {
      onError: (failure) => {
        const refused = failure instanceof ApiClientError ? failure.fields?.note : undefined;
        if (refused) {
          setNoteError(refused);
          noteRef.current?.focus();
        } else setError(messageOf(failure));
      },
    });
  };

  let body;
  if (request.data) body = <Requested quote={request.data} />;
  else if (open)
    body = (
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-2">
        <TextAreaField
          ref={noteRef}
          label={TEXTS.noteForShop}
          name="note"
          maxLength={QUOTE_LIMITS.noteChars}
          value={note}
          error={noteError}
          hint={TEXTS.noteHint(note.length, QUOTE_LIMITS.noteChars)}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={request.isPending}
            onClick={() => {
              setOpen(false);
              setError(null);
              setNoteError(undefined);
            }}
          >
            {TEXTS.cancel}
          </button>
          <button
            type="submit"
            className="btn btn-secondary btn-sm"
            disabled={request.isPending || disabled}
            aria-busy={request.isPending}
          >
            {request.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {TEXTS.sendRequest}
          </button>
        </div>
        <FormError message={error} />
      </form>
    );
  else
    body = (
      <button type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
        {QUOTE_TEXTS.requestQuote}
      </button>
    );

  return (
    <section
      aria-labelledby={`${formId}-heading`}
      className="flex flex-col gap-2 border-t border-base-300 pt-4"
    >
      <h2 id={`${formId}-heading`} className="flex items-center gap-2 text-lg font-bold">
        <FileText aria-hidden="true" className="size-5 shrink-0" />
        {QUOTE_TEXTS.requestQuote}
      </h2>
      {!request.data && <p className="text-sm text-base-content/80">{TEXTS.requestIntro}</p>}
      {body}
    </section>
  );
}
