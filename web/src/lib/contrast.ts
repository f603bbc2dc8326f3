/**
 * Colours a note's author picks are theirs, but a note must stay readable:
 * where the chosen text colour reads below WCAG's 4.5:1 on the chosen
 * background, the text takes near-black or white, whichever reads better.
 */
type Rgb = [number, number, number];

const DARK_TEXT = '#1f2933';
const LIGHT_TEXT = '#ffffff';

/** #rgb, #rrggbb (alpha ignored) or rgb()/rgba(); null for colour names and anything else. */
function parseColor(value: string): Rgb | null {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex.slice(0, 6);
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})/.exec(text);
  return rgb ? ([rgb[1], rgb[2], rgb[3]].map((n) => Math.min(255, Number(n))) as Rgb) : null;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The chosen colour when it reads on the background (or either cannot be judged), else the better of near-black and white. */
export function legibleColor(color: string, background: string): string {
  const fg = parseColor(color);
  const bg = parseColor(background);
  if (!fg || !bg || contrastRatio(fg, bg) >= 4.5) return color;
  return contrastRatio(parseColor(DARK_TEXT)!, bg) >= contrastRatio(parseColor(LIGHT_TEXT)!, bg) ? DARK_TEXT : LIGHT_TEXT;
}
