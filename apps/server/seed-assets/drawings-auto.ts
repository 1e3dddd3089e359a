import * as kit from "./drawing-kit.js";

/** The demo pictures of vehicle parts and accessories: horns, ignition, brakes, lamps, a chock, a tyre, a charger. */

export function antiqueHorn(accent: string): string {
  return (
    kit.shadow(400, 640, 300) +
    `<path d="M520 480 L496 600 H652 L628 480 Z" fill="${kit.INK}"/>` +
    '<path d="M660 372 C720 372 720 470 760 500" fill="none" stroke="#c62828" stroke-width="8"/>' +
    `<path d="M660 420 C700 420 700 520 740 540" fill="none" stroke="${kit.INK}" stroke-width="8"/>` +
    '<rect x="470" y="300" width="200" height="190" rx="44" fill="url(#steel)"/>' +
    `<rect x="540" y="300" width="34" height="190" fill="${accent}"/>` +
    '<ellipse cx="668" cy="395" rx="22" ry="80" fill="url(#steelH)"/>' +
    kit.trumpet(480, 395, 370, 150, 26, "url(#steel)") +
    '<path d="M230 372 H470" stroke="#fff" stroke-width="6" opacity=".5"/>'
  );
}

export function airHorn(accent: string): string {
  const horns = [
    [270, 410, 64],
    [350, 345, 58],
    [430, 285, 52],
    [510, 225, 46],
  ] as const;
  return (
    kit.shadow(400, 640, 300) +
    `<path d="M640 390 C720 390 700 560 760 600" fill="none" stroke="${kit.INK}" stroke-width="12"/>` +
    horns.map(([y, len, bell]) => kit.trumpet(570, y, len, bell, 15, "url(#steel)")).join("") +
    `<rect x="560" y="210" width="84" height="360" rx="18" fill="${accent}"/>` +
    '<rect x="572" y="222" width="14" height="336" rx="7" fill="#fff" opacity=".3"/>' +
    `<rect x="548" y="560" width="108" height="26" rx="8" fill="${kit.INK}"/>`
  );
}

export function trainHorn(accent: string): string {
  const horn = (y: number, len: number, bell: number): string =>
    kit.trumpet(600, y, len, bell, 26, "url(#steel)") +
    `<rect x="590" y="${y - 56}" width="90" height="112" rx="18" fill="${accent}"/>` +
    `<rect x="618" y="${y - 84}" width="34" height="30" rx="6" fill="${kit.INK}"/>`;
  return (
    kit.shadow(400, 690, 320) +
    `<path d="M680 300 C740 300 740 490 680 490" fill="none" stroke="${kit.INK}" stroke-width="12"/>` +
    horn(290, 500, 120) +
    horn(510, 390, 108)
  );
}

export function ignitionCoil(accent: string): string {
  const coil = (cx: number): string =>
    `<rect x="${cx - 26}" y="160" width="52" height="280" fill="url(#dark)"/>` +
    kit.repeat(
      5,
      (i) => `<rect x="${cx - 31}" y="${200 + i * 44}" width="62" height="12" rx="5" fill="${kit.INK}"/>`,
    ) +
    `<rect x="${cx - 33}" y="430" width="66" height="104" rx="18" fill="${kit.RUBBER}"/>` +
    `<rect x="${cx - 20}" y="60" width="40" height="40" rx="6" fill="${kit.INK}"/>` +
    `<rect x="${cx - 60}" y="92" width="120" height="82" rx="16" fill="url(#dark)"/>` +
    `<rect x="${cx - 44}" y="114" width="88" height="14" rx="7" fill="${accent}"/>`;
  const plug = (y: number): string =>
    `<rect x="180" y="${y - 10}" width="40" height="20" rx="6" fill="url(#steel)"/>` +
    `<rect x="216" y="${y - 24}" width="170" height="48" rx="14" fill="#f6f7f9" stroke="#cdd5dd" stroke-width="3"/>` +
    kit.strokes(5, (i) => `M${234 + i * 16} ${y - 20} V${y + 20} `, "#cdd5dd", 4) +
    `<rect x="384" y="${y - 38}" width="84" height="76" rx="8" fill="url(#steel)"/>` +
    `<path d="M384 ${y - 12} H468 M384 ${y + 12} H468" stroke="#8a96a3" stroke-width="3"/>` +
    `<rect x="468" y="${y - 26}" width="104" height="52" fill="url(#steel)"/>` +
    kit.strokes(7, (i) => `M${478 + i * 14} ${y - 26} L${470 + i * 14} ${y + 26} `, "#8a96a3", 3) +
    `<path d="M572 ${y - 8} H602 V${y + 14}" fill="none" stroke="#8a96a3" stroke-width="7"/>`;
  return kit.shadow(400, 736, 300) + [190, 330, 470, 610].map(coil).join("") + plug(610) + plug(688);
}

