import { SEARCH_TEXTS } from "@xpart/shared/texts";
import { Link } from "react-router";

import { withFilter } from "#src/features/catalog/shop-filter-rules";
import { paths } from "#src/lib/paths";

interface DidYouMeanProps {
  /** The other searches the server found something for (issue 42). */
  searches: readonly string[];
  /** The shop's address as it is: each link changes its search only, so category, vehicle and the rest stay. */
  params: URLSearchParams;
}

/** "Did you mean brake, brakes, or break?": plain links, so they work before (and without) the page's script. */
export function DidYouMean({ searches, params }: DidYouMeanProps) {
  // An element part is the search as given; the literals are the list's commas and "or".
  const parts = new Intl.ListFormat("en", { type: "disjunction" }).formatToParts(searches);
  return (
    <p className="text-lg">
      {SEARCH_TEXTS.didYouMean}{" "}
      {parts.map((part, at) =>
        part.type === "element" ? (
          <Link
            key={at}
            className="link font-semibold"
            to={`${paths.shop}?${withFilter(params, "q", part.value).toString()}`}
          >
            {part.value}
          </Link>
        ) : (
          part.value
        ),
      )}
      ?
    </p>
  );
}
