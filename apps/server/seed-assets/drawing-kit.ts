/** The demo pictures' shared palette, gradients and shapes (product-drawings.ts draws the products with them). */

export const INK = "#23272e";

export const RUBBER = "#1c1f24";

export const HOLE = "#e4eaf0";

/** Round to one decimal so documents stay small. */
export const n = (v: number): number => Math.round(v * 10) / 10;

export const repeat = (count: number, part: (i: number) => string): string =>
  Array.from({ length: count }, (_, i) => part(i)).join("");

/** Mix a #rrggbb colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `#${channels
    .map((c) =>
      Math.round(c + (target - c) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

export function linear(id: string, stops: readonly string[], horizontal = false): string {
  const end = horizontal ? 'x2="1" y2="0"' : 'x2="0" y2="1"';
  const offsets = stops.map((c, i) => `<stop offset="${n(i / (stops.length - 1))}" stop-color="${c}"/>`);
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}>${offsets.join("")}</linearGradient>`;
}

export function sharedDefs(accent: string): string {
  return [
    linear("bg", ["#f7f9fb", "#e2e8ee"]),
    linear("steel", ["#f4f6f8", "#aab5c0", "#dde3e8"]),
    linear("steelH", ["#f4f6f8", "#aab5c0", "#dde3e8"], true),
    linear("dark", ["#4b5361", "#1f2329"]),
    linear("rubber", ["#41464f", "#15181c"]),
    linear("acc", [shade(accent, 0.3), accent, shade(accent, -0.25)]),
    linear("accH", [shade(accent, 0.3), accent, shade(accent, -0.25)], true),
    '<radialGradient id="shadow"><stop offset="0" stop-color="#3A4256" stop-opacity=".35"/>' +
      '<stop offset="1" stop-color="#3A4256" stop-opacity="0"/></radialGradient>',
  ].join("");
}

/** The light panel every product sits on. */
export const background = (): string =>
  '<rect width="800" height="800" fill="url(#bg)"/><circle cx="400" cy="390" r="320" fill="#fff" opacity=".55"/>';

export const shadow = (cx: number, cy: number, rx: number, ry = rx * 0.14): string =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${n(ry)}" fill="url(#shadow)"/>`;

/** A zig-zag row of jaw teeth along y, pointing up (dir -1) or down (dir 1). */
export function teeth(x0: number, x1: number, y: number, dir: 1 | -1, fill = "#6b7682"): string {
  let d = `M${x0} ${y}`;
  for (let x = x0; x + 14 <= x1; x += 14) d += ` L${x + 7} ${y + dir * 11} L${x + 14} ${y}`;
  return `<path d="${d} Z" fill="${fill}"/>`;
}

/** Evenly spaced parallel strokes (knurling, ribs, vents). */
export function strokes(count: number, line: (i: number) => string, stroke: string, width: number): string {
  return `<path d="${repeat(count, line)}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
}

/** Point on an ellipse (a circle when ry is omitted); degrees, clockwise from the x axis as SVG draws it. */
export function point(cx: number, cy: number, rx: number, deg: number, ry = rx): [number, number] {
  const a = (deg * Math.PI) / 180;
  return [n(cx + rx * Math.cos(a)), n(cy + ry * Math.sin(a))];
}

export const polar = (cx: number, cy: number, r: number, deg: number): string =>
  point(cx, cy, r, deg).join(" ");

/** A small round dot (hole, bolt, nut) at a point given in polar coordinates. */
export function dot(cx: number, cy: number, r: number, deg: number, size: number, fill: string): string {
  const [x, y] = point(cx, cy, r, deg);
  return `<circle cx="${x}" cy="${y}" r="${size}" fill="${fill}"/>`;
}

/** Ring segment between two radii and two angles. */
export function sector(cx: number, cy: number, outer: number, inner: number, a0: number, a1: number): string {
  const large = a1 - a0 > 180 ? 1 : 0;
  return (
    `M${polar(cx, cy, outer, a0)} A${outer} ${outer} 0 ${large} 1 ${polar(cx, cy, outer, a1)} ` +
    `L${polar(cx, cy, inner, a1)} A${inner} ${inner} 0 ${large} 0 ${polar(cx, cy, inner, a0)} Z`
  );
}

/** A horn trumpet lying on its side: straight tube from x0 leftwards, flaring into a bell at x0 - length. */
export function trumpet(
  x0: number,
  y: number,
  length: number,
  bell: number,
  tube: number,
  fill: string,
): string {
  const m = x0 - length;
  const f = m + length * 0.55;
  const body =
    `M${x0} ${y - tube} L${n(f)} ${y - tube} C${n(m + length * 0.2)} ${y - tube} ${m + 12} ${n(y - bell * 0.6)} ` +
    `${m} ${y - bell} L${m} ${y + bell} C${m + 12} ${n(y + bell * 0.6)} ${n(m + length * 0.2)} ${y + tube} ` +
    `${n(f)} ${y + tube} L${x0} ${y + tube} Z`;
  return (
    `<path d="${body}" fill="${fill}"/>` +
    `<ellipse cx="${m}" cy="${y}" rx="${n(bell * 0.26)}" ry="${bell}" fill="url(#steelH)"/>` +
    `<ellipse cx="${m + 3}" cy="${y}" rx="${n(bell * 0.17)}" ry="${n(bell * 0.82)}" fill="url(#dark)"/>`
  );
}

/** Side view of a road wheel: tyre with tread notches, rim in the accent colour, spokes and lug nuts. */
export function wheel(cx: number, cy: number, r: number, rim: string): string {
  const notches = repeat(
    40,
    (i) =>
      `<rect x="${cx - 5}" y="${cy - r}" width="10" height="${n(r * 0.12)}" transform="rotate(${i * 9} ${cx} ${cy})"/>`,
  );
  const windows = repeat(
    5,
    (i) => `<path d="${sector(cx, cy, r * 0.56, r * 0.24, i * 72 - 78, i * 72 - 30)}" fill="${INK}"/>`,
  );
  const lugs = repeat(5, (i) => dot(cx, cy, r * 0.11, i * 72 - 90, n(r * 0.025), "#8a96a3"));
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${RUBBER}"/><g fill="#3b4049">${notches}</g>` +
    `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.86)}" fill="url(#rubber)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.62)}" fill="${rim}"/>${windows}` +
    `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.17)}" fill="url(#steel)"/>${lugs}`
  );
}

