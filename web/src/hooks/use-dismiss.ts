import type { RefObject } from 'react';
import { useLayer } from '@/components/layer/use-layer';

/**
 * Popovers and menus: while `open`, a pointer down outside `ref` or Escape
 * (when this is the innermost layer) calls `close`. `ref` wraps the button and
 * its popover, so focus stays on the button and returns there after Escape.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, close: () => void) {
  useLayer(ref, { open, onClose: close, dismissOnOutside: true });
}
