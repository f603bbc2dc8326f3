import { lazy, Suspense, useRef } from 'react';
import { useNearOrTab } from '@/hooks/use-near-or-tab';

const SiteFooterContent = lazy(() => import('./site-footer-content').then((m) => ({ default: m.SiteFooterContent })));

/**
 * The footer: always below the first screen (footer.css), so its links, the feed and 新文章提醒
 * (site-footer-content.tsx) load as it nears the screen or at the first Tab. The bar itself is
 * there from the start; what fills it only makes the page longer below.
 */
export function SiteFooter() {
  const footer = useRef<HTMLElement>(null);
  const wanted = useNearOrTab(footer);
  return (
    <footer className="site-footer" ref={footer}>
      {wanted ? (
        <Suspense fallback={null}>
          <SiteFooterContent />
        </Suspense>
      ) : null}
    </footer>
  );
}
