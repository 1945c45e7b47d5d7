// Inline-SVG illustrations shared by the templates. Every function returns an SVG string;
// nothing here loads anything from the network. Colours default to the Aspirant palette.

export const C = {
  navy: '#0b1f4b',
  blue: '#1e3a8a',
  blue2: '#1d4ed8',
  saffron: '#f59e0b',
  amber: '#fbbf24',
  green: '#138808',
  white: '#ffffff',
};

const r2 = (n) => Math.round(n * 100) / 100;

// Ashoka-chakra-like wheel: rim, hub and `spokes` spokes, drawn as a line wheel.
export function chakra({ size = 200, color = '#fff', opacity = 1, spokes = 24, stroke = 0 } = {}) {
  const c = 100;
  const sw = stroke || 4;
  let s = '';
  for (let i = 0; i < spokes; i++) {
    const a = (i * 2 * Math.PI) / spokes;
    const x1 = c + 14 * Math.cos(a), y1 = c + 14 * Math.sin(a);
    const x2 = c + 84 * Math.cos(a), y2 = c + 84 * Math.sin(a);
    s += `<line x1="${r2(x1)}" y1="${r2(y1)}" x2="${r2(x2)}" y2="${r2(y2)}"/>`;
    const b = a + Math.PI / spokes;
    s += `<circle cx="${r2(c + 88 * Math.cos(b))}" cy="${r2(c + 88 * Math.sin(b))}" r="2.6" fill="${color}" stroke="none"/>`;
  }
  return `<svg width="${size}" height="${size}" viewBox="0 0 200 200" style="opacity:${opacity}" xmlns="http://www.w3.org/2000/svg">
<g fill="none" stroke="${color}" stroke-width="${sw}" stroke-linecap="round">
<circle cx="100" cy="100" r="94"/><circle cx="100" cy="100" r="12" fill="${color}"/>${s}</g></svg>`;
}

// Parliament-style silhouette: stepped plinth, long colonnade and a central dome with a flag mast.
export function dome({ width = 600, color = '#fff', opacity = 1 } = {}) {
  let cols = '';
  for (let x = 22; x <= 572; x += 14) {
    if (x > 232 && x < 362) continue;
    cols += `<rect x="${x}" y="112" width="7" height="50"/>`;
  }
  let mid = '';
  for (let x = 246; x <= 348; x += 12) mid += `<rect x="${x}" y="98" width="6" height="64"/>`;
  return `<svg width="${width}" height="${r2(width * 190 / 600)}" viewBox="0 0 600 190" style="opacity:${opacity}" xmlns="http://www.w3.org/2000/svg">
<g fill="${color}">
<rect x="296" y="0" width="3" height="26"/><path d="M299 2 h20 l-5 6 l5 6 h-20z"/>
<rect x="292" y="24" width="11" height="8" rx="2"/>
<path d="M232 78 C236 42 264 30 297.5 30 C331 30 359 42 363 78 Z"/>
<rect x="226" y="78" width="143" height="10"/>
<rect x="236" y="88" width="123" height="10"/>
<rect x="14" y="100" width="567" height="12"/>
${cols}${mid}
<rect x="226" y="92" width="143" height="6"/>
<rect x="8" y="162" width="579" height="10"/>
<rect x="0" y="172" width="600" height="18"/>
</g></svg>`;
}

