import { useRef } from 'react';
import { useLocation, useNavigate } from '@/lib/router';

/** `?page=N` as a whole page number; anything else is page 1. */
export function pageFromSearch(search: string): number {
  const n = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(n) && n > 1 ? n : 1;
}

/**
 * A list's page number kept in the URL (?page=N), so a reload stays on the page
 * and back/forward step through pages. The list may be kept alive, hidden, while
 * the reader is on another page (app/keep-alive-outlet.tsx): then the URL is that
 * page's, so the number is read only on the path the list was mounted on.
 */
export function useUrlPage(): readonly [number, (page: number) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const home = useRef(location.pathname);
  const last = useRef(1);
  if (location.pathname === home.current) last.current = pageFromSearch(location.search);
  const setPage = (page: number) => {
    const params = new URLSearchParams(location.pathname === home.current ? location.search : '');
    if (page > 1) params.set('page', String(page));
    else params.delete('page');
    const search = params.toString();
    void navigate({ pathname: home.current, search: search ? `?${search}` : '' });
  };
  return [last.current, setPage] as const;
}
