import { useCallback } from 'react';
import { useLocation, useNavigate } from '@/lib/router';
import { useSession } from '@/lib/session-store';

/** Spec §4: logging out on /userCenter sends the visitor home. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(() => {
    useSession.getState().logout();
    if (pathname === '/userCenter') navigate('/home', { replace: true });
  }, [navigate, pathname]);
}
