import type { ProductSort } from "@xpart/shared/texts";
import { SlidersHorizontal } from "lucide-react";
import { useId, useState } from "react";

import { useCategories } from "#src/features/catalog/api/get-categories";
import type { ProductFilters } from "#src/features/catalog/api/get-products";
import { SORT_OPTIONS } from "#src/features/catalog/shop-filter-rules";

import { CategoryChips } from "./category-chips";
import { SearchBox } from "./search-box";

interface ShopFiltersProps {
  filters: ProductFilters;
  onCategoryChange: (category: string) => void;
  /** `replace`: the same typing burst as the last search, so it replaces that history entry. */
  onSearch: (q: string, replace: boolean) => void;
  onSortChange: (sort: ProductSort | "") => void;
  onInStockChange: (inStock: boolean) => void;
}

/** Search box, category select and chips, sort and in-stock. The URL holds the applied values. */
export function ShopFilters({
  filters,
  onCategoryChange,
  onSearch,
  onSortChange,
  onInStockChange,
}: ShopFiltersProps) {
  const categoryId = useId();
  const sortId = useId();
  const panelId = useId();
  // On a phone the filters wait behind one button, so the first screen shows products (issue 24).
  const [open, setOpen] = useState(false);
  const active = [filters.category, filters.sort, filters.inStock].filter(Boolean).length;
  const categories = useCategories();

  // A category from a link or an older URL may differ in case or have no products: keep it selectable.
  const options = categories.data ?? [];
  const selected = options.find((c) => c.name.toLowerCase() === filters.category.toLowerCase());
  const value = selected?.name ?? filters.category;

  return (
    <div className="mb-8 grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,14rem)_minmax(0,14rem)]">
      <div className="flex items-end gap-2">
        <SearchBox q={filters.q} onSearch={onSearch} />
        <button
          type="button"
          className="btn md:hidden"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Filters{active > 0 && <span className="badge badge-sm badge-accent">{active}</span>}
        </button>
      </div>
      <div id={panelId} className={`${open ? "grid" : "hidden"} gap-4 md:contents`}>
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
        <div className="flex flex-col gap-1">
          <label htmlFor={sortId} className="text-sm font-medium">
            Sort by
          </label>
          <select
            id={sortId}
            className="select w-full"
            value={filters.sort}
            onChange={(event) => onSortChange(event.target.value as ProductSort | "")}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-3 md:col-span-3 md:flex-row md:items-center md:justify-between md:gap-6">
          <CategoryChips categories={options} selected={value} onSelect={onCategoryChange} />
          <label className="label shrink-0 cursor-pointer gap-2 text-base-content">
            <input
              type="checkbox"
              className="toggle toggle-sm toggle-accent"
              checked={filters.inStock}
              onChange={(event) => onInStockChange(event.target.checked)}
            />
            In stock only
          </label>
        </div>
      </div>
    </div>
  );
}
