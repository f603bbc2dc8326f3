// @vitest-environment jsdom
/** The app's own router (web/src/lib/router): matching, links, history, query, redirects, nested routes, transitions. */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense, use, useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
  type RouteObject,
} from '@/lib/router';

/** Where the router is, as the page sees it. */
function Where() {
  const { pathname, search, hash, state } = useLocation();
  return <output data-testid="where">{pathname + search + hash + (state ? ` ${JSON.stringify(state)}` : '')}</output>;
}
const where = () => screen.getByTestId('where').textContent;

/** The last click's fate: whether the router took it (the browser would have followed the link otherwise). */
let lastClickTaken: boolean | null = null;
const recordClick = (event: MouseEvent) => {
  lastClickTaken = event.defaultPrevented;
  event.preventDefault(); // jsdom cannot load another page
};

beforeEach(() => {
  window.history.replaceState(null, '', '/start');
  lastClickTaken = null;
  window.addEventListener('click', recordClick);
});
afterEach(() => {
  cleanup();
  window.removeEventListener('click', recordClick);
});

describe('matchRoutes', () => {
  const leaf = (path: string | undefined, index?: boolean): RouteObject => ({ path, index, element: path ?? 'index' });
  const routes: RouteObject[] = [
    { path: '/admin/*', element: 'console' },
    {
      path: '/',
      element: 'layout',
      children: [
        {
          element: 'boundary',
          // written least specific first: the order must not matter
          children: [leaf('*'), leaf('articles/:id'), leaf('articles/new'), leaf(undefined, true), leaf('home'), leaf('message/list')],
        },
      ],
    },
  ];
  const leafOf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1);

  it('matches static paths, nested under a layout and a pathless route', () => {
    const matches = matchRoutes(routes, '/home')!;
    expect(matches.map((m) => m.route.element)).toEqual(['layout', 'boundary', 'home']);
    expect(leafOf('/message/list')?.route.element).toBe('message/list');
    expect(leafOf('/home/')?.route.element).toBe('home');
    expect(leafOf('/HOME')?.route.element).toBe('home');
  });

  it('matches the index route at its parent’s path', () => {
    expect(leafOf('/')?.route.element).toBe('index');
  });

  it('prefers static segments to params, and params to a splat', () => {
    expect(leafOf('/articles/new')?.route.element).toBe('articles/new');
    expect(leafOf('/articles/42')).toMatchObject({ route: { element: 'articles/:id' }, params: { id: '42' }, pathname: '/articles/42' });
    expect(leafOf('/articles/42/more')?.route.element).toBe('*');
  });

  it('gives a splat the rest of the path, and its base to nested routes', () => {
    expect(matchRoutes(routes, '/admin/articles/7')).toEqual([
      { route: routes[0], params: { '*': 'articles/7' }, pathname: '/admin/articles/7', pathnameBase: '/admin' },
    ]);
    expect(leafOf('/admin')?.params).toEqual({ '*': '' });
  });

  it('sends an unknown path to the catch-all (the 404 page), and without one matches nothing', () => {
    expect(leafOf('/no/such/page')).toMatchObject({ route: { element: '*' }, params: { '*': 'no/such/page' } });
    expect(matchRoutes([leaf('home')], '/nope')).toBeNull();
  });

  it('decodes params', () => {
    expect(leafOf('/articles/%E4%B8%AD')?.params.id).toBe('中');
  });
});

