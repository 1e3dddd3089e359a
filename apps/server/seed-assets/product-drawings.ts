/**
 * Flat product illustrations for the demo catalogue, drawn here as SVG (no downloads, no copied images).
 * Every drawing is a standalone 800x800 document on a light panel, built from simple shapes only:
 * no text (fonts are unreliable when rasterised), no external references, no scripts.
 */

import { background, sharedDefs } from "./drawing-kit.js";
import {
  antiqueHorn,
  airHorn,
  trainHorn,
  ignitionCoil,
  brakePads,
  spotlight,
  mirrorMonitor,
  wheelChock,
  tire,
  batteryCharger,
} from "./drawings-auto.js";
import {
  pipeWrench,
  measuringTape,
  adjustableWrench,
  rubberHammer,
  cuttingDisk,
  circularSaw,
  electricPlaner,
  migWelder,
  arcWelder,
  handBlower,
} from "./drawings-tools.js";

export type DrawingKind =
  | "pipe-wrench"
  | "measuring-tape"
  | "antique-horn"
  | "air-horn"
  | "train-horn"
  | "ignition-coil"
  | "brake-pads"
  | "spotlight"
  | "mirror-monitor"
  | "wheel-chock"
  | "tire"
  | "adjustable-wrench"
  | "rubber-hammer"
  | "battery-charger"
  | "cutting-disk"
  | "circular-saw"
  | "electric-planer"
  | "mig-welder"
  | "arc-welder"
  | "hand-blower";

export interface DrawOptions {
  /** #rrggbb; recolours the product's main painted part. */
  accent?: string;
}

interface KindSpec {
  accent: string;
  draw: (accent: string) => string;
}

const kinds: Record<DrawingKind, KindSpec> = {
  "pipe-wrench": { accent: "#e53935", draw: pipeWrench },
  "measuring-tape": { accent: "#FF9900", draw: measuringTape },
  "antique-horn": { accent: "#c62828", draw: antiqueHorn },
  "air-horn": { accent: "#d32f2f", draw: airHorn },
  "train-horn": { accent: "#3A4256", draw: trainHorn },
  "ignition-coil": { accent: "#0FCFEC", draw: ignitionCoil },
  "brake-pads": { accent: "#FF9900", draw: brakePads },
  spotlight: { accent: "#FF9900", draw: spotlight },
  "mirror-monitor": { accent: "#19D3AE", draw: mirrorMonitor },
  "wheel-chock": { accent: "#FFC107", draw: wheelChock },
  tire: { accent: "#c9d3dd", draw: tire },
  "adjustable-wrench": { accent: "#0FCFEC", draw: adjustableWrench },
  "rubber-hammer": { accent: "#19D3AE", draw: rubberHammer },
  "battery-charger": { accent: "#FFB300", draw: batteryCharger },
  "cutting-disk": { accent: "#e53935", draw: cuttingDisk },
  "circular-saw": { accent: "#19D3AE", draw: circularSaw },
  "electric-planer": { accent: "#0FCFEC", draw: electricPlaner },
  "mig-welder": { accent: "#e53935", draw: migWelder },
  "arc-welder": { accent: "#FF9900", draw: arcWelder },
  "hand-blower": { accent: "#19D3AE", draw: handBlower },
};

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
