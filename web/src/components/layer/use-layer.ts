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
}

/**
 * The one accessible layer of the site: while `open`, the element in `ref` is
 * on the page's layer stack (components/layer/layer-stack.ts). Give the
 * element its role (`dialog` + `aria-modal` + a label, or `menu`) and, if it
 * has no tabbable child, `tabIndex={-1}`.
 */
export function useLayer(ref: RefObject<HTMLElement | null>, { open, onClose, modal = false, dismissOnOutside = false, initialFocus }: LayerOptions) {
  // the latest onClose without reopening the layer (and refocusing) on every render
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    return pushLayer({ root: () => ref.current, close: () => close.current(), modal, dismissOnOutside }, initialFocus);
  }, [open, ref, modal, dismissOnOutside, initialFocus]);
}
