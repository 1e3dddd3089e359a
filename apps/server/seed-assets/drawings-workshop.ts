import * as kit from "./drawing-kit.js";

/** The demo pictures of workshop kit: a jack and stands, grinding disks, a grinder, drill, heat gun and machines. */

/** A low-profile trolley jack from the side: painted chassis on its wheels, lifting arm and saddle, handle. */
export function trolleyJack(accent: string): string {
  const edge = kit.shade(accent, -0.35);
  return (
    kit.shadow(400, 640, 340) +
    `<path d="M540 500 L720 150" stroke="${kit.INK}" stroke-width="26" stroke-linecap="round"/>` +
    `<rect x="700" y="120" width="40" height="80" rx="14" fill="${kit.RUBBER}" transform="rotate(27 720 160)"/>` +
    `<path d="M160 520 L200 420 L330 300 L380 340 L270 460 Z" fill="url(#acc)" stroke="${edge}" stroke-width="4" ` +
    'stroke-linejoin="round"/>' +
    '<path d="M330 420 L420 360" stroke="url(#steel)" stroke-width="34" stroke-linecap="round"/>' +
    `<rect x="270" y="276" width="120" height="34" rx="8" fill="url(#steel)" stroke="#8a96a3" stroke-width="3" ` +
    'transform="rotate(-20 330 293)"/>' +
    `<path d="M100 520 H640 Q680 520 680 480 V440 H140 Q100 440 100 480 Z" fill="url(#acc)" stroke="${edge}" ` +
    'stroke-width="4"/>' +
    '<rect x="120" y="452" width="540" height="12" rx="6" fill="#fff" opacity=".3"/>' +
    '<rect x="460" y="400" width="120" height="60" rx="12" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    [170, 290]
      .map(
        (x) =>
          `<circle cx="${x}" cy="540" r="40" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>` +
          `<circle cx="${x}" cy="540" r="14" fill="${kit.INK}"/>`,
      )
      .join("") +
    `<rect x="580" y="520" width="24" height="40" fill="${kit.INK}"/><circle cx="592" cy="572" r="30" fill="${kit.RUBBER}"/>` +
    '<circle cx="592" cy="572" r="10" fill="#8a96a3"/>' +
    kit.badge(380, 456, 52)
  );
}

/** A pair of ratchet axle stands: four-legged painted bases, toothed columns, saddles and locking levers. */
export function axleStand(accent: string): string {
  const stand = (x: number, y: number, s: number): string =>
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<path d="M-150 300 L-40 0 H40 L150 300 H110 L30 60 H-30 L-110 300 Z" fill="url(#acc)" ` +
    `stroke="${kit.shade(accent, -0.35)}" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M-40 0 L0 300 L40 0" fill="none" stroke="${kit.shade(accent, -0.35)}" stroke-width="14"/>` +
    '<rect x="-150" y="290" width="60" height="16" rx="6" fill="#3b4049"/><rect x="90" y="290" width="60" height="16" ' +
    'rx="6" fill="#3b4049"/>' +
    '<rect x="-26" y="-230" width="52" height="250" fill="url(#steelH)" stroke="#8a96a3" stroke-width="2"/>' +
    kit.strokes(9, (i) => `M-26 ${-200 + i * 22} l14 10 `, "#6b7682", 5) +
    '<path d="M-80 -280 L-50 -230 H50 L80 -280 L50 -250 H-50 Z" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    `<path d="M30 -10 L110 -70" stroke="${kit.INK}" stroke-width="16" stroke-linecap="round"/>` +
    `<rect x="-50" y="-16" width="100" height="30" rx="8" fill="${kit.shade(accent, -0.2)}"/>` +
    "</g>";
  return kit.shadow(400, 690, 330) + stand(280, 340, 0.9) + stand(520, 380, 1);
}

