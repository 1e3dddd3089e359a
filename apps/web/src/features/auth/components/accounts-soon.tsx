import type { ReactNode } from "react";
import { Link } from "react-router";

/** Placeholder body of /login and /signup until accounts land (docs/decisions/0005). */
export function AccountsSoon({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-20">
      <title>{`${title} | X-Part Manager`}</title>
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body items-center gap-4 text-center">
          <h1 className="card-title text-3xl">{title}</h1>
          <p>Customer accounts arrive soon. Until then you can browse every product in the shop.</p>
          <div className="card-actions flex-wrap justify-center">
            <Link to="/shop" className="btn btn-primary">
              Browse the shop
            </Link>
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
