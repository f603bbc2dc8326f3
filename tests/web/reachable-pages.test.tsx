// @vitest-environment jsdom
/** Every finished page has a way in: the resource pages and the site list were reachable only by typing their address. */
import { routeMeta } from '@contract/page-routes';
import { QueryClient, QueryClientProvider } from '@/lib/query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, expect, it } from 'vitest';
import { drawerNavItems } from '@/app/layout/nav-items';
import { SiteFooter } from '@/app/layout/site-footer';
import { ResourceTabs } from '@/features/resources/components/resource-tabs';

afterEach(cleanup);

const linksIn = (root: HTMLElement) => Array.from(root.querySelectorAll('a'), (a) => a.getAttribute('href'));

it('the footer links the two resource pages, the site list and the RSS feed', async () => {
  const client = new QueryClient();
  client.setQueryData(['config'], { blog_name: '小站', createdAt: '2024-01-01 00:00:00' });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // its links load as the footer nears the screen (here at once: jsdom has no IntersectionObserver)
  const nav = await screen.findByRole('navigation', { name: '更多页面' });
  expect(linksIn(nav)).toEqual(['/resources/front', '/resources/back', '/siteList', '/rss.xml']);
  expect(screen.getByRole('link', { name: /RSS/ }).getAttribute('type')).toBe('application/rss+xml');
});

it('the phone drawer reaches the resources and the site list', () => {
  expect(drawerNavItems.map((i) => i.to)).toEqual(expect.arrayContaining(['/resources/front', '/siteList']));
});

it.each([
  ['front', '前端资源'],
  ['back', '后端资源'],
  ['site', '网站导航'],
] as const)('on the %s page the tabs mark it and reach the other two', (kind, label) => {
  render(
    <MemoryRouter>
      <ResourceTabs kind={kind} />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: '资源分类' });
  expect(linksIn(nav)).toEqual(['/resources/front', '/resources/back', '/siteList']);
  expect(screen.getByRole('link', { current: 'page' }).textContent).toBe(label);
});

// a link to a page the router does not know would be a new dead end
it('every one of these links names a page the site serves', () => {
  for (const path of ['/resources/front', '/resources/back', '/siteList']) expect(Object.keys(routeMeta)).toContain(path);
});
