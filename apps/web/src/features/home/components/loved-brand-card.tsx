import { TEXTS } from "@xpart/shared/texts";
import { Link } from "react-router";

import angleGrinder from "#src/assets/illustrations/promo-angle-grinder.svg";
import { LOVED_BRAND_DETAIL } from "#src/features/home/hero-copy";
import { paths } from "#src/lib/paths";

/** The original's FourthBanner (HOME-11/12): its 'SHOP NOW' had no target; ours opens the shop. */
export function LovedBrandCard() {
  return (
    <section aria-labelledby="loved-brand" className="mx-auto max-w-7xl px-4">
      <div className="card overflow-hidden bg-base-200 md:card-side">
        <figure className="bg-secondary/30 p-6 md:w-2/5">
          <img
            src={angleGrinder}
            alt="An X-Part angle grinder"
            width={480}
            height={360}
            loading="lazy"
            className="h-auto w-full max-w-sm"
          />
        </figure>
        <div className="card-body justify-center gap-4">
          <h2 id="loved-brand" className="card-title text-3xl">
            {TEXTS.mostLovedCard}
          </h2>
          <p className="grow-0 text-lg">{TEXTS.promoTagline}</p>
          <p className="grow-0 max-w-prose text-base-content/80">{LOVED_BRAND_DETAIL}</p>
          <div>
            <Link to={paths.shop} className="btn btn-primary" aria-describedby="loved-brand">
              {TEXTS.shopNow}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
