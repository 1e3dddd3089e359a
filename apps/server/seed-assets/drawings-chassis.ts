import * as kit from "./drawing-kit.js";

/** The demo pictures of brakes, suspension, wheels and what bolts onto the body: a disc, shoes, links, a towbar. */

/** An oval hole at a point of an ellipse (a face seen at an angle). */
const holeAt = (
  cx: number,
  cy: number,
  r: number,
  deg: number,
  ratio: number,
  size: number,
  fill: string,
) => {
  const [x, y] = kit.point(cx, cy, r, deg, r * ratio);
  return `<ellipse cx="${x}" cy="${y}" rx="${size}" ry="${kit.n(size * ratio)}" fill="${fill}"/>`;
};

/** A vented disc seen from above: its vanes between the two plates, drilled friction ring, painted hat. */
export function brakeDisc(accent: string): string {
  const [cx, cy, rx, ry, depth] = [400, 340, 300, 210, 48];
  const k = ry / rx;
  const vanes = kit.strokes(
    33,
    (i) => {
      const [x, y] = kit.point(cx, cy, rx - 4, 4 + i * 5.4, ry - 4);
      return `M${x} ${y + 4} V${y + depth - 4} `;
    },
    "#6b7682",
    5,
  );
  const holes = kit.repeat(3, (ring) =>
    kit.repeat(18, (i) => holeAt(cx, cy, rx * (0.62 + ring * 0.1), i * 20 + ring * 7, k, 7, "#5b6475")),
  );
  return (
    kit.shadow(400, 650, 320) +
    `<ellipse cx="${cx}" cy="${cy + depth}" rx="${rx}" ry="${ry}" fill="url(#dark)"/>` +
    `<rect x="${cx - rx}" y="${cy}" width="${2 * rx}" height="${depth}" fill="#2f343c"/>` +
    vanes +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.9}" ry="${ry * 0.9}" fill="none" stroke="#c3cbd3" stroke-width="3"/>` +
    holes +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.5}" ry="${ry * 0.5}" fill="#9aa5b1"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.42}" ry="${ry * 0.42}" fill="${kit.shade(accent, -0.35)}"/>` +
    `<rect x="${cx - rx * 0.42}" y="${cy - 40}" width="${rx * 0.84}" height="40" fill="${kit.shade(accent, -0.2)}"/>` +
    `<ellipse cx="${cx}" cy="${cy - 40}" rx="${rx * 0.42}" ry="${ry * 0.42}" fill="url(#acc)"/>` +
    kit.repeat(5, (i) => holeAt(cx, cy - 40, rx * 0.27, i * 72 - 90, k, 14, kit.HOLE)) +
    `<ellipse cx="${cx}" cy="${cy - 40}" rx="${rx * 0.13}" ry="${ry * 0.13}" fill="${kit.INK}"/>` +
    `<path d="M${kit.point(cx, cy, rx * 0.8, 200, ry * 0.8).join(" ")} A${rx * 0.8} ${ry * 0.8} 0 0 1 ` +
    `${kit.point(cx, cy, rx * 0.8, 250, ry * 0.8).join(" ")}" fill="none" stroke="#fff" stroke-width="12" ` +
    'stroke-linecap="round" opacity=".5"/>'
  );
}

