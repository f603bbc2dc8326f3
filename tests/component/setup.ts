// The site's global stylesheet (what web/src/main.tsx loads before the app): components are laid out as on the page.
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
import '@/components/toast/toaster.css';
import '@/features/notify/components/notify-bell.css';
import '@/features/chat/components/chat-launcher.css';
import '@/features/music/components/music-disc.css';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// a lazy chunk's first load is served by Vite on demand: give it time on a busy machine
configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
