/**
 * Flat product illustrations for the demo catalogue, drawn here as SVG (no downloads, no copied images).
 * Every drawing is a standalone 800x800 document on a light panel, built from simple shapes only:
 * no text (fonts are unreliable when rasterised), no external references, no scripts.
 */

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

const INK = "#23272e";
const RUBBER = "#1c1f24";
const HOLE = "#e4eaf0";

/** Round to one decimal so documents stay small. */
const n = (v: number): number => Math.round(v * 10) / 10;

const repeat = (count: number, part: (i: number) => string): string =>
  Array.from({ length: count }, (_, i) => part(i)).join("");

/** Mix a #rrggbb colour towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
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

function linear(id: string, stops: readonly string[], horizontal = false): string {
  const end = horizontal ? 'x2="1" y2="0"' : 'x2="0" y2="1"';
  const offsets = stops.map((c, i) => `<stop offset="${n(i / (stops.length - 1))}" stop-color="${c}"/>`);
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}>${offsets.join("")}</linearGradient>`;
}

function sharedDefs(accent: string): string {
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
const background = (): string =>
  '<rect width="800" height="800" fill="url(#bg)"/><circle cx="400" cy="390" r="320" fill="#fff" opacity=".55"/>';

const shadow = (cx: number, cy: number, rx: number, ry = rx * 0.14): string =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${n(ry)}" fill="url(#shadow)"/>`;

/** A zig-zag row of jaw teeth along y, pointing up (dir -1) or down (dir 1). */
function teeth(x0: number, x1: number, y: number, dir: 1 | -1, fill = "#6b7682"): string {
  let d = `M${x0} ${y}`;
  for (let x = x0; x + 14 <= x1; x += 14) d += ` L${x + 7} ${y + dir * 11} L${x + 14} ${y}`;
  return `<path d="${d} Z" fill="${fill}"/>`;
}

