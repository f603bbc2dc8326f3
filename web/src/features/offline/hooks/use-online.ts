import { useSyncExternalStore } from 'react';

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** Whether the browser says it is online (a server answering is another matter: the service worker handles that). */
export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
