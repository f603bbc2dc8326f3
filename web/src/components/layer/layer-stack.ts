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
  returnFocus?: string;
}

const stack: Entry[] = [];

const innermost = () => stack[stack.length - 1];
const innermostModal = () => [...stack].reverse().find((l) => l.modal);

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
  // a popover inside a dialog is not modal itself, but Tab from it must still stay in the dialog
  const root = innermostModal()?.root();
  if (event.key === 'Tab' && root) wrapTab(event, root);
}

/** Focus that lands behind a modal (a click, a script) goes back inside it. */
function onFocusIn(event: FocusEvent) {
  const modal = innermostModal();
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

interface PushOptions {
  /** A selector inside the layer to focus first. */
  initialFocus?: string;
  /** What had focus before the layer opened; defaults to what has it now. */
  opener?: Element | null;
  /** Where focus goes on close when the opener has left the page by then (a bell inside the phone menu that closed). */
  returnFocus?: string;
}

/** The wanted element if it takes focus (a disabled box does not), else the first tabbable, else the layer itself. */
function focusInside(root: HTMLElement, initialFocus?: string) {
  const wanted = initialFocus ? root.querySelector<HTMLElement>(initialFocus) : null;
  for (const el of [wanted, tabbablesIn(root)[0]]) {
    el?.focus({ preventScroll: true });
    if (el && document.activeElement === el) return;
  }
  if (!root.hasAttribute('tabindex')) root.tabIndex = -1;
  root.focus({ preventScroll: true });
}

/**
 * Opens a layer: remembers what had focus (the opener), moves focus into a
 * modal one (a popover keeps it on its own button), and returns the function
 * that closes it, which gives focus back to the opener unless the person
 * has already put it somewhere else.
 */
export function pushLayer(layer: Layer, { initialFocus, opener = document.activeElement, returnFocus }: PushOptions = {}): () => void {
  // a popover's opener is its own button, inside its root: that is where focus belongs after Escape
  const entry: Entry = { ...layer, opener: opener instanceof HTMLElement && opener !== document.body ? opener : null, returnFocus };
  if (stack.length === 0) listen(true);
  stack.push(entry);

  const root = layer.root();
  if (root && layer.modal && !root.contains(document.activeElement)) focusInside(root, initialFocus);

  return () => {
    const at = stack.indexOf(entry);
    if (at < 0) return;
    stack.splice(at, 1);
    if (stack.length === 0) listen(false);
    const now = document.activeElement;
    const lost = !now || now === document.body || Boolean(entry.root()?.contains(now));
    if (!lost) return;
    entry.opener?.focus({ preventScroll: true });
    // an opener that left the page, or sits in a closed (inert) menu now, takes no focus
    if (document.activeElement !== entry.opener && entry.returnFocus) focusFirst(entry.returnFocus);
  };
}

/** The first match that takes focus: a selector can name one control per layout (the header's bell, the phone's menu button). */
function focusFirst(selector: string) {
  for (const el of document.querySelectorAll<HTMLElement>(selector)) {
    el.focus({ preventScroll: true });
    if (document.activeElement === el) return;
  }
}

/** How many layers are open (tests, and a page that wants to know whether it is covered). */
export const openLayerCount = () => stack.length;
