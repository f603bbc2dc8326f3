import { tabbablesIn } from './focusable';

/**
 * The open layers (dialogs, drawers, popovers, menus), innermost last. One
 * stack for the whole page, so Escape closes only the innermost layer and a
 * modal keeps Tab inside itself even when another feature's layer sits under it.
 */
export interface Layer {
  root: () => HTMLElement | null;
  /** Escape on this layer while it is the innermost one. */
  close: () => void;
  /** Dialogs and drawers: Tab and focus stay inside. Popovers and menus are not modal. */
  modal: boolean;
  /** Popovers and menus: a pointer down outside `root` closes them. */
  dismissOnOutside: boolean;
}

interface Entry extends Layer {
  opener: HTMLElement | null;
}

const stack: Entry[] = [];

const innermost = () => stack[stack.length - 1];

function wrapTab(event: KeyboardEvent, root: HTMLElement) {
  const items = tabbablesIn(root);
  const current = document.activeElement;
  if (items.length === 0) {
    event.preventDefault();
    root.focus();
    return;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const inside = root.contains(current);
  if (event.shiftKey && (!inside || current === first || current === root)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || current === last)) {
    event.preventDefault();
    first.focus();
  }
}

function onKeyDown(event: KeyboardEvent) {
  const top = innermost();
  // a widget inside the layer (a listbox, the context menu) handled the key itself
  if (!top || event.defaultPrevented) return;
  if (event.key === 'Escape') {
    event.preventDefault();
    // older window listeners (the player's own keys) must not close the layer underneath too
    event.stopPropagation();
    top.close();
    return;
  }
  const root = top.root();
  if (event.key === 'Tab' && top.modal && root) wrapTab(event, root);
}

/** Focus that lands behind a modal (a click, a script) goes back inside it. */
function onFocusIn(event: FocusEvent) {
  const modal = [...stack].reverse().find((l) => l.modal);
  const root = modal?.root();
  const target = event.target as Node | null;
  if (!root || !target || root.contains(target)) return;
  // a layer opened above the modal (its popover, a confirm) owns its own focus
  if (stack.slice(stack.indexOf(modal!) + 1).some((l) => l.root()?.contains(target))) return;
  (tabbablesIn(root)[0] ?? root).focus();
}

function onPointerDown(event: PointerEvent) {
  const target = event.target as Node | null;
  // innermost first, so a popover inside a popover closes before its parent is asked
  for (const layer of [...stack].reverse()) {
    if (!layer.dismissOnOutside) continue;
    const root = layer.root();
    if (root && target && !root.contains(target)) layer.close();
  }
}

function listen(on: boolean) {
  if (on) {
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('pointerdown', onPointerDown);
  } else {
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('focusin', onFocusIn);
    document.removeEventListener('pointerdown', onPointerDown);
  }
}

/**
 * Opens a layer: remembers what had focus (the opener), moves focus inside
 * unless it already is (a popover's own button), and returns the function
 * that closes it, which gives focus back to the opener unless the person
 * has already put it somewhere else.
 */
export function pushLayer(layer: Layer, initialFocus?: string): () => void {
  const active = document.activeElement;
  const entry: Entry = { ...layer, opener: active instanceof HTMLElement && active !== document.body ? active : null };
  if (stack.length === 0) listen(true);
  stack.push(entry);

  const root = layer.root();
  if (root && !root.contains(document.activeElement)) {
    const wanted = initialFocus ? root.querySelector<HTMLElement>(initialFocus) : null;
    (wanted ?? (layer.modal ? tabbablesIn(root)[0] : null) ?? root).focus({ preventScroll: true });
  }

  return () => {
    const at = stack.indexOf(entry);
    if (at < 0) return;
    stack.splice(at, 1);
    if (stack.length === 0) listen(false);
    const now = document.activeElement;
    const lost = !now || now === document.body || Boolean(entry.root()?.contains(now));
    if (lost && entry.opener?.isConnected) entry.opener.focus({ preventScroll: true });
  };
}

/** How many layers are open (tests, and a page that wants to know whether it is covered). */
export const openLayerCount = () => stack.length;