/** Evenly spaced parallel strokes (knurling, ribs, vents). */
function strokes(count: number, line: (i: number) => string, stroke: string, width: number): string {
  return `<path d="${repeat(count, line)}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
}

/** Point on an ellipse (a circle when ry is omitted); degrees, clockwise from the x axis as SVG draws it. */
function point(cx: number, cy: number, rx: number, deg: number, ry = rx): [number, number] {
  const a = (deg * Math.PI) / 180;
  return [n(cx + rx * Math.cos(a)), n(cy + ry * Math.sin(a))];
}

const polar = (cx: number, cy: number, r: number, deg: number): string => point(cx, cy, r, deg).join(" ");

/** A small round dot (hole, bolt, nut) at a point given in polar coordinates. */
function dot(cx: number, cy: number, r: number, deg: number, size: number, fill: string): string {
  const [x, y] = point(cx, cy, r, deg);
  return `<circle cx="${x}" cy="${y}" r="${size}" fill="${fill}"/>`;
}

/** Ring segment between two radii and two angles. */
function sector(cx: number, cy: number, outer: number, inner: number, a0: number, a1: number): string {
  const large = a1 - a0 > 180 ? 1 : 0;
  return (
    `M${polar(cx, cy, outer, a0)} A${outer} ${outer} 0 ${large} 1 ${polar(cx, cy, outer, a1)} ` +
    `L${polar(cx, cy, inner, a1)} A${inner} ${inner} 0 ${large} 0 ${polar(cx, cy, inner, a0)} Z`
  );
}

/** A horn trumpet lying on its side: straight tube from x0 leftwards, flaring into a bell at x0 - length. */
function trumpet(x0: number, y: number, length: number, bell: number, tube: number, fill: string): string {
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
function wheel(cx: number, cy: number, r: number, rim: string): string {
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

function pipeWrench(): string {
  const knurl = strokes(9, (i) => `M${356 + i * 11} 184 V212 `, "#8a96a3", 3);
  return (
    shadow(400, 700, 260) +
    '<g transform="translate(0 30) rotate(40 400 420)">' +
    '<rect x="368" y="300" width="64" height="420" rx="28" fill="url(#accH)"/>' +
    '<rect x="382" y="330" width="10" height="330" rx="5" fill="#fff" opacity=".3"/>' +
    `<ellipse cx="400" cy="684" rx="11" ry="16" fill="${HOLE}"/>` +
    '<rect x="356" y="230" width="88" height="100" rx="14" fill="url(#steelH)"/>' +
    '<path d="M356 236 H282 Q270 236 272 250 L280 276 Q284 290 300 290 H356 Z" fill="url(#steel)"/>' +
    teeth(284, 354, 236, -1) +
    '<rect x="382" y="96" width="36" height="150" fill="url(#steelH)"/>' +
    '<path d="M418 96 V150 H278 Q262 150 262 136 V110 Q262 96 278 96 Z" fill="url(#steel)"/>' +
    teeth(278, 376, 150, 1) +
    '<rect x="346" y="178" width="108" height="40" rx="10" fill="url(#dark)"/>' +
    knurl +
    "</g>"
  );
}

function measuringTape(): string {
  const ticks = strokes(21, (i) => `M${120 + i * 10} 472 V${i % 5 === 0 ? 492 : 482} `, INK, 2);
  return (
    shadow(420, 600, 280) +
    '<rect x="600" y="270" width="40" height="200" rx="14" fill="url(#steelH)"/>' +
    `<rect x="296" y="206" width="328" height="328" rx="84" fill="${INK}"/>` +
    '<rect x="314" y="224" width="292" height="292" rx="70" fill="url(#acc)"/>' +
    '<rect x="330" y="186" width="96" height="40" rx="12" fill="url(#dark)"/>' +
    '<circle cx="460" cy="370" r="96" fill="url(#steel)"/>' +
    `<circle cx="460" cy="370" r="74" fill="${INK}" opacity=".85"/>` +
    '<circle cx="460" cy="370" r="24" fill="url(#steel)"/>' +
    '<path d="M448 370 H472 M460 358 V382" stroke="#6b7682" stroke-width="5"/>' +
    '<rect x="110" y="466" width="210" height="40" fill="#ffd43b" stroke="#d4a514" stroke-width="2"/>' +
    ticks +
    '<rect x="98" y="452" width="16" height="68" rx="4" fill="url(#steelH)"/>' +
    `<rect x="294" y="456" width="44" height="60" rx="10" fill="${INK}"/>`
  );
}

function antiqueHorn(accent: string): string {
  return (
    shadow(400, 640, 300) +
    `<path d="M520 480 L496 600 H652 L628 480 Z" fill="${INK}"/>` +
    '<path d="M660 372 C720 372 720 470 760 500" fill="none" stroke="#c62828" stroke-width="8"/>' +
    `<path d="M660 420 C700 420 700 520 740 540" fill="none" stroke="${INK}" stroke-width="8"/>` +
    '<rect x="470" y="300" width="200" height="190" rx="44" fill="url(#steel)"/>' +
    `<rect x="540" y="300" width="34" height="190" fill="${accent}"/>` +
    '<ellipse cx="668" cy="395" rx="22" ry="80" fill="url(#steelH)"/>' +
    trumpet(480, 395, 370, 150, 26, "url(#steel)") +
    '<path d="M230 372 H470" stroke="#fff" stroke-width="6" opacity=".5"/>'
  );
}

function airHorn(accent: string): string {
  const horns = [
    [270, 410, 64],
    [350, 345, 58],
    [430, 285, 52],
    [510, 225, 46],
  ] as const;
  return (
    shadow(400, 640, 300) +
    `<path d="M640 390 C720 390 700 560 760 600" fill="none" stroke="${INK}" stroke-width="12"/>` +
    horns.map(([y, len, bell]) => trumpet(570, y, len, bell, 15, "url(#steel)")).join("") +
    `<rect x="560" y="210" width="84" height="360" rx="18" fill="${accent}"/>` +
    '<rect x="572" y="222" width="14" height="336" rx="7" fill="#fff" opacity=".3"/>' +
    `<rect x="548" y="560" width="108" height="26" rx="8" fill="${INK}"/>`
  );
}

function trainHorn(accent: string): string {
  const horn = (y: number, len: number, bell: number): string =>
    trumpet(600, y, len, bell, 26, "url(#steel)") +
    `<rect x="590" y="${y - 56}" width="90" height="112" rx="18" fill="${accent}"/>` +
    `<rect x="618" y="${y - 84}" width="34" height="30" rx="6" fill="${INK}"/>`;
  return (
    shadow(400, 690, 320) +
    `<path d="M680 300 C740 300 740 490 680 490" fill="none" stroke="${INK}" stroke-width="12"/>` +
    horn(290, 500, 120) +
    horn(510, 390, 108)
  );
}

function ignitionCoil(accent: string): string {
  const coil = (cx: number): string =>
    `<rect x="${cx - 26}" y="160" width="52" height="280" fill="url(#dark)"/>` +
    repeat(
      5,
      (i) => `<rect x="${cx - 31}" y="${200 + i * 44}" width="62" height="12" rx="5" fill="${INK}"/>`,
    ) +
    `<rect x="${cx - 33}" y="430" width="66" height="104" rx="18" fill="${RUBBER}"/>` +
    `<rect x="${cx - 20}" y="60" width="40" height="40" rx="6" fill="${INK}"/>` +
    `<rect x="${cx - 60}" y="92" width="120" height="82" rx="16" fill="url(#dark)"/>` +
    `<rect x="${cx - 44}" y="114" width="88" height="14" rx="7" fill="${accent}"/>`;
  const plug = (y: number): string =>
    `<rect x="180" y="${y - 10}" width="40" height="20" rx="6" fill="url(#steel)"/>` +
    `<rect x="216" y="${y - 24}" width="170" height="48" rx="14" fill="#f6f7f9" stroke="#cdd5dd" stroke-width="3"/>` +
    strokes(5, (i) => `M${234 + i * 16} ${y - 20} V${y + 20} `, "#cdd5dd", 4) +
    `<rect x="384" y="${y - 38}" width="84" height="76" rx="8" fill="url(#steel)"/>` +
    `<path d="M384 ${y - 12} H468 M384 ${y + 12} H468" stroke="#8a96a3" stroke-width="3"/>` +
    `<rect x="468" y="${y - 26}" width="104" height="52" fill="url(#steel)"/>` +
    strokes(7, (i) => `M${478 + i * 14} ${y - 26} L${470 + i * 14} ${y + 26} `, "#8a96a3", 3) +
    `<path d="M572 ${y - 8} H602 V${y + 14}" fill="none" stroke="#8a96a3" stroke-width="7"/>`;
  return shadow(400, 736, 300) + [190, 330, 470, 610].map(coil).join("") + plug(610) + plug(688);
}

function brakePads(accent: string): string {
  const pad = (cx: number, cy: number): string =>
    `<path d="${sector(cx, cy, 380, 250, 56, 124)}" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>` +
    `<path d="${sector(cx, cy, 362, 264, 61, 119)}" fill="url(#dark)"/>` +
    `<path d="M${cx} ${cy + 264} V${cy + 362}" stroke="${RUBBER}" stroke-width="9"/>` +
    `<path d="M${polar(cx, cy, 264, 67)} L${polar(cx, cy, 362, 65)} M${polar(cx, cy, 264, 113)} ` +
    `L${polar(cx, cy, 362, 115)}" stroke="#5a6270" stroke-width="3"/>`;
  return (
    shadow(400, 650, 300) +
    '<circle cx="480" cy="300" r="224" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    '<circle cx="480" cy="300" r="200" fill="none" stroke="#c3cbd3" stroke-width="2"/>' +
    repeat(16, (i) => dot(480, 300, 160, i * 22.5, 7, "#7d8894")) +
    '<circle cx="480" cy="300" r="100" fill="#b4bec8" stroke="#8a96a3" stroke-width="3"/>' +
    repeat(5, (i) => dot(480, 300, 64, i * 72 - 90, 12, HOLE)) +
    `<circle cx="480" cy="300" r="34" fill="${HOLE}"/>` +
    `<path d="${sector(410, 150, 380, 250, 56, 124)}" fill="${accent}" stroke="${shade(accent, -0.3)}" stroke-width="3"/>` +
    dot(410, 150, 316, 62, 10, HOLE) +
    dot(410, 150, 316, 118, 10, HOLE) +
    pad(330, 210) +
    `<path d="M${polar(330, 210, 372, 120)} q-8 30 14 40" fill="none" stroke="#8a96a3" stroke-width="6"/>`
  );
}

