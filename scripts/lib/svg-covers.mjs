/** Abstract cover art for articles (1200x675): five styles, palette and shapes drawn from a seed. */
import { darken, glow, lighten, linear, mix, PALETTES, ridge, seeded, svgDoc, wave } from './svg-kit.mjs';

const W = 1200;
const H = 675;

function mountains(r, [a, b, c, accent]) {
  const defs = linear('sky', [a, b, lighten(c, 0.2)], { x2: 0 }) + glow('sun', accent);
  const sunX = r.between(200, 1000);
  const sunY = r.between(140, 260);
  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  body += `<circle cx="${sunX}" cy="${sunY}" r="220" fill="url(#sun)"/><circle cx="${sunX}" cy="${sunY}" r="${r.between(48, 70)}" fill="${lighten(accent, 0.3)}" opacity="0.95"/>`;
  for (let i = 0; i < 5; i++) {
    const color = mix(lighten(b, 0.35), darken(a, 0.55), i / 4);
    body += `<path d="${ridge(r, W, H, 330 + i * 70, 160 - i * 22, 10 + i * 3)}" fill="${color}" opacity="${0.55 + i * 0.1}"/>`;
  }
  return svgDoc(W, H, body, defs);
}

function waves(r, [a, b, c, accent]) {
  const defs = linear('bg', [a, b, c]);
  let body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  for (let i = 0; i < 14; i++) {
    body += `<circle cx="${r.between(0, W)}" cy="${r.between(0, H * 0.6)}" r="${r.between(4, 26)}" fill="#fff" opacity="${r.between(0.08, 0.3).toFixed(2)}"/>`;
  }
  for (let i = 0; i < 6; i++) {
    const d = wave(W, H, 300 + i * 62, r.between(14, 38), r.between(0.8, 2.2), r.between(0, Math.PI * 2));
    body += `<path d="${d}" fill="${i === 5 ? lighten(accent, 0.5) : '#ffffff'}" opacity="${(0.1 + i * 0.06).toFixed(2)}"/>`;
  }
  return svgDoc(W, H, body, defs);
}

function geometric(r, [a, b, c, accent]) {
  const defs = linear('bg', [a, b, c]) +
    `<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="#fff" opacity="0.22"/></pattern>`;
  let body = `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect width="${W}" height="${H}" fill="url(#dots)"/>`;
  for (let i = 0; i < 16; i++) {
    const x = r.between(-60, W + 60);
    const y = r.between(-60, H + 60);
    const s = r.between(40, 220);
    const fill = r.pick(['#ffffff', accent, lighten(c, 0.4), darken(a, 0.3)]);
    const op = r.between(0.08, 0.32).toFixed(2);
    const rot = r.int(0, 90);
    const kind = r.int(0, 3);
    if (kind === 0) body += `<circle cx="${x}" cy="${y}" r="${s / 2}" fill="${fill}" opacity="${op}"/>`;
    if (kind === 1) body += `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="${s / 6}" fill="${fill}" opacity="${op}" transform="rotate(${rot} ${x + s / 2} ${y + s / 2})"/>`;
    if (kind === 2) body += `<path d="M${x},${y - s / 2} L${x + s / 2},${y + s / 2} L${x - s / 2},${y + s / 2} Z" fill="${fill}" opacity="${op}" transform="rotate(${rot} ${x} ${y})"/>`;
    if (kind === 3) body += `<circle cx="${x}" cy="${y}" r="${s / 2}" fill="none" stroke="${fill}" stroke-width="${r.int(6, 18)}" opacity="${op}"/>`;
  }
  return svgDoc(W, H, body, defs);
}

function aurora(r, [a, b, c, accent]) {
  const defs = linear('night', [darken(a, 0.75), darken(b, 0.6)], { x2: 0 }) +
    `<filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="70"/></filter>`;
  let body = `<rect width="${W}" height="${H}" fill="url(#night)"/>`;
  for (let i = 0; i < 60; i++) {
    body += `<circle cx="${r.between(0, W)}" cy="${r.between(0, H)}" r="${r.between(0.6, 2.2).toFixed(1)}" fill="#fff" opacity="${r.between(0.3, 0.9).toFixed(2)}"/>`;
  }
  for (const color of [a, b, c, accent]) {
    body += `<ellipse cx="${r.between(150, 1050)}" cy="${r.between(150, 520)}" rx="${r.between(180, 340)}" ry="${r.between(90, 170)}" fill="${lighten(color, 0.3)}" opacity="0.75" filter="url(#blur)" transform="rotate(${r.int(-25, 25)} 600 337)"/>`;
  }
  body += `<path d="${ridge(r, W, H, 600, 60, 24)}" fill="${darken(a, 0.85)}"/>`;
  return svgDoc(W, H, body, defs);
}

/** An editor window with syntax-coloured bars: reads as "code" without any real text. */
function editor(r, [a, b, c, accent]) {
  const defs = linear('bg', [a, b, c]) + `<filter id="shadow"><feDropShadow dx="0" dy="18" stdDeviation="22" flood-opacity="0.35"/></filter>`;
  const x = 200;
  const y = 110;
  const w = 800;
  const h = 455;
  let body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  body += `<circle cx="${r.between(900, 1150)}" cy="${r.between(40, 200)}" r="160" fill="#fff" opacity="0.1"/><circle cx="${r.between(40, 260)}" cy="${r.between(480, 640)}" r="120" fill="#fff" opacity="0.1"/>`;
  body += `<g filter="url(#shadow)"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="#1e1f29" opacity="0.94"/></g>`;
  body += ['#ff5f56', '#ffbd2e', '#27c93f'].map((col, i) => `<circle cx="${x + 32 + i * 26}" cy="${y + 28}" r="8" fill="${col}"/>`).join('');
  const tokens = [accent, lighten(c, 0.3), '#8be9fd', '#50fa7b', '#ff79c6', '#f1fa8c', '#bd93f9', '#6272a4'];
  for (let line = 0; line < 11; line++) {
    let cx = x + 48 + (line % 4 === 0 ? 0 : r.int(1, 3) * 28);
    body += `<text x="${x + 22}" y="${y + 88 + line * 33}" font-family="monospace" font-size="15" fill="#6272a4">${line + 1}</text>`;
    const parts = r.int(1, 4);
    for (let p = 0; p < parts && cx < x + w - 80; p++) {
      const len = Math.min(r.int(40, 170), x + w - 40 - cx);
      body += `<rect x="${cx}" y="${y + 76 + line * 33}" width="${len}" height="13" rx="6.5" fill="${r.pick(tokens)}" opacity="0.9"/>`;
      cx += len + 14;
    }
  }
  return svgDoc(W, H, body, defs);
}

const STYLES = { mountains, waves, geometric, aurora, editor };
export const COVER_STYLES = Object.keys(STYLES);

/** Cover number `index` in a style; palettes rotate so neighbours never look alike. */
export function coverSvg(index, style = COVER_STYLES[index % COVER_STYLES.length]) {
  const palette = PALETTES[(index * 7) % PALETTES.length];
  return STYLES[style](seeded(`cover-${index}-${style}`), palette);
}
