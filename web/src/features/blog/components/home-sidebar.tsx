import { useBlogConfig } from '../api/get-config';
import { useSiteStatistic } from '../api/get-statistic';
import { BlogProfileCard } from './blog-profile-card';
import { HotArticlesCard } from './hot-articles-card';
import { NoticeCard } from './notice-card';
import { SiteInfoCard } from './site-info-card';

/** The home page's right column: who writes here, the notice, and site facts. */
export function HomeSidebar() {
  const { data: config, isPending } = useBlogConfig();
  const { data: statistic } = useSiteStatistic();

  if (isPending) return <div className="card side-card side-card--loading" aria-busy="true" />;
  if (!config) return null;

  return (
    <>
      <BlogProfileCard config={config} statistic={statistic} />
      <NoticeCard notice={config.blog_notice} />
      <HotArticlesCard />
      <SiteInfoCard config={config} statistic={statistic} />
    </>
  );
}
