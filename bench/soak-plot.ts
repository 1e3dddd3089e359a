/** One sample of the soaked server, taken every few seconds. */
export interface SoakSample {
  atS: number;
  rssMb: number | null;
  heapMb: number | null;
  pool: { total: number; idle: number; waiting: number } | null;
  activeResources: number | null;
  requests: number;
  errors: number;
}

/**
 * The resident-memory curve as a small self-contained SVG (no plotting dependency): RSS and heap over time,
 * the warm-up shaded, axes in seconds and MB.
 */
export function rssCurveSvg(samples: SoakSample[], warmUpS: number, title: string): string {
  const width = 720;
  const height = 360;
  const pad = { left: 56, right: 16, top: 32, bottom: 40 };
  const points = samples.filter((s) => s.rssMb !== null);
  const maxT = Math.max(1, ...points.map((s) => s.atS));
  const maxMb = Math.ceil(Math.max(1, ...points.map((s) => s.rssMb!)) / 50) * 50;
  const x = (t: number) => pad.left + (t / maxT) * (width - pad.left - pad.right);
  const y = (mb: number) => height - pad.bottom - (mb / maxMb) * (height - pad.top - pad.bottom);
  const line = (pick: (s: SoakSample) => number | null) =>
    points
      .filter((s) => pick(s) !== null)
      .map((s, i) => `${i ? "L" : "M"}${x(s.atS).toFixed(1)},${y(pick(s)!).toFixed(1)}`)
      .join(" ");
  const yTicks = Array.from({ length: 6 }, (_, i) => (maxMb / 5) * i);
  const xTicks = Array.from({ length: 7 }, (_, i) => Math.round((maxT / 6) * i));
  const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif" font-size="11">`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    `<rect x="${x(0)}" y="${pad.top}" width="${x(Math.min(warmUpS, maxT)) - x(0)}" height="${height - pad.top - pad.bottom}" fill="#f0f0f0"/>`,
    `<text x="${x(0) + 4}" y="${pad.top + 14}" fill="#777">warm-up</text>`,
    `<text x="${width / 2}" y="18" text-anchor="middle" font-size="13">${escape(title)}</text>`,
    ...yTicks.map(
      (mb) =>
        `<line x1="${pad.left}" x2="${width - pad.right}" y1="${y(mb)}" y2="${y(mb)}" stroke="#ddd"/><text x="${pad.left - 6}" y="${y(mb) + 4}" text-anchor="end">${Math.round(mb)}</text>`,
    ),
    ...xTicks.map(
      (t) => `<text x="${x(t)}" y="${height - pad.bottom + 16}" text-anchor="middle">${t}</text>`,
    ),
    `<text x="${width / 2}" y="${height - 6}" text-anchor="middle">seconds</text>`,
    `<text x="14" y="${height / 2}" transform="rotate(-90 14 ${height / 2})" text-anchor="middle">MB</text>`,
    `<path d="${line((s) => s.rssMb)}" fill="none" stroke="#c0392b" stroke-width="2"/>`,
    `<path d="${line((s) => s.heapMb)}" fill="none" stroke="#2980b9" stroke-width="1.5" stroke-dasharray="4 3"/>`,
    `<text x="${width - pad.right - 150}" y="${pad.top + 14}" fill="#c0392b">— resident memory (RSS)</text>`,
    `<text x="${width - pad.right - 150}" y="${pad.top + 28}" fill="#2980b9">- - JS heap used</text>`,
    "</svg>",
    "",
  ].join("\n");
}

/** Least-squares slope of `value` over time, per minute: how fast a curve grows once warm. */
export function slopePerMinute(points: { atS: number; value: number }[]): number {
  if (points.length < 2) return 0;
  const n = points.length;
  const meanT = points.reduce((s, p) => s + p.atS, 0) / n;
  const meanV = points.reduce((s, p) => s + p.value, 0) / n;
  const num = points.reduce((s, p) => s + (p.atS - meanT) * (p.value - meanV), 0);
  const den = points.reduce((s, p) => s + (p.atS - meanT) ** 2, 0);
  return den === 0 ? 0 : (num / den) * 60;
}
