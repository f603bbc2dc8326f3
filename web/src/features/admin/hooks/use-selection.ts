import { useState } from 'react';

/** Ticked rows of a console table, for its bulk action: ids, or any key a row is known by (the hold queue's `kind:id`). */
export function useSelection<K = number>() {
  const [ids, setIds] = useState<K[]>([]);
  return {
    ids,
    clear: () => setIds([]),
    toggle: (id: K) => setIds((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id])),
    /** Ticks all of these, or unticks them all when every one is ticked already. */
    toggleAll: (all: K[]) => setIds((s) => (all.length > 0 && all.every((id) => s.includes(id)) ? s.filter((id) => !all.includes(id)) : [...new Set([...s, ...all])])),
  };
}