/** A pair of drum brake shoes facing each other, their linings outwards, held by two springs and an adjuster. */
export function brakeShoes(accent: string): string {
  const [cx, cy] = [400, 380];
  const shoe = (a0: number, a1: number): string =>
    `<path d="${kit.sector(cx, cy, 262, 222, a0, a1)}" fill="${kit.RUBBER}"/>` +
    `<path d="${kit.sector(cx, cy, 222, 206, a0 - 4, a1 + 4)}" fill="url(#steel)" stroke="#8a96a3" stroke-width="2"/>` +
    `<path d="${kit.sector(cx, cy, 206, 150, a0 + 6, a1 - 6)}" fill="url(#acc)" stroke="${kit.shade(accent, -0.3)}" ` +
    'stroke-width="3"/>' +
    kit.repeat(3, (i) => kit.dot(cx, cy, 178, a0 + 30 + i * ((a1 - a0 - 60) / 2), 11, kit.HOLE)) +
    kit.strokes(
      7,
      (i) => `M${kit.polar(cx, cy, 224, a0 + 12 + i * 16)} L${kit.polar(cx, cy, 260, a0 + 12 + i * 16)} `,
      "#30353d",
      3,
    );
  return (
    kit.shadow(400, 690, 300) +
    shoe(104, 256) +
    shoe(-76, 76) +
    `<path d="${kit.spring(290, 214, 510, 214, 9, 16)}" fill="none" stroke="#3b8fd1" stroke-width="9" ` +
    'stroke-linejoin="round"/>' +
    `<path d="${kit.spring(300, 560, 500, 560, 8, 14)}" fill="none" stroke="#3b8fd1" stroke-width="9" ` +
    'stroke-linejoin="round"/>' +
    '<rect x="260" y="452" width="280" height="24" rx="8" fill="url(#steel)" stroke="#8a96a3" stroke-width="2"/>' +
    '<circle cx="430" cy="464" r="30" fill="url(#steel)" stroke="#6b7682" stroke-width="3"/>' +
    kit.strokes(
      12,
      (i) => `M${kit.polar(430, 464, 18, i * 30)} L${kit.polar(430, 464, 30, i * 30)} `,
      "#6b7682",
      4,
    )
  );
}

/** A painted floating caliper curved to its disc: two pistons' bulges, mounting ears, bleed nipple and hose. */
export function brakeCaliper(accent: string): string {
  const [cx, cy] = [400, 820];
  const edge = kit.shade(accent, -0.35);
  return (
    kit.shadow(400, 690, 300) +
    `<path d="${kit.sector(cx, cy, 560, 320, 226, 314)}" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>` +
    `<path d="${kit.sector(cx, cy, 500, 380, 226, 314)}" fill="none" stroke="#c3cbd3" stroke-width="3"/>` +
    `<path d="${kit.sector(cx, cy, 470, 270, 238, 302)}" fill="url(#acc)" stroke="${accent}" stroke-width="60" ` +
    'stroke-linejoin="round"/>' +
    `<path d="${kit.sector(cx, cy, 400, 330, 250, 290)}" fill="${kit.INK}"/>` +
    `<path d="${kit.sector(cx, cy, 392, 338, 252, 288)}" fill="${kit.RUBBER}"/>` +
    [254, 286]
      .map((deg) => {
        const [x, y] = kit.point(cx, cy, 430, deg);
        return `<circle cx="${x}" cy="${y}" r="44" fill="${kit.shade(accent, 0.15)}" stroke="${edge}" stroke-width="4"/>`;
      })
      .join("") +
    '<rect x="96" y="420" width="96" height="64" rx="30" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    `<circle cx="132" cy="452" r="16" fill="${kit.HOLE}" stroke="#6b7682" stroke-width="3"/>` +
    '<rect x="608" y="420" width="96" height="64" rx="30" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    `<circle cx="668" cy="452" r="16" fill="${kit.HOLE}" stroke="#6b7682" stroke-width="3"/>` +
    `<polygon points="${kit.hexagon(520, 270, 20)}" fill="url(#steel)" stroke="#6b7682" stroke-width="2"/>` +
    '<rect x="512" y="214" width="16" height="50" rx="5" fill="url(#steelH)"/>' +
    '<rect x="254" y="238" width="40" height="34" rx="6" fill="url(#steel)" stroke="#6b7682" stroke-width="2"/>' +
    `<path d="M274 238 C274 170 200 150 150 120" fill="none" stroke="${kit.RUBBER}" stroke-width="22" ` +
    'stroke-linecap="round"/>' +
    kit.badge(370, 300, 60)
  );
}