// Simplified outline of India (official boundary), lon/lat projected to a 300x320 box.
const INDIA = [
  [74.6, 37.05], [75.5, 36.9], [76.0, 36.5], [76.8, 35.9], [77.8, 35.5], [79.0, 35.9], [80.3, 35.4],
  [79.6, 34.3], [78.8, 33.9], [79.4, 32.6], [78.4, 32.5], [78.8, 31.9], [79.2, 31.3], [81.0, 30.2],
  [80.1, 28.8], [81.2, 28.4], [82.0, 27.9], [83.3, 27.4], [84.1, 27.4], [85.5, 26.8], [87.0, 26.4],
  [88.1, 26.5], [88.1, 27.9], [88.9, 28.1], [88.8, 27.3], [89.8, 26.8], [91.6, 26.8], [91.6, 27.8],
  [92.6, 27.9], [94.3, 29.2], [96.1, 29.4], [97.4, 28.2], [97.1, 27.5], [95.9, 27.2], [95.2, 26.0],
  [94.6, 25.1], [94.2, 23.9], [93.4, 23.9], [93.2, 22.2], [92.6, 21.95], [92.3, 23.4], [91.6, 22.9],
  [91.3, 24.0], [92.2, 24.9], [92.0, 25.15], [90.4, 25.2], [89.8, 25.3], [89.8, 26.0], [88.9, 26.2],
  [88.4, 25.9], [88.1, 24.9], [88.7, 24.2], [88.7, 23.2], [89.0, 22.2], [89.0, 21.7], [88.1, 21.6],
  [87.5, 21.6], [86.9, 21.4], [86.6, 20.3], [85.8, 19.8], [84.9, 19.3], [83.3, 17.7], [82.3, 16.6],
  [81.2, 16.2], [80.1, 15.0], [80.3, 13.1], [79.9, 10.3], [79.3, 9.3], [78.2, 8.8], [77.5, 8.1],
  [76.2, 9.9], [75.8, 11.2], [74.8, 12.9], [73.8, 15.4], [72.8, 19.0], [72.7, 21.1], [72.6, 22.2],
  [72.2, 21.7], [70.9, 20.8], [69.6, 21.6], [69.0, 22.35], [69.9, 22.85], [68.6, 23.15], [68.2, 23.6],
  [68.8, 24.3], [70.0, 24.3], [71.1, 24.6], [70.3, 25.7], [69.5, 27.0], [70.5, 28.0], [72.2, 28.9],
  [73.4, 29.9], [73.9, 30.3], [74.5, 30.9], [74.6, 31.8], [75.3, 32.3], [74.6, 32.55], [74.0, 33.1],
  [73.5, 33.8], [73.3, 34.5], [73.5, 35.2], [72.9, 35.8], [72.6, 36.5], [73.3, 36.9],
];
const proj = ([lon, lat]) => [r2((lon - 67.8) * 10), r2((37.4 - lat) * 10.7)];
export const indiaPath = 'M' + INDIA.map((p) => proj(p).join(' ')).join(' L') + ' Z';
export const CITY = {
  lucknow: [80.95, 26.85], patna: [85.14, 25.6], bhopal: [77.41, 23.26], jaipur: [75.79, 26.91],
  delhi: [77.2, 28.6], pune: [73.86, 18.52],
};

export function indiaMap({ width = 300, fill = 'rgba(255,255,255,.12)', stroke = '#fff', sw = 2.2,
  pins = [], pinColor = C.saffron, labelColor = C.navy, labelBg = '#fff', labelSize = 15, dots = false, pinR = 5.5 } = {}) {
  let extra = '';
  if (dots) {
    // faint dot grid clipped to the outline
    let d = '';
    for (let y = 6; y < 320; y += 12) for (let x = 6; x < 300; x += 12) d += `<circle cx="${x}" cy="${y}" r="1.6"/>`;
    extra += `<clipPath id="inclip"><path d="${indiaPath}"/></clipPath><g clip-path="url(#inclip)" fill="${stroke}" opacity=".28">${d}</g>`;
  }
  let p = '';
  for (const pin of pins) {
    const [x, y] = proj(CITY[pin.city] || pin.at);
    const dx = pin.dx ?? 12, anchor = dx < 0 ? 'end' : 'start';
    p += `<g><circle cx="${x}" cy="${y}" r="${pinR * 2}" fill="${pinColor}" opacity=".3"/><circle cx="${x}" cy="${y}" r="${pinR}" fill="${pinColor}" stroke="#fff" stroke-width="${pinR / 2.75}"/>`;
    if (pin.label) {
      const tw = pin.label.length * labelSize * 0.68 + labelSize * 0.9, th = labelSize * 1.5;
      const tx = anchor === 'end' ? x + dx - tw : x + dx, ty = y + (pin.dy ?? 0) - th / 2;
      p += `<rect x="${r2(tx)}" y="${r2(ty)}" width="${r2(tw)}" height="${r2(th)}" rx="${r2(th / 2)}" fill="${labelBg}"/>`;
      p += `<text x="${r2(tx + tw / 2)}" y="${r2(ty + th / 2 + labelSize * 0.36)}" fill="${labelColor}" font-family="Liberation Sans, Arial, sans-serif" font-weight="700" font-size="${labelSize}" text-anchor="middle">${pin.label}</text>`;
    }
    p += '</g>';
  }
  return `<svg width="${width}" height="${r2(width * 320 / 300)}" viewBox="0 0 300 320" xmlns="http://www.w3.org/2000/svg">
<path d="${indiaPath}" fill="${fill}" stroke="${stroke}" stroke-width="${sw}" stroke-linejoin="round"/>${extra}${p}</svg>`;
}

