/** "Photos" (landscapes), page banners, avatars and QR-like placeholders, all drawn from a seed. */
import { darken, escapeXml, FONT, glow, lighten, linear, mix, PALETTES, ridge, seeded, svgDoc, wave } from './svg-kit.mjs';

/** Sky colours per time of day: [zenith, horizon, light source]. */
const SKIES = {
  dawn: ['#2b5876', '#f7b267', '#fff1c1'],
  noon: ['#2f80ed', '#a8e0ff', '#ffffff'],
  dusk: ['#41295a', '#ff7e5f', '#ffd27f'],
  night: ['#0b1026', '#2b3a67', '#f5f3ce'],
  mist: ['#8e9eab', '#eef2f3', '#ffffff'],
};

const SCENES = ['lake', 'city', 'forest', 'sea', 'snow', 'dunes'];

function stars(r, w, h, n) {
  let out = '';
  for (let i = 0; i < n; i++) {
    out += `<circle cx="${r.between(0, w).toFixed(0)}" cy="${r.between(0, h).toFixed(0)}" r="${r.between(0.5, 1.9).toFixed(1)}" fill="#fff" opacity="${r.between(0.3, 1).toFixed(2)}"/>`;
  }
  return out;
}

function pines(r, w, baseY, color, count) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = r.between(-20, w + 20);
    const s = r.between(30, 90);
    const y = baseY + r.between(-10, 40);
    out += `<path d="M${x},${y - s * 2} L${x + s * 0.55},${y} L${x - s * 0.55},${y} Z" fill="${color}"/><rect x="${x - 3}" y="${y}" width="6" height="${s * 0.25}" fill="${color}"/>`;
  }
  return out;
}

function skyline(r, w, h, baseY, night) {
  let out = '';
  let x = -10;
  while (x < w) {
    const bw = r.between(40, 110);
    const bh = r.between(80, 320);
    out += `<rect x="${x.toFixed(0)}" y="${(baseY - bh).toFixed(0)}" width="${bw.toFixed(0)}" height="${(bh + h - baseY).toFixed(0)}" fill="${night ? '#0d1224' : '#45556c'}"/>`;
    for (let wy = baseY - bh + 14; wy < baseY - 10; wy += 18) {
      for (let wx = x + 8; wx < x + bw - 12; wx += 16) {
        if (r.chance(night ? 0.45 : 0.2)) out += `<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="7" height="9" fill="${night ? '#ffd86b' : '#cfe3f5'}" opacity="${r.between(0.5, 1).toFixed(2)}"/>`;
      }
    }
    x += bw + r.between(2, 12);
  }
  return out;
}

/** A landscape of the given scene and time of day; w x h decides photo or banner shape. */
export function landscapeSvg(seed, { scene, time, w = 1200, h = 800 } = {}) {
  const r = seeded(seed);
  scene ??= r.pick(SCENES);
  time ??= r.pick(Object.keys(SKIES));
  const [zenith, horizon, light] = SKIES[time];
  const night = time === 'night';
  const horizonY = h * r.between(0.52, 0.62);
  let defs = linear('sky', [zenith, horizon], { x2: 0 }) + glow('halo', light, 0.8);
  let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  if (night) body += stars(r, w, horizonY, Math.round(w / 8));
  const sx = r.between(w * 0.15, w * 0.85);
  const sy = scene === 'sea' ? horizonY - 10 : r.between(h * 0.14, h * 0.32);
  body += `<circle cx="${sx}" cy="${sy}" r="${h * 0.3}" fill="url(#halo)"/><circle cx="${sx}" cy="${sy}" r="${h * 0.065}" fill="${light}"/>`;
  if (time === 'mist' || time === 'noon') {
    for (let i = 0; i < 5; i++) body += `<ellipse cx="${r.between(0, w)}" cy="${r.between(h * 0.08, h * 0.35)}" rx="${r.between(60, 160)}" ry="${r.between(14, 30)}" fill="#fff" opacity="0.55"/>`;
  }
  const far = mix(horizon, zenith, 0.35);
  const ground = { lake: '#2d4a3e', city: '#1b2233', forest: '#1f3d2b', sea: '#123a5a', snow: '#dfe9f2', dunes: '#c98a4b' }[scene];
  if (scene === 'sea') {
    defs += linear('water', [mix(horizon, '#0f4c75', 0.5), darken('#0f4c75', 0.3)], { x2: 0 });
    body += `<rect y="${horizonY}" width="${w}" height="${h - horizonY}" fill="url(#water)"/>`;
    for (let i = 0; i < 26; i++) body += `<rect x="${sx - r.between(10, 160)}" y="${horizonY + 6 + i * ((h - horizonY) / 28)}" width="${r.between(30, 320)}" height="3" rx="1.5" fill="${light}" opacity="${(0.7 - i * 0.025).toFixed(2)}"/>`;
    const bx = r.between(w * 0.1, w * 0.7);
    body += `<path d="M${bx},${horizonY + 40} l90,0 l-14,16 l-62,0 Z M${bx + 44},${horizonY + 36} l0,-80 l38,76 Z" fill="#10131a" opacity="0.85"/>`;
  } else if (scene === 'dunes') {
    for (let i = 0; i < 4; i++) body += `<path d="${wave(w, h, horizonY + i * h * 0.09, h * 0.04, r.between(0.6, 1.4), r.between(0, 6))}" fill="${mix('#f0c27b', darken(ground, 0.25), i / 3)}"/>`;
  } else {
    for (let i = 0; i < 3; i++) body += `<path d="${ridge(r, w, h, horizonY - 40 + i * 40, h * (0.24 - i * 0.06), 12)}" fill="${mix(far, scene === 'snow' ? '#9fb4c7' : darken(ground, 0.2), i / 2)}" opacity="0.92"/>`;
    if (scene === 'snow') body += `<path d="${ridge(r, w, h, horizonY + 60, h * 0.08, 8)}" fill="${ground}"/>`;
    if (scene === 'city') body += skyline(r, w, h, horizonY + h * 0.12, night || time === 'dusk');
    if (scene === 'forest') body += `<path d="${ridge(r, w, h, horizonY + 50, 30, 10)}" fill="${ground}"/>` + pines(r, w, horizonY + 80, darken(ground, 0.3), Math.round(w / 40));
    if (scene === 'lake') {
      const waterY = horizonY + h * 0.1;
      defs += linear('lake', [mix(horizon, zenith, 0.4), darken(zenith, 0.3)], { x2: 0 });
      body += `<rect y="${waterY}" width="${w}" height="${h - waterY}" fill="url(#lake)"/>`;
      for (let i = 0; i < 14; i++) body += `<rect x="${r.between(0, w)}" y="${r.between(waterY + 8, h)}" width="${r.between(40, 180)}" height="2" fill="#fff" opacity="0.25"/>`;
      body += pines(r, w, waterY + 4, darken(ground, 0.4), 6);
    }
  }
  return svgDoc(w, h, body, defs);
}

