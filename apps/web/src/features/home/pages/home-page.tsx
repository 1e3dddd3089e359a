import { BannerCarousel } from "../components/banner-carousel";
import { BenefitsStrip } from "../components/benefits-strip";
import { HeroBlock } from "../components/hero-block";
import { HotProductsSection } from "../components/hot-products-section";
import { LovedBrandCard } from "../components/loved-brand-card";
import { PromoBanner } from "../components/promo-banner";
import { ReviewsSection } from "../components/reviews-section";
import { TopCategories } from "../components/top-categories";

/** Home (spec §2), sections in the original's order (seed-origin §4). */
export function HomePage() {
  return (
    <div className="space-y-16 pb-16">
      <title>X-Part Manager</title>
      <h1 className="sr-only">X-Part: auto parts and hardware tools</h1>
      <div className="bg-gradient-to-br from-primary/15 via-base-100 to-secondary/15">
        {/* As in the original: the carousel on wider screens, a single hero block on small ones. */}
        <div className="mx-auto hidden max-w-7xl md:block">
          <BannerCarousel />
        </div>
        <div className="md:hidden">
          <HeroBlock />
        </div>
      </div>
      <BenefitsStrip />
      <HotProductsSection />
      <PromoBanner />
      <TopCategories />
      <LovedBrandCard />
      <ReviewsSection />
    </div>
  );
}