// ---------- 120x120 line icons (white line, saffron accent) ----------
const L = (body, { size = 120, line = '#fff', sw = 5 } = {}) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 120 120" xmlns="http://www.w3.org/2000/svg"><g fill="none" stroke="${line}" stroke-width="${sw}" stroke-linecap="round" stroke-linejoin="round">${body}</g></svg>`;

const A = C.saffron;
const G = '#22a31a';

export const icons = {
  notes: (o) => L(`<path d="M32 14 h40 l18 18 v74 h-58z"/><path d="M72 14 v18 h18"/>
<path d="M44 50 h32 M44 64 h32 M44 78 h22"/><path d="M44 92 h14" stroke="${A}" stroke-width="7"/>`, o),
  notebook: (o) => L(`<rect x="30" y="14" width="62" height="92" rx="6"/><path d="M46 14 v92"/>
<path d="M22 30 h16 M22 50 h16 M22 70 h16 M22 90 h16"/><path d="M58 38 h22 M58 52 h22" stroke="${A}"/><path d="M58 66 h16"/>`, o),
  newspaper: (o) => L(`<path d="M22 24 h66 v70 a10 10 0 0 1 -10 10 h-48 a10 10 0 0 1 -10 -10 z" fill="none"/>
<path d="M88 40 h12 v54 a10 10 0 0 1 -10 10"/><rect x="32" y="34" width="46" height="14" fill="${A}" stroke="${A}"/>
<path d="M32 62 h18 M32 74 h18 M32 86 h18 M60 62 h18 M60 74 h18 M60 86 h18"/>`, o),
  maths: (o) => L(`<rect x="18" y="18" width="38" height="38" rx="8"/><rect x="64" y="18" width="38" height="38" rx="8" stroke="${A}"/>
<rect x="18" y="64" width="38" height="38" rx="8" stroke="${A}"/><rect x="64" y="64" width="38" height="38" rx="8"/>
<path d="M37 29 v16 M29 37 h16"/><path d="M75 37 h16" stroke="${A}"/><path d="M31 77 l12 12 M43 77 l-12 12" stroke="${A}"/>
<path d="M75 83 h16"/><circle cx="83" cy="75" r="1.5" fill="#fff"/><circle cx="83" cy="91" r="1.5" fill="#fff"/>`, o),
  omrClock: (o) => L(`<rect x="16" y="10" width="62" height="88" rx="6"/>
${[28, 44, 60, 76].map((y, i) => [30, 44, 58].map((x, j) => `<circle cx="${x}" cy="${y}" r="5" ${((i + j) % 3 === 0) ? `fill="${A}" stroke="${A}"` : ''}/>`).join('')).join('')}
<circle cx="84" cy="84" r="24" fill="#0b1f4b" stroke="${A}"/><path d="M84 70 v14 l9 6"/><path d="M80 56 h8"/>`, o),
  mathsClock: (o) => L(`<rect x="14" y="14" width="34" height="34" rx="7"/><rect x="54" y="14" width="34" height="34" rx="7" stroke="${A}"/>
<rect x="14" y="54" width="34" height="34" rx="7" stroke="${A}"/>
<path d="M31 23 v16 M23 31 h16"/><path d="M63 31 h16" stroke="${A}"/><path d="M25 65 l12 12 M37 65 l-12 12" stroke="${A}"/>
<circle cx="82" cy="82" r="24" fill="#0b1f4b"/><path d="M82 68 v14 l9 6"/><path d="M78 54 h8"/>`, o),
  sectional: (o) => `<svg width="${o?.size || 120}" height="${o?.size || 120}" viewBox="0 0 120 120" xmlns="http://www.w3.org/2000/svg">
<g fill="none" stroke-width="16"><path d="M60 18 A42 42 0 0 1 96.4 81" stroke="#fff"/><path d="M96.4 81 A42 42 0 0 1 23.6 81" stroke="${A}"/><path d="M23.6 81 A42 42 0 0 1 60 18" stroke="${G}"/></g>
<g fill="none" stroke="#0b1f4b" stroke-width="4"><path d="M60 12 v12 M101 84 l-10 -6 M19 84 l10 -6"/></g>
<path d="M51 60 l7 7 l13 -15" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/></svg>`,
  answerPen: (o) => L(`<path d="M20 12 h54 l12 12 v84 h-66z"/><path d="M30 32 h36 M30 44 h44 M30 56 h40 M30 68 h30 M30 80 h22"/>
<path d="M30 94 c6 -6 10 6 16 0 s8 -6 12 0" stroke="${A}"/>
<g transform="rotate(35 90 62)"><rect x="84" y="20" width="14" height="64" rx="3" fill="#0b1f4b" stroke="${A}"/><path d="M84 84 l7 16 l7 -16"/><path d="M84 32 h14"/></g>`, o),
  nib: (o) => L(`<g transform="rotate(-28 60 60)"><path d="M60 104 l-22 -36 l8 -20 h28 l8 20 z"/><path d="M60 104 v-34"/>
<circle cx="60" cy="64" r="6" fill="${A}" stroke="${A}"/><path d="M44 48 v-18 h32 v18"/><path d="M48 30 v-16 h24 v16"/></g>
<path d="M36 104 c8 -7 14 5 22 0 s14 -6 22 0" stroke="${A}"/>`, o),
  scales: (o) => L(`<path d="M60 16 v84 M40 104 h40 M26 30 h68"/><circle cx="60" cy="16" r="5" fill="${A}" stroke="${A}"/>
<path d="M26 30 l-14 36 h28 z M94 30 l-14 36 h28z"/><path d="M12 66 a14 10 0 0 0 28 0 M80 66 a14 10 0 0 0 28 0" stroke="${A}"/>`, o),
  monitorPlay: (o) => L(`<rect x="12" y="18" width="96" height="66" rx="8"/><path d="M44 104 h32 M60 84 v20"/>
<path d="M50 36 v30 l26 -15 z" fill="${A}" stroke="${A}"/>`, o),
  pillar: (o) => L(`<circle cx="60" cy="22" r="12" stroke="${A}"/><path d="M60 12 v20 M50 22 h20 M53 15 l14 14 M67 15 l-14 14" stroke="${A}" stroke-width="2.5"/>
<path d="M38 40 h44 M42 40 v6 h36 v-6"/><path d="M48 50 v46 M60 50 v46 M72 50 v46"/><path d="M40 98 h40 M32 108 h56"/>`, o),
  rupeeChart: (o) => L(`<path d="M14 104 h92"/><rect x="22" y="74" width="14" height="30"/><rect x="46" y="60" width="14" height="44"/><rect x="70" y="44" width="14" height="60" fill="${A}" stroke="${A}"/>
<path d="M20 56 l26 -18 l18 10 l32 -30" stroke="${A}"/><path d="M84 18 h12 v12" stroke="${A}"/>`, o),
  rupee: (o) => L(`<circle cx="60" cy="60" r="46"/><path d="M42 38 h36 M42 52 h36"/><path d="M48 38 h6 a14 14 0 0 1 0 28 h-12 l26 24" stroke="${A}"/>`, o),
  globe: (o) => L(`<circle cx="60" cy="60" r="44"/><ellipse cx="60" cy="60" rx="18" ry="44"/><path d="M16 60 h88 M24 36 h72 M24 84 h72"/>
<path d="M86 96 l14 14" stroke="${A}" stroke-width="7"/>`, o),
  psir: (o) => L(`<circle cx="54" cy="54" r="38"/><ellipse cx="54" cy="54" rx="15" ry="38"/><path d="M16 54 h76 M22 34 h64 M22 74 h64"/>
<g stroke="${A}"><path d="M74 80 h36 M78 80 v-2 h28 v2"/><path d="M82 84 v18 M92 84 v18 M102 84 v18"/><path d="M76 106 h32"/><path d="M92 62 l-16 14 h32z" fill="${A}"/></g>`, o),
  mountain: (o) => L(`<path d="M8 100 l34 -52 l16 22 l18 -36 l36 66 z"/><path d="M66 54 l10 -20 l10 18 l-6 -4 l-6 6 l-4 -4 z" fill="#fff"/>
<path d="M20 110 c20 -8 40 8 60 0 s20 -4 30 -2" stroke="${A}"/><circle cx="28" cy="26" r="10" stroke="${A}"/>`, o),
  people: (o) => L(`<path d="M52 40 L36 62 M68 40 L84 62 M42 74 h36" stroke-width="3" stroke-dasharray="1 7"/>
<circle cx="60" cy="28" r="12"/><path d="M40 64 a20 20 0 0 1 40 0"/>
<circle cx="26" cy="72" r="11" stroke="${A}"/><path d="M8 106 a18 18 0 0 1 36 0" stroke="${A}"/>
<circle cx="94" cy="72" r="11" stroke="${A}"/><path d="M76 106 a18 18 0 0 1 36 0" stroke="${A}"/>`, o),
  orgChart: (o) => L(`<rect x="42" y="10" width="36" height="24" rx="4" fill="${A}" stroke="${A}"/><path d="M60 34 v16 M24 50 h72 M24 50 v12 M60 50 v12 M96 50 v12"/>
<rect x="10" y="62" width="28" height="20" rx="4"/><rect x="46" y="62" width="28" height="20" rx="4"/><rect x="82" y="62" width="28" height="20" rx="4"/>
<path d="M24 82 v12 M96 82 v12"/><rect x="12" y="94" width="24" height="16" rx="3"/><rect x="84" y="94" width="24" height="16" rx="3"/>`, o),
  pot: (o) => L(`<path d="M44 14 h32 M48 14 v12 c-22 8 -32 26 -30 46 c2 22 18 36 42 36 s40 -14 42 -36 c2 -20 -8 -38 -30 -46 v-12"/>
<path d="M22 58 h76 M24 78 h72" stroke="${A}"/><path d="M30 68 l8 -8 l8 8 l8 -8 l8 8 l8 -8 l8 8 l8 -8 l8 8" stroke="${A}" stroke-width="3"/>`, o),
  play: (o) => L(`<circle cx="60" cy="60" r="48"/><path d="M48 38 v44 l36 -22 z" fill="#fff"/>`, o),
  dome: (o) => L(`<path d="M60 10 v14"/><path d="M60 11 h12 l-3 4 l3 4 h-12" fill="${A}" stroke="${A}" stroke-width="2"/>
<path d="M30 56 a30 30 0 0 1 60 0 z"/><path d="M24 56 h72 M18 66 h84"/><path d="M26 66 v32 M40 66 v32 M54 66 v32 M66 66 v32 M80 66 v32 M94 66 v32"/><path d="M12 100 h96 M6 110 h108"/>`, o),
  books: (o) => L(`<rect x="16" y="82" width="88" height="20" rx="3"/><path d="M28 82 v20" stroke="${A}"/>
<rect x="22" y="60" width="80" height="20" rx="3" stroke="${A}"/><path d="M90 60 v20"/>
<rect x="14" y="38" width="84" height="20" rx="3"/><path d="M26 38 v20" stroke="${A}"/>
<path d="M70 10 l22 8 l-22 8 l-22 -8 z" fill="${A}" stroke="${A}"/><path d="M92 18 v12"/>`, o),
};

