import * as kit from "./drawing-kit.js";

/** The demo pictures of tools and machines: wrenches, a tape, a hammer, a disk, saws, a planer, welders, a blower. */

export function pipeWrench(): string {
  const knurl = kit.strokes(9, (i) => `M${356 + i * 11} 184 V212 `, "#8a96a3", 3);
  return (
    kit.shadow(400, 700, 260) +
    '<g transform="translate(0 30) rotate(40 400 420)">' +
    '<rect x="368" y="300" width="64" height="420" rx="28" fill="url(#accH)"/>' +
    '<rect x="382" y="330" width="10" height="330" rx="5" fill="#fff" opacity=".3"/>' +
    `<ellipse cx="400" cy="684" rx="11" ry="16" fill="${kit.HOLE}"/>` +
    '<rect x="356" y="230" width="88" height="100" rx="14" fill="url(#steelH)"/>' +
    '<path d="M356 236 H282 Q270 236 272 250 L280 276 Q284 290 300 290 H356 Z" fill="url(#steel)"/>' +
    kit.teeth(284, 354, 236, -1) +
    '<rect x="382" y="96" width="36" height="150" fill="url(#steelH)"/>' +
    '<path d="M418 96 V150 H278 Q262 150 262 136 V110 Q262 96 278 96 Z" fill="url(#steel)"/>' +
    kit.teeth(278, 376, 150, 1) +
    '<rect x="346" y="178" width="108" height="40" rx="10" fill="url(#dark)"/>' +
    knurl +
    "</g>"
  );
}

export function measuringTape(): string {
  const ticks = kit.strokes(21, (i) => `M${120 + i * 10} 472 V${i % 5 === 0 ? 492 : 482} `, kit.INK, 2);
  return (
    kit.shadow(420, 600, 280) +
    '<rect x="600" y="270" width="40" height="200" rx="14" fill="url(#steelH)"/>' +
    `<rect x="296" y="206" width="328" height="328" rx="84" fill="${kit.INK}"/>` +
    '<rect x="314" y="224" width="292" height="292" rx="70" fill="url(#acc)"/>' +
    '<rect x="330" y="186" width="96" height="40" rx="12" fill="url(#dark)"/>' +
    '<circle cx="460" cy="370" r="96" fill="url(#steel)"/>' +
    `<circle cx="460" cy="370" r="74" fill="${kit.INK}" opacity=".85"/>` +
    '<circle cx="460" cy="370" r="24" fill="url(#steel)"/>' +
    '<path d="M448 370 H472 M460 358 V382" stroke="#6b7682" stroke-width="5"/>' +
    '<rect x="110" y="466" width="210" height="40" fill="#ffd43b" stroke="#d4a514" stroke-width="2"/>' +
    ticks +
    '<rect x="98" y="452" width="16" height="68" rx="4" fill="url(#steelH)"/>' +
    `<rect x="294" y="456" width="44" height="60" rx="10" fill="${kit.INK}"/>`
  );
}

export function adjustableWrench(accent: string): string {
  const worm = kit.strokes(7, (i) => `M${378 + i * 8} 262 V298 `, "#8a96a3", 3);
  return (
    kit.shadow(400, 700, 250) +
    '<g transform="rotate(-38 400 420)">' +
    '<path d="M355 98.8 V230 H445 V98.8 A120 120 0 0 1 440 323.1 L428 690 Q400 730 372 690 L360 323.1 ' +
    'A120 120 0 0 1 355 98.8 Z" fill="url(#steelH)"/>' +
    '<path d="M445 246 H514" stroke="#6b7682" stroke-width="4"/>' +
    '<path d="M300 150 Q320 110 345 104" fill="none" stroke="#fff" stroke-width="6" opacity=".6"/>' +
    `<rect x="370" y="256" width="60" height="48" rx="10" fill="url(#dark)"/>${worm}` +
    `<path d="M367 450 H433 L428 690 Q400 730 372 690 Z" fill="${accent}"/>` +
    `<ellipse cx="400" cy="672" rx="11" ry="16" fill="${kit.HOLE}"/>` +
    "</g>"
  );
}

export function rubberHammer(accent: string): string {
  const grip = kit.strokes(6, (i) => `M370 ${560 + i * 26} H430 `, kit.shade(accent, -0.35), 5);
  return (
    `<defs>${kit.linear("wood", ["#e8bd85", "#c68b4e"], true)}</defs>` +
    kit.shadow(420, 700, 260) +
    '<g transform="rotate(-28 400 440)">' +
    '<rect x="374" y="300" width="52" height="420" rx="22" fill="url(#wood)"/>' +
    `<rect x="362" y="530" width="76" height="200" rx="30" fill="${accent}"/>${grip}` +
    '<rect x="214" y="170" width="372" height="160" rx="42" fill="url(#rubber)"/>' +
    `<rect x="200" y="182" width="44" height="136" rx="18" fill="${kit.RUBBER}"/>` +
    `<rect x="556" y="182" width="44" height="136" rx="18" fill="${kit.RUBBER}"/>` +
    `<rect x="382" y="170" width="36" height="160" fill="${accent}"/>` +
    '<rect x="256" y="190" width="290" height="14" rx="7" fill="#fff" opacity=".18"/>' +
    "</g>"
  );
}

