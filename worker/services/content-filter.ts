import { REPLACEMENT_QUOTES, needsReplacement } from '../../contract/content-filter';

/** §1.8: a text with a blacklisted word is replaced whole by a local quote. */
export function filterText(text: string): string {
  if (!needsReplacement(text)) return text;
  return REPLACEMENT_QUOTES[Math.floor(Math.random() * REPLACEMENT_QUOTES.length)]!;
}
