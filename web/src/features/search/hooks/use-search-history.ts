import { useCallback, useState } from 'react';
import { addToHistory, loadHistory, removeFromHistory, saveHistory } from '../lib/search-history';

/** The search history list, persisted on every change. */
export function useSearchHistory() {
  const [history, setHistory] = useState<string[]>(loadHistory);

  const update = useCallback((next: (list: string[]) => string[]) => {
    setHistory((list) => {
      const updated = next(list);
      saveHistory(updated);
      return updated;
    });
  }, []);

  return {
    history,
    remember: useCallback((word: string) => update((l) => addToHistory(l, word)), [update]),
    forget: useCallback((word: string) => update((l) => removeFromHistory(l, word)), [update]),
    clear: useCallback(() => update(() => []), [update]),
  };
}
