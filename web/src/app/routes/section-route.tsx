import { RouteBanner } from '../layout/route-banner';

/**
 * Pages whose content arrives with later features: for now they open with
 * their own banner and title, which is what every page starts with.
 */
export function Component() {
  return <RouteBanner />;
}