/** A pack of thin metal-cutting disks: dark abrasive faces with their printed centre labels and steel rings. */
export function abrasiveDisc(accent: string): string {
  const disc = (x: number, y: number, r: number): string =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#4b5361"/>` +
    `<circle cx="${x}" cy="${y}" r="${r - 6}" fill="#5b6475"/>` +
    kit.repeat(40, (i) => kit.dot(x, y, (r - 30) * (0.55 + ((i * 37) % 40) / 90), i * 47, 2.5, "#6b7682")) +
    `<circle cx="${x}" cy="${y}" r="${kit.n(r * 0.5)}" fill="${accent}"/>` +
    `<circle cx="${x}" cy="${y}" r="${kit.n(r * 0.42)}" fill="none" stroke="#fff" stroke-width="6" opacity=".7"/>` +
    `<path d="${kit.sector(x, y, r * 0.4, r * 0.26, 200, 330)}" fill="#fff" opacity=".6"/>` +
    `<circle cx="${x}" cy="${y}" r="${kit.n(r * 0.2)}" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>` +
    `<circle cx="${x}" cy="${y}" r="${kit.n(r * 0.11)}" fill="${kit.HOLE}"/>`;
  return kit.shadow(400, 700, 300) + disc(290, 330, 200) + disc(480, 420, 220);
}

/** A flap disk face on: overlapping abrasive flaps round a painted backing label and a steel centre. */
export function flapDisc(accent: string): string {
  const [cx, cy] = [400, 390];
  const flaps = kit.repeat(
    30,
    (i) =>
      `<path d="M${kit.polar(cx, cy, 110, i * 12)} L${kit.polar(cx, cy, 280, i * 12 - 4)} L${kit.polar(cx, cy, 280, i * 12 + 14)} ` +
      `L${kit.polar(cx, cy, 110, i * 12 + 14)} Z" fill="${i % 2 ? "#7a5a3a" : "#8d6a45"}" stroke="#5e4329" stroke-width="2"/>`,
  );
  return (
    kit.shadow(400, 710, 270) +
    `<circle cx="${cx}" cy="${cy}" r="284" fill="#5e4329"/>` +
    flaps +
    `<circle cx="${cx}" cy="${cy}" r="130" fill="url(#acc)" stroke="${kit.shade(accent, -0.3)}" stroke-width="4"/>` +
    `<circle cx="${cx}" cy="${cy}" r="100" fill="none" stroke="#fff" stroke-width="5" opacity=".6"/>` +
    `<circle cx="${cx}" cy="${cy}" r="50" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>` +
    `<circle cx="${cx}" cy="${cy}" r="24" fill="${kit.HOLE}"/>`
  );
}

/** An angle grinder from the side: painted motor body, gear head with its side handle, guard and disk below. */
export function angleGrinder(accent: string): string {
  return (
    kit.shadow(400, 660, 320) +
    `<path d="M690 420 C740 430 750 520 790 540" fill="none" stroke="${kit.INK}" stroke-width="14"/>` +
    '<ellipse cx="210" cy="530" rx="180" ry="18" fill="#4b5361"/>' +
    '<ellipse cx="210" cy="526" rx="180" ry="14" fill="#6b7682"/>' +
    '<path d="M20 528 A190 56 0 0 1 400 528 Z" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    '<rect x="150" y="340" width="150" height="170" rx="30" fill="url(#dark)"/>' +
    '<rect x="186" y="300" width="60" height="60" rx="10" fill="#4b5361"/>' +
    `<path d="M230 360 L160 200" stroke="${kit.INK}" stroke-width="46" stroke-linecap="round"/>` +
    `<path d="M280 330 H620 Q700 330 700 400 Q700 470 620 470 H280 Z" fill="url(#acc)"/>` +
    '<rect x="300" y="346" width="300" height="14" rx="7" fill="#fff" opacity=".3"/>' +
    kit.strokes(5, (i) => `M${330 + i * 22} 380 V440 `, kit.shade(accent, -0.35), 8) +
    `<rect x="560" y="330" width="140" height="140" rx="50" fill="${kit.INK}"/>` +
    `<rect x="480" y="466" width="90" height="22" rx="8" fill="${kit.INK}"/>` +
    kit.badge(440, 370, 60)
  );
}

