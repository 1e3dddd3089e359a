import { TEXTS } from "@xpart/shared/texts";
import { Link } from "react-router";

import heatGun from "#src/assets/illustrations/slide-heat-gun.svg";
import { HERO_SLIDES } from "#src/features/home/hero-copy";
import { paths } from "#src/lib/paths";

import { BannerHeadline } from "./banner-headline";

/** The lower hero block that stands in for the carousel on small screens, as in the original (HOME-03). */
export function HeroBlock() {
  return (
    <section aria-label="Welcome" className="flex flex-col items-center gap-6 px-4 py-8 text-center">
      <img
        src={heatGun}
        alt="A red X-Part heat gun"
        width={480}
        height={360}
        className="mx-auto h-auto w-full max-w-sm"
      />
      <BannerHeadline {...HERO_SLIDES[0]} />
      <Link to={paths.shop} className="btn btn-lg btn-primary">
        {TEXTS.discoverMore}
      </Link>
    </section>
  );
}
