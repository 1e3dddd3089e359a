import * as kit from "./drawing-kit.js";

/** The demo pictures of hand tools and hardware: spanners, sockets, keys, pliers, drivers, hammers, fasteners. */

/** A laser distance meter: the painted body, its screen and keys, and the red beam from its top. */
export function laserMeter(accent: string): string {
  return (
    kit.shadow(400, 690, 220) +
    '<path d="M400 150 L400 20" stroke="#e53935" stroke-width="6" opacity=".8"/>' +
    '<circle cx="400" cy="40" r="14" fill="#e53935" opacity=".6"/>' +
    '<rect x="280" y="140" width="240" height="520" rx="46" fill="url(#accH)"/>' +
    `<rect x="300" y="160" width="200" height="480" rx="30" fill="${kit.INK}"/>` +
    '<rect x="372" y="150" width="56" height="22" rx="8" fill="#15181c"/><circle cx="400" cy="161" r="7" fill="#e53935"/>' +
    '<rect x="322" y="200" width="156" height="130" rx="10" fill="#aef3fb"/>' +
    kit.repeat(
      4,
      (i) => `<rect x="${338 + i * 32}" y="226" width="24" height="44" rx="3" fill="${kit.INK}"/>`,
    ) +
    `<path d="M338 300 H462" stroke="${kit.INK}" stroke-width="8" stroke-dasharray="30 10"/>` +
    `<circle cx="400" cy="420" r="46" fill="${accent}"/><circle cx="400" cy="420" r="30" fill="${kit.shade(accent, 0.3)}"/>` +
    kit.repeat(
      4,
      (i) =>
        `<rect x="${328 + (i % 2) * 102}" y="${500 + Math.floor(i / 2) * 56}" width="42" height="34" ` +
        'rx="8" fill="#5b6475"/>',
    )
  );
}

/** A socket set's open case: graded sockets in two rows, a ratchet and an extension bar in their places. */
export function socketSet(): string {
  const socket = (x: number, y: number, r: number): string =>
    kit.cylinder(x, y, y + 20, r, kit.n(r * 0.9), "url(#steelH)", "url(#steel)") +
    `<polygon points="${kit.hexagon(x, y, r * 0.6, r * 0.54)}" fill="${kit.INK}"/>`;
  return (
    kit.shadow(400, 690, 330) +
    `<rect x="70" y="150" width="660" height="500" rx="40" fill="url(#acc)"/>` +
    `<rect x="96" y="176" width="608" height="448" rx="24" fill="${kit.INK}"/>` +
    kit.repeat(7, (i) => socket(160 + i * 80, 250, 22 + i * 1.6)) +
    kit.repeat(5, (i) => socket(180 + i * 110, 380, 34 + i * 3)) +
    `<rect x="130" y="500" width="330" height="30" rx="15" fill="url(#steel)"/>` +
    '<circle cx="500" cy="515" r="50" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    `<circle cx="500" cy="515" r="22" fill="${kit.RUBBER}"/>` +
    '<rect x="140" y="502" width="150" height="26" rx="13" fill="#3b4049"/>' +
    '<rect x="560" y="570" width="120" height="22" rx="6" fill="url(#steel)"/>' +
    kit.badge(620, 480, 56)
  );
}

/** A click torque wrench: ratchet head, long tube with its scale window, knurled handle and lock knob. */
export function torqueWrench(accent: string): string {
  return (
    kit.shadow(400, 690, 320) +
    '<g transform="rotate(-30 400 400)">' +
    '<rect x="150" y="378" width="300" height="44" rx="14" fill="url(#steel)"/>' +
    '<rect x="260" y="386" width="130" height="14" rx="4" fill="#fff"/>' +
    kit.strokes(10, (i) => `M${268 + i * 12} 386 V${i % 5 ? 394 : 400} `, kit.INK, 2) +
    `<rect x="440" y="370" width="250" height="60" rx="24" fill="url(#acc)"/>` +
    kit.strokes(12, (i) => `M${460 + i * 16} 372 V428 `, kit.shade(accent, -0.35), 5) +
    `<rect x="680" y="376" width="50" height="48" rx="14" fill="${kit.INK}"/>` +
    '<circle cx="100" cy="400" r="66" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    '<rect x="120" y="376" width="60" height="48" fill="url(#steel)"/>' +
    `<circle cx="100" cy="400" r="26" fill="#6b7682"/><rect x="86" y="386" width="28" height="28" fill="${kit.INK}"/>` +
    '<path d="M70 350 L96 362" stroke="#6b7682" stroke-width="10" stroke-linecap="round"/>' +
    "</g>"
  );
}

