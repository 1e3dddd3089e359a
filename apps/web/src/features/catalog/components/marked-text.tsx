import { markMatches } from "@xpart/shared/texts";

interface MarkedTextProps {
  text: string;
  /** The words a search matched (issue 42); none leaves the text as it is. */
  terms: readonly string[];
}

/**
 * `text` with the starts of the words a search matched in <mark>. The runs join to the text unchanged, so a
 * screen reader reads it, and a heading is named, as before.
 */
export function MarkedText({ text, terms }: MarkedTextProps) {
  if (terms.length === 0) return text;
  return markMatches(text, terms).map((run, index) =>
    run.marked ? (
      <mark key={index} className="rounded-xs bg-secondary/30 text-inherit">
        {run.text}
      </mark>
    ) : (
      run.text
    ),
  );
}
