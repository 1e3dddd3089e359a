import type { Category } from "@xpart/shared/schemas";

interface CategoryChipsProps {
  categories: readonly Category[];
  /** The selected category's name, "" for all of them. */
  selected: string;
  onSelect: (category: string) => void;
}

/**
 * The categories as one-click chips beside the select; the pressed chip is the one applied. One row that
 * scrolls sideways: its height is the same before and after the categories arrive (no layout shift).
 */
export function CategoryChips({ categories, selected, onSelect }: CategoryChipsProps) {
  const chips = [{ name: "", label: "All" }, ...categories.map((c) => ({ name: c.name, label: c.name }))];
  return (
    <ul aria-label="Categories" className="flex min-w-0 gap-2 overflow-x-auto pb-1">
      {chips.map((chip) => {
        const pressed = chip.name.toLowerCase() === selected.toLowerCase();
        return (
          <li key={chip.name} className="shrink-0">
            <button
              type="button"
              aria-pressed={pressed}
              className={`btn btn-sm rounded-full ${pressed ? "btn-accent" : "btn-outline border-base-300"}`}
              onClick={() => onSelect(chip.name)}
            >
              {chip.label}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
