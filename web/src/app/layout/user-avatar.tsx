import type { UserInfo } from '@contract/auth';
import { UserIcon } from '@/components/icons';

/** The reader's avatar, or their initial / a person glyph when they have none. */
export function UserAvatar({ user, size = 32 }: { user: UserInfo | null; size?: number }) {
  if (user?.avatar) {
    return <img className="avatar" src={user.avatar} alt="" width={size} height={size} style={{ width: size, height: size }} />;
  }
  const initial = user?.nick_name ? Array.from(user.nick_name)[0] : '';
  return (
    <span className="avatar avatar--empty" style={{ width: size, height: size }} aria-hidden="true">
      {initial || <UserIcon />}
    </span>
  );
}
