import * as kit from "./drawing-kit.js";

/** The demo pictures of safety kit and car accessories: a triangle, an extinguisher, lamps, cameras, mirrors. */

/** A reflective warning triangle on its folding stand. */
export function warningTriangle(accent: string): string {
  const tri = (cx: number, top: number, bottom: number, half: number): string =>
    `M${cx} ${top} L${cx + half} ${bottom} H${cx - half} Z`;
  return (
    kit.shadow(400, 660, 300) +
    '<path d="M260 620 L400 560 L540 620 M400 560 V640" fill="none" stroke="url(#steel)" stroke-width="16" ' +
    'stroke-linecap="round"/>' +
    `<path d="${tri(400, 110, 600, 300)}" fill="${kit.shade(accent, -0.3)}" stroke="${kit.shade(accent, -0.3)}" ` +
    'stroke-width="40" stroke-linejoin="round"/>' +
    `<path d="${tri(400, 126, 590, 284)}" fill="url(#acc)"/>` +
    `<path d="${tri(400, 300, 506, 118)}" fill="#f7f9fb"/>` +
    kit.strokes(9, (i) => `M${206 + i * 44} 590 l24 -60 `, kit.shade(accent, 0.35), 8) +
    '<path d="M400 150 L250 430" stroke="#fff" stroke-width="10" opacity=".35" stroke-linecap="round"/>'
  );
}

/** A powder fire extinguisher: painted cylinder with its label, valve head, lever, gauge, pin and hose. */
export function fireExtinguisher(accent: string): string {
  return (
    kit.shadow(400, 700, 200) +
    `<path d="M470 250 C600 260 610 420 560 520" fill="none" stroke="${kit.RUBBER}" stroke-width="20"/>` +
    `<path d="M548 510 L580 590 L548 600 L530 524 Z" fill="${kit.INK}"/>` +
    '<rect x="290" y="240" width="220" height="440" rx="100" fill="url(#accH)"/>' +
    '<rect x="290" y="600" width="220" height="80" rx="20" fill="url(#accH)"/>' +
    `<rect x="316" y="300" width="14" height="340" rx="7" fill="#fff" opacity=".3"/>` +
    '<rect x="300" y="380" width="200" height="170" fill="#f4f6f8"/>' +
    kit.badge(370, 400, 60) +
    kit.strokes(3, (i) => `M326 ${488 + i * 18} H474 `, kit.shade(accent, -0.2), 8) +
    kit.cylinder(400, 200, 250, 44, 14, "url(#steelH)", "#dde3e8") +
    `<path d="M360 200 L240 150 L250 130 L400 170 Z" fill="${kit.INK}"/>` +
    `<path d="M380 170 L520 120 L530 140 L410 190 Z" fill="#3b4049"/>` +
    '<circle cx="460" cy="220" r="34" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    '<circle cx="460" cy="220" r="24" fill="#fff"/>' +
    '<path d="M440 232 A24 24 0 0 1 478 206" fill="none" stroke="#43a047" stroke-width="6"/>' +
    `<path d="M460 220 L474 206" stroke="${kit.INK}" stroke-width="4"/>` +
    '<circle cx="330" cy="186" r="16" fill="none" stroke="#fdd835" stroke-width="6"/>'
  );
}

/** A straight LED light bar on its end brackets, with its row of reflectors. */
export function lightBar(accent: string): string {
  const leds = kit.repeat(
    10,
    (i) =>
      `<circle cx="${142 + i * 57}" cy="384" r="24" fill="url(#steel)"/>` +
      `<circle cx="${142 + i * 57}" cy="384" r="11" fill="#fffbe0"/>`,
  );
  return (
    `<defs>${kit.linear("lightbeam", ["#fff3b8", "#fff3b8"])}</defs>` +
    kit.shadow(400, 600, 330) +
    '<polygon points="100,330 700,330 780,120 20,120" fill="url(#lightbeam)" opacity=".55"/>' +
    '<path d="M120 430 L100 520 H150 L160 430 M680 430 L700 520 H650 L640 430" fill="url(#steel)" ' +
    'stroke="#8a96a3" stroke-width="3"/>' +
    `<rect x="90" y="320" width="620" height="130" rx="28" fill="${kit.INK}"/>` +
    `<rect x="110" y="344" width="580" height="82" rx="14" fill="#3b4049"/>` +
    leds +
    `<rect x="90" y="430" width="620" height="20" rx="8" fill="${accent}"/>` +
    kit.strokes(14, (i) => `M${130 + i * 40} 320 V300 `, "#4b5361", 8)
  );
}

