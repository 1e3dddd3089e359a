import { Info } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

import { paths } from "#src/lib/paths";

/** A quiet box saying why a company page has nothing to show, with a way on. */
export function CompanyNotice({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div role="status" className="rounded-box border border-dashed border-base-300 p-6 text-center sm:p-8">
      <p className="flex items-center justify-center gap-2 text-lg">
        <Info aria-hidden="true" className="size-5 shrink-0" />
        {children}
      </p>
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}

/** The caller is in no company: why, and the way to the Company page (where one is created or joined). */
export function NotInCompanyNotice({ message, linkText }: { message: string; linkText: string }) {
  return (
    <CompanyNotice
      action={
        <Link to={paths.company} className="btn btn-primary">
          {linkText}
        </Link>
      }
    >
      {message}
    </CompanyNotice>
  );
}