describe('Link', () => {
  function App() {
    return (
      <BrowserRouter>
        <Link to="/next?x=1#top">next</Link>
        <Link to="/blank" target="_blank">blank</Link>
        <Link to="/file" download>
          file
        </Link>
        <Link to="https://example.org/elsewhere">away</Link>
        <Link to="/kept" replace>
          kept
        </Link>
        <Link to="/with-state" state={{ from: 'list' }}>
          with state
        </Link>
        <Link to="/start">here</Link>
        <Where />
      </BrowserRouter>
    );
  }

  it('renders a real anchor with the whole address', () => {
    render(<App />);
    expect(screen.getByText('next').getAttribute('href')).toBe('/next?x=1#top');
    expect(screen.getByText('away').getAttribute('href')).toBe('https://example.org/elsewhere');
  });

  it('takes a plain left click: the app navigates, the page does not load', () => {
    render(<App />);
    const before = window.history.length;
    fireEvent.click(screen.getByText('next'));
    expect(lastClickTaken).toBe(true);
    expect(where()).toBe('/next?x=1#top');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/next?x=1#top');
    expect(window.history.length).toBe(before + 1);
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser', (_, init) => {
    render(<App />);
    fireEvent.click(screen.getByText('next'), init);
    expect(lastClickTaken).toBe(false);
    expect(where()).toBe('/start');
  });

  it.each(['blank', 'file', 'away'])('leaves a click on the %s link to the browser (new tab, download, another site)', (text) => {
    render(<App />);
    fireEvent.click(screen.getByText(text));
    expect(lastClickTaken).toBe(false);
    expect(where()).toBe('/start');
  });

  it('replaces the entry when told to, and when it leads to the page already shown', () => {
    render(<App />);
    const before = window.history.length;
    fireEvent.click(screen.getByText('kept'));
    expect(where()).toBe('/kept');
    expect(window.history.length).toBe(before);
    fireEvent.click(screen.getByText('next'));
    fireEvent.click(screen.getByText('next'));
    expect(window.history.length).toBe(before + 1);
  });

  it('carries state to the location it leads to', () => {
    render(<App />);
    fireEvent.click(screen.getByText('with state'));
    expect(where()).toBe('/with-state {"from":"list"}');
  });

  it('runs its own onClick first, which may keep the router out', () => {
    render(
      <BrowserRouter>
        <Link to="/next" onClick={(e) => e.preventDefault()}>
          next
        </Link>
        <Where />
      </BrowserRouter>,
    );
    fireEvent.click(screen.getByText('next'));
    expect(where()).toBe('/start');
  });
});

