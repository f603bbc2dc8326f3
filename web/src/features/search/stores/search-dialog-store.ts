import { create } from 'zustand';

interface SearchDialogState {
  open: boolean;
  /** Set once the dialog has been asked for, so its chunk loads only then and stays mounted after. */
  wanted: boolean;
  show: () => void;
  hide: () => void;
}

export const useSearchDialog = create<SearchDialogState>()((set) => ({
  open: false,
  wanted: false,
  show: () => set({ open: true, wanted: true }),
  hide: () => set({ open: false }),
}));
