import { describe, expect, it } from 'vitest';
import { webManifest } from '../../worker/services/web-manifest';

/** The manifest's icons name the owner's avatar only when it is one of our images (the service worker can draw it). */
describe('the web manifest', () => {
  const site = { blog_name: '边缘上的博客', blog_avatar: '/img/upload/1/abc.png', personal_say: '' };

  it('carries an own avatar on every icon, at 192 and 512 px, any and maskable', () => {
    const { icons, name, start_url, display } = webManifest(site);
    expect({ name, start_url, display }).toEqual({ name: '边缘上的博客', start_url: '/home', display: 'standalone' });
    expect(icons.map((i) => `${i.sizes} ${i.purpose} ${i.src}`)).toEqual([
      `192x192 any /icons/app-192.png?avatar=${encodeURIComponent(site.blog_avatar)}`,
      `192x192 maskable /icons/app-192.png?avatar=${encodeURIComponent(site.blog_avatar)}`,
      `512x512 any /icons/app-512.png?avatar=${encodeURIComponent(site.blog_avatar)}`,
      `512x512 maskable /icons/app-512.png?avatar=${encodeURIComponent(site.blog_avatar)}`,
    ]);
  });

  it.each(['https://cdn.example/a.png', '', '/img/../secret', 'javascript:alert(1)'])('falls back to the bundled icons for %j', (blog_avatar) => {
    expect(webManifest({ ...site, blog_avatar }).icons.every((i) => !i.src.includes('?'))).toBe(true);
  });

  it('works for a site with no row yet', () => {
    expect(webManifest(null).name).toBe('个人博客');
  });
});
