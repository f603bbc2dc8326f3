/**
 * Where a page loads a picture from. Our own pictures as they are, with their
 * responsive variants named in `srcset` (contract/image-variants.ts); a
 * picture another host holds (an imported talk, an old cover) through the
 * worker, which copies it into R2 once and points the rows at the copy
 * (GET /api/image/external): the page's CSP stays `img-src 'self'` and no
 * reader's browser ever asks another host.
 */
import { externalImagePath, variantSrcset } from '@contract/image-sources';

export function pictureSrc(url: string): string {
  return externalImagePath(url) ?? url;
}

/** `src`, and `srcSet` + `sizes` when the picture has variants to choose from. */
export function pictureSources(url: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  const srcSet = variantSrcset(url);
  return srcSet ? { src: url, srcSet, sizes } : { src: pictureSrc(url) };
}
