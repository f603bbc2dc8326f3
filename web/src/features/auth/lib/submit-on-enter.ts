import type { KeyboardEvent } from 'react';

/**
 * Spec §5: Enter submits login/register. Browsers do this natively for a
 * form with a submit button, but not for every control (checkboxes) nor in
 * every environment, so the form asks for it explicitly. Enter that confirms
 * an IME composition (typing Chinese) must not submit.
 */
export function submitOnEnter(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  const target = event.target as HTMLElement;
  if (target.tagName !== 'INPUT') return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}