// Large decorative scenes for the hero slides (about 380x380).
export const scenes = {
  prelims: () => `<svg width="400" height="400" viewBox="0 0 400 400" xmlns="http://www.w3.org/2000/svg">
<g transform="rotate(-6 190 210)">
<rect x="70" y="40" width="220" height="300" rx="14" fill="#fff"/>
<rect x="70" y="40" width="220" height="48" rx="14" fill="${C.saffron}"/><rect x="70" y="70" width="220" height="18" fill="${C.saffron}"/>
<text x="90" y="71" font-family="Liberation Sans, Arial, sans-serif" font-weight="700" font-size="20" fill="${C.navy}">OMR · Test 12</text>
${[0, 1, 2, 3, 4, 5, 6].map((r) => `<text x="90" y="${124 + r * 30}" font-family="Liberation Sans, Arial, sans-serif" font-size="15" font-weight="700" fill="#64748b">${r + 1}</text>` +
    [0, 1, 2, 3].map((k) => `<circle cx="${134 + k * 34}" cy="${119 + r * 30}" r="10" fill="${(r * 3 + k) % 4 === 1 ? C.navy : 'none'}" stroke="${C.navy}" stroke-opacity=".55" stroke-width="2"/>`).join('')).join('')}
</g>
<g transform="translate(250 230)"><circle r="70" fill="${C.navy}" stroke="${C.saffron}" stroke-width="8"/><circle r="58" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="2"/>
${Array.from({ length: 12 }, (_, i) => { const a = i * Math.PI / 6; return `<line x1="${r2(50 * Math.cos(a))}" y1="${r2(50 * Math.sin(a))}" x2="${r2(56 * Math.cos(a))}" y2="${r2(56 * Math.sin(a))}" stroke="#fff" stroke-width="3" stroke-linecap="round"/>`; }).join('')}
<path d="M0 0 V-40 M0 0 L28 14" stroke="#fff" stroke-width="6" stroke-linecap="round"/><circle r="7" fill="${C.saffron}"/>
<rect x="-5" y="-84" width="10" height="12" fill="${C.saffron}"/><rect x="-14" y="-94" width="28" height="13" rx="4" fill="${C.saffron}"/></g>
<g transform="translate(6 262)"><rect width="120" height="104" rx="12" fill="#fff" opacity=".96"/>
<rect x="16" y="62" width="16" height="26" rx="3" fill="#cbd5e1"/><rect x="40" y="46" width="16" height="42" rx="3" fill="#94a3b8"/><rect x="64" y="30" width="16" height="58" rx="3" fill="${C.blue}"/><rect x="88" y="16" width="16" height="72" rx="3" fill="${C.green}"/>
</g></svg>`,
  mains: () => `<svg width="400" height="400" viewBox="0 0 400 400" xmlns="http://www.w3.org/2000/svg">
<rect x="98" y="34" width="230" height="310" rx="12" fill="#fff" opacity=".35" transform="rotate(7 210 190)"/>
<g transform="rotate(-4 190 200)"><rect x="70" y="40" width="230" height="310" rx="12" fill="#fff"/>
<rect x="70" y="40" width="8" height="310" fill="${C.saffron}"/>
<text x="96" y="78" font-family="Liberation Serif, serif" font-style="italic" font-size="19" fill="${C.navy}">Q3. Discuss the role of ...</text>
${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<path d="M96 ${108 + i * 26} q${20 + (i % 3) * 6} -6 ${40} 0 t40 0 t40 0 t${i % 3 === 2 ? 20 : 50} 0" fill="none" stroke="#475569" stroke-width="2.2" stroke-linecap="round"/>`).join('')}
<text x="226" y="334" font-family="Liberation Serif, serif" font-style="italic" font-weight="700" font-size="24" fill="#dc2626">7.5/10</text>
</g>
<g transform="translate(300 110) rotate(30)"><rect x="-13" y="0" width="26" height="170" rx="6" fill="${C.navy}"/><rect x="-13" y="0" width="26" height="42" rx="6" fill="${C.saffron}"/>
<path d="M-13 170 L0 206 L13 170z" fill="#e2e8f0"/><path d="M-4 194 L0 206 L4 194z" fill="${C.navy}"/><rect x="9" y="8" width="6" height="60" rx="3" fill="#cbd5e1"/></g>
<g transform="translate(78 318)"><circle r="46" fill="${C.green}"/><path d="M-20 2 l13 13 l27 -29" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/></g>
</svg>`,
  optionals: () => {
    const books = [
      ['PSIR', '#1e3a8a', 70, 300], ['GEOGRAPHY', C.saffron, 60, 270], ['SOCIOLOGY', '#0f766e', 64, 290],
      ['PUB AD', '#334155', 58, 250], ['ANTHROPOLOGY', '#138808', 62, 310],
    ];
    let x = 30, s = '';
    for (const [t, col, w, h] of books) {
      const y = 360 - h;
      const dark = col === C.saffron;
      s += `<g><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="5" fill="${col}" stroke="#fff" stroke-opacity=".25" stroke-width="2"/>
