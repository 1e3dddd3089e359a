/** UI texts quoted by the spec. Kept verbatim: the tests compare against these. */
export const TEXTS = {
  brand: "X-Part",
  loading: "Loading...",
  notFound: "OPSS! PAGE NOT FOUND",
  notFoundDetail: "Sorry, the page you're looking for doesn't exist.",
  returnHome: "RETURN HOME",
  discoverMore: "Discover more",
  promoHeadline: "Your construction worker in Great Condition with Top Auto Parts",
  promoTagline: "Engineered for your best workout yet",
  shopNow: "SHOP NOW",
  seeMore: "SEE MORE",
  more: "MORE",
  topCategories: "Top Categories",
  mostLovedCard: "Most Loved Brand & Secure Life",
  topHotProduct: "Top Hot Product",
  customersReviews: "Customers Reviews",
  allProducts: "All Products",
  minimumOrder: "Minimum Order",
  availableQuantity: "Available Quantity",
  pricePrefix: "Price: $",
  purchase: "Purchase",
  noReviews: "No reviews yet",
  noProducts: "No products yet",
  loadMore: "Load more",
  retry: "Try again",
} as const;

/** The six home-page category cards (spec §2 'Top Categories'), each the shop category its 'MORE' opens. */
export const HOME_CATEGORIES = [
  "Wood Cutting Disk",
  "Circular Saw Machine",
  "Electric Planner",
  "Welding Machine Arc",
  "Hand Blower",
  "Welding Machine",
] as const;

/** The benefits strip (spec §1 promises, original Info.js texts). */
export const BENEFITS = [
  { title: "Fast and free delivery", detail: "Free delivery for all orders over $140" },
  { title: "24/7 Customer Support", detail: "Friendly 24/7 customer support" },
  { title: "Most Loved Brand", detail: "All Products Are Very popular" },
] as const;