/** A wheel hub and bearing unit from the side: flange with studs towards us, bearing body, mounting flange. */
export function wheelHub(accent: string): string {
  const [fx, cy] = [330, 390];
  const studs = kit.repeat(5, (i) => {
    const [x, y] = kit.point(fx, cy, 40, i * 72 - 90, 150);
    return (
      `<rect x="${x - 120}" y="${y - 12}" width="122" height="24" rx="6" fill="url(#steel)" stroke="#8a96a3" ` +
      'stroke-width="2"/>' +
      kit.strokes(8, (j) => `M${x - 112 + j * 11} ${y - 12} l-5 24 `, "#8a96a3", 3)
    );
  });
  return (
    kit.shadow(420, 660, 300) +
    '<rect x="330" y="270" width="300" height="240" rx="20" fill="url(#dark)"/>' +
    '<ellipse cx="630" cy="390" rx="44" ry="120" fill="#3b4049"/>' +
    '<ellipse cx="634" cy="390" rx="26" ry="72" fill="url(#steel)"/>' +
    kit.strokes(8, (i) => `M${626 + (i % 2) * 8} ${336 + i * 15} h10 `, "#6b7682", 4) +
    `<path d="M470 170 Q530 170 530 230 V550 Q530 610 470 610 Q440 610 440 550 V230 Q440 170 470 170 Z" ` +
    `fill="url(#acc)" stroke="${kit.shade(accent, -0.3)}" stroke-width="4"/>` +
    [210, 390, 570].map((y) => `<ellipse cx="485" cy="${y}" rx="14" ry="22" fill="${kit.HOLE}"/>`).join("") +
    '<rect x="560" y="240" width="54" height="40" rx="8" fill="#15181c"/>' +
    `<path d="M600 250 C660 200 700 220 730 170" fill="none" stroke="${kit.INK}" stroke-width="10"/>` +
    `<rect x="${fx - 10}" y="300" width="130" height="180" fill="url(#steel)"/>` +
    `<ellipse cx="${fx}" cy="${cy}" rx="64" ry="230" fill="#9aa5b1"/>` +
    `<ellipse cx="${fx - 8}" cy="${cy}" rx="56" ry="216" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>` +
    `<rect x="${fx - 70}" y="${cy - 80}" width="64" height="160" fill="url(#steel)"/>` +
    `<ellipse cx="${fx - 70}" cy="${cy}" rx="26" ry="80" fill="#b4bec8" stroke="#8a96a3" stroke-width="3"/>` +
    `<ellipse cx="${fx - 70}" cy="${cy}" rx="12" ry="38" fill="${kit.INK}"/>` +
    studs
  );
}

/** A gas shock absorber at a slant: painted body, chrome rod under a rubber boot, an eye at each end. */
export function shockAbsorber(accent: string): string {
  const eye = (y: number): string =>
    `<circle cx="400" cy="${y}" r="46" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>` +
    `<circle cx="400" cy="${y}" r="30" fill="${kit.RUBBER}"/><circle cx="400" cy="${y}" r="14" fill="url(#steel)"/>`;
  const boot = kit.repeat(
    8,
    (i) =>
      `<rect x="${i % 2 ? 356 : 350}" y="${196 + i * 24}" width="${i % 2 ? 88 : 100}" height="24" rx="10" fill="${kit.RUBBER}"/>`,
  );
  return (
    kit.shadow(400, 720, 240) +
    '<g transform="rotate(32 400 410)">' +
    '<rect x="388" y="120" width="24" height="220" fill="url(#steelH)"/>' +
    eye(100) +
    boot +
    '<rect x="340" y="386" width="120" height="280" rx="16" fill="url(#accH)"/>' +
    `<rect x="336" y="380" width="128" height="24" rx="8" fill="${kit.shade(accent, -0.35)}"/>` +
    '<rect x="356" y="410" width="14" height="230" rx="7" fill="#fff" opacity=".3"/>' +
    `<rect x="350" y="560" width="100" height="36" rx="4" fill="#f4f6f8" opacity=".85"/>` +
    `<path d="M360 578 H440" stroke="${kit.shade(accent, -0.35)}" stroke-width="6"/>` +
    `<rect x="380" y="660" width="40" height="30" fill="url(#steelH)"/>` +
    eye(716) +
    "</g>"
  );
}

