/**
 * A post's front matter and body: YAML between `---` lines (Hexo, Hugo, Jekyll;
 * Hexo also accepts it without the opening `---`) or TOML between `+++` lines
 * (Hugo). YAML is read as YAML 1.2, so dates stay the text the author wrote.
 */
import { parse as parseYaml } from 'yaml';
import { parseToml, TomlError } from './toml';

export interface FrontMatter {
  data: Record<string, unknown>;
  body: string;
}

export class FrontMatterError extends Error {}

const isRecord = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date);

function yaml(text: string): Record<string, unknown> {
  let data: unknown;
  try {
    data = parseYaml(text, { maxAliasCount: 50, uniqueKeys: false });
  } catch {
    throw new FrontMatterError('front matter 不是有效的 YAML');
  }
  if (data === null || data === undefined) return {};
  if (!isRecord(data)) throw new FrontMatterError('front matter 不是键值对');
  return data;
}

/** The front matter between a fence line and the next identical one, or null when the text does not open with it. */
function fenced(lines: string[], fence: string): { inner: string; body: string } | null {
  if (lines[0]?.trimEnd() !== fence) return null;
  const end = lines.findIndex((l, i) => i > 0 && (l.trimEnd() === fence || (fence === '---' && l.trimEnd() === '...')));
  if (end < 0) return null;
  return { inner: lines.slice(1, end).join('\n'), body: lines.slice(end + 1).join('\n') };
}

export function splitFrontMatter(source: string): FrontMatter | null {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const lines = text.split('\n');
  const toml = fenced(lines, '+++');
  if (toml) {
    try {
      return { data: parseToml(toml.inner), body: toml.body };
    } catch (error) {
      throw new FrontMatterError(error instanceof TomlError ? error.message : 'front matter 不是有效的 TOML');
    }
  }
  const open = fenced(lines, '---');
  if (open) return { data: yaml(open.inner), body: open.body };
  // Hexo: "title: …\ndate: …\n---\n": only when what precedes the first --- reads as a post's fields
  const close = lines.findIndex((l) => l.trimEnd() === '---');
  if (close > 0) {
    let data: unknown;
    try {
      data = parseYaml(lines.slice(0, close).join('\n'), { maxAliasCount: 50, uniqueKeys: false });
    } catch {
      return null;
    }
    if (isRecord(data) && ('title' in data || 'date' in data)) return { data, body: lines.slice(close + 1).join('\n') };
  }
  return null;
}
