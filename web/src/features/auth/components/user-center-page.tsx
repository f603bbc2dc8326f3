import { use, useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from '@/lib/router';
import { refreshUserInfo } from '../lib/auth-actions';
import { useSession } from '@/lib/session-store';
import './login-dialog.css';
import './user-center.css';

// The app shell's page banner carries the page's h1, so this page starts at h2.

type SignedInModule = typeof import('./user-center-signed-in');
let signedIn: Promise<SignedInModule> | undefined;

/**
 * The signed-in page (profile, forms, passkeys, own activity) is its own chunk, which a visitor's
 * first visit never downloads. It is read with React's `use`, under no Suspense boundary of its
 * own: on a signed-in first visit the first render waits for it, as it waits for the route's
 * chunk, and at a sign-in here the page stays as it was until it has come, so nothing flashes.
 * Once loaded, the promise is marked settled (the fields `use` reads), so no render suspends again.
 */
export function loadSignedInUserCenter(): Promise<SignedInModule> {
  if (signedIn) return signedIn;
  const loading = import('./user-center-signed-in');
  signedIn = loading;
  loading.then(
    (value) => Object.assign(loading, { status: 'fulfilled', value }),
    () => (signedIn = undefined),
  );
  return loading;
}

function SignedIn({ children }: { children?: ReactNode }) {
  const { SignedInUserCenter } = use(loadSignedInUserCenter());
  return <SignedInUserCenter>{children}</SignedInUserCenter>;
}

/**
 * Route /userCenter: the signed-in user's profile, edit form, password change, passkeys and own
 * notes and comments. `children`: what the route adds for every reader, signed in or not (push
 * and offline songs, composed in app/routes/user-center-route.tsx).
 */
export function UserCenterPage({ children }: { children?: ReactNode }) {
  const token = useSession((s) => s.token);
  const userInfo = useSession((s) => s.userInfo);
  const openLogin = useSession((s) => s.openLogin);
  const navigate = useNavigate();
  const hadToken = useRef(Boolean(token));

  // Spec §4: a plain logout here goes home. A 401 or a password change also
  // drops the token but opens the login dialog, so the page stays put.
  useEffect(() => {
    if (hadToken.current && !token && !useSession.getState().showLogin) navigate('/home', { replace: true });
    hadToken.current = Boolean(token);
  }, [token, navigate]);

  const userId = userInfo?.id;
  useEffect(() => {
    if (token && userId) void refreshUserInfo(userId).catch(() => undefined);
  }, [token, userId]);

  if (!token || !userInfo) {
    return (
      <section className="uc-page">
        <div className="uc-card uc-empty">
          <h2 className="uc-empty__title">个人中心</h2>
          <p className="uc-empty__text">登录后可以查看和修改你的个人资料</p>
          <button type="button" className="uc-button" onClick={openLogin}>
            立即登录
          </button>
        </div>
        {children}
      </section>
    );
  }

  return <SignedIn>{children}</SignedIn>;
}
