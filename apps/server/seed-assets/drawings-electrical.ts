import * as kit from "./drawing-kit.js";

/** The demo pictures of the electrical system and its kit: battery, alternator, starter, bulbs, horns, testers. */

/** A car battery in three-quarter view: casing, lid with the two posts and a handle, a painted label. */
export function carBattery(accent: string): string {
  const post = (x: number, cap: string): string =>
    kit.cylinder(x, 214, 250, 30, 11, "url(#steelH)", "#c3cbd3") +
    `<ellipse cx="${x}" cy="246" rx="42" ry="15" fill="${cap}" opacity=".9"/>`;
  return (
    kit.shadow(420, 650, 320) +
    '<path d="M150 300 L250 230 H670 L570 300 Z" fill="#3b4049"/>' +
    '<path d="M570 300 L670 230 V540 L570 610 Z" fill="#15181c"/>' +
    '<rect x="150" y="300" width="420" height="310" rx="6" fill="url(#dark)"/>' +
    '<path d="M210 276 L280 244 H420 L350 276" fill="none" stroke="#15181c" stroke-width="14" stroke-linejoin="round"/>' +
    post(300, "#d32f2f") +
    post(540, kit.INK) +
    `<rect x="176" y="350" width="368" height="220" rx="10" fill="url(#acc)"/>` +
    '<rect x="176" y="392" width="368" height="26" fill="#fff" opacity=".85"/>' +
    `<rect x="176" y="520" width="368" height="14" fill="${kit.shade(accent, -0.35)}"/>` +
    kit.badge(200, 440, 60) +
    '<circle cx="480" cy="470" r="30" fill="#15181c"/><circle cx="480" cy="470" r="18" fill="#43a047"/>' +
    '<path d="M286 236 h28 M296 226 v20 M526 236 h28" stroke="#fff" stroke-width="5"/>'
  );
}

/** An alternator from the side: ribbed pulley and fan, vented aluminium body, mounting ears, rear plug. */
export function alternator(accent: string): string {
  const slots = kit.strokes(7, (i) => `M${340 + i * 30} 290 V510 `, "#6b7682", 10);
  return (
    kit.shadow(420, 680, 300) +
    '<rect x="340" y="176" width="60" height="80" rx="24" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    `<circle cx="370" cy="200" r="14" fill="${kit.HOLE}"/>` +
    '<rect x="440" y="544" width="60" height="80" rx="24" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    `<circle cx="470" cy="600" r="14" fill="${kit.HOLE}"/>` +
    '<rect x="310" y="230" width="270" height="340" rx="40" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    slots +
    '<ellipse cx="590" cy="400" rx="70" ry="170" fill="#c3cbd3" stroke="#8a96a3" stroke-width="3"/>' +
    kit.repeat(
      8,
      (i) =>
        `<path d="${kit.sector(0, 0, 130, 60, i * 45 + 8, i * 45 + 34)}" fill="#6b7682" ` +
        `transform="translate(590 400) scale(.45 1)"/>`,
    ) +
    `<rect x="620" y="290" width="70" height="56" rx="10" fill="${accent}"/>` +
    `<rect x="640" y="304" width="36" height="28" rx="4" fill="${kit.shade(accent, -0.4)}"/>` +
    `<polygon points="${kit.hexagon(640, 470, 20, 12)}" fill="#c9a227"/>` +
    '<ellipse cx="300" cy="400" rx="40" ry="150" fill="#4b5361"/>' +
    kit.strokes(9, (i) => `M${296 + (i % 2) * 6} ${272 + i * 32} h14 `, "#23272e", 8) +
    '<rect x="180" y="320" width="110" height="160" fill="url(#dark)"/>' +
    kit.strokes(7, (i) => `M180 ${336 + i * 21} H290 `, "#15181c", 6) +
    '<ellipse cx="180" cy="400" rx="30" ry="80" fill="#4b5361"/>' +
    `<polygon points="${kit.hexagon(176, 400, 22, 26, 30)}" fill="url(#steel)"/>`
  );
}

