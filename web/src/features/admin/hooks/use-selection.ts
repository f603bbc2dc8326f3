import { useState } from 'react';

/** Ticked rows of a console table, for its bulk action. */
export function useSelection() {
  const [ids, setIds] = useState<number[]>([]);
  return { ids, clear: () => setIds([]), toggle: (id: number) => setIds((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id])) };
}
