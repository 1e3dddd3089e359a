import type { SearchSuggestion } from "@xpart/shared/schemas";
import { SEARCH_LIMITS } from "@xpart/shared/texts";
import { Search } from "lucide-react";
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";

import { useSuggestions } from "#src/features/catalog/api/get-suggestions";
import { nextActive, searchOf } from "#src/features/catalog/search-box-rules";
import { SEARCH_PAGE_TEXTS } from "#src/lib/search-texts";
import { useDebouncedCall } from "#src/lib/use-debounced-call";

import { SuggestionList } from "./suggestion-list";

interface SearchBoxProps {
  /** The search the address holds. */
  q: string;
  /** `replace`: the same typing burst as the last search, so it replaces that history entry. */
  onSearch: (q: string, replace: boolean) => void;
}

/**
 * The shop's search (issues 24 and 42): typing searches after a pause, one burst of typing being one history
 * entry, and a list of suggestions opens under the box, an ARIA 1.2 combobox (decision 0045). Enter on an
 * active suggestion opens its page; Enter otherwise submits the form, which is a plain GET of `q` to this page
 * before the script has run.
 */
export function SearchBox({ q, onSearch }: SearchBoxProps) {
  const inputId = useId();
  const listId = useId();
  const navigate = useNavigate();
  // Whether this burst of typing already made its history entry; leaving the box or submitting ends a burst.
  const burstPushed = useRef(false);

  // The box follows the URL when something else changes it ('Show all products', back button).
  const [draft, setDraft] = useState(q);
  const [appliedQ, setAppliedQ] = useState(q);
  if (q !== appliedQ) {
    setAppliedQ(q);
    if (draft.trim() !== q) setDraft(q);
  }

  const search = (value: string) => {
    if (value === q) return;
    onSearch(value, burstPushed.current);
    burstPushed.current = true;
  };
  const searching = useDebouncedCall(search);

  // Suggestions are asked for after a shorter pause than the search itself, for the text typed by then.
  const [asked, setAsked] = useState("");
  const asking = useDebouncedCall(setAsked, SEARCH_LIMITS.suggestDelayMs);
  const suggestions = useSuggestions(asked);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // A new list starts with no option active.
  const [listed, setListed] = useState(suggestions);
  if (listed !== suggestions) {
    setListed(suggestions);
    setActive(-1);
  }
  const expanded = open && suggestions.length > 0 && draft.trim().length >= SEARCH_LIMITS.suggestMinChars;
  const optionId = (index: number) => `${listId}-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const onDraftChange = (value: string) => {
    setDraft(value);
    setOpen(true);
    setActive(-1);
    searching.schedule(value.trim());
    asking.schedule(value.trim());
  };

  const choose = (suggestion: SearchSuggestion) => {
    close();
    // Drops the pending search (searching for what the address holds does nothing): the suggestion's page wins.
    searching.now(q);
    burstPushed.current = false;
    setDraft(searchOf(suggestion.href));
    void navigate(suggestion.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if ((event.key === "ArrowDown" || event.key === "ArrowUp") && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive(nextActive(expanded ? active : -1, suggestions.length, event.key));
    } else if (event.key === "Enter" && expanded && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === "Escape" && expanded) {
      // Only closes the list; a second Escape clears the box, as a search field does.
      event.preventDefault();
      close();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    close();
    searching.now(draft.trim());
    burstPushed.current = false;
  };

  return (
    // `name="q"` and no action: sent before the page's script has run, the form asks this page for the search.
    <form role="search" className="flex grow flex-col gap-1" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="text-sm font-medium">
        Search products
      </label>
      <div className="relative">
        <div className="input w-full">
          <Search aria-hidden="true" className="size-4 opacity-60" />
          <input
            id={inputId}
            type="search"
            name="q"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            // The browser's own history list would cover the suggestions.
            autoComplete="off"
            className="grow"
            placeholder="Name or description"
            maxLength={100}
            value={draft}
            onChange={(event) => onDraftChange(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              close();
              burstPushed.current = false;
            }}
          />
        </div>
        <SuggestionList
          id={listId}
          suggestions={suggestions}
          open={expanded}
          active={active}
          optionId={optionId}
          terms={asked.split(/\s+/)}
          onChoose={choose}
        />
      </div>
      <p role="status" className="sr-only">
        {expanded ? SEARCH_PAGE_TEXTS.suggestionCount(suggestions.length) : ""}
      </p>
    </form>
  );
}
