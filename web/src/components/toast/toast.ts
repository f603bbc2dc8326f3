/**
 * Toast notices (spec §8): success, error, warning and info, stacked at the
 * top right. A tiny zustand store so non-React code (the API client, stores)
 * can raise a notice without hooks.
 */
import { create } from 'zustand';

type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
  title?: string;
  duration: number;
}

const DEFAULT_TOAST_DURATION = 3000;
const MAX_VISIBLE = 5;

interface ToastState {
  toasts: ToastItem[];
  push: (toast: Omit<ToastItem, 'id'>) => number;
  dismiss: (id: number) => void;
  clear: () => void;
}

let nextId = 1;

export const useToasts = create<ToastState>((set) => ({
  toasts: [],
  push: (toast) => {
    const id = nextId++;
    // Drop the oldest so a burst of failures cannot cover the page.
    set((s) => ({ toasts: [...s.toasts, { ...toast, id }].slice(-MAX_VISIBLE) }));
    return id;
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
  clear: () => set({ toasts: [] }),
}));

function show(kind: ToastKind, message: string, title?: string, duration = DEFAULT_TOAST_DURATION): number {
  return useToasts.getState().push({ kind, message, title, duration });
}

export const toast = {
  success: (message: string, title?: string, duration?: number) => show('success', message, title, duration),
  error: (message: string, title?: string, duration?: number) => show('error', message, title, duration),
  warning: (message: string, title?: string, duration?: number) => show('warning', message, title, duration),
  info: (message: string, title?: string, duration?: number) => show('info', message, title, duration),
  dismiss: (id: number) => useToasts.getState().dismiss(id),
};
