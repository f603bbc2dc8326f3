import { lazy, Suspense } from 'react';
import { useToasts } from './toast';

const ToastStack = lazy(() => import('./toast-stack').then((m) => ({ default: m.ToastStack })));

/**
 * Mount once near the root: the notice stack (spec §8). The cards and their styles
 * (toast-stack.tsx) load with the first notice; one raised before they arrive waits in the
 * store (toast.ts) and shows when they do. The live region is there from the start, empty,
 * so screen readers are already listening when the first notice is added.
 */
export function Toaster() {
  const any = useToasts((s) => s.toasts.length > 0);
  return (
    <div className="toaster" aria-live="polite" aria-relevant="additions">
      {any ? (
        <Suspense fallback={null}>
          <ToastStack />
        </Suspense>
      ) : null}
    </div>
  );
}
