import { ARTICLE_PREVIEW_ID } from '@contract/article-html-policy';

let claimed = false;

/**
 * The article body the worker drew into the page (worker/seo/prerender.ts),
 * for the first article view of the visit to take over instead of setting
 * the same HTML again: parsing a long article's markup a second time, and
 * building its nodes, was the largest task of an article's first load. Only
 * the first call can have it, and only while React's first commit has not
 * yet emptied #root (the view renders in that render, so it does); every
 * later view, and a page whose body came another way, gets null.
 */
export function claimPrerenderedBody(): HTMLElement | null {
  if (claimed || typeof document === 'undefined') return null;
  claimed = true;
  const node = document.getElementById(`${ARTICLE_PREVIEW_ID}-preview`);
  return node && document.getElementById('root')?.contains(node) ? node : null;
}

/** Whether the worker's body is in the page and not yet claimed: the render that claims it is still to come. */
export const prerenderedBodyWaiting = (): boolean =>
  !claimed && typeof document !== 'undefined' && !!document.getElementById('root')?.contains(document.getElementById(`${ARTICLE_PREVIEW_ID}-preview`));

/** Moves the claimed body's nodes into `host`, as they are (one DOM operation, no parsing). */
export function adoptBody(host: HTMLElement, from: HTMLElement): void {
  const range = document.createRange();
  range.selectNodeContents(from);
  host.replaceChildren(range.extractContents());
}
