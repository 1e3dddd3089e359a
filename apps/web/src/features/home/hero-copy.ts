/**
 * The home page's own words (issue 12: the look of a shop people trust), where the spec gives none: the
 * carousel's slides, the small-screen hero (slide 1's copy) and the lines under the spec's banner texts.
 */
export const HERO_SLIDES = [
  {
    headline: "Parts and tools that keep workshops running",
    detail:
      "Heat guns, saws, welders and spares straight from the maker, priced for the bulk orders a busy workshop places every week.",
  },
  {
    headline: "Cut, grind and weld at workshop pace",
    detail:
      "Heavy-duty saws, discs and welders built for all-day use, stocked in the quantities that keep a whole crew working.",
  },
  {
    headline: "Keep every vehicle in your fleet on the road",
    detail:
      "Brake pads, ignition parts, chargers and lights in fleet quantities, with free delivery on every order over $140.",
  },
] as const;

export const PROMO_DETAIL =
  "Tyres, brakes, lighting and batteries for vans, trucks and service vehicles, checked at the factory and sold by the case.";

export const LOVED_BRAND_DETAIL =
  "Workshops and fleet managers come back to X-Part for tools that last, honest stock figures and orders that ship on time.";
