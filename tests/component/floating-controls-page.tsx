import { SiteHeader } from '@/app/layout/site-header';
import { renderInApp } from './harness';

export const TABLET = { width: 820, height: 900 };

/** The header (its scroll hook drives the controls), a long page and two floating controls as the app draws them. */
export async function floatingControlsPage(size: { width: number; height: number }) {
  await renderInApp(
    <>
      <SiteHeader />
      <div style={{ height: 5000 }} />
      <button type="button" className="chat-launcher" aria-label="聊天室" />
      <div className="music-disc">
        <button type="button" aria-label="打开音乐播放器" />
      </div>
    </>,
    { path: '/home', size },
  );
}

/** Scrolls the window and lets the scroll hook answer. */
export async function scrollTo(y: number) {
  window.scrollTo(0, y);
  await new Promise((r) => setTimeout(r, 60));
}