/** An amber rotating beacon: the dome with its LED reflector on a black magnetic base, rays around it. */
export function beacon(accent: string): string {
  const rays = kit.repeat(7, (i) => {
    const [x0, y0] = kit.point(400, 330, 240, 190 + i * 26.7);
    const [x1, y1] = kit.point(400, 330, 320, 190 + i * 26.7);
    return `<path d="M${x0} ${y0} L${x1} ${y1}" stroke="${accent}" stroke-width="12" stroke-linecap="round" opacity=".6"/>`;
  });
  return (
    kit.shadow(400, 650, 240) +
    rays +
    kit.cylinder(400, 530, 600, 190, 40, "url(#dark)", "#3b4049") +
    `<path d="M250 530 V330 Q250 170 400 170 Q550 170 550 330 V530 Z" fill="${accent}" opacity=".9"/>` +
    `<ellipse cx="400" cy="530" rx="150" ry="30" fill="${kit.shade(accent, -0.3)}"/>` +
    '<rect x="330" y="300" width="140" height="200" rx="20" fill="url(#steel)" opacity=".8"/>' +
    '<circle cx="400" cy="380" r="44" fill="#fffbe0"/>' +
    `<path d="M290 320 Q290 220 380 200" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" opacity=".5"/>` +
    kit.strokes(5, (i) => `M${270 + i * 65} 530 V330 `, kit.shade(accent, 0.3), 3) +
    `<path d="M600 580 C680 580 700 650 760 640" fill="none" stroke="${kit.INK}" stroke-width="10"/>`
  );
}

/** A head torch: its elastic band in a loop and the lamp at the front, beam forward. */
export function headTorch(accent: string): string {
  return (
    '<defs><linearGradient id="torchbeam"><stop offset="0" stop-color="#fff3b8" stop-opacity=".9"/>' +
    '<stop offset="1" stop-color="#fff3b8" stop-opacity="0"/></linearGradient></defs>' +
    kit.shadow(400, 650, 300) +
    `<ellipse cx="400" cy="360" rx="250" ry="170" fill="none" stroke="${kit.shade(accent, -0.3)}" stroke-width="56"/>` +
    `<ellipse cx="400" cy="354" rx="250" ry="170" fill="none" stroke="${accent}" stroke-width="44"/>` +
    `<ellipse cx="400" cy="354" rx="250" ry="170" fill="none" stroke="${kit.shade(accent, 0.35)}" stroke-width="6" ` +
    'stroke-dasharray="16 16"/>' +
    '<polygon points="420,470 800,560 800,800 420,560" fill="url(#torchbeam)"/>' +
    `<rect x="300" y="440" width="200" height="140" rx="36" fill="${kit.INK}"/>` +
    '<circle cx="400" cy="510" r="52" fill="url(#steel)"/>' +
    '<circle cx="400" cy="510" r="38" fill="#fffbe0" stroke="#e0b43a" stroke-width="3"/>' +
    '<circle cx="400" cy="510" r="12" fill="#fff"/>' +
    `<rect x="470" y="456" width="20" height="26" rx="6" fill="${accent}"/>`
  );
}