/** A starter motor: painted motor yoke, solenoid on its back with the two terminals, nose and pinion. */
export function starterMotor(accent: string): string {
  const gear = kit.repeat(
    12,
    (i) => `<rect x="120" y="${372 + (i % 6) * 10}" width="50" height="6" fill="#6b7682"/>`,
  );
  return (
    kit.shadow(420, 650, 320) +
    '<rect x="330" y="200" width="270" height="120" rx="50" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    '<ellipse cx="600" cy="260" rx="30" ry="60" fill="#c3cbd3" stroke="#8a96a3" stroke-width="3"/>' +
    `<polygon points="${kit.hexagon(604, 236, 14)}" fill="#c9a227"/><polygon points="${kit.hexagon(604, 286, 14)}" fill="#c9a227"/>` +
    `<rect x="300" y="310" width="330" height="220" rx="30" fill="url(#acc)"/>` +
    `<rect x="320" y="326" width="290" height="16" rx="8" fill="#fff" opacity=".3"/>` +
    `<ellipse cx="630" cy="420" rx="40" ry="110" fill="${kit.shade(accent, -0.3)}"/>` +
    '<ellipse cx="640" cy="420" rx="20" ry="40" fill="url(#steel)"/>' +
    '<path d="M300 300 V540 L200 480 V360 Z" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    '<rect x="270" y="260" width="40" height="320" rx="14" fill="#b4bec8" stroke="#8a96a3" stroke-width="3"/>' +
    `<circle cx="290" cy="290" r="12" fill="${kit.HOLE}"/><circle cx="290" cy="550" r="12" fill="${kit.HOLE}"/>` +
    '<rect x="110" y="380" width="100" height="80" rx="6" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    gear +
    `<path d="M600 200 C660 150 700 170 720 120" fill="none" stroke="${kit.INK}" stroke-width="10"/>`
  );
}

/** A halogen headlamp bulb on its base with a bayonet stop-tail bulb beside it, a glow in the accent colour. */
export function bulbs(accent: string): string {
  return (
    `<defs>${kit.linear("glass", ["#ffffff", "#e3eef7", "#c5d6e6"], true)}</defs>` +
    kit.shadow(420, 660, 280) +
    `<circle cx="320" cy="280" r="170" fill="${accent}" opacity=".22"/>` +
    '<rect x="270" y="130" width="100" height="280" rx="48" fill="url(#glass)" stroke="#a9bccd" stroke-width="3"/>' +
    `<rect x="286" y="112" width="68" height="42" rx="20" fill="${kit.INK}"/>` +
    '<path d="M300 360 V250 l10 -10 l10 10 l10 -10 l10 10 V360 M320 300 V200" fill="none" stroke="#c9a227" ' +
    'stroke-width="5"/>' +
    '<ellipse cx="320" cy="420" rx="120" ry="26" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    '<rect x="270" y="420" width="100" height="100" fill="url(#steelH)"/>' +
    '<rect x="236" y="410" width="36" height="22" rx="4" fill="#b4bec8"/>' +
    kit.strokes(3, (i) => `M${288 + i * 32} 520 V590 `, "#c9a227", 14) +
    '<g transform="rotate(-24 560 500)">' +
    '<circle cx="560" cy="420" r="86" fill="url(#glass)" stroke="#a9bccd" stroke-width="3"/>' +
    `<path d="M530 470 V410 q30 -30 60 0 V470" fill="none" stroke="#c9a227" stroke-width="5"/>` +
    '<rect x="510" y="480" width="100" height="110" rx="8" fill="url(#steelH)"/>' +
    '<rect x="496" y="520" width="16" height="16" rx="3" fill="#8a96a3"/><rect x="608" y="540" width="16" height="16" ' +
    'rx="3" fill="#8a96a3"/>' +
    '<circle cx="545" cy="596" r="11" fill="#c9a227"/><circle cx="575" cy="596" r="11" fill="#c9a227"/>' +
    "</g>"
  );
}

