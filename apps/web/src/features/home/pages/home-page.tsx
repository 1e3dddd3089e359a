import { hotProductsQueryOptions } from "#src/features/home/api/get-hot-products";
import { reviewsQueryOptions } from "#src/features/home/api/get-reviews";
import { BannerCarousel } from "#src/features/home/components/banner-carousel";
import { BenefitsStrip } from "#src/features/home/components/benefits-strip";
import { HeroBlock } from "#src/features/home/components/hero-block";
import { HotProductsSection } from "#src/features/home/components/hot-products-section";
import { LovedBrandCard } from "#src/features/home/components/loved-brand-card";
import { PromoBanner } from "#src/features/home/components/promo-banner";
import { ReviewsSection } from "#src/features/home/components/reviews-section";
import { TopCategories } from "#src/features/home/components/top-categories";
import type { PagePrefetch } from "#src/lib/page-prefetch";

/** The hot products and the reviews, asked for with the page's code (issue 13). */
export const prefetch: PagePrefetch = (client) =>
  Promise.all([client.prefetchQuery(hotProductsQueryOptions()), client.prefetchQuery(reviewsQueryOptions())]);

/** Home (spec §2), sections in the original's order (seed-origin §4). */
export function HomePage() {
  return (
    <div className="space-y-16 pb-16">
      <title>X-Part</title>
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