/** A combination spanner lying along x from 0: ring end at the left, open jaw at the right. */
function spanner(length: number, size: number): string {
  const r = size;
  return (
    `<path d="M0 ${-r * 0.35} H${length} V${r * 0.35} H0 Z" fill="url(#steel)" stroke="#8a96a3" stroke-width="2"/>` +
    `<circle r="${r}" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>` +
    `<polygon points="${kit.hexagon(0, 0, r * 0.58, r * 0.58, 15)}" fill="${kit.HOLE}"/>` +
    `<path d="M${length} ${-r * 1.05} A${r * 1.1} ${r * 1.1} 0 1 1 ${length} ${r * 1.05} L${length + r * 0.35} ` +
    `${r * 0.45} L${length + r * 1.2} ${r * 0.45} L${length + r * 1.2} ${-r * 0.45} L${length + r * 0.35} ${-r * 0.45} Z" ` +
    'fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>'
  );
}

/** A set of combination spanners fanned out above their clip rail. */
export function spannerSet(accent: string): string {
  return (
    kit.shadow(400, 700, 320) +
    kit.repeat(
      5,
      (i) =>
        `<g transform="translate(${200 + i * 40} ${600 - i * 4}) rotate(${-80 + i * 12})">` +
        spanner(300 + i * 20, 34 + i * 5) +
        "</g>",
    ) +
    `<rect x="150" y="640" width="300" height="50" rx="16" fill="url(#acc)"/>` +
    `<rect x="166" y="652" width="268" height="10" rx="5" fill="${kit.shade(accent, 0.35)}"/>`
  );
}

/** A four-way cross wheel brace: two welded bars with a different socket on each of its four ends. */
export function wheelBrace(accent: string): string {
  const end = (deg: number, r: number): string => {
    const [x, y] = kit.point(400, 400, 270, deg, 200);
    return (
      `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>` +
      `<polygon points="${kit.hexagon(x, y, r * 0.6)}" fill="${kit.INK}"/>`
    );
  };
  return (
    kit.shadow(400, 680, 300) +
    `<path d="${["M", ...kit.point(400, 400, 270, 215, 200), "L", ...kit.point(400, 400, 270, 35, 200)].join(" ")} ` +
    `${["M", ...kit.point(400, 400, 270, 145, 200), "L", ...kit.point(400, 400, 270, 325, 200)].join(" ")}" ` +
    `stroke="${accent}" stroke-width="34" stroke-linecap="round"/>` +
    `<path d="${["M", ...kit.point(400, 400, 250, 215, 185), "L", ...kit.point(400, 400, 250, 35, 185)].join(" ")}" ` +
    'stroke="#fff" stroke-width="8" opacity=".3"/>' +
    `<circle cx="400" cy="400" r="36" fill="${kit.shade(accent, -0.3)}"/>` +
    end(215, 52) +
    end(325, 46) +
    end(35, 40) +
    end(145, 58)
  );
}

/** A three-jaw oil filter wrench: a drive hub and three toothed arms reaching out around a filter's place. */
export function filterWrench(accent: string): string {
  const arm = (deg: number): string =>
    `<g transform="rotate(${deg} 400 400)">` +
    '<path d="M380 400 L380 220 Q380 170 430 150 L480 140 L470 170 L430 190 Q410 200 410 230 L420 400 Z" ' +
    'fill="url(#steel)" stroke="#8a96a3" stroke-width="3" stroke-linejoin="round"/>' +
    kit.teeth(430, 474, 162, -1, "#6b7682") +
    "</g>";
  return (
    kit.shadow(400, 690, 280) +
    `<circle cx="400" cy="400" r="250" fill="none" stroke="#c3cbd3" stroke-width="4" stroke-dasharray="14 12"/>` +
    arm(0) +
    arm(120) +
    arm(240) +
    `<circle cx="400" cy="400" r="90" fill="url(#acc)" stroke="${kit.shade(accent, -0.3)}" stroke-width="4"/>` +
    kit.repeat(3, (i) => kit.dot(400, 400, 60, i * 120 - 90, 12, "#8a96a3")) +
    `<rect x="376" y="376" width="48" height="48" rx="4" fill="${kit.INK}"/>`
  );
}

