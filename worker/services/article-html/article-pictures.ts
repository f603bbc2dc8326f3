/**
 * An article's pictures as readers get them (issue 32): our own pictures name
 * their responsive variants (`srcset`/`sizes`, contract/image-variants.ts),
 * their size when it was measured (no shift as they arrive), and load lazily;
 * a picture another host holds is asked of the worker (contract/
 * external-image.ts), or named by its copy once there is one, or, when its
 * host is known to fail, replaced by the placeholder the web shows
 * (components/picture/picture.tsx). The facts come from D1 before the render
 * and are part of the render's cache key (article-html.ts).
 */
import { externalImagePath, externalImageTexts } from '../../../contract/external-image';
import { variantSrcset } from '../../../contract/image-variants';
import { ownImageKey } from '../../../contract/own-image';
import type { D1Statements } from '../../db/d1-statements';
import { pictureSizes } from '../image-variants/variant-rows';
import { externalStates } from '../image-variants/external';

export interface PictureFacts {
  sizes: Record<string, { width: number; height: number }>;
  /** an external address's copy (`/img/<key>`), or null when its host is known to fail */
  external: Record<string, string | null>;
}

/** The article column is at most ~760 px wide; a phone's is the screen. */
const ARTICLE_SIZES = '(max-width: 800px) 100vw, 760px';

const OWN_SRC = /\/img\/[A-Za-z0-9_\-./%]+/g;
const EXTERNAL_SRC = /https?:\/\/[^\s)"'<>]+/g;

/** The facts the render needs for the pictures `markdown` may show: two statements, only when it names any. */
export async function pictureFacts(d1: D1Statements, markdown: string): Promise<PictureFacts> {
  const keys = [...new Set(markdown.match(OWN_SRC) ?? [])].map((u) => ownImageKey(u)).filter((k): k is string => k !== null);
  const urls = [...new Set(markdown.match(EXTERNAL_SRC) ?? [])];
  const [sizes, external] = await Promise.all([pictureSizes(d1, keys), externalStates(d1 as D1Database, urls)]);
  return { sizes: Object.fromEntries(sizes), external: Object.fromEntries(external) };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The placeholder's markup, as components/picture/picture.tsx draws it. */
export function missingPictureHtml(alt: string): string {
  const text = escapeHtml(alt.trim() || externalImageTexts.missing);
  return (
    `<span class="picture-missing" role="img" aria-label="${text}">` +
    '<svg class="picture-missing__icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 5h16v14H4zM4 15l4.5-4.5 3.5 3.5 2.5-2.5L20 17M15.5 8.5h.01"></path></svg>' +
    `<span class="picture-missing__text">${text}</span></span>`
  );
}

/** A kept <img>'s attributes with what the facts add, or `missing` when the placeholder stands in for it. */
export function pictureAttributes(attrs: [string, string][], facts: PictureFacts): [string, string][] | { missing: string } {
  const get = (name: string) => attrs.find(([n]) => n === name)?.[1];
  const set = (name: string, value: string) => {
    const at = attrs.findIndex(([n]) => n === name);
    if (at >= 0) attrs[at] = [name, value];
    else attrs.push([name, value]);
  };
  let src = get('src') ?? '';
  const external = externalImagePath(src);
  if (external) {
    const state = facts.external[src];
    if (state === null) return { missing: get('alt') ?? '' };
    src = state ?? external;
    set('src', src);
  }
  const key = ownImageKey(src);
  const size = key ? facts.sizes[key] : undefined;
  const srcset = variantSrcset(src);
  if (srcset) {
    set('srcset', srcset);
    set('sizes', ARTICLE_SIZES);
  }
  if (size && get('width') === undefined && get('height') === undefined) {
    set('width', String(size.width));
    set('height', String(size.height));
  }
  set('loading', 'lazy');
  set('decoding', 'async');
  return attrs;
}
