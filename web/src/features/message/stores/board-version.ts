import { create } from 'zustand';

/** The list page is kept alive; a publish, edit or delete bumps this so it reloads when shown again. */
export const useBoardVersion = create<{ version: number; bump: () => void }>((set) => ({
  version: 0,
  bump: () => set((s) => ({ version: s.version + 1 })),
}));
