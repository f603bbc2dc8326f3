import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

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
 * takes focus so arrow keys, Home/End, Enter and Escape work, and closes on a
 * click outside, on scroll, on resize and when focus leaves it.
 */
export function ContextMenu({ items, label }: ContextMenuProps) {
  const [origin, setOrigin] = useState<{ x: number; y: number } | null>(null);
  const [position, setPosition] = useState<{ left: number; top: number }>({ left: 0, top: 0 });
  const menuRef = useRef<HTMLUListElement>(null);
  const restoreFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onContextMenu = (e: MouseEvent) => {
      if (wantsNativeMenu(e.target)) return;
      e.preventDefault();
      restoreFocus.current = document.activeElement as HTMLElement | null;
      setOrigin({ x: e.clientX, y: e.clientY });
    };
    document.addEventListener('contextmenu', onContextMenu);
    return () => document.removeEventListener('contextmenu', onContextMenu);
  }, []);

  useEffect(() => {
    if (!origin) return;
    const close = () => setOrigin(null);
    const onPointerDown = (e: PointerEvent) => {
      if (!menuRef.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('scroll', close, { passive: true });
    window.addEventListener('resize', close);
    window.addEventListener('blur', close);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('scroll', close);
      window.removeEventListener('resize', close);
      window.removeEventListener('blur', close);
    };
  }, [origin]);

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

  const close = (refocus: boolean) => {
    setOrigin(null);
    if (refocus) restoreFocus.current?.focus?.({ preventScroll: true });
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLUListElement>) => {
    const buttons = Array.from(e.currentTarget.querySelectorAll<HTMLButtonElement>('[role="menuitem"]'));
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const focusAt = (i: number) => buttons[(i + buttons.length) % buttons.length]?.focus();
    if (e.key === 'ArrowDown') focusAt(index + 1);
    else if (e.key === 'ArrowUp') focusAt(index - 1);
    else if (e.key === 'Home') focusAt(0);
    else if (e.key === 'End') focusAt(buttons.length - 1);
    else if (e.key === 'Escape' || e.key === 'Tab') close(true);
    else return;
    e.preventDefault();
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
              close(false);
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