export function brakePads(accent: string): string {
  const pad = (cx: number, cy: number): string =>
    `<path d="${kit.sector(cx, cy, 380, 250, 56, 124)}" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>` +
    `<path d="${kit.sector(cx, cy, 362, 264, 61, 119)}" fill="url(#dark)"/>` +
    `<path d="M${cx} ${cy + 264} V${cy + 362}" stroke="${kit.RUBBER}" stroke-width="9"/>` +
    `<path d="M${kit.polar(cx, cy, 264, 67)} L${kit.polar(cx, cy, 362, 65)} M${kit.polar(cx, cy, 264, 113)} ` +
    `L${kit.polar(cx, cy, 362, 115)}" stroke="#5a6270" stroke-width="3"/>`;
  return (
    kit.shadow(400, 650, 300) +
    '<circle cx="480" cy="300" r="224" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    '<circle cx="480" cy="300" r="200" fill="none" stroke="#c3cbd3" stroke-width="2"/>' +
    kit.repeat(16, (i) => kit.dot(480, 300, 160, i * 22.5, 7, "#7d8894")) +
    '<circle cx="480" cy="300" r="100" fill="#b4bec8" stroke="#8a96a3" stroke-width="3"/>' +
    kit.repeat(5, (i) => kit.dot(480, 300, 64, i * 72 - 90, 12, kit.HOLE)) +
    `<circle cx="480" cy="300" r="34" fill="${kit.HOLE}"/>` +
    `<path d="${kit.sector(410, 150, 380, 250, 56, 124)}" fill="${accent}" stroke="${kit.shade(accent, -0.3)}" stroke-width="3"/>` +
    kit.dot(410, 150, 316, 62, 10, kit.HOLE) +
    kit.dot(410, 150, 316, 118, 10, kit.HOLE) +
    pad(330, 210) +
    `<path d="M${kit.polar(330, 210, 372, 120)} q-8 30 14 40" fill="none" stroke="#8a96a3" stroke-width="6"/>`
  );
}

export function spotlight(): string {
  return (
    '<defs><linearGradient id="beam"><stop offset="0" stop-color="#ffe066" stop-opacity="0"/>' +
    '<stop offset="1" stop-color="#ffe066" stop-opacity=".85"/></linearGradient>' +
    '<radialGradient id="lens"><stop offset="0" stop-color="#fff"/><stop offset=".7" stop-color="#fff3b8"/>' +
    '<stop offset="1" stop-color="#f0c84a"/></radialGradient></defs>' +
    kit.shadow(440, 690, 240) +
    '<polygon points="300,170 300,490 30,650 30,10" fill="url(#beam)"/>' +
    `<path d="M470 430 L560 400 L612 640 Q616 672 586 676 L534 680 Q506 680 500 654 Z" fill="${kit.INK}"/>` +
    kit.strokes(5, (i) => `M${528 + i * 6} ${470 + i * 40} L${572 + i * 6} ${462 + i * 40} `, "#3b4049", 6) +
    '<path d="M444 448 Q432 500 460 510 L474 444 Z" fill="#5b6475"/>' +
    '<path d="M300 160 L600 250 Q652 330 600 410 L300 500 Z" fill="url(#acc)"/>' +
    `<ellipse cx="612" cy="330" rx="28" ry="82" fill="${kit.INK}"/>` +
    '<path d="M330 186 L590 262" stroke="#fff" stroke-width="10" opacity=".35" stroke-linecap="round"/>' +
    `<ellipse cx="300" cy="330" rx="62" ry="172" fill="${kit.INK}"/>` +
    '<ellipse cx="296" cy="330" rx="48" ry="150" fill="url(#lens)"/>' +
    '<ellipse cx="296" cy="330" rx="30" ry="94" fill="none" stroke="#e0b43a" stroke-width="3"/>' +
    '<ellipse cx="296" cy="330" rx="14" ry="40" fill="#fff"/>'
  );
}