<rect x="${x + 8}" y="${y + 16}" width="${w - 16}" height="4" fill="${dark ? C.navy : '#fff'}" opacity=".5"/><rect x="${x + 8}" y="${y + h - 24}" width="${w - 16}" height="4" fill="${dark ? C.navy : '#fff'}" opacity=".5"/>
<text transform="translate(${x + w / 2 + 7} ${y + h / 2}) rotate(-90)" text-anchor="middle" font-family="Liberation Sans, Arial, sans-serif" font-weight="700" font-size="20" letter-spacing="1.5" fill="${dark ? C.navy : '#fff'}">${t}</text></g>`;
      x += w + 6;
    }
    return `<svg width="400" height="400" viewBox="0 0 400 400" xmlns="http://www.w3.org/2000/svg">${s}
<rect x="14" y="360" width="372" height="14" rx="4" fill="#fff" opacity=".9"/></svg>`;
  },
};

// The Aspirant mark: a diya (lamp) with an upward flame. Same drawing as the mark in web/public/images/logo.svg.
export function mark({ size = 40, bowl = C.navy, flame = C.saffron, inner = '#fde68a' } = {}) {
  return `<svg width="${size}" height="${size}" viewBox="0 0 48 48" xmlns="http://www.w3.org/2000/svg">
<path d="M24 3c6.5 8 9.5 12.6 9.5 17.2a9.5 9.5 0 0 1-19 0C14.5 15.6 17.5 11 24 3z" fill="${flame}"/>
<path d="M24 12.5c3 3.8 4.4 6 4.4 8.1a4.4 4.4 0 0 1-8.8 0c0-2.1 1.4-4.3 4.4-8.1z" fill="${inner}"/>
<path d="M4 29h40c-1.6 8.4-9.6 14-20 14S5.6 37.4 4 29z" fill="${bowl}"/>
<rect x="17" y="43" width="14" height="3" rx="1.5" fill="${bowl}"/></svg>`;
}
