import { useEffect, useRef, type RefObject } from 'react';
import { pushLayer } from './layer-stack';

interface LayerOptions {
  open: boolean;
  /** Escape while this is the innermost layer; also an outside pointer down when `dismissOnOutside`. */
  onClose: () => void;
  /** Dialogs and drawers (focus moves in and stays in); false for popovers and menus. */
  modal?: boolean;
  dismissOnOutside?: boolean;
  /** A selector inside `ref` to focus first (the search box, the first field); else the first tabbable. */
  initialFocus?: string;
  /** A selector for where focus goes on close when nothing had it at the opening, or the opener is gone by then (an opener that hid itself). */
  returnFocus?: string;
}

/**
 * The one accessible layer of the site: while `open`, the element in `ref` is
 * on the page's layer stack (components/layer/layer-stack.ts). Give the
 * element its role (`dialog` + `aria-modal` + a label, or `menu`) and, if it
 * has no tabbable child, `tabIndex={-1}`.
 */
export function useLayer(ref: RefObject<HTMLElement | null>, { open, onClose, modal = false, dismissOnOutside = false, initialFocus, returnFocus }: LayerOptions) {
  // the latest onClose without reopening the layer (and refocusing) on every render
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  // The opener is read while rendering the opening: by the time effects run, an autoFocus
  // field inside (the login form) has already taken focus and the opener would be lost.
  const opener = useRef<Element | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current) {
    const active = document.activeElement;
    opener.current = active && active !== document.body ? active : returnFocus ? document.querySelector(returnFocus) : null;
  }
  wasOpen.current = open;

  useEffect(() => {
    if (!open) return;
    const layer = { root: () => ref.current, close: () => close.current(), modal, dismissOnOutside };
    return pushLayer(layer, { initialFocus, opener: opener.current, returnFocus });
  }, [open, ref, modal, dismissOnOutside, initialFocus, returnFocus]);
}
