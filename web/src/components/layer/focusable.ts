const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Whether a person could land on `el` with Tab: not tabindex -1, not inside hidden/inert, and drawn. */
function reachable(el: HTMLElement): boolean {
  if (el.tabIndex < 0 || el.closest('[hidden], [inert]')) return false;
  // jsdom has no layout: there every element that passed the checks above counts
  return typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true }) : true;
}

/** The elements inside `root` that Tab visits, in document order. */
export function tabbablesIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(reachable);
}
