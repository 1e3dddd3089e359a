import * as kit from "./drawing-kit.js";

/** The demo pictures of engine service parts: filters, plugs, belts, a pump, a thermostat, a sensor, a wiper. */

/** A spin-on canister standing on its dome, its base plate up: gasket, ring of inlets and the threaded centre. */
function canister(cx: number, top: number, bottom: number, rx: number, accent: string): string {
  const ry = kit.n(rx * 0.3);
  return (
    kit.cylinder(cx, top, bottom, rx, ry, "url(#accH)", "url(#steel)") +
    `<path d="M${cx - rx} ${bottom - 70} A${rx} ${ry} 0 0 0 ${cx + rx} ${bottom - 70}" fill="none" ` +
    `stroke="${kit.shade(accent, -0.3)}" stroke-width="4"/>` +
    kit.strokes(
      9,
      (i) => `M${cx - rx + 18 + i * ((2 * rx - 36) / 8)} ${bottom - 60} V${bottom - 4} `,
      kit.shade(accent, -0.3),
      5,
    ) +
    `<rect x="${cx - rx}" y="${top + 70}" width="${2 * rx}" height="${kit.n((bottom - top) * 0.3)}" fill="#f4f6f8" opacity=".9"/>` +
    kit.badge(cx - 30, top + 78, 60) +
    `<ellipse cx="${cx}" cy="${top}" rx="${rx - 14}" ry="${ry - 5}" fill="none" stroke="${kit.RUBBER}" stroke-width="14"/>` +
    kit.repeat(8, (i) => {
      const [x, y] = kit.point(cx, top, rx * 0.5, i * 45, ry * 0.5);
      return `<ellipse cx="${x}" cy="${y}" rx="9" ry="4" fill="${kit.INK}"/>`;
    }) +
    `<ellipse cx="${cx}" cy="${top}" rx="${kit.n(rx * 0.22)}" ry="${kit.n(ry * 0.22)}" fill="${kit.INK}"/>`
  );
}

export function oilFilter(accent: string): string {
  return kit.shadow(400, 650, 230) + canister(400, 220, 620, 190, accent);
}

/** A tall diesel fuel filter with its water-in-fuel sensor and wire at the bottom. */
export function fuelFilter(accent: string): string {
  return (
    kit.shadow(400, 690, 220) +
    `<path d="M400 660 C400 720 560 720 620 660" fill="none" stroke="${kit.INK}" stroke-width="10"/>` +
    '<rect x="604" y="630" width="60" height="40" rx="8" fill="#15181c"/>' +
    canister(400, 150, 600, 140, accent) +
    '<rect x="370" y="608" width="60" height="52" rx="10" fill="#15181c"/>'
  );
}

/** A pleated panel filter (air or cabin) in perspective: media pleats inside a moulded rubber frame. */
export function panelFilter(accent: string): string {
  const pleats = kit.repeat(
    13,
    (i) =>
      `<path d="M${210 + i * 30} 250 L${150 + i * 30} 550 L${165 + i * 30} 550 L${225 + i * 30} 250 Z" ` +
      `fill="${i % 2 ? kit.shade(accent, -0.2) : kit.shade(accent, 0.2)}"/>`,
  );
  return (
    kit.shadow(400, 650, 320) +
    `<path d="M160 230 H670 L620 570 H90 Z" fill="${kit.RUBBER}"/>` +
    `<path d="M90 570 H620 V600 H90 Z" fill="#0e1013"/><path d="M620 570 L670 230 V260 L620 600 Z" fill="#2b2f36"/>` +
    `<path d="M196 250 H634 L594 550 H136 Z" fill="${accent}"/>` +
    pleats +
    kit.strokes(2, (i) => `M${190 - i * 20} ${360 + i * 90} H${612 - i * 12} `, kit.shade(accent, -0.35), 3) +
    `<path d="M160 230 H670 L620 570 H90 Z M196 250 L136 550 H594 L634 250 Z" fill="${kit.RUBBER}" fill-rule="evenodd"/>`
  );
}

