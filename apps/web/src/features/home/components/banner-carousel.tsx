import { TEXTS } from "@xpart/shared/texts";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";

import chopSaw from "#src/assets/illustrations/slide-chop-saw.svg";
import cordlessDrill from "#src/assets/illustrations/slide-cordless-drill.svg";
import heatGun from "#src/assets/illustrations/slide-heat-gun.svg";
import { HERO_SLIDES } from "#src/features/home/hero-copy";
import { paths } from "#src/lib/paths";

import { BannerHeadline } from "./banner-headline";

const SLIDES = [
  { image: heatGun, alt: "A red X-Part heat gun", ...HERO_SLIDES[0] },
  { image: chopSaw, alt: "An X-Part cut-off chop saw", ...HERO_SLIDES[1] },
  { image: cordlessDrill, alt: "An X-Part cordless drill", ...HERO_SLIDES[2] },
] as const;

/**
 * The three-slide banner (HOME-01/02). No autoplay: the visitor moves it, and the arrows wrap 3 → 1 and 1 → 3.
 * Every slide's 'Discover more' opens the shop (docs/decisions/0005), not only the first one's.
 */
export function BannerCarousel() {
  const [current, setCurrent] = useState(0);
  const step = (delta: number) => setCurrent((index) => (index + delta + SLIDES.length) % SLIDES.length);

  return (
    <section aria-roledescription="carousel" aria-label="Featured tools" className="relative">
      <div aria-live="polite">
        {SLIDES.map((slide, index) => (
          <div
            key={slide.image}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${SLIDES.length}`}
            hidden={index !== current}
            className="grid items-center gap-8 px-16 py-10 md:grid-cols-2 lg:px-20"
          >
            <div className="space-y-6">
              <BannerHeadline headline={slide.headline} detail={slide.detail} />
              <Link to={paths.shop} className="btn btn-lg btn-primary">
                {TEXTS.discoverMore}
              </Link>
            </div>
            <img
              src={slide.image}
              alt={slide.alt}
              width={480}
              height={360}
              // The first slide is the page's largest paint: fetched first. Hidden slides load only when shown.
              loading={index === 0 ? "eager" : "lazy"}
              fetchPriority={index === 0 ? "high" : "auto"}
              className="mx-auto h-auto max-h-80 w-full object-contain"
            />
          </div>
        ))}
      </div>
      <button
        type="button"
        className="btn btn-circle absolute top-1/2 left-2 -translate-y-1/2"
        aria-label="Previous slide"
        onClick={() => step(-1)}
      >
        <ChevronLeft aria-hidden="true" />
      </button>
      <button
        type="button"
        className="btn btn-circle absolute top-1/2 right-2 -translate-y-1/2"
        aria-label="Next slide"
        onClick={() => step(1)}
      >
        <ChevronRight aria-hidden="true" />
      </button>
    </section>
  );
}