/** An impact drill: painted body, pistol grip with trigger, keyed chuck and bit, side handle and depth rod. */
export function drill(accent: string): string {
  return (
    kit.shadow(420, 690, 300) +
    `<path d="M520 600 C560 660 660 660 740 640" fill="none" stroke="${kit.INK}" stroke-width="14"/>` +
    '<rect x="40" y="321" width="130" height="18" rx="4" fill="#9aa5b1"/>' +
    kit.strokes(7, (i) => `M${50 + i * 16} 322 l10 16 `, "#5b6475", 4) +
    '<rect x="160" y="290" width="120" height="80" rx="12" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    kit.strokes(7, (i) => `M${172 + i * 15} 292 V368 `, "#8a96a3", 4) +
    `<path d="M290 380 L250 520" stroke="${kit.INK}" stroke-width="30" stroke-linecap="round"/>` +
    `<path d="M270 240 H600 Q660 240 660 330 Q660 420 600 420 H270 Z" fill="url(#acc)"/>` +
    '<rect x="300" y="256" width="280" height="14" rx="7" fill="#fff" opacity=".3"/>' +
    kit.strokes(5, (i) => `M${560 + i * 16} 290 V380 `, kit.shade(accent, -0.35), 8) +
    `<path d="M440 410 H560 L600 620 Q604 650 574 650 H520 Q490 650 486 620 Z" fill="${kit.INK}"/>` +
    '<path d="M454 430 Q436 490 466 500 L480 430 Z" fill="#5b6475"/>' +
    '<rect x="180" y="366" width="90" height="8" fill="url(#steel)"/>' +
    kit.badge(370, 296, 64)
  );
}

/** A hot air gun: painted body and pistol grip on its stand foot, a long steel nozzle glowing at the tip. */
export function heatGun(accent: string): string {
  const waves = kit.airWaves(80, 268, [30, 10], 80, "#ff7043");
  return (
    kit.shadow(440, 690, 260) +
    waves +
    `<path d="M530 600 C570 660 660 660 740 650" fill="none" stroke="${kit.INK}" stroke-width="14"/>` +
    '<rect x="130" y="300" width="210" height="80" rx="10" fill="url(#steel)"/>' +
    kit.strokes(4, (i) => `M${170 + i * 40} 304 V376 `, "#8a96a3", 6) +
    '<rect x="130" y="300" width="46" height="80" rx="10" fill="#ff7043"/>' +
    '<rect x="130" y="314" width="26" height="52" rx="8" fill="#ffca28"/>' +
    `<path d="M330 250 H600 Q680 250 680 340 Q680 430 600 430 H330 Z" fill="url(#acc)"/>` +
    '<rect x="350" y="266" width="260" height="14" rx="7" fill="#fff" opacity=".3"/>' +
    kit.strokes(6, (i) => `M${610 + (i % 2) * 10} ${290 + i * 20} h30 `, kit.shade(accent, -0.35), 8) +
    `<path d="M460 420 H580 L600 600 H470 Z" fill="${kit.INK}"/>` +
    `<rect x="430" y="590" width="220" height="40" rx="16" fill="${kit.INK}"/>` +
    '<path d="M474 440 Q452 500 480 508 L494 440 Z" fill="#5b6475"/>' +
    kit.badge(380, 308, 64)
  );
}

/** An air plasma cutter: the inverter box with its handle and panel, the torch cutting, air and earth leads. */
export function plasmaCutter(accent: string): string {
  return (
    kit.shadow(420, 690, 320) +
    `<path d="M600 520 C700 540 720 630 680 660" fill="none" stroke="#1e88e5" stroke-width="14"/>` +
    `<path d="M290 520 C260 640 180 640 130 600" fill="none" stroke="${kit.INK}" stroke-width="18"/>` +
    `<path d="M140 610 L90 520 L116 508 L166 596 Z" fill="${kit.INK}"/>` +
    '<path d="M96 512 L80 478" stroke="url(#steelH)" stroke-width="14" stroke-linecap="round"/>' +
    '<polygon points="76,440 86,468 112,476 86,484 76,512 66,484 40,476 66,468" fill="#e1f5fe"/>' +
    '<circle cx="76" cy="476" r="34" fill="#4fc3f7" opacity=".45"/>' +
    `<path d="M470 540 C500 650 560 660 620 640" fill="none" stroke="#c62828" stroke-width="12"/>` +
    kit.clip(620, 640, 170, "#c62828") +
    `<path d="M290 230 V180 H510 V230" fill="none" stroke="${kit.INK}" stroke-width="24" stroke-linejoin="round"/>` +
    '<rect x="220" y="220" width="380" height="330" rx="28" fill="url(#acc)"/>' +
    `<rect x="250" y="256" width="220" height="260" rx="14" fill="${kit.INK}"/>` +
    '<rect x="274" y="280" width="170" height="60" rx="6" fill="#ff7043"/>' +
    kit.repeat(2, (i) => `<rect x="${300 + i * 60}" y="290" width="40" height="40" rx="3" fill="#ffccbc"/>`) +
    '<circle cx="360" cy="410" r="40" fill="url(#steel)"/>' +
    `<path d="M360 410 L386 386" stroke="${kit.INK}" stroke-width="8" stroke-linecap="round"/>` +
    '<circle cx="300" cy="486" r="18" fill="#4b5361" stroke="#8a96a3" stroke-width="4"/>' +
    '<circle cx="420" cy="486" r="18" fill="#4b5361" stroke="#c62828" stroke-width="4"/>' +
    kit.strokes(6, (i) => `M500 ${280 + i * 36} H570 `, kit.shade(accent, -0.35), 8) +
    kit.badge(500, 490, 44)
  );
}

