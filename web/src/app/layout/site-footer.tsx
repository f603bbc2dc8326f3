import { siteRuntimeDays, useBlogConfig } from '@/features/blog/api/get-config';

const COPYRIGHT_YEAR = 2025;

/** "© 2025 {blog_name}", the ICP filing number and how long the site has run. */
export function SiteFooter() {
  const { data: config } = useBlogConfig();
  const days = siteRuntimeDays(config?.createdAt);

  return (
    <footer className="site-footer">
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
    </footer>
  );
}
