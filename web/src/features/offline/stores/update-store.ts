import { create } from 'zustand';

interface UpdateOfferState {
  /** a new version, installed and waiting for the reader's word */
  waiting: ServiceWorker | null;
  offer: (worker: ServiceWorker | null) => void;
}

/** The new version on offer (lib/register-service-worker.ts sets it, components/update-offer.tsx shows it). */
export const useUpdateOffer = create<UpdateOfferState>((set) => ({
  waiting: null,
  offer: (waiting) => set({ waiting }),
}));
