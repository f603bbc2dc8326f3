import { UserCenterPage } from '@/features/auth/components/user-center-page';
import { OfflineSongsPanel } from '@/features/offline/components/offline-songs-panel';
import { PushPanel } from '@/features/push/components/push-panel';
import { RouteBanner } from '../layout/route-banner';

/** /userCenter */
export function Component() {
  return (
    <>
      <RouteBanner />
      <UserCenterPage>
        <PushPanel />
        <OfflineSongsPanel />
      </UserCenterPage>
    </>
  );
}
