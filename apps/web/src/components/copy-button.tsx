import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";

import { toast } from "#src/lib/lazy-toast";

/** How long the button says 'Copied' before it offers to copy again. */
const COPIED_MS = 2000;

/** Copies `text` to the clipboard; `label` names what is copied for screen readers ('Copy transaction id'). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, or permission refused): the text stays on screen to select by hand.
      toast.error("Copying is not available here; please select the text instead.");
    }
  };

  return (
    <button type="button" className="btn btn-xs btn-outline" aria-label={label} onClick={() => void copy()}>
      {copied ? (
        <Check aria-hidden="true" className="size-3.5" />
      ) : (
        <Copy aria-hidden="true" className="size-3.5" />
      )}
      <span aria-live="polite">{copied ? "Copied" : "Copy"}</span>
    </button>
  );
}
