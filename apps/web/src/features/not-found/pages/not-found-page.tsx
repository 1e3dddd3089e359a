import { TEXTS } from "@xpart/shared/texts";
import { Link } from "react-router";

import { paths } from "#src/lib/paths";

/** Any unknown path (ROUTE-09..11): public, never a redirect to /login. */
export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <title>Page not found | X-Part</title>
      <p className="text-8xl font-black text-accent" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">{TEXTS.notFound}</h1>
      <p className="text-base-content/80">{TEXTS.notFoundDetail}</p>
      <Link to={paths.home} className="btn btn-primary">
        {TEXTS.returnHome}
      </Link>
    </div>
  );
}
