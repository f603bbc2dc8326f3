/**
 * The web app manifest (issue 30): the site installs under the owner's blog name, opens at the
 * home page in its own window, and takes its icons from the owner's avatar. The worker cannot
 * scale an image, so the icons are the bundled ones (web/public/icons) at fixed addresses, and
 * when the avatar is one of our own images its path rides along: the service worker draws the
 * avatar at 192 and 512 px for those addresses (web/src/sw/icons.ts) and falls back to the
 * bundled file when it cannot (no service worker yet, an SVG or a foreign avatar).
 */
import { ownImageKey } from '../../contract/own-image';

/** Light theme's page ground and header colour (web/src/styles/tokens.css, index.html's theme-color). */
const THEME_COLOR = '#f4f6fa';
const BACKGROUND_COLOR = '#f3f5f9';
/** Chromium shows a short name under the icon; longer names are cut there anyway. */
const SHORT_NAME_CHARS = 12;
const ICON_SIZES = [192, 512] as const;

interface SiteIdentity {
  blog_name: string;
  blog_avatar: string;
  personal_say: string;
}

export function webManifest(site: SiteIdentity | null) {
  const name = site?.blog_name.trim() || '个人博客';
  const chars = [...name];
  const avatar = site && ownImageKey(site.blog_avatar) !== null ? site.blog_avatar : '';
  const query = avatar ? `?avatar=${encodeURIComponent(avatar)}` : '';
  return {
    id: '/',
    name,
    short_name: chars.length > SHORT_NAME_CHARS ? chars.slice(0, SHORT_NAME_CHARS).join('') : name,
    description: site?.personal_say || `${name}：记录技术、生活与随想。`,
    lang: 'zh-CN',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: ICON_SIZES.flatMap((size) => [
      { src: `/icons/app-${size}.png${query}`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
      { src: `/icons/app-${size}.png${query}`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' },
    ]),
  };
}
