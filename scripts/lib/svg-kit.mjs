/** Small deterministic helpers for the generated demo art: seeded randomness, colours, palettes. */

/** A PRNG seeded from a string, so every run draws the very same picture. */
export function seeded(seed) {
  let h = 2166136261;
  for (const ch of String(seed)) h = Math.imul(h ^ ch.codePointAt(0), 16777619);
  let a = h >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min, max) => min + next() * (max - min),
    int: (min, max) => Math.floor(min + next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}

const toRgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const toHex = (rgb) => `#${rgb.map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0')).join('')}`;

/** Linear blend of two #rrggbb colours. */
export function mix(a, b, t) {
  const [x, y] = [toRgb(a), toRgb(b)];
  return toHex(x.map((v, i) => v + (y[i] - v) * t));
}
export const darken = (c, t) => mix(c, '#000000', t);
export const lighten = (c, t) => mix(c, '#ffffff', t);

/** Gradient palettes: [top/left, middle, bottom/right, accent]. */
export const PALETTES = [
  ['#667eea', '#764ba2', '#f093fb', '#ffd166'],
  ['#0f2027', '#203a43', '#2c5364', '#7fdbda'],
  ['#ff9a9e', '#fad0c4', '#fbc2eb', '#ffffff'],
  ['#43cea2', '#2b8fa8', '#185a9d', '#f9f871'],
  ['#f7971e', '#fbb034', '#ffd200', '#fff3b0'],
  ['#1e3c72', '#2a5298', '#6dd5ed', '#ffffff'],
  ['#ee0979', '#f5494a', '#ff6a00', '#ffe66d'],
  ['#11998e', '#24c47e', '#38ef7d', '#e9ffd8'],
  ['#fc466b', '#9c51b6', '#3f5efb', '#a0f1ff'],
  ['#355c7d', '#6c5b7b', '#c06c84', '#f8b195'],
  ['#0b486b', '#3b8686', '#f56217', '#ffd3a5'],
  ['#232526', '#3a3d40', '#5a5f66', '#00d2ff'],
  ['#e0c3fc', '#b5c6fb', '#8ec5fc', '#ffffff'],
  ['#141e30', '#243b55', '#4b6cb7', '#ffb88c'],
  ['#654ea3', '#b06ab3', '#eaafc8', '#fff0f5'],
  ['#134e5e', '#3f8f6f', '#71b280', '#f0e68c'],
];

export const FONT = "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Noto Sans SC','WenQuanYi Micro Hei',sans-serif";

export function svgDoc(width, height, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${defs}</defs>${body}</svg>`;
}

export function linear(id, stops, { x2 = 1, y2 = 1 } = {}) {
  const s = stops.map((c, i) => `<stop offset="${(i / Math.max(1, stops.length - 1)).toFixed(2)}" stop-color="${c}"/>`).join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function glow(id, color, opacity = 0.9) {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/>` +
    `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** A jagged ridge line across the width, closed down to the bottom edge. */
export function ridge(r, width, height, baseY, roughness, steps = 14) {
  const pts = [];
  for (let i = 0; i <= steps; i++) {
    const x = (width / steps) * i;
    const peak = Math.sin((i / steps) * Math.PI * r.between(0.8, 2.2)) * roughness * 0.5;
    pts.push(`${x.toFixed(0)},${(baseY - peak - r.between(0, roughness)).toFixed(0)}`);
  }
  return `M0,${height} L${pts.join(' L')} L${width},${height} Z`;
}

/** A smooth wave band across the width, closed down to the bottom edge. */
export function wave(width, height, baseY, amplitude, periods, phase) {
  let d = `M0,${height} L0,${baseY.toFixed(1)}`;
  for (let x = 0; x <= width; x += width / 48) {
    const y = baseY + Math.sin((x / width) * Math.PI * 2 * periods + phase) * amplitude;
    d += ` L${x.toFixed(1)},${y.toFixed(1)}`;
  }
  return `${d} L${width},${height} Z`;
}

export const escapeXml = (s) => String(s).replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