/** A round avatar: gradient disc with one character. */
export function avatarSvg(seed, letter, paletteIndex) {
  const r = seeded(seed);
  const [a, , c, accent] = PALETTES[paletteIndex ?? r.int(0, PALETTES.length - 1)];
  const defs = linear('g', [a, c]) + '<clipPath id="disc"><circle cx="100" cy="100" r="100"/></clipPath>';
  const body = `<g clip-path="url(#disc)"><circle cx="100" cy="100" r="100" fill="url(#g)"/>` +
    `<circle cx="${r.int(30, 170)}" cy="${r.int(20, 60)}" r="${r.int(24, 44)}" fill="${lighten(accent, 0.3)}" opacity="0.25"/></g>` +
    `<text x="100" y="101" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-size="${letter.length > 1 ? 64 : 88}" font-weight="600" fill="#fff">${escapeXml(letter)}</text>`;
  return svgDoc(200, 200, body, defs);
}

/** Looks like a QR code but encodes nothing: a placeholder for the owner's real codes. */
export function qrSvg(seed, label, color = '#111111') {
  const r = seeded(seed);
  const n = 25;
  const cell = 9;
  const pad = 18;
  const finder = (x, y) => x < 8 && y < 8 || x > n - 9 && y < 8 || x < 8 && y > n - 9;
  let body = `<rect width="261" height="290" rx="14" fill="#fff"/>`;
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (!finder(x, y) && r.chance(0.47)) body += `<rect x="${pad + x * cell}" y="${pad + y * cell}" width="${cell}" height="${cell}" fill="${color}"/>`;
    }
  }
  for (const [fx, fy] of [[0, 0], [n - 7, 0], [0, n - 7]]) {
    const [x, y] = [pad + fx * cell, pad + fy * cell];
    body += `<rect x="${x}" y="${y}" width="${cell * 7}" height="${cell * 7}" fill="${color}"/><rect x="${x + cell}" y="${y + cell}" width="${cell * 5}" height="${cell * 5}" fill="#fff"/><rect x="${x + cell * 2}" y="${y + cell * 2}" width="${cell * 3}" height="${cell * 3}" fill="${color}"/>`;
  }
  body += `<text x="130.5" y="272" text-anchor="middle" font-family="${FONT}" font-size="15" fill="#555">${escapeXml(label)}</text>`;
  return svgDoc(261, 290, body);
}

/** A soft pastel card background for message-board notes. */
export function paperSvg(seed) {
  const r = seeded(seed);
  const [a, b] = PALETTES[r.int(0, PALETTES.length - 1)];
  const defs = linear('p', [lighten(a, 0.75), lighten(b, 0.8)]);
  let body = `<rect width="600" height="360" fill="url(#p)"/>`;
  for (let i = 0; i < 9; i++) body += `<circle cx="${r.int(0, 600)}" cy="${r.int(0, 360)}" r="${r.int(20, 90)}" fill="#fff" opacity="0.35"/>`;
  return svgDoc(600, 360, body, defs);
}
