// The global styles: the page's one render-blocking stylesheet, which the worker's prerendered banner needs too.
import '@/styles/tokens.css';
import '@/styles/base.css';
import '@/styles/layout.css';
import '@/styles/footer.css';
import '@/styles/floating-controls.css';
import '@/styles/header.css';
import '@/styles/drawer.css';
import '@/styles/components.css';
import '@/styles/popovers.css';
import '@/styles/tables.css';
// the app shell's own pieces, here so starting the app injects no stylesheet
import '@/components/toast/toaster.css';
import '@/features/notify/components/notify-bell.css';
import '@/features/chat/components/chat-launcher.css';
import '@/features/music/components/music-disc.css';
import '@/features/offline/components/offline.css';
import '@/features/push/components/push-footer-entry.css';
import { afterFirstPaint } from '@/lib/after-first-paint';

/**
 * The worker has already drawn the page's banner into the HTML
 * (worker/seo/prerender.ts). Let the browser paint it before the app's
 * JavaScript is even requested, so the first paint waits for nothing but the
 * HTML and this stylesheet; then start the app.
 */
afterFirstPaint(() => void import('@/app/start-app'), { hasContent: Boolean(document.getElementById('root')?.firstChild) });