describe('history', () => {
  it('back and forward (popstate) move the location the tree renders', async () => {
    render(
      <BrowserRouter>
        <Link to="/second">second</Link>
        <Where />
      </BrowserRouter>,
    );
    fireEvent.click(screen.getByText('second'));
    expect(where()).toBe('/second');
    act(() => window.history.back());
    await waitFor(() => expect(where()).toBe('/start'));
    act(() => window.history.forward());
    await waitFor(() => expect(where()).toBe('/second'));
  });

  it('gives each navigation a new location, even to the same address', () => {
    const seen: unknown[] = [];
    function Probe() {
      const location = useLocation();
      useEffect(() => void seen.push(location), [location]);
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate('/start')}>
          again
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/start']}>
        <Probe />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByText('again'));
    expect(seen).toHaveLength(2);
    expect(seen[0]).toMatchObject({ pathname: '/start', key: 'default' });
    expect((seen[1] as { key: string }).key).not.toBe('default');
  });

  it('navigate(-1) and navigate(1) step through the entries', () => {
    let navigate: ReturnType<typeof useNavigate> = () => undefined;
    function Probe() {
      navigate = useNavigate();
      return <Where />;
    }
    render(
      <MemoryRouter initialEntries={['/a', '/b']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(where()).toBe('/b');
    act(() => navigate(-1));
    expect(where()).toBe('/a');
    act(() => navigate(1));
    expect(where()).toBe('/b');
    act(() => navigate({ pathname: '/c', search: 'page=2' }, { replace: true }));
    expect(where()).toBe('/c?page=2');
    act(() => navigate(-1));
    expect(where()).toBe('/a');
  });
});

describe('useSearchParams', () => {
  function Tabs() {
    const [params, setParams] = useSearchParams();
    return (
      <>
        <p data-testid="tab">{params.get('tab') ?? 'none'}</p>
        <button type="button" onClick={() => setParams({ tab: 'held' })}>
          held
        </button>
        <button type="button" onClick={() => setParams((p) => (p.set('page', '2'), p), { replace: true })}>
          page 2
        </button>
        <button type="button" onClick={() => setParams({})}>
          clear
        </button>
        <Where />
      </>
    );
  }

  it('reads the query and writes a new one on the same path', () => {
    render(
      <MemoryRouter initialEntries={['/admin/moderation?tab=comments#x']}>
        <Tabs />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('tab').textContent).toBe('comments');
    fireEvent.click(screen.getByText('held'));
    expect(where()).toBe('/admin/moderation?tab=held');
    expect(screen.getByTestId('tab').textContent).toBe('held');
    fireEvent.click(screen.getByText('page 2'));
    expect(where()).toBe('/admin/moderation?tab=held&page=2');
    fireEvent.click(screen.getByText('clear'));
    expect(where()).toBe('/admin/moderation');
  });
});

describe('routes', () => {
  it('Navigate redirects, replacing the entry it was rendered for', () => {
    render(
      <BrowserRouter>
        <Routes>
          <Route path="/start" element={<Navigate to="/home" replace />} />
          <Route path="/home" element={<p>首页</p>} />
        </Routes>
        <Where />
      </BrowserRouter>,
    );
    expect(screen.getByText('首页')).toBeTruthy();
    expect(where()).toBe('/home');
    expect(window.location.pathname).toBe('/home');
  });

  it('keeps a shared layout mounted across pages, and routes a splat’s own nested pages', () => {
    let layoutMounts = 0;
    function Layout() {
      useEffect(() => void layoutMounts++, []);
      return (
        <main>
          <Outlet />
        </main>
      );
    }
    function Editor() {
      return <p>editing {useParams().id}</p>;
    }
    function Console() {
      return (
        <Routes>
          <Route index element={<p>dashboard</p>} />
          <Route path="articles/:id" element={<Editor />} />
          <Route path="*" element={<p>no such console page</p>} />
        </Routes>
      );
    }
    const routes: RouteObject[] = [
      { path: '/admin/*', element: <Console /> },
      { path: '/', element: <Layout />, children: [{ path: 'home', element: <p>home</p> }, { path: 'talk', element: <p>talk</p> }] },
    ];
    function App() {
      return (
        <>
          {useRoutes(routes)}
          <Link to="/talk">talk</Link>
          <Link to="/admin">console</Link>
          <Link to="/admin/articles/12">edit</Link>
          <Link to="/admin/nope">nope</Link>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/home']}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByText('home')).toBeTruthy();
    fireEvent.click(screen.getByText('talk', { selector: 'a' }));
    expect(screen.getByText('talk', { selector: 'p' })).toBeTruthy();
    expect(layoutMounts).toBe(1);
    fireEvent.click(screen.getByText('console'));
    expect(screen.getByText('dashboard')).toBeTruthy();
    fireEvent.click(screen.getByText('edit'));
    expect(screen.getByText('editing 12')).toBeTruthy();
    fireEvent.click(screen.getByText('nope'));
    expect(screen.getByText('no such console page')).toBeTruthy();
  });

  it('NavLink marks the current page, and with `end` only that exact path', () => {
    render(
      <MemoryRouter initialEntries={['/admin/articles']}>
        <NavLink to="/admin" end className="side">
          dashboard
        </NavLink>
        <NavLink to="/admin/articles" className="side">
          articles
        </NavLink>
        <NavLink to="/admin" className="side">
          console
        </NavLink>
      </MemoryRouter>,
    );
    expect(screen.getByText('dashboard').className).toBe('side');
    expect(screen.getByText('dashboard').getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('articles').className).toBe('side active');
    expect(screen.getByText('articles').getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('console').className).toBe('side active');
  });

  it('a navigation is a transition: the page on screen stays, not a fallback, until the next one has loaded', async () => {
    let arrive: (value: string) => void = () => undefined;
    const chunk = new Promise<string>((resolve) => (arrive = resolve));
    function Lazy() {
      return <p>{use(chunk)}</p>;
    }
    const routes: RouteObject[] = [
      { path: '/start', element: <p>old page</p> },
      { path: '/lazy', element: <Lazy /> },
    ];
    function App() {
      return (
        <>
          <Suspense fallback={<p>loading</p>}>{useRoutes(routes)}</Suspense>
          <Link to="/lazy">go</Link>
          <Where />
        </>
      );
    }
    // the browser's own scheduling: act() would hold the suspended render in its queue
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    try {
      render(
        <BrowserRouter>
          <App />
        </BrowserRouter>,
      );
      await waitFor(() => expect(screen.getByText('old page')).toBeTruthy());
      screen.getByText('go').click();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(window.location.pathname).toBe('/lazy');
      expect(screen.queryByText('loading')).toBeNull();
      expect(screen.getByText('old page')).toBeTruthy();
      expect(where()).toBe('/start');
      arrive('new page');
      await waitFor(() => expect(screen.getByText('new page')).toBeTruthy());
      expect(where()).toBe('/lazy');
    } finally {
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
  });
});
