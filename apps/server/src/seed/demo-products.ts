import { CATEGORY, type CategoryName } from "@xpart/shared";

import type { DrawingKind } from "../../seed-assets/product-drawings.js";

/**
 * The demo catalogue. First the original shop's 19 seed products (public/products.json), in the original
 * order, with its quirks fixed: numbers are numbers, money is in cents, every name is distinct and every
 * description is written for its own product; their seven categories, cased two ways, are mapped onto the
 * shop's vocabulary (decision 0011). Then two products for each home-page category the original had none for,
 * with their own minimum orders and prices, so no 'MORE' link opens an empty shop. Pictures are drawn by
 * seed-assets/product-drawings.ts; products sharing a drawing kind get distinct accents so no two images are
 * alike.
 */
export interface DemoProduct {
  name: string;
  category: CategoryName;
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
    category: CATEGORY.pipeWrench,
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
    category: CATEGORY.measuringTape,
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
    category: CATEGORY.replacementParts,
    description:
      "Classic 12 V electric horn that gives the famous 'ah-oo-gah' call of vintage cars at about 110 dB. Chrome-plated bell and motor housing with a mounting bracket; a fun finishing touch for hot rods and classics.",
    minOrder: MIN_ORDER,
    availableQty: AVAILABLE_QTY,
    priceCents: PRICE_CENTS,
    drawing: "antique-horn",
  },
  {
    name: "VEVOR 150 dB 4-Trumpet Air Horn",
    category: CATEGORY.replacementParts,
    description:
      "Air horn kit with four chrome trumpets of different lengths for a loud, chord-like blast of up to 150 dB. Fed by a 12 V compressor or air tank, it suits trucks, pickups and boats.",
    minOrder: MIN_ORDER,
    availableQty: AVAILABLE_QTY,
    priceCents: PRICE_CENTS,
    drawing: "air-horn",
  },
  {
    name: "ISA Ignition Coil Pack and Motorcraft Spark Plug Set of 8 (F150, Mustang)",
    category: CATEGORY.replacementParts,
    description:
      "Eight coil-on-plug ignition coils with eight Motorcraft spark plugs for Ford V8 engines found in the F150 and Mustang. Replacing coils and plugs together cures misfires and restores smooth idle and power.",
    minOrder: MIN_ORDER,
    availableQty: AVAILABLE_QTY,
    priceCents: PRICE_CENTS,
    drawing: "ignition-coil",
  },
  {
    name: "Disc Brake Pad Set",
    category: CATEGORY.replacementParts,
    description:
      "Front axle set of ceramic disc brake pads with steel backing plates, chamfers and slots. Low dust and quiet braking for daily driving; shims and hardware included. Check fitment for your vehicle.",
    minOrder: MIN_ORDER,
    availableQty: AVAILABLE_QTY,
    priceCents: PRICE_CENTS,
    drawing: "brake-pads",
  },
  {
    name: "EverStart Maxx 2200 Lumen Spotlight",
    category: CATEGORY.autoSafetyAccessories,
    description:
      "Rechargeable handheld LED spotlight with a 2200 lumen beam for roadside repairs, camping and night work. Pistol grip with trigger switch; charges from a wall outlet or a 12 V car socket.",
    minOrder: MIN_ORDER,
    availableQty: AVAILABLE_QTY,
    priceCents: PRICE_CENTS,
    drawing: "spotlight",
  },
  {
    name: "Pyle PLCM7200 Mirror Monitor with Backup Camera",
    category: CATEGORY.autoSafetyAccessories,
    description:
      "Rear-view mirror with a built-in 7 in monitor that clips over the existing mirror, plus a weatherproof backup camera. Parking guide lines on screen help with reversing into tight spaces.",
    minOrder: MIN_ORDER,
    availableQty: AVAILABLE_QTY,
    priceCents: PRICE_CENTS,
    drawing: "mirror-monitor",
  },
  {
    name: "Trimax TCL65 Wheel Chock Lock",
    category: CATEGORY.autoSafetyAccessories,
    description:
      "Locking wheel chock that expands between the tires of a tandem-axle trailer and locks in place with a key. It stops the trailer from rolling and from being towed away while parked.",
    minOrder: MIN_ORDER,
    availableQty: AVAILABLE_QTY,
    priceCents: PRICE_CENTS,
    drawing: "wheel-chock",
  },
  {
    name: "Uniroyal Tiger Paw A/S 235/50R17",
    category: CATEGORY.tires,
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
    category: CATEGORY.tires,
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
    category: CATEGORY.anyHardware,
    description:
      "10 in adjustable wrench forged from chrome-vanadium steel with a smooth worm screw and precise jaws. Opens to about 30 mm, and the cushioned grip is comfortable on nuts and bolts of many sizes.",
    minOrder: MIN_ORDER,
    availableQty: AVAILABLE_QTY,
    priceCents: PRICE_CENTS,
    drawing: "adjustable-wrench",
  },
  {
    name: "Measuring Tape Pro 8 m",
    category: CATEGORY.measuringTape,
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
    category: CATEGORY.pipeWrench,
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
    category: CATEGORY.anyHardware,
    description:
      "Rubber mallet with a solid, non-marking head on a wooden handle with a soft grip. Ideal for tapping tiles, pavers, furniture joints and trim into place without denting the surface.",
    minOrder: MIN_ORDER,
    availableQty: AVAILABLE_QTY,
    priceCents: PRICE_CENTS,
    drawing: "rubber-hammer",
  },
  {
    name: "Schumacher 10A/2A Battery Charger",
    category: CATEGORY.batteryChargers,
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
    category: CATEGORY.batteryChargers,
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
    category: CATEGORY.batteryChargers,
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
    category: CATEGORY.replacementParts,
    description:
      "Pair of large air-horn trumpets that sound like a locomotive, for trucks and pickups (300 dB is the maker's marketing rating). Needs a compressor and air tank; check local rules on horn use before fitting.",
    minOrder: MIN_ORDER,
    availableQty: AVAILABLE_QTY,
    priceCents: PRICE_CENTS,
    drawing: "train-horn",
  },
  // The home page's categories the original catalogue had nothing in (HOME-10), two products each.
  {
    name: "XparT 115 mm 40T Carbide Wood Cutting Disk",
    category: CATEGORY.woodCuttingDisk,
    description:
      "Tungsten-carbide-tipped 115 mm (4-1/2 in) disk for angle grinders with 40 teeth on a 22.23 mm bore. Rips and crosscuts softwood, plywood and OSB; laser-cut expansion slots keep it true when it runs hot.",
    minOrder: 50,
    availableQty: 2000,
    priceCents: 740,
    drawing: "cutting-disk",
    accent: "#e53935",
  },
  {
    name: "XparT 125 mm 60T Fine-Cut Wood Cutting Disk",
    category: CATEGORY.woodCuttingDisk,
    description:
      "125 mm (5 in) carbide-tipped disk with 60 fine teeth for clean cuts in hardwood, laminate and trim, with less splintering on the show face. Fits 22.23 mm arbors and is rated to 12,250 rpm.",
    minOrder: 50,
    availableQty: 1500,
    priceCents: 980,
    drawing: "cutting-disk",
    accent: "#FFB300",
  },
  {
    name: "XparT CS-185 1400 W Circular Saw",
    category: CATEGORY.circularSawMachine,
    description:
      "1400 W circular saw for 185 mm blades, cutting 65 mm deep at 90 degrees and bevelling to 45 degrees. A cast aluminium shoe, a spindle lock for quick blade changes and a dust port for the shop vacuum.",
    minOrder: 5,
    availableQty: 150,
    priceCents: 8900,
    drawing: "circular-saw",
    accent: "#19D3AE",
  },
  {
    name: "XparT CS-235 2000 W Heavy-Duty Circular Saw",
    category: CATEGORY.circularSawMachine,
    description:
      "Site-grade 2000 W saw for 235 mm blades that cuts 85 mm deep in one pass through beams, decking and stacked sheets. An electric brake stops the blade in two seconds, and the D-handle and front knob keep long rips straight.",
    minOrder: 3,
    availableQty: 80,
    priceCents: 14900,
    drawing: "circular-saw",
    accent: "#FF9900",
  },
  {
    name: "XparT EP-82 750 W Electric Planer",
    category: CATEGORY.electricPlanner,
    description:
      "750 W hand planer with an 82 mm cutter drum and two reversible carbide blades, taking up to 3 mm a pass at 16,000 rpm. The front knob sets the depth in 0.1 mm steps; chips leave through a side chute or into a dust bag.",
    minOrder: 5,
    availableQty: 120,
    priceCents: 6450,
    drawing: "electric-planer",
    accent: "#0FCFEC",
  },
  {
    name: "XparT EP-82R 900 W Rebating Planer",
    category: CATEGORY.electricPlanner,
    description:
      "900 W planer with an 82 mm drum, rebates up to 12 mm deep and a parallel fence, for fitting doors, trimming frames and chamfering edges. A parking shoe drops down to lift the blades off the work when it is set down.",
    minOrder: 5,
    availableQty: 90,
    priceCents: 7900,
    drawing: "electric-planer",
    accent: "#e53935",
  },
  {
    name: "XparT ARC-160 Inverter Stick Welder",
    category: CATEGORY.weldingMachineArc,
    description:
      "Portable 160 A inverter arc welder for 2.5 to 4 mm electrodes on 230 V mains, under 5 kg with its shoulder strap. Hot start, arc force and anti-stick make steady welds on fences, trailers and truck frames easy.",
    minOrder: 2,
    availableQty: 60,
    priceCents: 13900,
    drawing: "arc-welder",
    accent: "#FF9900",
  },
  {
    name: "XparT ARC-250 Dual-Voltage Arc Welder",
    category: CATEGORY.weldingMachineArc,
    description:
      "250 A stick welder that runs on 110 V or 230 V and burns electrodes up to 5 mm, for structural steel and repairs in the field. Supplied with 3 m electrode holder and earth clamp cables; 60 percent duty cycle at 200 A.",
    minOrder: 2,
    availableQty: 40,
    priceCents: 24900,
    drawing: "arc-welder",
    accent: "#1e88e5",
  },
  {
    name: "XparT MIG-200 Gas/Gasless Welding Machine",
    category: CATEGORY.weldingMachine,
    description:
      "200 A MIG welder for solid wire under shielding gas or flux-cored wire without it, taking 5 kg and 15 kg spools. Stepless wire speed and voltage, a 3 m euro torch and wheels make it a fleet workshop's all-rounder.",
    minOrder: 1,
    availableQty: 30,
    priceCents: 38900,
    drawing: "mig-welder",
    accent: "#e53935",
  },
  {
    name: "XparT MIG-250 Synergic 3-in-1 Welding Machine",
    category: CATEGORY.weldingMachine,
    description:
      "Synergic 250 A inverter that welds MIG, stick and lift TIG: pick the wire and the sheet thickness and it sets the voltage and wire speed itself. A digital display shows amps and volts; built for body shops and fabrication lines.",
    minOrder: 1,
    availableQty: 20,
    priceCents: 52900,
    drawing: "mig-welder",
    accent: "#1e88e5",
  },
  {
    name: "XparT HB-600 Electric Hand Blower",
    category: CATEGORY.handBlower,
    description:
      "600 W hand blower with six speeds that clears sawdust, metal chips and leaves from benches, engine bays and air filters. It turns into a vacuum with the supplied dust bag, and the light 1.8 kg body suits all-day use.",
    minOrder: 10,
    availableQty: 400,
    priceCents: 2990,
    drawing: "hand-blower",
    accent: "#19D3AE",
  },
  {
    name: "XparT HB-1000 Workshop Dust Blower",
    category: CATEGORY.handBlower,
    description:
      "1000 W blower with a 75 m/s air stream for cleaning machine beds, radiators, vehicle cabins and electrical cabinets. A locking trigger, a rubber nozzle tip and a rear intake screen make it safe on a busy shop floor.",
    minOrder: 10,
    availableQty: 250,
    priceCents: 4400,
    drawing: "hand-blower",
    accent: "#FF9900",
  },
];