/** A compound mitre saw from the side: turntable base and fence, the saw arm down over its guarded blade. */
export function mitreSaw(accent: string): string {
  const [bx, by] = [380, 420];
  return (
    kit.shadow(400, 680, 340) +
    '<rect x="80" y="560" width="640" height="60" rx="16" fill="url(#dark)"/>' +
    '<ellipse cx="400" cy="560" rx="240" ry="34" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    '<rect x="560" y="230" width="60" height="340" rx="16" fill="url(#dark)"/>' +
    '<rect x="120" y="500" width="180" height="40" rx="6" fill="url(#steel)" stroke="#8a96a3" stroke-width="2"/>' +
    kit.bladeRim(bx, by, 170, 156, 40) +
    `<circle cx="${bx}" cy="${by}" r="156" fill="url(#steel)"/>` +
    `<circle cx="${bx}" cy="${by}" r="24" fill="${kit.INK}"/>` +
    `<path d="${kit.sector(bx, by, 192, 0, 180, 360)}" fill="url(#acc)"/>` +
    `<path d="M${bx - 192} ${by} A192 192 0 0 1 ${bx + 192} ${by}" fill="none" stroke="${kit.shade(accent, -0.3)}" ` +
    'stroke-width="6"/>' +
    `<path d="M${bx + 150} ${by - 120} L590 260" stroke="${kit.shade(accent, -0.2)}" stroke-width="60" stroke-linecap="round"/>` +
    '<rect x="400" y="170" width="180" height="110" rx="40" fill="url(#acc)"/>' +
    kit.strokes(4, (i) => `M${440 + i * 30} 190 V260 `, kit.shade(accent, -0.35), 8) +
    '<path d="M240 250 L170 150 H120" fill="none" stroke="#23272e" stroke-width="40" stroke-linecap="round" ' +
    'stroke-linejoin="round"/>' +
    kit.badge(bx - 30, by - 130, 60)
  );
}

/** A benchtop thickness planer: the painted body on its four columns, height crank on top, long bed tables. */
export function thicknessPlaner(accent: string): string {
  return (
    kit.shadow(400, 660, 340) +
    '<path d="M40 520 H760 L740 560 H60 Z" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    '<rect x="180" y="520" width="440" height="100" rx="10" fill="url(#dark)"/>' +
    [200, 580].map((x) => `<rect x="${x}" y="250" width="22" height="280" fill="url(#steelH)"/>`).join("") +
    '<rect x="160" y="300" width="480" height="180" rx="30" fill="url(#acc)"/>' +
    '<rect x="180" y="316" width="440" height="14" rx="7" fill="#fff" opacity=".3"/>' +
    `<rect x="230" y="470" width="340" height="40" fill="${kit.INK}"/>` +
    `<rect x="600" y="340" width="110" height="90" rx="16" fill="${kit.INK}"/>` +
    '<ellipse cx="710" cy="385" rx="24" ry="44" fill="#3b4049"/>' +
    '<circle cx="400" cy="240" r="70" fill="none" stroke="url(#steel)" stroke-width="16"/>' +
    '<rect x="390" y="240" width="20" height="60" fill="url(#steelH)"/>' +
    `<path d="M400 240 L460 200" stroke="#8a96a3" stroke-width="10"/>` +
    `<rect x="450" y="170" width="24" height="50" rx="10" fill="${kit.INK}" transform="rotate(-34 462 195)"/>` +
    kit.strokes(6, (i) => `M${260 + i * 24} 380 V440 `, kit.shade(accent, -0.35), 8) +
    kit.badge(460, 370, 60)
  );
}
