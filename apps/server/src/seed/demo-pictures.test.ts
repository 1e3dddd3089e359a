import { describe, expect, it } from "vitest";

import { drawingKinds, type DrawingKind } from "../../seed-assets/product-drawings.js";

import { demoProducts } from "./demo-products.js";
import type { DemoProduct } from "./demo-types.js";

/**
 * What a product is, read from its own words, and the drawings that picture such a thing (issue 39: a
 * stabiliser link was drawn as a tyre). Read independently of the data's `drawing` field: each product's name is
 * searched first, then its category, then its description. The first row with a matching word wins, so rows
 * are in order of specificity: a tool named after the part it serves ("oil filter wrench", "wheel brace") comes
 * before that part, "solar" before "charger", "charger" before "battery", a pad before a disc.
 * A drawing stands for close variants of its thing (a plunge track saw is a circular saw, a TIG welding machine
 * looks like the MIG one, a chain pipe wrench is a pipe wrench, a train horn is an air horn), never for another
 * machine that shares its category (a mitre saw, a thickness planer, a plasma cutter each have their own).
 */
const WHAT_IT_IS: readonly (readonly [drawings: readonly DrawingKind[], words: readonly string[]])[] = [
  // Tools and accessories named after what they serve.
  [["filter-wrench"], ["filter wrench"]],
  [["wheel-brace"], ["wheel brace", "lug wrench"]],
  [["tyre-inflator"], ["tyre inflator", "inflator"]],
  [["battery-tester"], ["battery tester"]],
  [["jump-starter"], ["jump starter", "jump pack"]],
  [["solar-charger"], ["solar"]],
  [["battery-charger"], ["charger", "maintainer"]],
  [["bolt-cutter"], ["bolt cutter"]],
  [["window-breaker"], ["window breaker", "belt cutter"]],
  [["wheel-chock"], ["wheel chock"]],
  [["hex-keys"], ["hex key", "allen key"]],
  // Brakes, chassis and wheels.
  [["brake-pads"], ["brake pad", "pad"]],
  [["brake-disc"], ["brake disc", "rotor"]],
  [["brake-shoes"], ["brake shoe"]],
  [["brake-caliper"], ["caliper"]],
  [["wheel-hub"], ["hub", "wheel bearing"]],
  [["shock-absorber"], ["shock", "damper"]],
  [["control-arm"], ["control arm", "wishbone"]],
  [["stabiliser-link"], ["stabiliser link", "sway bar link", "anti roll bar link", "drop link"]],
  [["fasteners"], ["nut", "bolt"]],
  [["steel-wheel"], ["steel wheel", "alloy wheel"]],
  // Electrical.
  [["car-battery"], ["battery"]],
  [["alternator"], ["alternator"]],
  [["starter-motor"], ["starter motor", "starter"]],
  [["bulbs"], ["bulb"]],
  [["disc-horn"], ["disc horn"]],
  [["antique-horn"], ["antique", "ahooga"]],
  [["train-horn"], ["train horn"]],
  [["air-horn", "train-horn"], ["air horn"]],
  // Engine service.
  [["ignition-coil"], ["ignition coil", "coil pack"]],
  [["spark-plug"], ["spark plug"]],
  [["glow-plug"], ["glow plug"]],
  [["oil-filter"], ["oil filter"]],
  [["fuel-filter"], ["fuel filter"]],
  [["panel-filter"], ["air filter", "cabin filter", "pollen filter"]],
  [["timing-kit"], ["timing belt", "timing kit"]],
  [["water-pump"], ["water pump"]],
  [["drive-belt"], ["drive belt", "poly v"]],
  [["thermostat"], ["thermostat"]],
  [["oxygen-sensor"], ["oxygen sensor", "lambda"]],
  [["wiper-blade"], ["wiper"]],
  // Lights, safety and accessories.
  [["spotlight"], ["spotlight"]],
  [["light-bar"], ["light bar"]],
  [["beacon"], ["beacon"]],
  [["head-torch"], ["head torch"]],
  [["warning-triangle"], ["warning triangle"]],
  [["fire-extinguisher"], ["extinguisher"]],
  [["dash-cam"], ["dash cam"]],
  [["mirror-monitor"], ["mirror monitor", "reversing camera", "backup camera"]],
  [["blind-spot-mirror"], ["blind spot mirror"]],
  [["towbar"], ["towbar", "tow bar"]],
  [["mud-flap"], ["mud flap"]],
  // Hand tools and workshop kit.
  [["pipe-wrench"], ["pipe wrench"]],
  [["torque-wrench"], ["torque wrench"]],
  [["adjustable-wrench"], ["adjustable wrench", "adjustable spanner"]],
  [["spanner-set"], ["spanner"]],
  [["socket-set"], ["socket"]],
  [["locking-pliers"], ["pliers"]],
  [["screwdrivers"], ["screwdriver"]],
  [["rubber-hammer"], ["rubber hammer", "mallet", "dead blow"]],
  [["hammer"], ["hammer"]],
  [["laser-meter"], ["laser", "distance meter"]],
  [["measuring-tape"], ["tape"]],
  [["trolley-jack"], ["jack"]],
  [["axle-stand"], ["axle stand"]],
  // Power tools, their disks and machines.
  [["abrasive-disc"], ["metal cutting", "cut off", "grinding disc"]],
  [["flap-disc"], ["flap disc"]],
  [["cutting-disk"], ["saw blade", "wood cutting disc", "wood disc", "carving disc"]],
  [["angle-grinder"], ["grinder"]],
  [["drill"], ["drill"]],
  [["mitre-saw"], ["mitre saw", "miter saw"]],
  [["circular-saw"], ["circular saw", "track saw", "plunge saw"]],
  [["thickness-planer"], ["thickness planer", "thicknesser"]],
  [["electric-planer"], ["planer", "planner"]],
  [["plasma-cutter"], ["plasma"]],
  [["arc-welder"], ["arc", "stick", "mma"]],
  [["mig-welder"], ["mig", "tig", "welding machine"]],
  [["heat-gun"], ["hot air gun", "heat gun"]],
  [["hand-blower"], ["blower"]],
  [["tire"], ["tyre"]],
];