/** A fold-out set of ball-end hex keys in graded sizes, held by their painted holder. */
export function hexKeys(accent: string): string {
  return (
    kit.shadow(400, 690, 300) +
    kit.repeat(7, (i) => {
      const w = 10 + i * 3;
      const len = 220 + i * 30;
      return (
        `<g transform="translate(${220 + i * 44} 560) rotate(${-40 + i * 10})">` +
        `<path d="M0 0 V${-len} M0 0 H${70 + i * 6}" stroke="#3b4049" stroke-width="${w}" ` +
        'stroke-linecap="round" stroke-linejoin="round"/>' +
        `<path d="M${-w / 4} -20 V${-len + 10}" stroke="#8a96a3" stroke-width="${kit.n(w / 4)}"/>` +
        `<circle cx="0" cy="${-len}" r="${kit.n(w * 0.8)}" fill="#3b4049"/>` +
        "</g>"
      );
    }) +
    `<rect x="160" y="520" width="400" height="110" rx="40" fill="url(#acc)"/>` +
    `<rect x="180" y="540" width="360" height="14" rx="7" fill="#fff" opacity=".3"/>` +
    kit.repeat(7, (i) => `<circle cx="${220 + i * 50}" cy="590" r="9" fill="${kit.shade(accent, -0.35)}"/>`)
  );
}

/** Curved-jaw locking pliers: jaws, the adjusting screw at the end of the upper handle, release lever below. */
export function lockingPliers(accent: string): string {
  return (
    kit.shadow(400, 690, 320) +
    '<g transform="rotate(-22 400 400)">' +
    '<path d="M260 330 L700 300 Q730 300 730 318 L720 330 L300 380 Z" fill="url(#steel)" stroke="#8a96a3" ' +
    'stroke-width="3"/>' +
    '<rect x="720" y="296" width="60" height="34" rx="6" fill="url(#steel)"/>' +
    kit.strokes(6, (i) => `M${728 + i * 9} 296 V330 `, "#8a96a3", 3) +
    `<path d="M300 390 L680 470 Q700 476 690 490 L280 430 Z" fill="url(#acc)" stroke="${kit.shade(accent, -0.3)}" ` +
    'stroke-width="3"/>' +
    '<path d="M420 420 L560 470" stroke="#8a96a3" stroke-width="12" stroke-linecap="round"/>' +
    '<path d="M120 360 Q90 300 150 280 L270 320 L270 350 L170 330 Q140 330 150 360 Z" fill="url(#steel)" ' +
    'stroke="#8a96a3" stroke-width="3"/>' +
    '<path d="M120 380 Q100 450 170 460 L300 420 L290 390 L180 420 Q150 420 150 390 Z" fill="url(#steel)" ' +
    'stroke="#8a96a3" stroke-width="3"/>' +
    kit.teeth(160, 260, 336, 1) +
    kit.teeth(160, 280, 400, -1) +
    '<circle cx="290" cy="370" r="18" fill="#6b7682"/>' +
    "</g>"
  );
}

/** A set of screwdrivers side by side, slotted and cross tips, handles in the accent colour. */
export function screwdrivers(): string {
  return (
    kit.shadow(400, 700, 320) +
    kit.repeat(6, (i) => {
      const x = 170 + i * 92;
      const len = 220 - (i % 3) * 30;
      const tip =
        i % 2
          ? `<path d="M${x - 10} ${400 + len} L${x} ${430 + len} L${x + 10} ${400 + len} Z" fill="#8a96a3"/>`
          : `<rect x="${x - 12}" y="${400 + len}" width="24" height="26" fill="#8a96a3"/>`;
      return (
        `<rect x="${x - 8}" y="380" width="16" height="${len + 24}" fill="url(#steelH)"/>` +
        tip +
        `<rect x="${x - 34}" y="150" width="68" height="240" rx="28" fill="${i % 2 ? kit.INK : "url(#accH)"}"/>` +
        `<rect x="${x - 34}" y="220" width="68" height="110" rx="10" fill="${i % 2 ? "url(#accH)" : kit.INK}"/>` +
        `<g opacity=".25">${kit.strokes(3, (j) => `M${x - 14 + j * 14} 236 V314 `, "#fff", 4)}</g>` +
        `<rect x="${x - 20}" y="380" width="40" height="30" rx="8" fill="${kit.RUBBER}"/>`
      );
    })
  );
}

