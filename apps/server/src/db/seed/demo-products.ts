import type { DrawingKind } from "./product-drawings.js";

/**
 * The demo catalogue: the original shop's 19 seed products (public/products.json), in the original order
 * and with the original categories, with its quirks fixed: numbers are numbers, money is in cents, every
 * name is distinct and every description is written for its own product. Pictures are drawn by
 * product-drawings.ts; products sharing a drawing kind get distinct accents so no two images are alike.
 */
export interface DemoProduct {
  name: string;
  category: string;
  description: string;
  minOrder: number;
  availableQty: number;
  priceCents: number;
  drawing: DrawingKind;
  /** Colour (#rrggbb) passed to drawProduct, so products sharing a drawing kind still look different. */
  accent?: string;
}

const MIN_ORDER = 50;
const AVAILABLE_QTY = 300;
const PRICE_CENTS = 42_000;

export const demoProducts: readonly DemoProduct[] = [
  {
    name: "XparT Pipe Wrench",
    category: "Hardware",
    description:
      "Heavy-duty 14 in straight pipe wrench with a drop-forged steel hook jaw and a knurled adjusting nut. Hardened teeth grip round pipe and fittings firmly, and the I-beam handle is light and rigid.",
    minOrder: MIN_ORDER,
    availableQty: AVAILABLE_QTY,
    priceCents: 32_000,
    drawing: "pipe-wrench",
    accent: "#e53935",
  },
  {
    name: "Measuring Tape Pro 5 m",
    category: "Hardware Tools",
    description:
      "Compact 5 m (16 ft) tape measure with a 25 mm nylon-coated steel blade marked in metric and imperial. A rubber-armoured case, thumb lock and belt clip make it a good everyday tape for the workshop.",
    minOrder: MIN_ORDER,
    availableQty: AVAILABLE_QTY,
    priceCents: PRICE_CENTS,
    drawing: "measuring-tape",
    accent: "#FF9900",
  },
  {
    name: "AHOOGA Antique 110 dB Air Horn",
    category: "REPLACEMENT PARTS",
    description:
      "Classic 12 V electric horn that gives the famous 'ah-oo-gah' call of vintage cars at about 110 dB. Chrome-plated bell and motor housing with a mounting bracket; a fun finishing touch for hot rods and classics.",
    minOrder: MIN_ORDER,
    availableQty: AVAILABLE_QTY,
    priceCents: PRICE_CENTS,
    drawing: "antique-horn",
  },
  {
    name: "VEVOR 150 dB 4-Trumpet Air Horn",
    category: "REPLACEMENT PARTS",
    description:
      "Air horn kit with four chrome trumpets of different lengths for a loud, chord-like blast of up to 150 dB. Fed by a 12 V compressor or air tank, it suits trucks, pickups and boats.",
    minOrder: MIN_ORDER,
    availableQty: AVAILABLE_QTY,
    priceCents: PRICE_CENTS,
    drawing: "air-horn",
  },
  {
    name: "ISA Ignition Coil Pack and Motorcraft Spark Plug Set of 8 (F150, Mustang)",
    category: "REPLACEMENT PARTS",
    description:
      "Eight coil-on-plug ignition coils with eight Motorcraft spark plugs for Ford V8 engines found in the F150 and Mustang. Replacing coils and plugs together cures misfires and restores smooth idle and power.",
    minOrder: MIN_ORDER,
    availableQty: AVAILABLE_QTY,
    priceCents: PRICE_CENTS,
    drawing: "ignition-coil",
  },
  {
    name: "Disc Brake Pad Set",
    category: "BRAKES AND BRAKE PARTS",
    description:
      "Front axle set of ceramic disc brake pads with steel backing plates, chamfers and slots. Low dust and quiet braking for daily driving; shims and hardware included. Check fitment for your vehicle.",
    minOrder: MIN_ORDER,
    availableQty: AVAILABLE_QTY,
    priceCents: PRICE_CENTS,
    drawing: "brake-pads",
  },
  {
    name: "EverStart Maxx 2200 Lumen Spotlight",
    category: "AUTO SAFETY ACCESSORIES",
    description:
      "Rechargeable handheld LED spotlight with a 2200 lumen beam for roadside repairs, camping and night work. Pistol grip with trigger switch; charges from a wall outlet or a 12 V car socket.",
    minOrder: MIN_ORDER,
    availableQty: AVAILABLE_QTY,
    priceCents: PRICE_CENTS,
    drawing: "spotlight",
  },
  {
    name: "Pyle PLCM7200 Mirror Monitor with Backup Camera",
    category: "AUTO SAFETY ACCESSORIES",
    description:
      "Rear-view mirror with a built-in 7 in monitor that clips over the existing mirror, plus a weatherproof backup camera. Parking guide lines on screen help with reversing into tight spaces.",
    minOrder: MIN_ORDER,
    availableQty: AVAILABLE_QTY,
    priceCents: PRICE_CENTS,
    drawing: "mirror-monitor",
  },
  {
    name: "Trimax TCL65 Wheel Chock Lock",
    category: "AUTO SAFETY ACCESSORIES",
    description:
      "Locking wheel chock that expands between the tires of a tandem-axle trailer and locks in place with a key. It stops the trailer from rolling and from being towed away while parked.",
    minOrder: MIN_ORDER,
    availableQty: AVAILABLE_QTY,
    priceCents: PRICE_CENTS,
    drawing: "wheel-chock",
  },
  {
    name: "Uniroyal Tiger Paw A/S 235/50R17",
    category: "AUTO & TIRES",
    description:
      "All-season passenger tire in size 235/50R17 with a symmetric tread and wide circumferential grooves that clear water. A comfortable, quiet and long-wearing choice for sedans and coupes.",
    minOrder: MIN_ORDER,
    availableQty: AVAILABLE_QTY,
    priceCents: PRICE_CENTS,
    drawing: "tire",
    accent: "#c9d3dd",
  },
  {
    name: "Uniroyal Tiger Paw AS DT 235/55R19",
    category: "AUTO & TIRES",
    description:
      "All-season touring tire in size 235/55R19 for crossovers and SUVs. Its tread compound and siping give dependable grip in wet and light snow while keeping road noise low.",
    minOrder: MIN_ORDER,
    availableQty: AVAILABLE_QTY,
    priceCents: PRICE_CENTS,
    drawing: "tire",
    accent: "#5b6475",
  },
  {
    name: "Adjustable Wrench",
    category: "Hardware Tools",
    description:
      "10 in adjustable wrench forged from chrome-vanadium steel with a smooth worm screw and precise jaws. Opens to about 30 mm, and the cushioned grip is comfortable on nuts and bolts of many sizes.",
    minOrder: MIN_ORDER,
    availableQty: AVAILABLE_QTY,
    priceCents: PRICE_CENTS,
    drawing: "adjustable-wrench",
  },
  {
    name: "Measuring Tape Pro 8 m",
    category: "Hardware Tools",
    description:
      "Long 8 m (26 ft) tape measure with a wide, stiff blade that stands out far before it bends. Magnetic end hook, auto-lock and a drop-resistant rubber case for site and framing work.",
    minOrder: MIN_ORDER,
    availableQty: AVAILABLE_QTY,
    priceCents: PRICE_CENTS,
    drawing: "measuring-tape",
    accent: "#19D3AE",
  },
  {
    name: "Pipe Wrench 18 in",
    category: "Hardware Tools",
    description:
      "Large 18 in pipe wrench for plumbing and heating work on pipes up to 2.5 in across. Self-tightening jaws bite harder as you pull, and the cast handle has a hang hole for storage.",
    minOrder: MIN_ORDER,
    availableQty: AVAILABLE_QTY,
    priceCents: PRICE_CENTS,
    drawing: "pipe-wrench",
    accent: "#3A4256",
  },
  {
    name: "XparT Rubber Hammer",
    category: "Hardware",
    description:
      "Rubber mallet with a solid, non-marking head on a wooden handle with a soft grip. Ideal for tapping tiles, pavers, furniture joints and trim into place without denting the surface.",
    minOrder: MIN_ORDER,
    availableQty: AVAILABLE_QTY,
    priceCents: PRICE_CENTS,
    drawing: "rubber-hammer",
  },
  {
    name: "Schumacher 10A/2A Battery Charger",
    category: "TOOLS & EQUIPMENT",
    description:
      "Fully automatic charger and maintainer for 12 V car, marine and deep-cycle batteries. Charges at 10 A for speed or at 2 A for smaller batteries and switches to float mode when the battery is full.",
    minOrder: MIN_ORDER,
    availableQty: AVAILABLE_QTY,
    priceCents: PRICE_CENTS,
    drawing: "battery-charger",
    accent: "#FFB300",
  },
  {
    name: "Niche 0.75A Battery Maintainer",
    category: "TOOLS & EQUIPMENT",
    description:
      "Compact 0.75 A trickle charger that keeps 12 V batteries topped up through winter storage. Suits motorcycles, lawn mowers, ATVs and cars; it stops overcharging once the battery is full.",
    minOrder: MIN_ORDER,
    availableQty: AVAILABLE_QTY,
    priceCents: PRICE_CENTS,
    drawing: "battery-charger",
    accent: "#1e88e5",
  },
  {
    name: "GOOLOO 2A Smart Battery Charger",
    category: "TOOLS & EQUIPMENT",
    description:
      "Smart 2 A charger for 6 V and 12 V lead-acid and lithium batteries with a multi-stage charge cycle. A clear display shows charge progress, and spark and reverse-polarity protection keep it safe.",
    minOrder: MIN_ORDER,
    availableQty: AVAILABLE_QTY,
    priceCents: PRICE_CENTS,
    drawing: "battery-charger",
    accent: "#43a047",
  },
  {
    name: "2-Piece 300 dB Train Horn",
    category: "REPLACEMENT PARTS",
    description:
      "Pair of large air-horn trumpets that sound like a locomotive, for trucks and pickups (300 dB is the maker's marketing rating). Needs a compressor and air tank; check local rules on horn use before fitting.",
    minOrder: MIN_ORDER,
    availableQty: AVAILABLE_QTY,
    priceCents: PRICE_CENTS,
    drawing: "train-horn",
  },
];