function spotlight(): string {
  return (
    '<defs><linearGradient id="beam"><stop offset="0" stop-color="#ffe066" stop-opacity="0"/>' +
    '<stop offset="1" stop-color="#ffe066" stop-opacity=".85"/></linearGradient>' +
    '<radialGradient id="lens"><stop offset="0" stop-color="#fff"/><stop offset=".7" stop-color="#fff3b8"/>' +
    '<stop offset="1" stop-color="#f0c84a"/></radialGradient></defs>' +
    shadow(440, 690, 240) +
    '<polygon points="300,170 300,490 30,650 30,10" fill="url(#beam)"/>' +
    `<path d="M470 430 L560 400 L612 640 Q616 672 586 676 L534 680 Q506 680 500 654 Z" fill="${INK}"/>` +
    strokes(5, (i) => `M${528 + i * 6} ${470 + i * 40} L${572 + i * 6} ${462 + i * 40} `, "#3b4049", 6) +
    '<path d="M444 448 Q432 500 460 510 L474 444 Z" fill="#5b6475"/>' +
    '<path d="M300 160 L600 250 Q652 330 600 410 L300 500 Z" fill="url(#acc)"/>' +
    `<ellipse cx="612" cy="330" rx="28" ry="82" fill="${INK}"/>` +
    '<path d="M330 186 L590 262" stroke="#fff" stroke-width="10" opacity=".35" stroke-linecap="round"/>' +
    `<ellipse cx="300" cy="330" rx="62" ry="172" fill="${INK}"/>` +
    '<ellipse cx="296" cy="330" rx="48" ry="150" fill="url(#lens)"/>' +
    '<ellipse cx="296" cy="330" rx="30" ry="94" fill="none" stroke="#e0b43a" stroke-width="3"/>' +
    '<ellipse cx="296" cy="330" rx="14" ry="40" fill="#fff"/>'
  );
}

