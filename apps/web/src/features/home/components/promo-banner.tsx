import { TEXTS } from "@xpart/shared/texts";
import { Link } from "react-router";

import chopSaw from "#src/assets/illustrations/promo-chop-saw.svg";
import { PROMO_DETAIL } from "#src/features/home/hero-copy";
import { paths } from "#src/lib/paths";

/** The original's ThirdBanner (HOME-04/05/06). */
export function PromoBanner() {
  return (
    <section aria-labelledby="promo-banner" className="bg-accent text-accent-content">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 md:grid-cols-2">
        <div className="space-y-4">
          <h2 id="promo-banner" className="text-3xl leading-tight font-bold lg:text-4xl">
            {TEXTS.promoHeadline}
          </h2>
          <p className="text-lg">{TEXTS.promoTagline}</p>
          <p className="max-w-prose text-accent-content/85">{PROMO_DETAIL}</p>
          <Link to={paths.shop} className="btn btn-primary" aria-describedby="promo-banner">
            {TEXTS.shopNow}
          </Link>
        </div>
        <img
          src={chopSaw}
          alt="An X-Part chop saw"
          width={480}
          height={360}
          loading="lazy"
          className="mx-auto h-auto w-full max-w-md"
        />
      </div>
    </section>
  );
}