/** A bolt cutter: long handles with their grips meeting at the compound hinge and the short, thick jaws. */
export function boltCutter(accent: string): string {
  const handle = (dir: 1 | -1): string =>
    `<path d="M400 300 L${400 + dir * 200} 700" stroke="url(#steel)" stroke-width="24" stroke-linecap="round"/>` +
    `<path d="M${400 + dir * 110} 520 L${400 + dir * 205} 710" stroke="${accent}" stroke-width="48" ` +
    'stroke-linecap="round"/>' +
    `<path d="M${400 + dir * 120} 540 L${400 + dir * 190} 680" stroke="#fff" stroke-width="8" opacity=".3"/>`;
  return (
    kit.shadow(400, 730, 260) +
    handle(-1) +
    handle(1) +
    '<path d="M330 300 L360 160 Q400 90 440 160 L470 300 Z" fill="url(#dark)"/>' +
    '<path d="M400 110 L400 230" stroke="#f4f6f8" stroke-width="4"/>' +
    '<rect x="320" y="250" width="160" height="90" rx="20" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    [350, 450].map((x) => `<circle cx="${x}" cy="295" r="14" fill="#6b7682"/>`).join("") +
    '<circle cx="400" cy="370" r="16" fill="#6b7682"/>'
  );
}

/** A ball pein hammer: steel head with its flat face and round pein, wooden handle with a painted grip. */
export function hammer(accent: string): string {
  return (
    `<defs>${kit.linear("haft", ["#e8bd85", "#c68b4e"], true)}</defs>` +
    kit.shadow(420, 700, 260) +
    '<g transform="rotate(-28 400 440)">' +
    '<rect x="376" y="290" width="48" height="430" rx="20" fill="url(#haft)"/>' +
    `<rect x="366" y="540" width="68" height="190" rx="26" fill="${accent}"/>` +
    kit.strokes(6, (i) => `M372 ${566 + i * 26} H428 `, kit.shade(accent, -0.35), 5) +
    '<rect x="250" y="200" width="270" height="110" rx="12" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    '<rect x="190" y="186" width="70" height="138" rx="16" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    '<circle cx="560" cy="255" r="62" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    '<rect x="500" y="220" width="40" height="70" fill="url(#steel)"/>' +
    '<rect x="270" y="214" width="230" height="12" rx="6" fill="#fff" opacity=".5"/>' +
    "</g>"
  );
}

/** Nuts and bolts: two hex bolts, a few hex nuts (one with its nylon ring), washers. */
export function fasteners(accent: string): string {
  const bolt = (x: number, y: number, deg: number): string =>
    `<g transform="rotate(${deg} ${x} ${y})">` +
    `<rect x="${x + 40}" y="${y - 24}" width="300" height="48" fill="url(#steel)"/>` +
    kit.strokes(22, (i) => `M${x + 120 + i * 10} ${y - 24} l-6 48 `, "#8a96a3", 3) +
    `<rect x="${x - 40}" y="${y - 56}" width="84" height="112" rx="8" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>` +
    `<path d="M${x - 40} ${y - 20} H${x + 44} M${x - 40} ${y + 20} H${x + 44}" stroke="#8a96a3" stroke-width="3"/>` +
    "</g>";
  const nut = (x: number, y: number, r: number, nylon: boolean): string =>
    `<polygon points="${kit.hexagon(x, y + 18, r, r * 0.5)}" fill="#8a96a3"/>` +
    `<polygon points="${kit.hexagon(x, y, r, r * 0.5)}" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>` +
    (nylon ? `<ellipse cx="${x}" cy="${y}" rx="${r * 0.62}" ry="${r * 0.31}" fill="${accent}"/>` : "") +
    `<ellipse cx="${x}" cy="${y}" rx="${r * 0.45}" ry="${r * 0.22}" fill="${kit.INK}"/>`;
  const washer = (x: number, y: number, r: number): string =>
    `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.45}" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="${r * 0.45}" ry="${r * 0.2}" fill="${kit.HOLE}"/>`;
  return (
    kit.shadow(400, 690, 330) +
    bolt(170, 250, 12) +
    bolt(140, 420, -6) +
    washer(560, 560, 70) +
    nut(260, 590, 80, true) +
    nut(430, 620, 70, false) +
    nut(620, 420, 76, true)
  );
}
