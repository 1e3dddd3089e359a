import {
  QUICK_ORDER_TEXTS as TEXTS,
  quickOrderTextProblem,
  readQuickOrderLines,
  TRADE_LIMITS,
  TRADE_TEXTS,
} from "@xpart/shared/texts";
import { useId, useRef, useState, type FormEvent } from "react";

import { FileField } from "#src/components/file-field";
import { FormCard } from "#src/components/form-card";
import { FormError } from "#src/components/form-field";
import { useCheckQuickOrder } from "#src/features/quick-order/api/check-quick-order";
import { QuickOrderResults } from "#src/features/quick-order/components/quick-order-results";

/**
 * Quick order (issue 26): the buyer pastes lines of "part number, quantity" or reads a CSV file into the same
 * box, sees how many lines will be checked, and sends them; each line comes back added, adjusted or refused.
 * The text stays as typed whatever the answer, so a failure loses nothing.
 */
export function QuickOrderPage() {
  const [text, setText] = useState("");
  // What is wrong with the text (the box is marked invalid), or why the shop could not check it.
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const check = useCheckQuickOrder();
  const ids = { text: useId(), help: useId(), count: useId() };
  const box = useRef<HTMLTextAreaElement>(null);
  const count = readQuickOrderLines(text).length;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (check.isPending) return;
    const found = quickOrderTextProblem(text);
    setProblem(found);
    setFailure(null);
    if (found) {
      box.current?.focus();
      return;
    }
    check.mutate(text, { onError: (error) => setFailure(error.message) });
  };

  const readFile = async (file: File | null) => {
    // Blob.text() decodes UTF-8 and drops a spreadsheet's byte-order mark, which the server would refuse.
    if (file) setText(await file.text());
  };

  return (
    <section className="min-w-0 p-4 sm:p-6">
      <title>{`${TRADE_TEXTS.quickOrder} | X-Part`}</title>
      <h1 className="mb-2 text-2xl font-bold">{TRADE_TEXTS.quickOrder}</h1>
      <p className="mb-4 max-w-3xl text-base-content/80">{TEXTS.intro}</p>
      <FormCard onSubmit={onSubmit} busy={check.isPending}>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.text} className="text-sm font-medium">
            {TEXTS.linesLabel}
          </label>
          <textarea
            ref={box}
            id={ids.text}
            className="textarea h-56 w-full font-mono"
            value={text}
            spellCheck={false}
            aria-describedby={`${ids.help} ${ids.count}`}
            aria-invalid={problem !== null}
            onChange={(event) => setText(event.target.value)}
          />
          <p id={ids.help} className="text-sm text-base-content/70">
            {TEXTS.linesHelp}
          </p>
          <p
            id={ids.count}
            aria-live="polite"
            className={`text-sm ${count > TRADE_LIMITS.maxQuickOrderLines ? "text-error" : ""}`}
          >
            {TEXTS.lineCount(count, TRADE_LIMITS.maxQuickOrderLines)}
          </p>
        </div>
        <FileField
          label={TEXTS.fileLabel}
          accept=".csv,text/csv,text/plain"
          onFile={(picked) => void readFile(picked)}
        />
        <FormError message={problem ?? failure} />
        <button type="submit" className="btn btn-primary sm:justify-self-start" disabled={check.isPending}>
          {check.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {check.isPending ? TEXTS.checking : TEXTS.check}
        </button>
      </FormCard>
      <div aria-live="polite">{check.data && <QuickOrderResults answer={check.data} />}</div>
    </section>
  );
}
