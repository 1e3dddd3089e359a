/**
 * The shop's one category vocabulary (decision 0011), in Title Case. Every list of categories the shop
 * shows is made from these entries: the Add Product select, the home page's cards and the demo catalogue.
 * The shop filter (`GET /api/products?category=`) compares case-insensitively, so the home page's 'MORE'
 * links and the spec's lower-case card names find the same products.
 */
export const CATEGORY = {
  // The spec's Add Product options (§3, ADDP-02).
  measuringTape: "Measuring Tape",
  pipeWrench: "Pipe Wrench",
  anyHardware: "Any Hardware",
  woodCuttingDisk: "Wood Cutting Disk",
  weldingMachine: "Welding Machine",
  // The home page's other cards (§2 'Top Categories', HOME-08). 'Planner' is the spec's spelling.
  circularSawMachine: "Circular Saw Machine",
  electricPlanner: "Electric Planner",
  weldingMachineArc: "Welding Machine Arc",
  handBlower: "Hand Blower",
  // Auto parts, the shop's other trade: where the original demo products' seven categories went.
  replacementParts: "Replacement Parts",
  tires: "Tires",
  autoSafetyAccessories: "Auto Safety Accessories",
  batteryChargers: "Battery Chargers",
} as const;

export type CategoryName = (typeof CATEGORY)[keyof typeof CATEGORY];

/** Every category of the shop, in the order above. */
export const CATEGORIES: readonly CategoryName[] = Object.values(CATEGORY);

/**
 * The Add Product form's options, exactly and in this order (spec §3, ADDP-02). The server accepts a new
 * product in these five only (ENT-02); the other categories are the demo catalogue's.
 */
export const PRODUCT_CATEGORIES = [
  CATEGORY.measuringTape,
  CATEGORY.pipeWrench,
  CATEGORY.anyHardware,
  CATEGORY.woodCuttingDisk,
  CATEGORY.weldingMachine,
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** The six home-page category cards (spec §2 'Top Categories'), each the shop category its 'MORE' opens. */
export const HOME_CATEGORIES = [
  CATEGORY.woodCuttingDisk,
  CATEGORY.circularSawMachine,
  CATEGORY.electricPlanner,
  CATEGORY.weldingMachineArc,
  CATEGORY.handBlower,
  CATEGORY.weldingMachine,
] as const;