/** A dash cam from the front: the lens in its ring, a status light and the windscreen mount. */
export function dashCam(accent: string): string {
  return (
    kit.shadow(400, 640, 260) +
    `<rect x="340" y="130" width="120" height="40" rx="10" fill="${kit.INK}"/>` +
    '<rect x="376" y="160" width="48" height="120" rx="12" fill="#3b4049"/>' +
    '<circle cx="400" cy="270" r="34" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    `<rect x="190" y="290" width="420" height="260" rx="60" fill="url(#dark)"/>` +
    '<rect x="214" y="306" width="372" height="18" rx="9" fill="#fff" opacity=".12"/>' +
    `<circle cx="400" cy="420" r="106" fill="${accent}"/>` +
    '<circle cx="400" cy="420" r="86" fill="url(#steel)"/>' +
    `<circle cx="400" cy="420" r="68" fill="${kit.RUBBER}"/>` +
    '<circle cx="400" cy="420" r="44" fill="#0d1b2a"/>' +
    '<circle cx="400" cy="420" r="26" fill="#26415e"/>' +
    '<circle cx="386" cy="404" r="10" fill="#8ab4e0"/>' +
    '<circle cx="550" cy="340" r="9" fill="#e53935"/>' +
    kit.strokes(4, (i) => `M${236 + i * 14} 500 V530 `, "#4b5361", 6)
  );
}

/** A pair of round convex blind-spot mirrors, each reflecting a curved strip of road. */
export function blindSpotMirror(accent: string): string {
  const mirror = (x: number, y: number, r: number): string =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${kit.shade(accent, -0.3)}"/>` +
    `<circle cx="${x - 4}" cy="${y - 4}" r="${r - 6}" fill="${accent}"/>` +
    `<circle cx="${x}" cy="${y}" r="${kit.n(r * 0.86)}" fill="url(#mirrorglass)"/>` +
    `<path d="M${x - r * 0.86} ${y + r * 0.2} Q${x} ${y - r * 0.3} ${x + r * 0.86} ${y + r * 0.2}" fill="none" ` +
    `stroke="#8aa0b4" stroke-width="${kit.n(r * 0.06)}"/>` +
    `<path d="M${x - r * 0.3} ${y + r * 0.8} Q${x} ${y} ${x + r * 0.3} ${y + r * 0.8}" fill="#5b6475" opacity=".6"/>` +
    `<path d="M${kit.n(x - r * 0.55)} ${kit.n(y - r * 0.4)} A${kit.n(r * 0.7)} ${kit.n(r * 0.7)} 0 0 1 ${kit.n(x - r * 0.1)} ${kit.n(y - r * 0.68)}" ` +
    `fill="none" stroke="#fff" stroke-width="${kit.n(r * 0.08)}" stroke-linecap="round" opacity=".8"/>`;
  return (
    `<defs>${kit.linear("mirrorglass", ["#f4f8fb", "#b9cadb", "#dfe8f0"])}</defs>` +
    kit.shadow(420, 660, 300) +
    mirror(310, 330, 200) +
    mirror(550, 480, 150)
  );
}

/** An emergency hammer: double steel points on a painted handle with its recessed seat belt blade. */
export function windowBreaker(accent: string): string {
  return (
    kit.shadow(400, 680, 260) +
    '<g transform="rotate(-30 400 420)">' +
    `<rect x="340" y="260" width="120" height="420" rx="50" fill="url(#accH)"/>` +
    '<rect x="360" y="300" width="16" height="340" rx="8" fill="#fff" opacity=".3"/>' +
    `<path d="M380 560 Q400 600 420 560 V660 H380 Z" fill="${kit.INK}"/>` +
    '<path d="M386 600 L414 630" stroke="url(#steel)" stroke-width="6"/>' +
    `<rect x="330" y="230" width="140" height="80" rx="18" fill="${kit.shade(accent, -0.3)}"/>` +
    '<rect x="200" y="170" width="400" height="84" rx="14" fill="url(#steel)" stroke="#8a96a3" stroke-width="3"/>' +
    '<path d="M200 180 L130 212 L200 244 Z M600 180 L670 212 L600 244 Z" fill="url(#steel)" stroke="#8a96a3" ' +
    'stroke-width="3" stroke-linejoin="round"/>' +
    kit.dot(400, 212, 0, 0, 18, "#6b7682") +
    "</g>"
  );
}