function mirrorMonitor(accent: string): string {
  return (
    `<defs>${linear("glass", ["#eef4f9", "#a9bccd"])}${linear("scene", ["#26415e", "#0d1b2a"])}</defs>` +
    shadow(400, 700, 260) +
    `<rect x="230" y="160" width="64" height="100" rx="16" fill="${INK}"/>` +
    `<rect x="506" y="160" width="64" height="100" rx="16" fill="${INK}"/>` +
    `<rect x="100" y="220" width="600" height="240" rx="74" fill="${INK}"/>` +
    '<rect x="118" y="238" width="564" height="204" rx="58" fill="url(#glass)"/>' +
    '<polygon points="170,250 240,250 170,430" fill="#fff" opacity=".35"/>' +
    '<rect x="410" y="262" width="240" height="156" rx="10" fill="url(#scene)"/>' +
    '<path d="M450 408 L500 290 M610 408 L560 290" stroke="#43a047" stroke-width="6"/>' +
    '<path d="M468 366 H592" stroke="#e53935" stroke-width="6"/>' +
    '<path d="M482 334 H578" stroke="#fdd835" stroke-width="6"/>' +
    '<path d="M494 304 H566" stroke="#43a047" stroke-width="6"/>' +
    repeat(3, (i) => `<circle cx="${200 + i * 30}" cy="450" r="7" fill="${accent}"/>`) +
    '<path d="M400 460 C400 500 400 500 400 540" stroke="#5b6475" stroke-width="8" fill="none"/>' +
    `<rect x="372" y="530" width="56" height="40" rx="6" fill="${INK}"/>` +
    '<rect x="320" y="560" width="160" height="104" rx="26" fill="url(#dark)"/>' +
    '<circle cx="400" cy="612" r="38" fill="url(#steel)"/>' +
    '<circle cx="400" cy="612" r="28" fill="#0d1b2a"/>' +
    '<circle cx="390" cy="602" r="8" fill="#5b8fc7"/>' +
    `<circle cx="456" cy="582" r="6" fill="${accent}"/>`
  );
}

function wheelChock(accent: string): string {
  const edge = shade(accent, -0.3);
  const ribs = (x: number): string =>
    strokes(4, (i) => `M${x} ${540 + i * 26} h${x < 400 ? -40 : 40} `, edge, 6);
  return (
    '<rect x="30" y="650" width="740" height="14" rx="7" fill="#cfd8e0"/>' +
    wheel(175, 490, 160, "url(#steel)") +
    wheel(625, 490, 160, "url(#steel)") +
    `<path d="M334 470 Q304 590 236 650 H382 V494 Z" fill="${accent}" stroke="${edge}" stroke-width="4"/>` +
    `<path d="M466 470 Q496 590 564 650 H418 V494 Z" fill="${accent}" stroke="${edge}" stroke-width="4"/>` +
    ribs(366) +
    ribs(434) +
    '<rect x="360" y="560" width="80" height="26" fill="url(#steel)"/>' +
    strokes(7, (i) => `M${366 + i * 11} 560 l-4 26 `, "#8a96a3", 3) +
    '<circle cx="400" cy="573" r="36" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    `<path d="M400 556 a8 8 0 0 1 5 14 l3 16 h-16 l3 -16 a8 8 0 0 1 5 -14 Z" fill="${INK}"/>`
  );
}

function tire(): string {
  const [fx, fy, bx, rx, ry] = [345, 390, 455, 200, 270];
  const at = (x: number, deg: number): string => point(x, fy, rx, deg, ry).join(" ");
  const grooves = repeat(25, (i) => {
    const deg = -84 + i * 7;
    return `M${at(fx, deg)} L${at((fx + bx) / 2, deg + 3)} L${at(bx, deg)} `;
  });
  const rings = [0.33, 0.67]
    .map((t) => `M${fx + (bx - fx) * t} ${fy - ry} A${rx} ${ry} 0 0 1 ${fx + (bx - fx) * t} ${fy + ry}`)
    .join(" ");
  return (
    '<defs><radialGradient id="wall"><stop offset=".6" stop-color="#3a3f47"/>' +
    '<stop offset="1" stop-color="#16191d"/></radialGradient></defs>' +
    shadow(400, 680, 300) +
    `<ellipse cx="${bx}" cy="${fy}" rx="${rx}" ry="${ry}" fill="${RUBBER}"/>` +
    `<rect x="${fx}" y="${fy - ry}" width="${bx - fx}" height="${2 * ry}" fill="${RUBBER}"/>` +
    `<path d="${grooves}" fill="none" stroke="#4a505a" stroke-width="5"/>` +
    `<path d="${rings}" fill="none" stroke="#0c0e11" stroke-width="8"/>` +
    `<g transform="translate(${fx} ${fy}) scale(${n(rx / ry)} 1)">` +
    `<circle r="${ry}" fill="url(#wall)"/>` +
    `<circle r="${n(ry * 0.8)}" fill="none" stroke="#4a505a" stroke-width="4"/>` +
    `<circle r="${n(ry * 0.6)}" fill="url(#acc)"/>` +
    repeat(
      6,
      (i) => `<path d="${sector(0, 0, ry * 0.54, ry * 0.2, i * 60 - 80, i * 60 - 40)}" fill="${INK}"/>`,
    ) +
    `<circle r="${n(ry * 0.14)}" fill="url(#steel)"/>` +
    "</g>"
  );
}

