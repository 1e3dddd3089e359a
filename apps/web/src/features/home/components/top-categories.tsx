import { HOME_CATEGORIES, TEXTS } from "@xpart/shared/texts";
import { Link } from "react-router";

import circularSaw from "#src/assets/illustrations/category-circular-saw-machine.svg";
import electricPlanner from "#src/assets/illustrations/category-electric-planner.svg";
import handBlower from "#src/assets/illustrations/category-hand-blower.svg";
import weldingArc from "#src/assets/illustrations/category-welding-machine-arc.svg";
import welding from "#src/assets/illustrations/category-welding-machine.svg";
import woodDisk from "#src/assets/illustrations/category-wood-cutting-disk.svg";
import { hrefs } from "#src/lib/paths";

import { SectionHeader } from "./section-header";

const PICTURES: Record<(typeof HOME_CATEGORIES)[number], string> = {
  "Wood Cutting Disk": woodDisk,
  "Circular Saw Machine": circularSaw,
  "Electric Planner": electricPlanner,
  "Welding Machine Arc": weldingArc,
  "Hand Blower": handBlower,
  "Welding Machine": welding,
};

/** 'Top Categories' (HOME-07..10): each 'MORE' opens the shop filtered to that category (docs/decisions/0005). */
export function TopCategories() {
  return (
    <section aria-labelledby="top-categories" className="mx-auto max-w-7xl px-4">
      <SectionHeader id="top-categories" title={TEXTS.topCategories} />
      <ul className="grid grid-cols-2 gap-4 md:gap-6 lg:grid-cols-3">
        {HOME_CATEGORIES.map((name) => {
          const nameId = `category-${name.toLowerCase().replaceAll(" ", "-")}`;
          return (
            <li key={name} className="card border border-base-300 bg-base-100 shadow-sm">
              <figure className="bg-base-200 px-4 pt-4 md:px-6 md:pt-6">
                <img
                  src={PICTURES[name]}
                  alt=""
                  width={320}
                  height={240}
                  loading="lazy"
                  className="h-24 w-full object-contain md:h-40"
                />
              </figure>
              <div className="card-body items-start gap-3 p-4 md:flex-row md:items-center md:justify-between md:p-6">
                <h3 id={nameId} className="card-title text-sm uppercase md:text-base">
                  {name}
                </h3>
                <Link
                  to={hrefs.shopCategory(name)}
                  className="btn mt-auto btn-sm btn-secondary md:mt-0"
                  aria-describedby={nameId}
                >
                  {TEXTS.more}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
