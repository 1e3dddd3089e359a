import { Search } from "lucide-react";
import { useId, useState, type FormEvent } from "react";

import { useDebouncedCall } from "#src/lib/use-debounced-call";

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
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    setApplied(value);
    if (draft.trim() !== value) setDraft(value);
  }

  const searching = useDebouncedCall(onSearch);

  const onChange = (text: string) => {
    setDraft(text);
    searching.schedule(text.trim());
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    searching.now(draft.trim());
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
