/**
 * Vehicle fitment (issue 25): which vehicles a part fits, in the shape of ACES applications, and how the shop
 * says so. One place for the vehicle's name and the badge texts, read by the server's answers and the web.
 */
export interface VehicleName {
  year: number;
  make: string;
  model: string;
  engine: string;
}

/** '2015 Toyota Hilux 2.8 D'. */
export function vehicleLabel(vehicle: VehicleName): string {
  return `${vehicle.year} ${vehicle.make} ${vehicle.model} ${vehicle.engine}`;
}

/** What a product is to the chosen vehicle; universal parts (most tools) fit every vehicle. */
export const FITMENT_STATES = ["fits", "doesNotFit", "universal"] as const;
export type FitmentState = (typeof FITMENT_STATES)[number];

export const FITMENT_LIMITS = {
  firstYear: 1950,
  lastYear: 2030,
  nameMaxChars: 40,
  noteMaxChars: 200,
  maxQuantity: 100,
  /** Vehicles one account keeps in 'My vehicles'. */
  maxSavedVehicles: 10,
} as const;

export const FITMENT_TEXTS = {
  fits: (vehicle: VehicleName) => `Fits your ${vehicleLabel(vehicle)}`,
  doesNotFit: "Does not fit",
  universal: "Universal",
  myVehicles: "My vehicles",
  chooseVehicle: "Choose your vehicle",
  year: "Year",
  make: "Make",
  model: "Model",
  engine: "Engine",
  useVehicle: "Shop for this vehicle",
  clearVehicle: "Clear vehicle",
  removeVehicle: "Remove",
  fitsOnly: "Only parts that fit",
  fitmentHeading: "Vehicle fitment",
  fitsEveryVehicle: "Fits every vehicle: this product is universal.",
  noFitment: "No vehicles are listed for this product yet.",
  position: "Position",
  quantity: "Quantity",
} as const;