/** A plug lying along x from its terminal (x = 0) rightwards; the tip differs between a spark and a glow plug. */
function plugBody(accent: string, tip: string): string {
  return (
    '<rect x="0" y="-20" width="46" height="40" rx="10" fill="url(#steel)"/>' +
    '<rect x="40" y="-44" width="210" height="88" rx="26" fill="#f6f7f9" stroke="#cdd5dd" stroke-width="3"/>' +
    kit.strokes(6, (i) => `M${62 + i * 22} -40 V40 `, "#cdd5dd", 6) +
    `<rect x="196" y="-44" width="30" height="88" fill="${accent}"/>` +
    '<rect x="246" y="-62" width="96" height="124" rx="8" fill="url(#steel)"/>' +
    '<path d="M246 -22 H342 M246 22 H342" stroke="#8a96a3" stroke-width="4"/>' +
    '<rect x="340" y="-44" width="130" height="88" fill="url(#steel)"/>' +
    kit.strokes(9, (i) => `M${352 + i * 13} -44 L${342 + i * 13} 44 `, "#8a96a3", 4) +
    tip
  );
}

export function sparkPlug(accent: string): string {
  const electrode =
    '<rect x="470" y="-12" width="36" height="24" fill="#f6f7f9"/>' +
    '<path d="M470 -34 H528 V16" fill="none" stroke="#8a96a3" stroke-width="12"/>';
  return (
    kit.shadow(400, 680, 260) +
    `<g transform="translate(130 560) rotate(-38)">${plugBody(accent, electrode)}</g>`
  );
}

/** A diesel glow plug: thin terminal, hex, long threaded body and its glowing heater pencil. */
export function glowPlug(accent: string): string {
  return (
    kit.shadow(400, 680, 260) +
    '<g transform="translate(120 560) rotate(-38)">' +
    '<rect x="0" y="-12" width="60" height="24" rx="6" fill="url(#steel)"/>' +
    `<polygon points="${kit.hexagon(56, 0, 22)}" fill="url(#steel)" stroke="#6b7682" stroke-width="2"/>` +
    `<rect x="76" y="-22" width="40" height="44" fill="${accent}"/>` +
    `<polygon points="${kit.hexagon(150, 0, 54)}" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>` +
    '<rect x="196" y="-30" width="130" height="60" fill="url(#steel)"/>' +
    kit.strokes(10, (i) => `M${204 + i * 12} -30 L${196 + i * 12} 30 `, "#8a96a3", 4) +
    '<rect x="324" y="-22" width="150" height="44" fill="url(#steel)"/>' +
    '<rect x="470" y="-12" width="120" height="24" rx="12" fill="#ff7043"/>' +
    '<rect x="540" y="-12" width="50" height="24" rx="12" fill="#ffca28"/>' +
    '<circle cx="590" cy="0" r="34" fill="#ffca28" opacity=".35"/>' +
    "</g>"
  );
}

/** A belt loop seen at an angle: an ellipse of rubber with its inner face showing. */
function beltLoop(cx: number, cy: number, rx: number, ry: number, width: number, inner: string): string {
  return (
    `<ellipse cx="${cx}" cy="${cy + width}" rx="${rx}" ry="${ry}" fill="none" stroke="${kit.RUBBER}" stroke-width="16"/>` +
    `<ellipse cx="${cx}" cy="${cy + width / 2}" rx="${rx}" ry="${ry}" fill="none" stroke="${inner}" stroke-width="${width}"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${kit.RUBBER}" stroke-width="16"/>`
  );
}

