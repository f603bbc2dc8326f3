/**
 * A name (aria-label) on an element without a role is not allowed (axe's
 * aria-prohibited-attr, impact serious): screen readers ignore it. The
 * loading placeholders carried one, and the axe journey saw it only when it
 * ran while a page was still loading. This reads the sources so no state of
 * any page can hide it: a div, span or p with aria-label must have a role.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '../../web/src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.tsx') ? [file] : [];
  });
}

describe('aria-label only where a role allows it', () => {
  it('no div, span or p carries aria-label without a role', () => {
    const found = sources(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<(div|span|p)\b[^>]*aria-label=[^>]*>/g)]
        .filter((m) => !/\brole=/.test(m[0]))
        .map((m) => `${path.relative(SRC, file)}: ${m[0].slice(0, 80)}`),
    );
    expect(found).toEqual([]);
  });
});
