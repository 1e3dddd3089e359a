import type { SearchSuggestion } from "@xpart/shared/schemas";
import { SEARCH_TEXTS } from "@xpart/shared/texts";

import { MarkedText } from "./marked-text";

interface SuggestionListProps {
  id: string;
  suggestions: readonly SearchSuggestion[];
  open: boolean;
  /** The option the arrow keys reached (-1: none); the box names it in aria-activedescendant. */
  active: number;
  optionId: (index: number) => string;
  /** The words typed so far, marked in each suggestion. */
  terms: readonly string[];
  onChoose: (suggestion: SearchSuggestion) => void;
}

/**
 * The search box's popup (issue 42): a listbox whose options are never focused themselves, so typing goes on in
 * the box. Always in the page, hidden when closed, so the box's aria-controls always names it.
 */
export function SuggestionList({
  id,
  suggestions,
  open,
  active,
  optionId,
  terms,
  onChoose,
}: SuggestionListProps) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={SEARCH_TEXTS.suggestionsLabel}
      hidden={!open}
      className="absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-box border border-base-300 bg-base-100 py-1 shadow-lg"
      // A press on an option must not take focus from the box first (its blur would close the list).
      onMouseDown={(event) => event.preventDefault()}
    >
      {suggestions.map((suggestion, index) => (
        <li
          key={`${suggestion.kind} ${suggestion.label} ${suggestion.href}`}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          className={`cursor-pointer px-4 py-2 hover:bg-base-200 ${index === active ? "bg-base-200 outline-2 -outline-offset-2 outline-primary" : ""}`}
          onClick={() => onChoose(suggestion)}
        >
          <span className="block">
            <MarkedText text={suggestion.label} terms={terms} />
          </span>
          <span className="block text-xs text-base-content/70">
            {SEARCH_TEXTS.kinds[suggestion.kind]}
            {suggestion.detail && ` · ${suggestion.detail}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
