import { ROLE_ADMIN } from '@contract/session';
import type { ReactNode } from 'react';
import { useSession } from '@/lib/session-store';
import { OwnActivity } from './own-activity';
import { PasskeySection } from './passkey-section';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { UserAvatar } from './user-avatar';

/** /userCenter for a signed-in reader (user-center-page.tsx loads it only then): profile, edit forms, passkeys, own notes and comments. */
export function SignedInUserCenter({ children }: { children?: ReactNode }) {
  const userInfo = useSession((s) => s.userInfo);
  const logout = useSession((s) => s.logout);
  if (!userInfo) return null;

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
