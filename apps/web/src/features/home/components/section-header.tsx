import { TEXTS } from "@xpart/shared/texts";
import { Link } from "react-router";

import { paths } from "#src/lib/paths";

/** A home section's heading with its 'SEE MORE' link to the shop (HOME-07, HOME-14). */
export function SectionHeader({ id, title }: { id: string; title: string }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <h2 id={id} className="text-3xl font-bold">
        {title}
      </h2>
      <Link to={paths.shop} className="btn btn-outline btn-sm" aria-describedby={id}>
        {TEXTS.seeMore}
      </Link>
    </div>
  );
}
