import { TEXTS } from "@xpart/shared/texts";
import { TriangleAlert } from "lucide-react";

/** Replaces a spinner when a load fails (STATE-03): say what happened and let the visitor ask again. */
export function ErrorWithRetry({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="alert alert-soft alert-error mx-auto my-6 max-w-xl">
      <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
      <span>{error.message}</span>
      <button type="button" className="btn btn-sm" onClick={onRetry}>
        {TEXTS.retry}
      </button>
    </div>
  );
}
