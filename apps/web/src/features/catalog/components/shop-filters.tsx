import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";

import { useCategories } from "#src/features/catalog/api/get-categories";
import type { ProductFilters } from "#src/features/catalog/api/get-products";

const SEARCH_DEBOUNCE_MS = 300;

interface ShopFiltersProps {
  filters: ProductFilters;
  onCategoryChange: (category: string) => void;
  onSearch: (q: string) => void;
}

/** Category select and search box. The URL holds the applied values; typing is applied after a pause. */
export function ShopFilters({ filters, onCategoryChange, onSearch }: ShopFiltersProps) {
  const categoryId = useId();
  const searchId = useId();
  const categories = useCategories();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The box follows the URL when something else changes it ('Show all products', back button).
  const [draft, setDraft] = useState(filters.q);
  const [appliedQ, setAppliedQ] = useState(filters.q);
  if (filters.q !== appliedQ) {
    setAppliedQ(filters.q);
    if (draft.trim() !== filters.q) setDraft(filters.q);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const onDraftChange = (value: string) => {
    setDraft(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(value.trim()), SEARCH_DEBOUNCE_MS);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    onSearch(draft.trim());
  };

  // A category from a link or an older URL may differ in case or have no products: keep it selectable.
  const options = categories.data ?? [];
  const selected = options.find((c) => c.name.toLowerCase() === filters.category.toLowerCase());
  const value = selected?.name ?? filters.category;

  return (
    <div className="mb-8 grid gap-4 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
      <div className="flex flex-col gap-1">
        <label htmlFor={categoryId} className="text-sm font-medium">
          Category
        </label>
        <select
          id={categoryId}
          className="select w-full"
          value={value}
          onChange={(event) => onCategoryChange(event.target.value)}
        >
          <option value="">All categories</option>
          {options.map((category) => (
            <option key={category.name} value={category.name}>
              {category.name} ({category.count})
            </option>
          ))}
          {value && !selected && <option value={value}>{value}</option>}
        </select>
      </div>
      <form role="search" className="flex flex-col gap-1" onSubmit={onSubmit}>
        <label htmlFor={searchId} className="text-sm font-medium">
          Search products
        </label>
        <div className="input w-full">
          <Search aria-hidden="true" className="size-4 opacity-60" />
          <input
            id={searchId}
            type="search"
            className="grow"
            placeholder="Name or description"
            maxLength={100}
            value={draft}
            onChange={(event) => onDraftChange(event.target.value)}
          />
        </div>
      </form>
    </div>
  );
}
