import { RotateCw } from "lucide-react";
import { Link, useRouteError } from "react-router";

import { paths } from "#src/lib/paths";

// Chromium, Firefox and Safari word a failed dynamic import differently.
const CHUNK_FAILURE = /dynamically imported module|importing a module script failed|failed to fetch/i;

/**
 * Shown when a route cannot render. The usual cause is a lazy page chunk that failed to load
 * (offline, or a new deploy replaced it: LIM-19), which a reload fixes.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const chunkFailed = error instanceof Error && CHUNK_FAILURE.test(error.message);
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <title>Something went wrong | X-Part</title>
      <h1 className="text-3xl font-bold">
        {chunkFailed ? "This page could not be loaded" : "Something went wrong"}
      </h1>
      <p className="text-base-content/80">
        {chunkFailed
          ? "Check your connection, or a newer version of the shop may be out. Reloading usually fixes it."
          : "An unexpected error stopped this page. Reloading may help; if not, please try again later."}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" className="size-4" />
          Reload
        </button>
        <Link to={paths.home} className="btn btn-ghost">
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
