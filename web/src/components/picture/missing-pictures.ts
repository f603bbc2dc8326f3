/**
 * The article body is HTML the worker rendered, not React's: a picture in it
 * that cannot load (its host went away before the worker could copy it) is
 * swapped for the same placeholder <Picture> shows (picture.tsx), built here
 * with the DOM. A picture that failed before this ran is found by its state.
 */
import { externalImageTexts } from '@contract/image-sources';
import './picture.css';

const SVG_NS = 'http://www.w3.org/2000/svg';
const ICON = 'M4 5h16v14H4zM4 15l4.5-4.5 3.5 3.5 2.5-2.5L20 17M15.5 8.5h.01';

function placeholder(alt: string): HTMLElement {
  const text = alt.trim() || externalImageTexts.missing;
  const frame = document.createElement('span');
  frame.className = 'picture-missing';
  frame.setAttribute('role', 'img');
  frame.setAttribute('aria-label', text);
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('class', 'picture-missing__icon');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(SVG_NS, 'path');
  path.setAttribute('d', ICON);
  svg.append(path);
  const label = document.createElement('span');
  label.className = 'picture-missing__text';
  label.textContent = text;
  frame.append(svg, label);
  return frame;
}

const failed = (img: HTMLImageElement) => img.complete && img.naturalWidth === 0 && Boolean(img.getAttribute('src'));

/** Replaces the pictures under `root` that failed, now and later; answers the cleanup. */
export function watchMissingPictures(root: HTMLElement): () => void {
  const swap = (img: HTMLImageElement) => img.replaceWith(placeholder(img.alt));
  for (const img of root.querySelectorAll('img')) if (failed(img)) swap(img);
  const onError = (e: Event) => {
    if (e.target instanceof HTMLImageElement && root.contains(e.target)) swap(e.target);
  };
  // error does not bubble: listen in the capture phase
  root.addEventListener('error', onError, true);
  return () => root.removeEventListener('error', onError, true);
}
