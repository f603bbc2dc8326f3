import { useLocation } from '@/lib/router';
import { ErrorBoundary } from '@/components/error-boundary';
import { Toaster } from '@/components/toast/toaster';
import { OfflineGate } from '@/features/offline/components/offline-gate';
import { UpdateOffer } from '@/features/offline/components/update-offer';
import { useServiceWorker } from '@/features/offline/hooks/use-service-worker';
import { KeepAliveOutlet } from '../keep-alive-outlet';
import { hasFooter } from '../page-flags';
import { useAppBootstrap } from '../use-app-bootstrap';
import { useDocumentTitle } from '../use-document-title';
import { useNavigationEffects } from '../use-navigation-effects';
import { LazyChatHost } from './lazy-chat-host';
import { LazySiteContextMenu } from './lazy-context-menu';
import { LazyLoginDialog } from './lazy-login-dialog';
import { LazyMusicPlayer } from './lazy-music-player';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, page and footer (hidden on the chat page), plus the app-wide overlays. */
export function AppLayout() {
  const { pathname } = useLocation();
  useAppBootstrap();
  useNavigationEffects();
  useDocumentTitle();
  useServiceWorker();

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        跳到正文
      </a>
      <ErrorBoundary region="导航栏">
        <SiteHeader />
      </ErrorBoundary>
      <main id="main" className="app__main">
        <ErrorBoundary region="页面" resetKey={pathname}>
          <OfflineGate>
            <KeepAliveOutlet />
          </OfflineGate>
        </ErrorBoundary>
      </main>
      {!hasFooter(pathname) ? null : (
        <ErrorBoundary region="页脚">
          <SiteFooter />
        </ErrorBoundary>
      )}
      <ErrorBoundary region="登录">
        <LazyLoginDialog />
      </ErrorBoundary>
      <ErrorBoundary region="聊天室">
        <LazyChatHost />
      </ErrorBoundary>
      <ErrorBoundary region="音乐播放器">
        <LazyMusicPlayer />
      </ErrorBoundary>
      <LazySiteContextMenu />
      <Toaster />
      <UpdateOffer />
    </div>
  );
}