/** A high and a low tone disc horn, each on its bracket with a spade terminal. */
export function discHorn(accent: string): string {
  const horn = (x: number, y: number, r: number): string =>
    `<path d="M${x} ${y} L${x + r * 0.5} ${y + r * 1.1} H${x + r * 0.9}" fill="none" stroke="url(#steel)" ` +
    'stroke-width="26" stroke-linejoin="round"/>' +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${kit.shade(accent, -0.3)}"/>` +
    `<circle cx="${x - 6}" cy="${y - 6}" r="${r - 8}" fill="url(#acc)"/>` +
    `<circle cx="${x - 6}" cy="${y - 6}" r="${kit.n(r * 0.7)}" fill="none" stroke="${kit.shade(accent, -0.25)}" stroke-width="6"/>` +
    `<circle cx="${x - 6}" cy="${y - 6}" r="${kit.n(r * 0.45)}" fill="${kit.shade(accent, 0.2)}"/>` +
    `<circle cx="${x - 6}" cy="${y - 6}" r="${kit.n(r * 0.16)}" fill="url(#steel)" stroke="#8a96a3" stroke-width="2"/>` +
    `<rect x="${kit.n(x + r * 0.72)}" y="${kit.n(y + r * 0.52)}" width="34" height="18" rx="3" fill="#c9a227" ` +
    `transform="rotate(-40 ${kit.n(x + r * 0.72)} ${kit.n(y + r * 0.52)})"/>`;
  return kit.shadow(420, 680, 300) + horn(310, 320, 190) + horn(530, 470, 140);
}

/** A lithium jump starter: the pack with its torch, charge lights and ports, the smart cable and clamps. */
export function jumpStarter(): string {
  return (
    kit.shadow(400, 700, 300) +
    `<path d="M520 450 C600 450 600 560 560 600" fill="none" stroke="${kit.INK}" stroke-width="18"/>` +
    `<rect x="520" y="580" width="90" height="56" rx="12" fill="${kit.INK}"/>` +
    '<circle cx="546" cy="608" r="8" fill="#43a047"/>' +
    `<path d="M540 636 C520 690 420 690 380 670 M590 636 C610 690 660 700 700 690" fill="none" stroke="${kit.INK}" ` +
    'stroke-width="12"/>' +
    '<path d="M560 636 C540 680 470 700 380 670" fill="none" stroke="#c62828" stroke-width="12"/>' +
    kit.clip(380, 670, 200, "#d32f2f") +
    kit.clip(700, 690, 170, kit.INK) +
    '<rect x="160" y="200" width="400" height="300" rx="56" fill="url(#acc)"/>' +
    `<rect x="196" y="236" width="328" height="228" rx="30" fill="${kit.INK}"/>` +
    '<rect x="160" y="240" width="30" height="110" rx="14" fill="#f6f7f9"/>' +
    '<ellipse cx="170" cy="295" rx="10" ry="40" fill="#fff59d"/>' +
    kit.repeat(
      4,
      (i) =>
        `<rect x="${244 + i * 46}" y="282" width="30" height="14" rx="4" fill="${i < 3 ? "#19D3AE" : "#3b4049"}"/>`,
    ) +
    '<circle cx="452" cy="289" r="24" fill="#3b4049" stroke="#19D3AE" stroke-width="4"/>' +
    kit.repeat(
      2,
      (i) =>
        `<rect x="${244 + i * 70}" y="380" width="50" height="24" rx="4" fill="#3b4049"/>` +
        `<rect x="${254 + i * 70}" y="388" width="30" height="8" fill="#8a96a3"/>`,
    ) +
    kit.badge(430, 364, 60)
  );
}

/** A hand-held battery tester in its rubber boot: screen, keys and the two leads with clamps. */
export function batteryTester(): string {
  return (
    kit.shadow(400, 700, 280) +
    `<path d="M350 580 C340 660 260 660 230 640" fill="none" stroke="#c62828" stroke-width="12"/>` +
    `<path d="M450 580 C460 660 540 670 570 650" fill="none" stroke="${kit.INK}" stroke-width="12"/>` +
    kit.clip(230, 640, 20, "#d32f2f") +
    kit.clip(570, 650, 160, kit.INK) +
    '<rect x="260" y="120" width="280" height="480" rx="54" fill="url(#accH)"/>' +
    `<rect x="290" y="150" width="220" height="420" rx="30" fill="${kit.INK}"/>` +
    '<rect x="316" y="180" width="168" height="130" rx="10" fill="#aef3fb"/>' +
    `<rect x="336" y="204" width="96" height="46" rx="6" fill="none" stroke="${kit.INK}" stroke-width="6"/>` +
    `<rect x="432" y="218" width="10" height="18" rx="2" fill="${kit.INK}"/>` +
    kit.repeat(
      4,
      (i) => `<rect x="${344 + i * 22}" y="212" width="16" height="30" rx="2" fill="${kit.INK}"/>`,
    ) +
    `<path d="M336 276 H464" stroke="${kit.INK}" stroke-width="8" stroke-dasharray="20 8"/>` +
    kit.repeat(
      4,
      (i) =>
        `<circle cx="${350 + (i % 2) * 100}" cy="${380 + Math.floor(i / 2) * 80}" r="26" fill="#5b6475"/>`,
    ) +
    '<circle cx="400" cy="420" r="30" fill="#3b4049" stroke="#8a96a3" stroke-width="4"/>' +
    '<circle cx="400" cy="420" r="14" fill="#19D3AE"/>'
  );
}