/** An alligator clip at (x, y) with its jaws pointing left, turned by angle degrees. */
export function clip(x: number, y: number, angle: number, color: string): string {
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle})">` +
    '<path d="M0 -14 L-86 -20 L-86 -6 L0 0 Z M0 0 L-86 6 L-86 20 L0 14 Z" fill="url(#steel)"/>' +
    `<path d="M-4 -16 L74 -32 Q88 -32 88 -18 V-10 L-4 2 Z M-4 16 L74 32 Q88 32 88 18 V10 L-4 -2 Z" fill="${color}"/>` +
    '<circle r="9" fill="#8a96a3"/></g>'
  );
}

/** The shop's badge (the home page's X mark): a dark tile with a cyan cross, no text. */
export function badge(x: number, y: number, size: number): string {
  const [a, b] = [n(x + size * 0.3), n(x + size * 0.7)];
  const [c, d] = [n(y + size * 0.3), n(y + size * 0.7)];
  return (
    `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${n(size * 0.22)}" fill="#3A4256"/>` +
    `<path d="M${a} ${c} L${b} ${d} M${b} ${c} L${a} ${d}" stroke="#0FCFEC" stroke-width="${n(size * 0.15)}" ` +
    'stroke-linecap="round"/>'
  );
}

/** The toothed rim of a saw blade: `count` hooked teeth between the gullet and tip radii. */
export function bladeRim(cx: number, cy: number, tip: number, gullet: number, count: number): string {
  const step = 360 / count;
  let d = "";
  for (let i = 0; i < count; i++) {
    const a = i * step;
    d +=
      `${i ? "L" : "M"}${polar(cx, cy, gullet, a)} L${polar(cx, cy, tip, a + step * 0.55)} ` +
      `L${polar(cx, cy, tip - 6, a + step * 0.8)} `;
  }
  return `<path d="${d}Z" fill="url(#steel)" stroke="#8a96a3" stroke-width="2"/>`;
}

/** The six corners of a hexagon (a nut, a bolt head, a hex key's section) as polygon points, squashed by ry. */
export function hexagon(cx: number, cy: number, r: number, ry = r, turn = 0): string {
  return repeat(6, (i) => point(cx, cy, r, i * 60 + turn, ry).join(",") + " ");
}

/** An upright cylinder seen from a little above: its side from top to bottom, then its top face. */
export function cylinder(
  cx: number,
  top: number,
  bottom: number,
  rx: number,
  ry: number,
  side: string,
  face: string,
): string {
  return (
    `<ellipse cx="${cx}" cy="${bottom}" rx="${rx}" ry="${ry}" fill="${side}"/>` +
    `<rect x="${cx - rx}" y="${top}" width="${2 * rx}" height="${bottom - top}" fill="${side}"/>` +
    `<ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="${ry}" fill="${face}"/>`
  );
}

/** A coil spring from (x0, y0) to (x1, y1): `turns` loops of wire `width` wide, drawn as a zig-zag. */
export function spring(x0: number, y0: number, x1: number, y1: number, turns: number, width: number): string {
  const [dx, dy] = [x1 - x0, y1 - y0];
  const length = Math.hypot(dx, dy);
  const [nx, ny] = [(-dy / length) * width, (dx / length) * width];
  let d = `M${x0} ${y0}`;
  for (let i = 1; i <= turns * 2; i++) {
    const t = (i - 0.5) / (turns * 2);
    const side = i % 2 ? 1 : -1;
    d += ` L${n(x0 + dx * t + nx * side)} ${n(y0 + dy * t + ny * side)}`;
  }
  return d + ` L${x1} ${y1}`;
}

/** Three wavy strokes rising from a nozzle (moving or hot air), each `step` further along and down. */
export function airWaves(
  x: number,
  y: number,
  step: [number, number],
  height: number,
  color: string,
): string {
  const half = height / 2;
  return repeat(
    3,
    (i) =>
      `<path d="M${x + i * step[0]} ${y + i * step[1]} q-14 ${half / 2} 0 ${half} t0 ${half}" fill="none" ` +
      `stroke="${color}" stroke-width="7" stroke-linecap="round" opacity=".7"/>`,
  );
}
