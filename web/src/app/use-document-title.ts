import { useEffect } from 'react';
import { useLocation } from '@/lib/router';
import { useBlogConfig } from '@/features/blog/api/get-config';
import { metaForPath } from '@contract/page-routes';

/** "页面标题 | 博客名" in the tab; the home page shows the blog name alone. */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  const { data: config } = useBlogConfig();
  const blogName = config?.blog_name;

  useEffect(() => {
    if (!blogName) return;
    const meta = metaForPath(pathname);
    if (pathname === '/home') document.title = blogName;
    else document.title = `${meta?.title ?? '页面不存在'} | ${blogName}`;
  }, [pathname, blogName]);
}