function adjustableWrench(accent: string): string {
  const worm = strokes(7, (i) => `M${378 + i * 8} 262 V298 `, "#8a96a3", 3);
  return (
    shadow(400, 700, 250) +
    '<g transform="rotate(-38 400 420)">' +
    '<path d="M355 98.8 V230 H445 V98.8 A120 120 0 0 1 440 323.1 L428 690 Q400 730 372 690 L360 323.1 ' +
    'A120 120 0 0 1 355 98.8 Z" fill="url(#steelH)"/>' +
    '<path d="M445 246 H514" stroke="#6b7682" stroke-width="4"/>' +
    '<path d="M300 150 Q320 110 345 104" fill="none" stroke="#fff" stroke-width="6" opacity=".6"/>' +
    `<rect x="370" y="256" width="60" height="48" rx="10" fill="url(#dark)"/>${worm}` +
    `<path d="M367 450 H433 L428 690 Q400 730 372 690 Z" fill="${accent}"/>` +
    `<ellipse cx="400" cy="672" rx="11" ry="16" fill="${HOLE}"/>` +
    "</g>"
  );
}

function rubberHammer(accent: string): string {
  const grip = strokes(6, (i) => `M370 ${560 + i * 26} H430 `, shade(accent, -0.35), 5);
  return (
    `<defs>${linear("wood", ["#e8bd85", "#c68b4e"], true)}</defs>` +
    shadow(420, 700, 260) +
    '<g transform="rotate(-28 400 440)">' +
    '<rect x="374" y="300" width="52" height="420" rx="22" fill="url(#wood)"/>' +
    `<rect x="362" y="530" width="76" height="200" rx="30" fill="${accent}"/>${grip}` +
    '<rect x="214" y="170" width="372" height="160" rx="42" fill="url(#rubber)"/>' +
    `<rect x="200" y="182" width="44" height="136" rx="18" fill="${RUBBER}"/>` +
    `<rect x="556" y="182" width="44" height="136" rx="18" fill="${RUBBER}"/>` +
    `<rect x="382" y="170" width="36" height="160" fill="${accent}"/>` +
    '<rect x="256" y="190" width="290" height="14" rx="7" fill="#fff" opacity=".18"/>' +
    "</g>"
  );
}

/** An alligator clip at (x, y) with its jaws pointing left, turned by angle degrees. */
function clip(x: number, y: number, angle: number, color: string): string {
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle})">` +
    '<path d="M0 -14 L-86 -20 L-86 -6 L0 0 Z M0 0 L-86 6 L-86 20 L0 14 Z" fill="url(#steel)"/>' +
    `<path d="M-4 -16 L74 -32 Q88 -32 88 -18 V-10 L-4 2 Z M-4 16 L74 32 Q88 32 88 18 V10 L-4 -2 Z" fill="${color}"/>` +
    '<circle r="9" fill="#8a96a3"/></g>'
  );
}

function batteryCharger(accent: string): string {
  return (
    shadow(400, 700, 300) +
    '<path d="M340 556 C340 640 330 670 300 670" fill="none" stroke="#c62828" stroke-width="12"/>' +
    `<path d="M460 556 C460 640 470 690 500 690" fill="none" stroke="${INK}" stroke-width="12"/>` +
    clip(212, 670, 0, "#d32f2f") +
    clip(588, 690, 180, INK) +
    `<path d="M290 262 V214 Q290 180 324 180 H476 Q510 180 510 214 V262" fill="none" stroke="${INK}" stroke-width="28"/>` +
    '<rect x="200" y="250" width="400" height="310" rx="38" fill="url(#acc)"/>' +
    strokes(4, (i) => `M220 ${330 + i * 30} H236 M564 ${330 + i * 30} H580 `, shade(accent, -0.35), 6) +
    `<rect x="256" y="292" width="288" height="222" rx="22" fill="${INK}"/>` +
    '<rect x="284" y="320" width="164" height="96" rx="8" fill="#aef3fb"/>' +
    `<rect x="306" y="344" width="104" height="48" rx="6" fill="none" stroke="${INK}" stroke-width="6"/>` +
    `<rect x="410" y="358" width="10" height="20" rx="2" fill="${INK}"/>` +
    repeat(3, (i) => `<rect x="${316 + i * 30}" y="354" width="22" height="28" rx="2" fill="${INK}"/>`) +
    ["#43a047", "#fdd835", "#e53935"]
      .map((c, i) => `<circle cx="492" cy="${338 + i * 34}" r="11" fill="${c}"/>`)
      .join("") +
    `<circle cx="320" cy="466" r="20" fill="#5b6475"/><circle cx="380" cy="466" r="20" fill="#5b6475"/>` +
    `<rect x="430" y="452" width="84" height="28" rx="14" fill="${accent}"/>`
  );
}

