import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";

const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  label: string;
  placeholder?: string;
  /** The applied search (from the URL); the box follows it when something else changes it. */
  value: string;
  /** Called with the trimmed text after a pause in typing, or at once on Enter. */
  onSearch: (q: string) => void;
  maxLength?: number;
}

/** A labelled search box that applies what is typed after a short pause. */
export function SearchBox({ label, placeholder, value, onSearch, maxLength = 100 }: SearchBoxProps) {
  const id = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    setApplied(value);
    if (draft.trim() !== value) setDraft(value);
  }

  // The pause ends after later renders: it must call that render's onSearch, whose URL update starts from the
  // URL as it is then (a filter changed meanwhile stays), not the one from when the typing began.
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = (text: string) => {
    setDraft(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latestOnSearch.current(text.trim()), SEARCH_DEBOUNCE_MS);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    latestOnSearch.current(draft.trim());
  };

  return (
    <form role="search" aria-label={label} onSubmit={onSubmit} className="flex w-full flex-col gap-1 sm:w-72">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="input w-full">
        <Search aria-hidden="true" className="size-4 opacity-70" />
        <input
          id={id}
          type="search"
          value={draft}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </form>
  );
}