/** A pressed-steel lower control arm: two bushes at the body side, a ball joint at the wheel side. */
export function controlArm(accent: string): string {
  const bush = (x: number, y: number): string =>
    `<circle cx="${x}" cy="${y}" r="58" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>` +
    `<circle cx="${x}" cy="${y}" r="42" fill="${kit.RUBBER}"/>` +
    `<circle cx="${x}" cy="${y}" r="18" fill="url(#steel)" stroke="#6b7682" stroke-width="2"/>`;
  return (
    kit.shadow(400, 680, 320) +
    `<path d="M150 250 Q420 300 620 420 Q430 420 190 560 Q250 400 150 250 Z" fill="url(#acc)" ` +
    `stroke="${kit.shade(accent, -0.35)}" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M200 300 Q380 330 520 410 Q370 410 230 490 Q270 400 200 300 Z" fill="${kit.shade(accent, -0.25)}"/>` +
    `<ellipse cx="300" cy="400" rx="46" ry="34" fill="${kit.HOLE}" stroke="${kit.shade(accent, -0.45)}" stroke-width="4"/>` +
    `<ellipse cx="420" cy="400" rx="30" ry="22" fill="${kit.HOLE}" stroke="${kit.shade(accent, -0.45)}" stroke-width="4"/>` +
    bush(150, 250) +
    bush(190, 560) +
    '<circle cx="630" cy="420" r="62" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    `<path d="M590 400 Q630 300 670 400 Z" fill="${kit.RUBBER}"/>` +
    kit.strokes(3, (i) => `M${600 + i * 4} ${380 - i * 22} H${660 - i * 4} `, "#3b4049", 5) +
    '<rect x="616" y="250" width="28" height="100" fill="url(#steelH)"/>' +
    kit.strokes(6, (i) => `M616 ${258 + i * 11} l28 -6 `, "#8a96a3", 3) +
    `<polygon points="${kit.hexagon(630, 240, 26, 14)}" fill="url(#steel)" stroke="#6b7682" stroke-width="2"/>`
  );
}

/** A pair of stabiliser (anti-roll bar) links: a rod with a ball joint at each end, studs pointing opposite ways. */
export function stabiliserLink(accent: string): string {
  const link = (dx: number, dy: number): string => {
    const joint = (x: number, y: number, up: boolean): string => {
      const s = up ? -1 : 1;
      return (
        `<rect x="${x - 13}" y="${up ? y - 110 : y + 30}" width="26" height="80" fill="url(#steelH)"/>` +
        kit.strokes(6, (i) => `M${x - 13} ${up ? y - 104 + i * 10 : y + 36 + i * 10} l26 -5 `, "#8a96a3", 3) +
        `<polygon points="${kit.hexagon(x, y + s * 36, 24, 12)}" fill="url(#steel)" stroke="#6b7682" stroke-width="2"/>` +
        `<path d="M${x - 36} ${y} Q${x} ${y + s * 70} ${x + 36} ${y} Z" fill="${kit.RUBBER}"/>` +
        `<circle cx="${x}" cy="${y}" r="42" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>` +
        `<circle cx="${x}" cy="${y}" r="16" fill="#9aa5b1"/>`
      );
    };
    return (
      `<g transform="translate(${dx} ${dy})">` +
      '<path d="M200 470 L560 250" stroke="url(#steel)" stroke-width="34" stroke-linecap="round"/>' +
      `<path d="M236 448 L524 272" stroke="${accent}" stroke-width="34"/>` +
      `<path d="M250 430 L510 270" stroke="#fff" stroke-width="6" opacity=".3"/>` +
      joint(180, 482, false) +
      joint(580, 238, true) +
      "</g>"
    );
  };
  return kit.shadow(400, 700, 300) + link(-60, -40) + link(60, 120);
}

