/** Cover art for songs and playlists (480x480 SVG): a record on a soft gradient, title in the corner. */
import { escapeXml, FONT, lighten, darken, linear, PALETTES, seeded, svgDoc } from '../lib/svg-kit.mjs';

const S = 480;

export function musicCoverSvg({ title, subtitle, palette, seed }) {
  const [a, b, c, accent] = PALETTES[palette % PALETTES.length];
  const r = seeded(seed);
  const defs = linear('bg', [lighten(a, 0.1), b, darken(c, 0.1)]) +
    `<radialGradient id="vinyl"><stop offset="0" stop-color="#2b2b33"/><stop offset="1" stop-color="#0d0d12"/></radialGradient>`;
  let body = `<rect width="${S}" height="${S}" fill="url(#bg)"/>`;
  for (let i = 0; i < 9; i++) {
    body += `<circle cx="${r.between(0, S)}" cy="${r.between(0, S)}" r="${r.between(20, 90)}" fill="#fff" opacity="${r.between(0.05, 0.16).toFixed(2)}"/>`;
  }
  const cx = r.between(250, 300);
  const cy = r.between(190, 230);
  body += `<circle cx="${cx}" cy="${cy}" r="150" fill="url(#vinyl)"/>`;
  for (let i = 0; i < 6; i++) body += `<circle cx="${cx}" cy="${cy}" r="${60 + i * 15}" fill="none" stroke="#fff" stroke-opacity="0.07"/>`;
  body += `<circle cx="${cx}" cy="${cy}" r="52" fill="${accent}"/><circle cx="${cx}" cy="${cy}" r="8" fill="#111"/>`;
  body += `<path d="M ${cx - 110} ${cy - 95} A 145 145 0 0 1 ${cx + 40} ${cy - 143}" stroke="#fff" stroke-opacity="0.2" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  body += `<text x="36" y="${S - 70}" font-family="${FONT}" font-size="46" font-weight="700" fill="#fff">${escapeXml(title)}</text>`;
  body += `<text x="38" y="${S - 34}" font-family="${FONT}" font-size="22" fill="#fff" opacity="0.85">${escapeXml(subtitle)}</text>`;
  return svgDoc(S, S, body, defs);
}
