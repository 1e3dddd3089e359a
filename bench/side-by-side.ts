import { latency, type Latency } from "./latency.js";

/** One query shape's figures on one shop: best and median of the timed runs, and the answer's size. */
export interface Figure {
  bestMs: number;
  medianMs: number;
  bytes: number;
  path: string;
}

/** A shop and the request of each shape on it (ids differ between databases, the shapes do not). */
export interface Side {
  shop: string;
  paths: Record<string, string>;
}

/**
 * Two shops measured together, each request of a shape sent to one and then the other, 3 warm-ups and `runs`
 * timed: on a shared machine a burst of other load then slows both catalogues alike instead of one of them.
 */
export async function sideBySide(small: Side, big: Side, runs: number) {
  const smallFigures: Record<string, Figure> = {};
  const bigFigures: Record<string, Figure> = {};
  for (const name of Object.keys(small.paths)) {
    const sides = [
      { shop: small.shop, path: small.paths[name]!, times: [] as number[], bytes: 0 },
      { shop: big.shop, path: big.paths[name]!, times: [] as number[], bytes: 0 },
    ];
    for (let i = 0; i < 3 + runs; i += 1) {
      for (const side of sides) {
        const one: Latency = await latency(`${side.shop}${side.path}`, {
          runs: 1,
          warmups: 0,
          headers: { "accept-encoding": "identity" },
        });
        if (one.status !== 200) throw new Error(`${side.path} answered ${one.status}`);
        if (i >= 3) side.times.push(one.bestMs);
        side.bytes = one.bytes;
      }
    }
    const figure = (side: (typeof sides)[number]): Figure => {
      const sorted = [...side.times].sort((a, b) => a - b);
      return {
        bestMs: sorted[0]!,
        medianMs: sorted[Math.floor(sorted.length / 2)]!,
        bytes: side.bytes,
        path: side.path,
      };
    };
    smallFigures[name] = figure(sides[0]!);
    bigFigures[name] = figure(sides[1]!);
  }
  return { small: smallFigures, big: bigFigures };
}
