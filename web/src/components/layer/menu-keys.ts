/**
 * The menu pattern's keys inside an open menu: ↑/↓ move between its items
 * (wrapping), Home/End jump to the ends. Escape is the layer stack's. Returns
 * whether the key was one of these, after taking it from the page.
 */
export function moveInMenu(event: { key: string; preventDefault: () => void }, menu: HTMLElement): boolean {
  const items = Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]'));
  if (items.length === 0) return false;
  const at = items.indexOf(document.activeElement as HTMLElement);
  const target =
    event.key === 'ArrowDown' ? at + 1 : event.key === 'ArrowUp' ? (at < 0 ? -1 : at - 1) : event.key === 'Home' ? 0 : event.key === 'End' ? -1 : null;
  if (target === null) return false;
  event.preventDefault();
  items[(target + items.length) % items.length]!.focus();
  return true;
}
