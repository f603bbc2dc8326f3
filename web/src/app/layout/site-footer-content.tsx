import { Link } from '@/lib/router';
import { PushFooterEntry } from '@/features/push/components/push-footer-entry';
import { RssIcon } from '@/components/icons';
import { siteRuntimeDays, useBlogConfig } from '@/features/blog/api/get-config';

/** The pages no menu entry of spec §2 reaches, and the feed. */
const FOOTER_LINKS = [
  { to: '/resources/front', label: '前端资源' },
  { to: '/resources/back', label: '后端资源' },
  { to: '/siteList', label: '网站导航' },
];

const COPYRIGHT_YEAR = 2025;

/** Links to the resource pages and the RSS feed, "© 2025 {blog_name}", the ICP filing number and how long the site has run (inside site-footer.tsx's footer). */
export function SiteFooterContent() {
  const { data: config } = useBlogConfig();
  const days = siteRuntimeDays(config?.createdAt);

  return (
    <>
      <nav className="site-footer__links" aria-label="更多页面">
        {FOOTER_LINKS.map((link) => (
          <Link key={link.to} to={link.to}>
            {link.label}
          </Link>
        ))}
        <a href="/rss.xml" className="site-footer__rss" type="application/rss+xml">
          <RssIcon /> RSS 订阅
        </a>
        <PushFooterEntry />
      </nav>
      <p>
        © {COPYRIGHT_YEAR} {config?.blog_name ?? ''}
        {config?.createdAt ? <span className="site-footer__runtime">本站已运行 {days} 天</span> : null}
      </p>
      {config?.icp_number ? (
        <p>
          <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
            {config.icp_number}
          </a>
        </p>
      ) : null}
    </>
  );
}
