import { UserCenterPage } from '@/features/auth/components/user-center-page';
import { RouteBanner } from '../layout/route-banner';

/** /userCenter */
export function Component() {
  return (
    <>
      <RouteBanner />
      <UserCenterPage />
    </>
  );
}
