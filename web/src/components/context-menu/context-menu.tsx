import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { moveInMenu } from '@/components/layer/menu-keys';
import { useLayer } from '@/components/layer/use-layer';

export interface ContextMenuItem {
  key: string;
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
}

interface ContextMenuProps {
  items: ContextMenuItem[];
  /** Label read by assistive technology for the menu. */
  label: string;
}

const EDGE_GAP = 8;

/** Fields keep the browser's own menu: people paste into them. */
function wantsNativeMenu(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return !!target.closest('input, textarea, select, [contenteditable="true"], [data-native-contextmenu]');
}

/**
 * A custom right-click menu for the whole page. It stays inside the viewport,
 * takes focus so arrow keys, Home/End and Enter work, and is a non-modal layer:
 * Escape or a click outside closes it and focus goes back where it was. It
 * also closes on Tab, scroll, resize and when the window loses focus.
 */
export function ContextMenu({ items, label }: ContextMenuProps) {
  const [origin, setOrigin] = useState<{ x: number; y: number } | null>(null);
  const [position, setPosition] = useState<{ left: number; top: number }>({ left: 0, top: 0 });
  const menuRef = useRef<HTMLUListElement>(null);
  const close = useCallback(() => setOrigin(null), []);
  // the layer remembers what had focus at the right click and gives it back when the menu closes
  useLayer(menuRef, { open: origin !== null, onClose: close, dismissOnOutside: true });

  useEffect(() => {
    const onContextMenu = (e: MouseEvent) => {
      if (wantsNativeMenu(e.target)) return;
      e.preventDefault();
      setOrigin({ x: e.clientX, y: e.clientY });
    };
    document.addEventListener('contextmenu', onContextMenu);
    return () => document.removeEventListener('contextmenu', onContextMenu);
  }, []);

  useEffect(() => {
    if (!origin) return;
    window.addEventListener('scroll', close, { passive: true });
    window.addEventListener('resize', close);
    window.addEventListener('blur', close);
    return () => {
      window.removeEventListener('scroll', close);
      window.removeEventListener('resize', close);
      window.removeEventListener('blur', close);
    };
  }, [origin, close]);

  // Measure after render, then clamp so the whole menu is visible.
  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!origin || !menu) return;
    const { width, height } = menu.getBoundingClientRect();
    const left = Math.max(EDGE_GAP, Math.min(origin.x, window.innerWidth - width - EDGE_GAP));
    const top = Math.max(EDGE_GAP, Math.min(origin.y, window.innerHeight - height - EDGE_GAP));
    setPosition({ left, top });
    menu.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus({ preventScroll: true });
  }, [origin]);

  if (!origin) return null;

  const onKeyDown = (e: React.KeyboardEvent<HTMLUListElement>) => {
    if (moveInMenu(e, e.currentTarget)) return;
    // Tab leaves a menu: it closes, and focus is back where it was before the right click
    if (e.key === 'Tab') {
      e.preventDefault();
      close();
    }
  };

  return (
    <ul
      ref={menuRef}
      className="context-menu"
      role="menu"
      aria-label={label}
      style={{ left: position.left, top: position.top }}
      onKeyDown={onKeyDown}
      onContextMenu={(e) => e.preventDefault()}
    >
      {items.map((item) => (
        <li key={item.key} role="none">
          <button
            type="button"
            role="menuitem"
            className="context-menu__item"
            onClick={() => {
              close();
              item.onSelect();
            }}
          >
            <span className="context-menu__icon">{item.icon}</span>
            {item.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
