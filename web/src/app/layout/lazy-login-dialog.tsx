import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '@/lib/session-store';

// The dialog brings the validation rules (zod) with it; most visitors never
// open it, so it is fetched the first time it is asked for.
const LoginDialog = lazy(() =>
  import('@/features/auth/components/login-dialog').then((m) => ({ default: m.LoginDialog })),
);

/** Mounts the login dialog once showLogin first becomes true, then keeps it mounted. */
export function LazyLoginDialog() {
  const showLogin = useSession((s) => s.showLogin);
  const [wanted, setWanted] = useState(showLogin);

  useEffect(() => {
    if (showLogin) setWanted(true);
  }, [showLogin]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
