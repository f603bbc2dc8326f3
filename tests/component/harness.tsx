import { ROLE_ADMIN, ROLE_USER } from '@contract/session';
import { QueryClient, QueryClientProvider } from '@/lib/query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@/lib/router';
import { page } from 'vitest/browser';
import { useSession } from '@/lib/session-store';

export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

export const OWNER = { id: 1, role: ROLE_ADMIN, nick_name: '站长', qq: '', avatar: '', ipAddress: '' };
export const READER = { id: 2, role: ROLE_USER, nick_name: '读者', qq: '', avatar: '', ipAddress: '' };

/** Logs `user` in as the app does after a login (the store, not the server). */
export function logIn(user: typeof OWNER) {
  useSession.setState({ token: 'tok', userInfo: user, showLogin: false });
}

/** A query client holding what the server would have answered: the site config, and whatever else is given. */
export function queryClientWith(data: [readonly unknown[], unknown][] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity } } });
  client.setQueryData(['config'], { blog_name: '小站', blog_avatar: '', avatar_bg: '', personal_say: '', createdAt: '2024-01-01 00:00:00' });
  for (const [key, value] of data) client.setQueryData(key, value);
  return client;
}

/** Where the router is now, for tests that follow a navigation. */
function PathProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="path">{pathname + search}</output>;
}

/** Renders `ui` inside the app's providers at `path`, in a window of `size`. */
export async function renderInApp(ui: ReactNode, { path = '/home', size = DESKTOP, client = queryClientWith() } = {}) {
  await page.viewport(size.width, size.height);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {ui}
                <PathProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
