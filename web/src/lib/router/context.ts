import { createContext, type ReactElement } from 'react';
import type { History, Location } from './history';
import type { RouteMatch } from './match';

export const HistoryContext = createContext<History | null>(null);

/** The location the tree renders, which during a navigation's transition is still the previous one. */
export const LocationContext = createContext<Location | null>(null);

/** The routes matched down to this point, and what an <Outlet /> here renders. */
export const RouteContext = createContext<{ matches: RouteMatch[]; outlet: ReactElement | null }>({ matches: [], outlet: null });