export function mirrorMonitor(accent: string): string {
  return (
    `<defs>${kit.linear("glass", ["#eef4f9", "#a9bccd"])}${kit.linear("scene", ["#26415e", "#0d1b2a"])}</defs>` +
    kit.shadow(400, 700, 260) +
    `<rect x="230" y="160" width="64" height="100" rx="16" fill="${kit.INK}"/>` +
    `<rect x="506" y="160" width="64" height="100" rx="16" fill="${kit.INK}"/>` +
    `<rect x="100" y="220" width="600" height="240" rx="74" fill="${kit.INK}"/>` +
    '<rect x="118" y="238" width="564" height="204" rx="58" fill="url(#glass)"/>' +
    '<polygon points="170,250 240,250 170,430" fill="#fff" opacity=".35"/>' +
    '<rect x="410" y="262" width="240" height="156" rx="10" fill="url(#scene)"/>' +
    '<path d="M450 408 L500 290 M610 408 L560 290" stroke="#43a047" stroke-width="6"/>' +
    '<path d="M468 366 H592" stroke="#e53935" stroke-width="6"/>' +
    '<path d="M482 334 H578" stroke="#fdd835" stroke-width="6"/>' +
    '<path d="M494 304 H566" stroke="#43a047" stroke-width="6"/>' +
    kit.repeat(3, (i) => `<circle cx="${200 + i * 30}" cy="450" r="7" fill="${accent}"/>`) +
    '<path d="M400 460 C400 500 400 500 400 540" stroke="#5b6475" stroke-width="8" fill="none"/>' +
    `<rect x="372" y="530" width="56" height="40" rx="6" fill="${kit.INK}"/>` +
    '<rect x="320" y="560" width="160" height="104" rx="26" fill="url(#dark)"/>' +
    '<circle cx="400" cy="612" r="38" fill="url(#steel)"/>' +
    '<circle cx="400" cy="612" r="28" fill="#0d1b2a"/>' +
    '<circle cx="390" cy="602" r="8" fill="#5b8fc7"/>' +
    `<circle cx="456" cy="582" r="6" fill="${accent}"/>`
  );
}

export function wheelChock(accent: string): string {
  const edge = kit.shade(accent, -0.3);
  const ribs = (x: number): string =>
    kit.strokes(4, (i) => `M${x} ${540 + i * 26} h${x < 400 ? -40 : 40} `, edge, 6);
  return (
    '<rect x="30" y="650" width="740" height="14" rx="7" fill="#cfd8e0"/>' +
    kit.wheel(175, 490, 160, "url(#steel)") +
    kit.wheel(625, 490, 160, "url(#steel)") +
    `<path d="M334 470 Q304 590 236 650 H382 V494 Z" fill="${accent}" stroke="${edge}" stroke-width="4"/>` +
    `<path d="M466 470 Q496 590 564 650 H418 V494 Z" fill="${accent}" stroke="${edge}" stroke-width="4"/>` +
    ribs(366) +
    ribs(434) +
    '<rect x="360" y="560" width="80" height="26" fill="url(#steel)"/>' +
    kit.strokes(7, (i) => `M${366 + i * 11} 560 l-4 26 `, "#8a96a3", 3) +
    '<circle cx="400" cy="573" r="36" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    `<path d="M400 556 a8 8 0 0 1 5 14 l3 16 h-16 l3 -16 a8 8 0 0 1 5 -14 Z" fill="${kit.INK}"/>`
  );
}

