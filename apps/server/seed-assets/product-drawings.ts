/**
 * Flat product illustrations for the demo catalogue, drawn here as SVG (no downloads, no copied images).
 * Every drawing is a standalone 800x800 document on a light panel, built from simple shapes only:
 * no text (fonts are unreliable when rasterised), no external references, no scripts.
 */

import { background, sharedDefs } from "./drawing-kit.js";
import * as auto from "./drawings-auto.js";
import * as chassis from "./drawings-chassis.js";
import * as electrical from "./drawings-electrical.js";
import * as engine from "./drawings-engine.js";
import * as handTools from "./drawings-hand-tools.js";
import * as safety from "./drawings-safety.js";
import * as tools from "./drawings-tools.js";
import * as workshop from "./drawings-workshop.js";

export interface DrawOptions {
  /** #rrggbb; recolours the product's main painted part. */
  accent?: string;
}

interface KindSpec {
  accent: string;
  draw: (accent: string) => string;
}

/** Each kind's drawing and its default accent; the kinds' names are this table's keys. */
const kinds = {
  "pipe-wrench": { accent: "#e53935", draw: tools.pipeWrench },
  "measuring-tape": { accent: "#FF9900", draw: tools.measuringTape },
  "antique-horn": { accent: "#c62828", draw: auto.antiqueHorn },
  "air-horn": { accent: "#d32f2f", draw: auto.airHorn },
  "train-horn": { accent: "#3A4256", draw: auto.trainHorn },
  "ignition-coil": { accent: "#0FCFEC", draw: auto.ignitionCoil },
  "brake-pads": { accent: "#FF9900", draw: auto.brakePads },
  spotlight: { accent: "#FF9900", draw: auto.spotlight },
  "mirror-monitor": { accent: "#19D3AE", draw: auto.mirrorMonitor },
  "wheel-chock": { accent: "#FFC107", draw: auto.wheelChock },
  tire: { accent: "#c9d3dd", draw: auto.tire },
  "adjustable-wrench": { accent: "#0FCFEC", draw: tools.adjustableWrench },
  "rubber-hammer": { accent: "#19D3AE", draw: tools.rubberHammer },
  "battery-charger": { accent: "#FFB300", draw: auto.batteryCharger },
  "cutting-disk": { accent: "#e53935", draw: tools.cuttingDisk },
  "circular-saw": { accent: "#19D3AE", draw: tools.circularSaw },
  "electric-planer": { accent: "#0FCFEC", draw: tools.electricPlaner },
  "mig-welder": { accent: "#e53935", draw: tools.migWelder },
  "arc-welder": { accent: "#FF9900", draw: tools.arcWelder },
  "hand-blower": { accent: "#19D3AE", draw: tools.handBlower },
  "brake-disc": { accent: "#3A4256", draw: chassis.brakeDisc },
  "brake-shoes": { accent: "#5b6475", draw: chassis.brakeShoes },
  "brake-caliper": { accent: "#e53935", draw: chassis.brakeCaliper },
  "wheel-hub": { accent: "#5b6475", draw: chassis.wheelHub },
  "shock-absorber": { accent: "#FF9900", draw: chassis.shockAbsorber },
  "control-arm": { accent: "#3A4256", draw: chassis.controlArm },
  "stabiliser-link": { accent: "#3A4256", draw: chassis.stabiliserLink },
  "steel-wheel": { accent: "#2b2f36", draw: chassis.steelWheel },
  towbar: { accent: "#2b2f36", draw: chassis.towbar },
  "mud-flap": { accent: "#e53935", draw: chassis.mudFlap },
  "oil-filter": { accent: "#1e88e5", draw: engine.oilFilter },
  "fuel-filter": { accent: "#43a047", draw: engine.fuelFilter },
  "panel-filter": { accent: "#f5f0e1", draw: engine.panelFilter },
  "spark-plug": { accent: "#e53935", draw: engine.sparkPlug },
  "glow-plug": { accent: "#FF9900", draw: engine.glowPlug },
  "timing-kit": { accent: "#0FCFEC", draw: engine.timingKit },
  "drive-belt": { accent: "#FF9900", draw: engine.driveBelt },
  "water-pump": { accent: "#2e7d32", draw: engine.waterPump },
  thermostat: { accent: "#1c1f24", draw: engine.thermostat },
  "oxygen-sensor": { accent: "#5b6475", draw: engine.oxygenSensor },
  "wiper-blade": { accent: "#3A4256", draw: engine.wiperBlade },
  "car-battery": { accent: "#1e88e5", draw: electrical.carBattery },
  alternator: { accent: "#3A4256", draw: electrical.alternator },
  "starter-motor": { accent: "#3A4256", draw: electrical.starterMotor },
  bulbs: { accent: "#FFC107", draw: electrical.bulbs },
  "disc-horn": { accent: "#e53935", draw: electrical.discHorn },
  "jump-starter": { accent: "#FF9900", draw: electrical.jumpStarter },
  "battery-tester": { accent: "#FFB300", draw: electrical.batteryTester },
  "solar-charger": { accent: "#3A4256", draw: electrical.solarCharger },
  "tyre-inflator": { accent: "#e53935", draw: electrical.tyreInflator },
  "warning-triangle": { accent: "#e53935", draw: safety.warningTriangle },
  "fire-extinguisher": { accent: "#d32f2f", draw: safety.fireExtinguisher },
  "light-bar": { accent: "#0FCFEC", draw: safety.lightBar },
  beacon: { accent: "#FFB300", draw: safety.beacon },
  "head-torch": { accent: "#19D3AE", draw: safety.headTorch },
  "dash-cam": { accent: "#0FCFEC", draw: safety.dashCam },
  "blind-spot-mirror": { accent: "#3A4256", draw: safety.blindSpotMirror },
  "window-breaker": { accent: "#e53935", draw: safety.windowBreaker },
  "laser-meter": { accent: "#FF9900", draw: handTools.laserMeter },
  "socket-set": { accent: "#e53935", draw: handTools.socketSet },
  "torque-wrench": { accent: "#3A4256", draw: handTools.torqueWrench },
  "spanner-set": { accent: "#e53935", draw: handTools.spannerSet },
  "wheel-brace": { accent: "#3A4256", draw: handTools.wheelBrace },
  "filter-wrench": { accent: "#0FCFEC", draw: handTools.filterWrench },
  "hex-keys": { accent: "#e53935", draw: handTools.hexKeys },
  "locking-pliers": { accent: "#e53935", draw: handTools.lockingPliers },
  screwdrivers: { accent: "#FF9900", draw: handTools.screwdrivers },
  "bolt-cutter": { accent: "#e53935", draw: handTools.boltCutter },
  hammer: { accent: "#3A4256", draw: handTools.hammer },
  fasteners: { accent: "#1e88e5", draw: handTools.fasteners },
  "trolley-jack": { accent: "#e53935", draw: workshop.trolleyJack },
  "axle-stand": { accent: "#e53935", draw: workshop.axleStand },
  "abrasive-disc": { accent: "#1e88e5", draw: workshop.abrasiveDisc },
  "flap-disc": { accent: "#FF9900", draw: workshop.flapDisc },
  "angle-grinder": { accent: "#19D3AE", draw: workshop.angleGrinder },
  drill: { accent: "#0FCFEC", draw: workshop.drill },
  "heat-gun": { accent: "#FF9900", draw: workshop.heatGun },
  "plasma-cutter": { accent: "#1e88e5", draw: workshop.plasmaCutter },
  "mitre-saw": { accent: "#19D3AE", draw: workshop.mitreSaw },
  "thickness-planer": { accent: "#0FCFEC", draw: workshop.thicknessPlaner },
} satisfies Record<string, KindSpec>;

export type DrawingKind = keyof typeof kinds;

export const drawingKinds: readonly DrawingKind[] = Object.keys(kinds) as DrawingKind[];

/** A complete standalone SVG document (800x800) picturing a product of the given kind. */
export function drawProduct(kind: DrawingKind, options: DrawOptions = {}): string {
  const spec = kinds[kind];
  const accent = options.accent ?? spec.accent;
  if (!/^#[0-9a-fA-F]{6}$/.test(accent)) throw new Error(`accent must be a #rrggbb colour, got ${accent}`);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">' +
    `<defs>${sharedDefs(accent)}</defs>${background()}${spec.draw(accent)}</svg>`
  );
}