/** A folding solar panel charger: cells in an aluminium frame on its stand, the junction box and clamps. */
export function solarCharger(accent: string): string {
  const cells = kit.repeat(4, (row) =>
    kit.repeat(
      6,
      (col) =>
        `<rect x="${178 + col * 76}" y="${196 + row * 76}" width="70" height="70" fill="${(row + col) % 2 ? "#1f3f7a" : "#24498c"}"/>`,
    ),
  );
  return (
    kit.shadow(420, 680, 320) +
    '<path d="M560 520 L660 640" stroke="#8a96a3" stroke-width="14" stroke-linecap="round"/>' +
    '<g transform="rotate(-8 400 350)">' +
    '<rect x="160" y="180" width="480" height="336" rx="10" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    cells +
    kit.strokes(6, (i) => `M${178 + i * 76 + 35} 196 V496 `, "#8fb3e8", 2) +
    '<path d="M180 210 L320 196 L200 420 Z" fill="#fff" opacity=".12"/>' +
    `<rect x="350" y="500" width="100" height="54" rx="10" fill="${accent}"/>` +
    "</g>" +
    `<path d="M420 560 C420 640 300 660 240 650 M430 560 C450 650 520 680 560 690" fill="none" stroke="${kit.INK}" ` +
    'stroke-width="10"/>' +
    kit.clip(240, 650, 10, "#d32f2f") +
    kit.clip(560, 690, 170, kit.INK)
  );
}

/** A 12 V digital tyre inflator: the painted body with its gauge and handle, air hose with chuck, power lead. */
export function tyreInflator(accent: string): string {
  return (
    kit.shadow(400, 680, 300) +
    `<path d="M540 500 C680 520 700 620 600 640 C520 656 500 600 560 580" fill="none" stroke="${kit.RUBBER}" ` +
    'stroke-width="16"/>' +
    '<rect x="540" y="560" width="60" height="34" rx="8" fill="#c9a227" transform="rotate(-20 570 577)"/>' +
    `<path d="M250 520 C180 600 140 640 120 660" fill="none" stroke="${kit.INK}" stroke-width="12"/>` +
    '<rect x="80" y="640" width="70" height="40" rx="14" fill="#3b4049" transform="rotate(-40 115 660)"/>' +
    `<path d="M280 260 Q280 180 400 180 Q520 180 520 260" fill="none" stroke="${kit.INK}" stroke-width="34"/>` +
    '<rect x="220" y="250" width="360" height="300" rx="60" fill="url(#acc)"/>' +
    kit.strokes(5, (i) => `M246 ${330 + i * 34} H270 `, kit.shade(accent, -0.35), 8) +
    `<rect x="300" y="290" width="250" height="220" rx="30" fill="${kit.INK}"/>` +
    '<rect x="326" y="316" width="198" height="96" rx="10" fill="#aef3fb"/>' +
    kit.repeat(
      3,
      (i) => `<rect x="${346 + i * 44}" y="332" width="32" height="64" rx="4" fill="${kit.INK}"/>`,
    ) +
    kit.repeat(2, (i) => `<circle cx="${360 + i * 64}" cy="460" r="20" fill="#5b6475"/>`) +
    `<circle cx="488" cy="460" r="20" fill="${accent}"/>`
  );
}