export function tire(): string {
  const [fx, fy, bx, rx, ry] = [345, 390, 455, 200, 270];
  const at = (x: number, deg: number): string => kit.point(x, fy, rx, deg, ry).join(" ");
  const grooves = kit.repeat(25, (i) => {
    const deg = -84 + i * 7;
    return `M${at(fx, deg)} L${at((fx + bx) / 2, deg + 3)} L${at(bx, deg)} `;
  });
  const rings = [0.33, 0.67]
    .map((t) => `M${fx + (bx - fx) * t} ${fy - ry} A${rx} ${ry} 0 0 1 ${fx + (bx - fx) * t} ${fy + ry}`)
    .join(" ");
  return (
    '<defs><radialGradient id="wall"><stop offset=".6" stop-color="#3a3f47"/>' +
    '<stop offset="1" stop-color="#16191d"/></radialGradient></defs>' +
    kit.shadow(400, 680, 300) +
    `<ellipse cx="${bx}" cy="${fy}" rx="${rx}" ry="${ry}" fill="${kit.RUBBER}"/>` +
    `<rect x="${fx}" y="${fy - ry}" width="${bx - fx}" height="${2 * ry}" fill="${kit.RUBBER}"/>` +
    `<path d="${grooves}" fill="none" stroke="#4a505a" stroke-width="5"/>` +
    `<path d="${rings}" fill="none" stroke="#0c0e11" stroke-width="8"/>` +
    `<g transform="translate(${fx} ${fy}) scale(${kit.n(rx / ry)} 1)">` +
    `<circle r="${ry}" fill="url(#wall)"/>` +
    `<circle r="${kit.n(ry * 0.8)}" fill="none" stroke="#4a505a" stroke-width="4"/>` +
    `<circle r="${kit.n(ry * 0.6)}" fill="url(#acc)"/>` +
    kit.repeat(
      6,
      (i) =>
        `<path d="${kit.sector(0, 0, ry * 0.54, ry * 0.2, i * 60 - 80, i * 60 - 40)}" fill="${kit.INK}"/>`,
    ) +
    `<circle r="${kit.n(ry * 0.14)}" fill="url(#steel)"/>` +
    "</g>"
  );
}

export function batteryCharger(accent: string): string {
  return (
    kit.shadow(400, 700, 300) +
    '<path d="M340 556 C340 640 330 670 300 670" fill="none" stroke="#c62828" stroke-width="12"/>' +
    `<path d="M460 556 C460 640 470 690 500 690" fill="none" stroke="${kit.INK}" stroke-width="12"/>` +
    kit.clip(212, 670, 0, "#d32f2f") +
    kit.clip(588, 690, 180, kit.INK) +
    `<path d="M290 262 V214 Q290 180 324 180 H476 Q510 180 510 214 V262" fill="none" stroke="${kit.INK}" stroke-width="28"/>` +
    '<rect x="200" y="250" width="400" height="310" rx="38" fill="url(#acc)"/>' +
    kit.strokes(
      4,
      (i) => `M220 ${330 + i * 30} H236 M564 ${330 + i * 30} H580 `,
      kit.shade(accent, -0.35),
      6,
    ) +
    `<rect x="256" y="292" width="288" height="222" rx="22" fill="${kit.INK}"/>` +
    '<rect x="284" y="320" width="164" height="96" rx="8" fill="#aef3fb"/>' +
    `<rect x="306" y="344" width="104" height="48" rx="6" fill="none" stroke="${kit.INK}" stroke-width="6"/>` +
    `<rect x="410" y="358" width="10" height="20" rx="2" fill="${kit.INK}"/>` +
    kit.repeat(
      3,
      (i) => `<rect x="${316 + i * 30}" y="354" width="22" height="28" rx="2" fill="${kit.INK}"/>`,
    ) +
    ["#43a047", "#fdd835", "#e53935"]
      .map((c, i) => `<circle cx="492" cy="${338 + i * 34}" r="11" fill="${c}"/>`)
      .join("") +
    `<circle cx="320" cy="466" r="20" fill="#5b6475"/><circle cx="380" cy="466" r="20" fill="#5b6475"/>` +
    `<rect x="430" y="452" width="84" height="28" rx="14" fill="${accent}"/>`
  );
}