/** A carbide-tipped wood cutting disk seen face on: painted body, expansion slots, steel hub. */
export function cuttingDisk(accent: string): string {
  const [cx, cy] = [400, 380];
  const tips = kit.repeat(40, (i) => kit.dot(cx, cy, 294, i * 9 + 4.5, 5, "#5b6475"));
  const slots = kit.repeat(4, (i) => {
    const a = i * 90 + 30;
    return (
      `<path d="M${kit.polar(cx, cy, 258, a)} L${kit.polar(cx, cy, 214, a + 4)}" stroke="${kit.HOLE}" stroke-width="7" ` +
      `stroke-linecap="round"/>${kit.dot(cx, cy, 212, a + 4, 9, kit.HOLE)}`
    );
  });
  return (
    kit.shadow(400, 720, 250) +
    kit.bladeRim(cx, cy, 300, 262, 40) +
    tips +
    `<circle cx="${cx}" cy="${cy}" r="262" fill="url(#acc)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="262" fill="none" stroke="${kit.shade(accent, -0.3)}" stroke-width="4"/>` +
    slots +
    `<circle cx="${cx}" cy="${cy}" r="150" fill="none" stroke="${kit.shade(accent, 0.35)}" stroke-width="3"/>` +
    `<circle cx="${cx}" cy="${cy}" r="96" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>` +
    `<circle cx="${cx}" cy="${cy}" r="40" fill="${kit.HOLE}" stroke="#8a96a3" stroke-width="3"/>` +
    `<path d="M${kit.polar(cx, cy, 230, 200)} A230 230 0 0 1 ${kit.polar(cx, cy, 230, 250)}" fill="none" ` +
    'stroke="#fff" stroke-width="12" stroke-linecap="round" opacity=".35"/>' +
    kit.badge(cx - 32, cy - 214, 64)
  );
}

/** A circular saw from its blade side: toothed blade below the shoe, guard, motor, D-handle and front knob. */
export function circularSaw(accent: string): string {
  const [bx, by] = [330, 440];
  return (
    kit.shadow(400, 700, 300) +
    kit.bladeRim(bx, by, 200, 184, 36) +
    `<circle cx="${bx}" cy="${by}" r="184" fill="url(#steel)"/>` +
    `<circle cx="${bx}" cy="${by}" r="150" fill="none" stroke="#c3cbd3" stroke-width="3"/>` +
    `<path d="${kit.sector(bx, by, 222, 0, 180, 360)}" fill="url(#acc)"/>` +
    `<path d="M${bx - 222} ${by} A222 222 0 0 1 ${bx + 222} ${by}" fill="none" stroke="${kit.shade(accent, -0.3)}" ` +
    'stroke-width="6"/>' +
    `<rect x="${bx - 120}" y="${by - 250}" width="64" height="60" rx="12" fill="url(#dark)" ` +
    `transform="rotate(-30 ${bx - 88} ${by - 220})"/>` +
    `<rect x="80" y="520" width="620" height="30" rx="8" fill="url(#steel)" stroke="#8a96a3" stroke-width="2"/>` +
    `<rect x="${bx - 14}" y="${by}" width="28" height="80" fill="url(#steelH)"/>` +
    `<circle cx="${bx}" cy="${by}" r="34" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>` +
    `<circle cx="${bx}" cy="${by}" r="12" fill="${kit.INK}"/>` +
    '<path d="M520 300 L604 170 H684 Q714 170 704 200 L650 330" fill="none" stroke="#23272e" ' +
    'stroke-width="44" stroke-linecap="round" stroke-linejoin="round"/>' +
    `<path d="M600 230 Q616 262 596 278" fill="none" stroke="#4b5361" stroke-width="16" stroke-linecap="round"/>` +
    '<rect x="500" y="290" width="220" height="170" rx="48" fill="url(#acc)"/>' +
    kit.strokes(5, (i) => `M${560 + i * 26} 320 V430 `, kit.shade(accent, -0.35), 8) +
    `<ellipse cx="718" cy="375" rx="22" ry="70" fill="${kit.INK}"/>` +
    `<circle cx="150" cy="330" r="44" fill="${kit.INK}"/><rect x="136" y="330" width="28" height="150" fill="${kit.INK}"/>` +
    '<rect x="132" y="314" width="36" height="10" rx="5" fill="#4b5361"/>' +
    kit.badge(bx - 30, by - 150, 60)
  );
}