/** One spelling for the matcher: lower case, British tyre and disc, hyphens and slashes as spaces. */
const normalise = (text: string): string =>
  text
    .toLowerCase()
    .replace(/\btire/g, "tyre")
    .replace(/\bdisk/g, "disc")
    .replace(/\bstabilizer/g, "stabiliser")
    .replace(/[-/]/g, " ");

const escape = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const ROWS = WHAT_IT_IS.map(([drawings, words]) => ({
  drawings,
  pattern: new RegExp(`\\b(?:${words.map(escape).join("|")})(?:s|es)?\\b`),
}));

interface Reading {
  drawings: readonly DrawingKind[];
  /** The words that told, and where they were read. */
  because: string;
}

/** The first row whose words the product's name, else its category, else its description uses. */
function whatItIs(p: DemoProduct): Reading | undefined {
  for (const [where, text] of [
    ["name", p.name],
    ["category", p.category],
    ["description", p.description],
  ] as const) {
    const words = normalise(text);
    for (const row of ROWS) {
      const found = row.pattern.exec(words);
      if (found) return { drawings: row.drawings, because: `its ${where} says "${found[0]}"` };
    }
  }
  return undefined;
}

describe("demo product pictures (issue 39)", () => {
  it("reads every product as a thing some drawing pictures", () => {
    const known = new Set<string>(drawingKinds);
    expect(WHAT_IT_IS.flatMap(([drawings]) => drawings).filter((kind) => !known.has(kind))).toEqual([]);
    expect(demoProducts.filter((p) => !whatItIs(p)).map((p) => `${p.sku} ${p.name}`)).toEqual([]);
  });

  it("draws every product as the kind of thing its words say it is", () => {
    const wrong = demoProducts.flatMap((p) => {
      const reading = whatItIs(p);
      if (!reading || reading.drawings.includes(p.drawing)) return [];
      return [
        `${p.sku} ${p.name}: drawn as ${p.drawing}, should be ${reading.drawings.join(" or ")} (${reading.because})`,
      ];
    });
    expect(wrong).toEqual([]);
  });
});
