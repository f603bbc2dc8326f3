import { SetupPage } from '@/features/setup/components/setup-page';
import { Component as NotFound } from './not-found-route';

/** /setup: the first run's form; once the site has its owner, the 404 page */
export function Component() {
  return <SetupPage closed={<NotFound />} />;
}
