/**
 * The app's router (issue 32: react-router was 16 KB of every first visit).
 * react-router's names and behaviour for what the app uses: one history for
 * the whole app, routes matched by specificity, navigations as transitions,
 * links that are real anchors. Call sites import from here.
 */
export { Link, NavLink } from './link';
export { BrowserRouter, MemoryRouter } from './routers';
export { Navigate, Outlet, Route, Routes, useOutlet, useParams, useRoutes } from './routes';
export { useLocation, useNavigate, useSearchParams } from './hooks';
export { matchRoutes, type RouteObject } from './match';
