import { SPEC_TEXTS } from "@xpart/shared/parts";
import { useId } from "react";

import { useFacets } from "#src/features/catalog/api/get-facets";
import type { ProductFilters } from "#src/features/catalog/api/get-products";

interface SpecFacetsProps {
  /** The shop's filters: the facets count what they select; `spec` holds the applied ones, `key:value` each. */
  filters: ProductFilters;
  onToggle: (filter: string) => void;
  onClear: () => void;
}

/**
 * The chosen category's specifications as filters (issue 25): a group of checkboxes per attribute, each
 * value with how many products have it. Values of one attribute are alternatives; attributes combine.
 */
export function SpecFacets({ filters, onToggle, onClear }: SpecFacetsProps) {
  const headingId = useId();
  const facets = useFacets(filters).data ?? [];
  const selected = filters.spec;
  if (facets.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mb-8 rounded-box border border-base-300 p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {SPEC_TEXTS.facetsHeading}
        </h2>
        {selected.length > 0 && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={onClear}>
            {SPEC_TEXTS.clearFilters}
          </button>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {facets.map((facet) => (
          <fieldset key={facet.key} className="min-w-0">
            <legend className="mb-1 text-sm font-semibold">{facet.label}</legend>
            <ul className="max-h-48 space-y-1 overflow-y-auto">
              {facet.values.map((value) => {
                const filter = `${facet.key}:${value.value}`;
                return (
                  <li key={filter}>
                    <label className="flex cursor-pointer items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="checkbox checkbox-sm"
                        checked={selected.includes(filter)}
                        onChange={() => onToggle(filter)}
                      />
                      <span className="min-w-0 break-words">{value.label}</span>
                      <span className="text-base-content/70">({value.count})</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
      </div>
    </section>
  );
}
