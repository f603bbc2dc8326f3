import { BOOT_DATA_ELEMENT_ID, type BootData } from '@contract/boot-data';
import type { Envelope } from '@contract/envelope';

let answers: BootData | undefined;

/** The page's boot data block (contract/boot-data.ts), read once; a missing or broken block reads as empty. */
function bootAnswers(): BootData {
  if (answers) return answers;
  answers = {};
  // the script element itself: a prerendered article heading may carry the same id, and it comes first
  const text = typeof document === 'undefined' ? '' : document.querySelector(`script#${BOOT_DATA_ELEMENT_ID}`)?.textContent;
  try {
    const parsed: unknown = JSON.parse(text || '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) answers = parsed as BootData;
  } catch {
    // a page without usable boot data simply asks the API
  }
  return answers;
}

/** The answer the worker put into the page for an API path, handed out once: later reads go to the network. */
function takeBootAnswer<T>(path: string): Envelope<T> | undefined {
  const all = bootAnswers();
  const answer = all[path];
  delete all[path];
  return answer && typeof answer === 'object' && 'code' in answer ? (answer as Envelope<T>) : undefined;
}

/** React Query `initialData` from the boot answer for `path`, read the way the query reads a fetched answer. */
export function bootInitialData<T, R>(path: string, read: (res: Envelope<T>) => R): () => R | undefined {
  return () => {
    const answer = takeBootAnswer<T>(path);
    return answer ? read(answer) : undefined;
  };
}