/** The shop's badge (the home page's X mark): a dark tile with a cyan cross, no text. */
function badge(x: number, y: number, size: number): string {
  const [a, b] = [n(x + size * 0.3), n(x + size * 0.7)];
  const [c, d] = [n(y + size * 0.3), n(y + size * 0.7)];
  return (
    `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${n(size * 0.22)}" fill="#3A4256"/>` +
    `<path d="M${a} ${c} L${b} ${d} M${b} ${c} L${a} ${d}" stroke="#0FCFEC" stroke-width="${n(size * 0.15)}" ` +
    'stroke-linecap="round"/>'
  );
}

/** The toothed rim of a saw blade: `count` hooked teeth between the gullet and tip radii. */
function bladeRim(cx: number, cy: number, tip: number, gullet: number, count: number): string {
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

/** A carbide-tipped wood cutting disk seen face on: painted body, expansion slots, steel hub. */
function cuttingDisk(accent: string): string {
  const [cx, cy] = [400, 380];
  const tips = repeat(40, (i) => dot(cx, cy, 294, i * 9 + 4.5, 5, "#5b6475"));
  const slots = repeat(4, (i) => {
    const a = i * 90 + 30;
    return (
      `<path d="M${polar(cx, cy, 258, a)} L${polar(cx, cy, 214, a + 4)}" stroke="${HOLE}" stroke-width="7" ` +
      `stroke-linecap="round"/>${dot(cx, cy, 212, a + 4, 9, HOLE)}`
    );
  });
  return (
    shadow(400, 720, 250) +
    bladeRim(cx, cy, 300, 262, 40) +
    tips +
    `<circle cx="${cx}" cy="${cy}" r="262" fill="url(#acc)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="262" fill="none" stroke="${shade(accent, -0.3)}" stroke-width="4"/>` +
    slots +
    `<circle cx="${cx}" cy="${cy}" r="150" fill="none" stroke="${shade(accent, 0.35)}" stroke-width="3"/>` +
    `<circle cx="${cx}" cy="${cy}" r="96" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>` +
    `<circle cx="${cx}" cy="${cy}" r="40" fill="${HOLE}" stroke="#8a96a3" stroke-width="3"/>` +
    `<path d="M${polar(cx, cy, 230, 200)} A230 230 0 0 1 ${polar(cx, cy, 230, 250)}" fill="none" ` +
    'stroke="#fff" stroke-width="12" stroke-linecap="round" opacity=".35"/>' +
    badge(cx - 32, cy - 214, 64)
  );
}

/** A circular saw from its blade side: toothed blade below the shoe, guard, motor, D-handle and front knob. */
function circularSaw(accent: string): string {
  const [bx, by] = [330, 440];
  return (
    shadow(400, 700, 300) +
    bladeRim(bx, by, 200, 184, 36) +
    `<circle cx="${bx}" cy="${by}" r="184" fill="url(#steel)"/>` +
    `<circle cx="${bx}" cy="${by}" r="150" fill="none" stroke="#c3cbd3" stroke-width="3"/>` +
    `<path d="${sector(bx, by, 222, 0, 180, 360)}" fill="url(#acc)"/>` +
    `<path d="M${bx - 222} ${by} A222 222 0 0 1 ${bx + 222} ${by}" fill="none" stroke="${shade(accent, -0.3)}" ` +
    'stroke-width="6"/>' +
    `<rect x="${bx - 120}" y="${by - 250}" width="64" height="60" rx="12" fill="url(#dark)" ` +
    `transform="rotate(-30 ${bx - 88} ${by - 220})"/>` +
    `<rect x="80" y="520" width="620" height="30" rx="8" fill="url(#steel)" stroke="#8a96a3" stroke-width="2"/>` +
    `<rect x="${bx - 14}" y="${by}" width="28" height="80" fill="url(#steelH)"/>` +
    `<circle cx="${bx}" cy="${by}" r="34" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>` +
    `<circle cx="${bx}" cy="${by}" r="12" fill="${INK}"/>` +
    '<path d="M520 300 L604 170 H684 Q714 170 704 200 L650 330" fill="none" stroke="#23272e" ' +
    'stroke-width="44" stroke-linecap="round" stroke-linejoin="round"/>' +
    `<path d="M600 230 Q616 262 596 278" fill="none" stroke="#4b5361" stroke-width="16" stroke-linecap="round"/>` +
    '<rect x="500" y="290" width="220" height="170" rx="48" fill="url(#acc)"/>' +
    strokes(5, (i) => `M${560 + i * 26} 320 V430 `, shade(accent, -0.35), 8) +
    `<ellipse cx="718" cy="375" rx="22" ry="70" fill="${INK}"/>` +
    `<circle cx="150" cy="330" r="44" fill="${INK}"/><rect x="136" y="330" width="28" height="150" fill="${INK}"/>` +
    '<rect x="132" y="314" width="36" height="10" rx="5" fill="#4b5361"/>' +
    badge(bx - 30, by - 150, 60)
  );
}

/** An electric planer from the side: two shoes, cutter drum, depth knob at the front, closed handle. */
function electricPlaner(accent: string): string {
  const vents = strokes(6, (i) => `M${596 + i * 14} 460 V530 `, shade(accent, -0.35), 6);
  return (
    shadow(400, 660, 320) +
    '<rect x="90" y="548" width="290" height="28" rx="6" fill="url(#steel)" stroke="#8a96a3" stroke-width="2"/>' +
    '<rect x="370" y="556" width="350" height="28" rx="6" fill="url(#steel)" stroke="#8a96a3" stroke-width="2"/>' +
    `<rect x="336" y="524" width="68" height="48" rx="10" fill="${INK}"/>` +
    '<path d="M430 420 L480 250 H650 Q690 250 680 292 L650 430" fill="none" stroke="#23272e" ' +
    'stroke-width="46" stroke-linecap="round" stroke-linejoin="round"/>' +
    '<path d="M538 300 Q556 332 536 350" fill="none" stroke="#4b5361" stroke-width="16" stroke-linecap="round"/>' +
    '<path d="M110 548 L150 420 H640 Q720 420 720 500 V556 H110 Z" fill="url(#acc)"/>' +
    `<path d="M110 548 L150 420 H640 Q720 420 720 500 V556 H110 Z" fill="none" stroke="${shade(accent, -0.3)}" ` +
    'stroke-width="4"/>' +
    '<rect x="170" y="436" width="440" height="14" rx="7" fill="#fff" opacity=".3"/>' +
    vents +
    `<rect x="120" y="300" width="140" height="110" rx="30" fill="${INK}"/>` +
    strokes(7, (i) => `M${140 + i * 17} 312 V398 `, "#4b5361", 6) +
    `<rect x="170" y="404" width="40" height="24" fill="${INK}"/>` +
    '<ellipse cx="470" cy="496" rx="56" ry="40" fill="url(#dark)"/>' +
    '<ellipse cx="470" cy="496" rx="34" ry="24" fill="#15181c"/>' +
    badge(290, 466, 56)
  );
}

/** A wheeled MIG welding machine with its gas bottle, front panel, and the torch on its cable. */
function migWelder(accent: string): string {
  const vents = strokes(7, (i) => `M420 ${300 + i * 36} H540 `, shade(accent, -0.35), 8);
  return (
    `<defs>${linear("bottle", ["#8fdc93", "#43a047", "#2e7d32"], true)}</defs>` +
    shadow(400, 690, 320) +
    '<rect x="560" y="130" width="110" height="520" rx="50" fill="url(#bottle)"/>' +
    `<rect x="596" y="96" width="38" height="40" rx="6" fill="#8a96a3"/>` +
    `<circle cx="615" cy="92" r="22" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>` +
    `<circle cx="615" cy="92" r="12" fill="${INK}"/>` +
    `<path d="M180 240 V186 H540 V240" fill="none" stroke="${INK}" stroke-width="20" stroke-linejoin="round"/>` +
    '<rect x="150" y="230" width="420" height="380" rx="22" fill="url(#acc)"/>' +
    `<rect x="176" y="260" width="210" height="320" rx="14" fill="${INK}"/>` +
    '<rect x="204" y="286" width="154" height="60" rx="6" fill="#aef3fb"/>' +
    repeat(3, (i) => `<rect x="${222 + i * 42}" y="298" width="28" height="36" rx="3" fill="${INK}"/>`) +
    `<circle cx="236" cy="406" r="32" fill="url(#steel)"/><path d="M236 406 L236 380" stroke="${INK}" ` +
    'stroke-width="7" stroke-linecap="round"/>' +
    `<circle cx="326" cy="406" r="32" fill="url(#steel)"/><path d="M326 406 L348 390" stroke="${INK}" ` +
    'stroke-width="7" stroke-linecap="round"/>' +
    '<circle cx="280" cy="520" r="30" fill="#4b5361" stroke="#8a96a3" stroke-width="5"/>' +
    vents +
    `<rect x="140" y="600" width="440" height="20" rx="8" fill="${INK}"/>` +
    `<circle cx="200" cy="640" r="42" fill="${RUBBER}"/><circle cx="200" cy="640" r="16" fill="#8a96a3"/>` +
    `<circle cx="520" cy="640" r="42" fill="${RUBBER}"/><circle cx="520" cy="640" r="16" fill="#8a96a3"/>` +
    `<path d="M280 540 C290 670 70 670 76 560 C80 490 110 480 104 420" fill="none" stroke="${INK}" ` +
    'stroke-width="16" stroke-linecap="round"/>' +
    `<path d="M90 424 L72 314 L104 308 L120 418 Z" fill="${INK}"/>` +
    '<path d="M78 316 Q72 264 104 240" fill="none" stroke="url(#steelH)" stroke-width="16" stroke-linecap="round"/>' +
    '<rect x="94" y="220" width="34" height="30" rx="6" fill="#c9a227" transform="rotate(40 111 235)"/>' +
    badge(440, 540, 48)
  );
}

/** A compact inverter stick (arc) welder with its shoulder strap, electrode holder, earth clamp and an arc. */
function arcWelder(): string {
  return (
    shadow(400, 660, 320) +
    `<path d="M250 300 Q400 120 550 300" fill="none" stroke="${INK}" stroke-width="22" stroke-linecap="round"/>` +
    '<rect x="200" y="280" width="400" height="300" rx="34" fill="url(#acc)"/>' +
    '<rect x="220" y="296" width="360" height="16" rx="8" fill="#fff" opacity=".3"/>' +
    `<rect x="232" y="330" width="336" height="222" rx="16" fill="${INK}"/>` +
    '<rect x="262" y="356" width="120" height="56" rx="6" fill="#ff7043"/>' +
    repeat(3, (i) => `<rect x="${276 + i * 34}" y="366" width="22" height="36" rx="3" fill="#ffccbc"/>`) +
    '<circle cx="476" cy="398" r="52" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    `<path d="M476 398 L446 364" stroke="${INK}" stroke-width="10" stroke-linecap="round"/>` +
    repeat(7, (i) => dot(476, 398, 66, 150 + i * 40, 4, "#8a96a3")) +
    '<circle cx="300" cy="492" r="28" fill="#4b5361" stroke="#8a96a3" stroke-width="5"/>' +
    '<circle cx="500" cy="492" r="28" fill="#4b5361" stroke="#c62828" stroke-width="5"/>' +
    `<path d="M300 516 C290 640 190 640 140 610" fill="none" stroke="${INK}" stroke-width="16"/>` +
    '<path d="M500 516 C510 640 620 650 680 620" fill="none" stroke="#c62828" stroke-width="16"/>' +
    `<path d="M150 610 L100 566 L78 590 L130 634 Z" fill="${INK}"/>` +
    '<path d="M90 572 L60 542" stroke="#8a96a3" stroke-width="10" stroke-linecap="round"/>' +
    '<circle cx="56" cy="538" r="30" fill="#fff59d" opacity=".8"/>' +
    '<polygon points="56,496 66,528 98,538 66,548 56,580 46,548 14,538 46,528" fill="#fff"/>' +
    '<path d="M670 610 L736 590 L744 618 L682 640 Z" fill="#c62828"/>' +
    '<path d="M686 604 L748 584" stroke="#8a96a3" stroke-width="6"/>' +
    badge(520, 296, 44)
  );
}

/** A pistol-grip electric hand blower with its nozzle, rear intake and a gust of air. */
function handBlower(accent: string): string {
  const gust = repeat(
    3,
    (i) =>
      `<path d="M${60 + i * 28} ${262 + i * 14} q-14 26 0 52 t0 52" fill="none" stroke="${accent}" ` +
      'stroke-width="7" stroke-linecap="round" opacity=".7"/>',
  );
  return (
    shadow(460, 700, 240) +
    gust +
    `<path d="M536 420 C560 560 640 640 740 650" fill="none" stroke="${INK}" stroke-width="14"/>` +
    `<path d="M430 380 H560 L590 620 Q594 652 562 652 H486 Q456 652 452 622 Z" fill="${INK}"/>` +
    strokes(5, (i) => `M${478 + i * 4} ${450 + i * 36} H${552 + i * 5} `, "#3b4049", 6) +
    `<path d="M410 396 Q392 460 430 476 L444 396 Z" fill="#4b5361"/>` +
    `<path d="M290 290 L130 306 V370 L290 386 Z" fill="url(#dark)"/>` +
    '<rect x="120" y="296" width="26" height="84" rx="8" fill="#15181c"/>' +
    '<path d="M280 230 H560 Q680 230 680 338 Q680 446 560 446 H280 Z" fill="url(#acc)"/>' +
    '<rect x="306" y="252" width="280" height="18" rx="9" fill="#fff" opacity=".3"/>' +
    `<ellipse cx="672" cy="338" rx="36" ry="100" fill="${INK}"/>` +
    strokes(5, (i) => `M${660 + (i % 2) * 10} ${272 + i * 33} h24 `, "#4b5361", 8) +
    `<rect x="262" y="246" width="36" height="184" rx="12" fill="${INK}"/>` +
    badge(360, 304, 64)
  );
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