/** An electric planer from the side: two shoes, cutter drum, depth knob at the front, closed handle. */
export function electricPlaner(accent: string): string {
  const vents = kit.strokes(6, (i) => `M${596 + i * 14} 460 V530 `, kit.shade(accent, -0.35), 6);
  return (
    kit.shadow(400, 660, 320) +
    '<rect x="90" y="548" width="290" height="28" rx="6" fill="url(#steel)" stroke="#8a96a3" stroke-width="2"/>' +
    '<rect x="370" y="556" width="350" height="28" rx="6" fill="url(#steel)" stroke="#8a96a3" stroke-width="2"/>' +
    `<rect x="336" y="524" width="68" height="48" rx="10" fill="${kit.INK}"/>` +
    '<path d="M430 420 L480 250 H650 Q690 250 680 292 L650 430" fill="none" stroke="#23272e" ' +
    'stroke-width="46" stroke-linecap="round" stroke-linejoin="round"/>' +
    '<path d="M538 300 Q556 332 536 350" fill="none" stroke="#4b5361" stroke-width="16" stroke-linecap="round"/>' +
    '<path d="M110 548 L150 420 H640 Q720 420 720 500 V556 H110 Z" fill="url(#acc)"/>' +
    `<path d="M110 548 L150 420 H640 Q720 420 720 500 V556 H110 Z" fill="none" stroke="${kit.shade(accent, -0.3)}" ` +
    'stroke-width="4"/>' +
    '<rect x="170" y="436" width="440" height="14" rx="7" fill="#fff" opacity=".3"/>' +
    vents +
    `<rect x="120" y="300" width="140" height="110" rx="30" fill="${kit.INK}"/>` +
    kit.strokes(7, (i) => `M${140 + i * 17} 312 V398 `, "#4b5361", 6) +
    `<rect x="170" y="404" width="40" height="24" fill="${kit.INK}"/>` +
    '<ellipse cx="470" cy="496" rx="56" ry="40" fill="url(#dark)"/>' +
    '<ellipse cx="470" cy="496" rx="34" ry="24" fill="#15181c"/>' +
    kit.badge(290, 466, 56)
  );
}

/** A wheeled MIG welding machine with its gas bottle, front panel, and the torch on its cable. */
export function migWelder(accent: string): string {
  const vents = kit.strokes(7, (i) => `M420 ${300 + i * 36} H540 `, kit.shade(accent, -0.35), 8);
  return (
    `<defs>${kit.linear("bottle", ["#8fdc93", "#43a047", "#2e7d32"], true)}</defs>` +
    kit.shadow(400, 690, 320) +
    '<rect x="560" y="130" width="110" height="520" rx="50" fill="url(#bottle)"/>' +
    `<rect x="596" y="96" width="38" height="40" rx="6" fill="#8a96a3"/>` +
    `<circle cx="615" cy="92" r="22" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>` +
    `<circle cx="615" cy="92" r="12" fill="${kit.INK}"/>` +
    `<path d="M180 240 V186 H540 V240" fill="none" stroke="${kit.INK}" stroke-width="20" stroke-linejoin="round"/>` +
    '<rect x="150" y="230" width="420" height="380" rx="22" fill="url(#acc)"/>' +
    `<rect x="176" y="260" width="210" height="320" rx="14" fill="${kit.INK}"/>` +
    '<rect x="204" y="286" width="154" height="60" rx="6" fill="#aef3fb"/>' +
    kit.repeat(
      3,
      (i) => `<rect x="${222 + i * 42}" y="298" width="28" height="36" rx="3" fill="${kit.INK}"/>`,
    ) +
    `<circle cx="236" cy="406" r="32" fill="url(#steel)"/><path d="M236 406 L236 380" stroke="${kit.INK}" ` +
    'stroke-width="7" stroke-linecap="round"/>' +
    `<circle cx="326" cy="406" r="32" fill="url(#steel)"/><path d="M326 406 L348 390" stroke="${kit.INK}" ` +
    'stroke-width="7" stroke-linecap="round"/>' +
    '<circle cx="280" cy="520" r="30" fill="#4b5361" stroke="#8a96a3" stroke-width="5"/>' +
    vents +
    `<rect x="140" y="600" width="440" height="20" rx="8" fill="${kit.INK}"/>` +
    `<circle cx="200" cy="640" r="42" fill="${kit.RUBBER}"/><circle cx="200" cy="640" r="16" fill="#8a96a3"/>` +
    `<circle cx="520" cy="640" r="42" fill="${kit.RUBBER}"/><circle cx="520" cy="640" r="16" fill="#8a96a3"/>` +
    `<path d="M280 540 C290 670 70 670 76 560 C80 490 110 480 104 420" fill="none" stroke="${kit.INK}" ` +
    'stroke-width="16" stroke-linecap="round"/>' +
    `<path d="M90 424 L72 314 L104 308 L120 418 Z" fill="${kit.INK}"/>` +
    '<path d="M78 316 Q72 264 104 240" fill="none" stroke="url(#steelH)" stroke-width="16" stroke-linecap="round"/>' +
    '<rect x="94" y="220" width="34" height="30" rx="6" fill="#c9a227" transform="rotate(40 111 235)"/>' +
    kit.badge(440, 540, 48)
  );
}