/** A black-painted steel wheel seen slightly from the side: barrel behind, vented disc and six stud holes. */
export function steelWheel(accent: string): string {
  const [fx, fy, bx, rx, ry] = [360, 390, 470, 190, 270];
  const face = kit.shade(accent, 0.12);
  return (
    kit.shadow(400, 690, 300) +
    `<ellipse cx="${bx}" cy="${fy}" rx="${rx}" ry="${ry}" fill="${kit.shade(accent, -0.3)}"/>` +
    `<rect x="${fx}" y="${fy - ry}" width="${bx - fx}" height="${2 * ry}" fill="${kit.shade(accent, -0.15)}"/>` +
    `<path d="M${fx + 40} ${fy - ry} V${fy + ry} M${fx + 72} ${fy - ry} V${fy + ry}" stroke="${kit.shade(accent, -0.4)}" ` +
    'stroke-width="6"/>' +
    `<g transform="translate(${fx} ${fy}) scale(${kit.n(rx / ry)} 1)">` +
    `<circle r="${ry}" fill="${kit.shade(accent, 0.3)}"/>` +
    `<circle r="${ry - 18}" fill="${kit.shade(accent, -0.3)}"/>` +
    `<circle r="${ry - 48}" fill="${face}"/>` +
    kit.repeat(8, (i) => kit.dot(0, 0, 160, i * 45 + 22.5, 30, kit.HOLE)) +
    `<circle r="110" fill="${kit.shade(accent, 0.22)}"/>` +
    kit.repeat(6, (i) => kit.dot(0, 0, 74, i * 60, 14, kit.INK)) +
    `<circle r="40" fill="${kit.INK}"/>` +
    `<circle r="${ry - 8}" fill="none" stroke="#fff" stroke-width="4" opacity=".25"/>` +
    "</g>"
  );
}

/** A bolt-on towbar: the crossbar and its side brackets, the drop plate and a chrome 50 mm ball. */
export function towbar(accent: string): string {
  const bracket = (x: number, dir: 1 | -1): string =>
    `<path d="M${x} 300 L${x + dir * 70} 200 L${x + dir * 110} 220 L${x + dir * 60} 340 Z" fill="url(#acc)" ` +
    `stroke="${kit.shade(accent, -0.35)}" stroke-width="3"/>` +
    kit.dot(x + dir * 78, 232, 0, 0, 10, kit.HOLE) +
    kit.dot(x + dir * 58, 278, 0, 0, 10, kit.HOLE);
  return (
    kit.shadow(400, 680, 320) +
    bracket(130, -1) +
    bracket(670, 1) +
    `<rect x="90" y="290" width="620" height="70" rx="14" fill="url(#acc)" stroke="${kit.shade(accent, -0.35)}" ` +
    'stroke-width="4"/>' +
    '<rect x="110" y="302" width="580" height="12" rx="6" fill="#fff" opacity=".25"/>' +
    `<path d="M360 350 H440 L450 520 H350 Z" fill="url(#acc)" stroke="${kit.shade(accent, -0.35)}" stroke-width="4"/>` +
    '<rect x="300" y="500" width="200" height="36" rx="8" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    `<path d="M320 536 q-10 60 40 60 M480 536 q10 60 -40 60" fill="none" stroke="#6b7682" stroke-width="10"/>` +
    '<rect x="384" y="440" width="32" height="64" fill="url(#steelH)"/>' +
    `<polygon points="${kit.hexagon(400, 506, 30, 12)}" fill="url(#steel)" stroke="#6b7682" stroke-width="2"/>` +
    '<circle cx="400" cy="410" r="52" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    '<ellipse cx="384" cy="392" rx="16" ry="12" fill="#fff" opacity=".8"/>'
  );
}

/** A pair of moulded mud flaps with their ribs, a badge and the steel strip they bolt on by. */
export function mudFlap(accent: string): string {
  const flap = (x: number, y: number): string =>
    `<g transform="translate(${x} ${y})">` +
    '<path d="M0 0 H240 Q250 0 250 12 L236 420 Q234 440 214 440 H26 Q6 440 4 420 L-10 12 Q-10 0 0 0 Z" ' +
    'fill="url(#rubber)"/>' +
    kit.strokes(6, (i) => `M${24 + i * 38} 300 V420 `, "#454b55", 10) +
    `<rect x="20" y="140" width="210" height="70" rx="12" fill="${accent}"/>` +
    kit.badge(95, 145, 60) +
    '<rect x="-6" y="-18" width="262" height="34" rx="6" fill="url(#steel)" stroke="#8a96a3" stroke-width="2"/>' +
    kit.repeat(3, (i) => `<circle cx="${30 + i * 95}" cy="0" r="9" fill="#6b7682"/>`) +
    "</g>";
  return kit.shadow(400, 690, 300) + flap(170, 150) + flap(380, 210);
}