/** A pulley with its bearing, seen face on. */
const pulley = (x: number, y: number, r: number, hub: string): string =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>` +
  `<circle cx="${x}" cy="${y}" r="${kit.n(r * 0.72)}" fill="none" stroke="#c3cbd3" stroke-width="3"/>` +
  `<circle cx="${x}" cy="${y}" r="${kit.n(r * 0.4)}" fill="${hub}"/>` +
  `<circle cx="${x}" cy="${y}" r="${kit.n(r * 0.16)}" fill="${kit.HOLE}" stroke="#6b7682" stroke-width="3"/>`;

/** A timing belt kit: the toothed belt with its tensioner (on a painted arm) and idler. */
export function timingKit(accent: string): string {
  const teeth = kit.repeat(36, (i) => {
    const [x, y] = kit.point(330, 380, 230, i * 10, 150);
    return `<circle cx="${x}" cy="${y}" r="6" fill="#3b4049"/>`;
  });
  return (
    kit.shadow(400, 680, 320) +
    beltLoop(330, 350, 240, 160, 44, "#2b2f36") +
    teeth +
    `<path d="M560 470 L660 330" stroke="${accent}" stroke-width="60" stroke-linecap="round"/>` +
    pulley(600, 430, 92, kit.INK) +
    `<circle cx="660" cy="330" r="22" fill="${kit.shade(accent, -0.3)}"/>` +
    pulley(560, 190, 74, accent)
  );
}

/** A poly-V (ribbed) drive belt, looped and lying at an angle, its ribs inside. */
export function driveBelt(accent: string): string {
  const ribs = kit.repeat(
    4,
    (i) =>
      `<ellipse cx="400" cy="${330 + i * 12}" rx="290" ry="180" fill="none" stroke="${kit.INK}" stroke-width="4"/>`,
  );
  return (
    kit.shadow(400, 660, 320) +
    beltLoop(400, 320, 290, 180, 60, "#5b6270") +
    ribs +
    kit.strokes(4, (i) => `M${150 + i * 150} ${i % 3 ? 498 : 482} h40 `, accent, 6)
  );
}

/** A water pump: cast body with bolt ears, outlet spigot, the pulley flange on its shaft and the gasket behind. */
export function waterPump(accent: string): string {
  const ears = kit.repeat(6, (i) => {
    const [x, y] = kit.point(420, 400, 200, i * 60 + 15);
    return `<circle cx="${x}" cy="${y}" r="36" fill="url(#steel)"/><circle cx="${x}" cy="${y}" r="14" fill="${kit.HOLE}"/>`;
  });
  return (
    kit.shadow(400, 690, 300) +
    `<circle cx="440" cy="412" r="218" fill="${accent}"/>` +
    kit.repeat(6, (i) => kit.dot(440, 412, 200, i * 60 + 15, 40, accent)) +
    ears +
    '<circle cx="420" cy="400" r="190" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    '<path d="M520 250 L620 150" stroke="url(#steelH)" stroke-width="60" stroke-linecap="round"/>' +
    '<ellipse cx="626" cy="144" rx="34" ry="30" fill="#9aa5b1"/><ellipse cx="626" cy="144" rx="18" ry="16" fill="#5b6475"/>' +
    '<circle cx="420" cy="400" r="120" fill="#c3cbd3" stroke="#8a96a3" stroke-width="3"/>' +
    kit.cylinder(420, 360, 420, 60, 22, "url(#steelH)", "#dde3e8") +
    '<circle cx="420" cy="330" r="100" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    kit.repeat(4, (i) => kit.dot(420, 330, 58, i * 90 + 45, 11, kit.INK)) +
    `<circle cx="420" cy="330" r="22" fill="${kit.INK}"/>`
  );
}

/** A wax-pellet thermostat: flange with its seal, the valve and bridge above, spring and pellet below. */
export function thermostat(accent: string): string {
  return (
    `<defs>${kit.linear("brass", ["#f3d98c", "#c9a227", "#a8841c"], true)}</defs>` +
    kit.shadow(400, 700, 220) +
    `<path d="${kit.spring(400, 370, 400, 600, 6, 110)}" fill="none" stroke="#8a96a3" stroke-width="12" ` +
    'stroke-linejoin="round"/>' +
    '<rect x="366" y="380" width="68" height="230" rx="24" fill="url(#brass)"/>' +
    '<rect x="240" y="591" width="320" height="18" rx="9" fill="url(#steel)"/>' +
    '<path d="M250 600 L310 380 M550 600 L490 380" stroke="#8a96a3" stroke-width="12"/>' +
    `<ellipse cx="400" cy="380" rx="230" ry="70" fill="${accent}"/>` +
    '<ellipse cx="400" cy="372" rx="200" ry="58" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    `<ellipse cx="400" cy="366" rx="130" ry="36" fill="${kit.INK}"/>` +
    '<ellipse cx="400" cy="340" rx="124" ry="34" fill="url(#brass)" stroke="#a8841c" stroke-width="3"/>' +
    '<path d="M300 360 Q400 140 500 360" fill="none" stroke="url(#steelH)" stroke-width="22"/>' +
    '<rect x="390" y="200" width="20" height="140" fill="url(#steelH)"/>' +
    '<circle cx="400" cy="290" r="12" fill="#6b7682"/>'
  );
}

/** A heated oxygen (lambda) sensor: slotted tip, threaded body and hex, its lead and plug. */
export function oxygenSensor(accent: string): string {
  return (
    kit.shadow(400, 700, 280) +
    `<path d="M420 300 C520 170 700 260 640 420 C600 520 500 560 560 640" fill="none" stroke="${kit.INK}" ` +
    'stroke-width="16" stroke-linecap="round"/>' +
    `<rect x="520" y="620" width="120" height="70" rx="12" fill="${accent}" transform="rotate(-10 580 655)"/>` +
    `<rect x="540" y="634" width="80" height="20" rx="4" fill="${kit.shade(accent, -0.4)}" transform="rotate(-10 580 655)"/>` +
    '<g transform="rotate(40 300 400)">' +
    '<rect x="260" y="180" width="80" height="100" rx="12" fill="url(#steelH)"/>' +
    `<polygon points="${kit.hexagon(300, 320, 80, 44, 0)}" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>` +
    '<rect x="260" y="360" width="80" height="110" fill="url(#steelH)"/>' +
    kit.strokes(9, (i) => `M260 ${368 + i * 12} l80 -8 `, "#8a96a3", 4) +
    '<rect x="272" y="470" width="56" height="120" rx="16" fill="url(#steelH)" stroke="#8a96a3" stroke-width="2"/>' +
    kit.strokes(3, (i) => `M300 ${490 + i * 30} v18 `, kit.INK, 10) +
    "</g>"
  );
}

/** A flat (beam) wiper blade: curved spring-steel spine with its spoiler, rubber edge and centre adapter. */
export function wiperBlade(accent: string): string {
  return (
    kit.shadow(400, 650, 330) +
    '<path d="M70 560 Q400 260 730 300" fill="none" stroke="#4b5361" stroke-width="12" stroke-linecap="round" ' +
    'transform="translate(0 26)"/>' +
    `<path d="M70 560 Q400 260 730 300" fill="none" stroke="${kit.RUBBER}" stroke-width="44" stroke-linecap="round"/>` +
    '<path d="M80 546 Q400 250 720 288" fill="none" stroke="#3b4049" stroke-width="8" stroke-linecap="round"/>' +
    `<rect x="62" y="534" width="54" height="52" rx="14" fill="${kit.INK}" transform="rotate(-38 89 560)"/>` +
    `<rect x="690" y="276" width="58" height="48" rx="14" fill="${kit.INK}" transform="rotate(8 719 300)"/>` +
    `<rect x="330" y="330" width="150" height="74" rx="18" fill="${accent}" transform="rotate(-22 405 367)"/>` +
    `<rect x="356" y="346" width="98" height="20" rx="6" fill="${kit.shade(accent, -0.35)}" transform="rotate(-22 405 367)"/>`
  );
}