/** A compact inverter stick (arc) welder with its shoulder strap, electrode holder, earth clamp and an arc. */
export function arcWelder(): string {
  return (
    kit.shadow(400, 660, 320) +
    `<path d="M250 300 Q400 120 550 300" fill="none" stroke="${kit.INK}" stroke-width="22" stroke-linecap="round"/>` +
    '<rect x="200" y="280" width="400" height="300" rx="34" fill="url(#acc)"/>' +
    '<rect x="220" y="296" width="360" height="16" rx="8" fill="#fff" opacity=".3"/>' +
    `<rect x="232" y="330" width="336" height="222" rx="16" fill="${kit.INK}"/>` +
    '<rect x="262" y="356" width="120" height="56" rx="6" fill="#ff7043"/>' +
    kit.repeat(3, (i) => `<rect x="${276 + i * 34}" y="366" width="22" height="36" rx="3" fill="#ffccbc"/>`) +
    '<circle cx="476" cy="398" r="52" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    `<path d="M476 398 L446 364" stroke="${kit.INK}" stroke-width="10" stroke-linecap="round"/>` +
    kit.repeat(7, (i) => kit.dot(476, 398, 66, 150 + i * 40, 4, "#8a96a3")) +
    '<circle cx="300" cy="492" r="28" fill="#4b5361" stroke="#8a96a3" stroke-width="5"/>' +
    '<circle cx="500" cy="492" r="28" fill="#4b5361" stroke="#c62828" stroke-width="5"/>' +
    `<path d="M300 516 C290 640 190 640 140 610" fill="none" stroke="${kit.INK}" stroke-width="16"/>` +
    '<path d="M500 516 C510 640 620 650 680 620" fill="none" stroke="#c62828" stroke-width="16"/>' +
    `<path d="M150 610 L100 566 L78 590 L130 634 Z" fill="${kit.INK}"/>` +
    '<path d="M90 572 L60 542" stroke="#8a96a3" stroke-width="10" stroke-linecap="round"/>' +
    '<circle cx="56" cy="538" r="30" fill="#fff59d" opacity=".8"/>' +
    '<polygon points="56,496 66,528 98,538 66,548 56,580 46,548 14,538 46,528" fill="#fff"/>' +
    '<path d="M670 610 L736 590 L744 618 L682 640 Z" fill="#c62828"/>' +
    '<path d="M686 604 L748 584" stroke="#8a96a3" stroke-width="6"/>' +
    kit.badge(520, 296, 44)
  );
}

/** A pistol-grip electric hand blower with its nozzle, rear intake and a gust of air. */
export function handBlower(accent: string): string {
  const gust = kit.airWaves(60, 262, [28, 14], 104, accent);
  return (
    kit.shadow(460, 700, 240) +
    gust +
    `<path d="M536 420 C560 560 640 640 740 650" fill="none" stroke="${kit.INK}" stroke-width="14"/>` +
    `<path d="M430 380 H560 L590 620 Q594 652 562 652 H486 Q456 652 452 622 Z" fill="${kit.INK}"/>` +
    kit.strokes(5, (i) => `M${478 + i * 4} ${450 + i * 36} H${552 + i * 5} `, "#3b4049", 6) +
    `<path d="M410 396 Q392 460 430 476 L444 396 Z" fill="#4b5361"/>` +
    `<path d="M290 290 L130 306 V370 L290 386 Z" fill="url(#dark)"/>` +
    '<rect x="120" y="296" width="26" height="84" rx="8" fill="#15181c"/>' +
    '<path d="M280 230 H560 Q680 230 680 338 Q680 446 560 446 H280 Z" fill="url(#acc)"/>' +
    '<rect x="306" y="252" width="280" height="18" rx="9" fill="#fff" opacity=".3"/>' +
    `<ellipse cx="672" cy="338" rx="36" ry="100" fill="${kit.INK}"/>` +
    kit.strokes(5, (i) => `M${660 + (i % 2) * 10} ${272 + i * 33} h24 `, "#4b5361", 8) +
    `<rect x="262" y="246" width="36" height="184" rx="12" fill="${kit.INK}"/>` +
    kit.badge(360, 304, 64)
  );
}
