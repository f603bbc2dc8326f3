import { ROLE_ADMIN } from '@contract/session';
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { refreshUserInfo } from '../lib/auth-actions';
import { useSession } from '@/lib/session-store';
import { OwnActivity } from './own-activity';
import { PasskeySection } from './passkey-section';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { UserAvatar } from './user-avatar';
import './login-dialog.css';
import './user-center.css';

// The app shell's page banner carries the page's h1, so this page starts at h2.

/**
 * Route /userCenter: the signed-in user's profile, edit form, password change, passkeys and own
 * notes and comments. `children`: what the route adds for every reader, signed in or not (push
 * and offline songs, composed in app/routes/user-center-route.tsx).
 */
export function UserCenterPage({ children }: { children?: ReactNode }) {
  const token = useSession((s) => s.token);
  const userInfo = useSession((s) => s.userInfo);
  const openLogin = useSession((s) => s.openLogin);
  const logout = useSession((s) => s.logout);
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

  return (
    <section className="uc-page" aria-labelledby="uc-title">
      <div className="uc-card uc-profile">
        <UserAvatar src={userInfo.avatar} name={userInfo.nick_name} />
        <div className="uc-profile__info">
          <h2 id="uc-title" className="uc-profile__name">
            {userInfo.nick_name || '未命名用户'}
            <span className="uc-badge">{userInfo.role === ROLE_ADMIN ? '管理员' : '用户'}</span>
          </h2>
          <dl className="uc-profile__meta">
            <div>
              <dt>QQ</dt>
              <dd>{userInfo.qq || '未填写'}</dd>
            </div>
            <div>
              <dt>IP 属地</dt>
              <dd>{userInfo.ipAddress || '未知'}</dd>
            </div>
          </dl>
        </div>
        <button type="button" className="uc-button uc-button--ghost uc-profile__logout" onClick={logout}>
          退出登录
        </button>
      </div>
      <div className="uc-grid">
        {/* Keyed by the stored info so a refetch refills the form. */}
        <ProfileForm key={`${userInfo.id}-${userInfo.nick_name}-${userInfo.avatar}-${userInfo.qq}`} user={userInfo} />
        <PasswordForm />
      </div>
      <PasskeySection />
      {children}
      <OwnActivity />
    </section>
  );
}
