import { useBlogConfig } from '../api/get-config';
import { useSiteStatistic } from '../api/get-statistic';
import { useSidebarWidgets } from '../api/get-sidebar-widgets';
import { ArchiveMonthsCard } from './archive-months-card';
import { BlogProfileCard } from './blog-profile-card';
import { HotArticlesCard } from './hot-articles-card';
import { LatestCommentsCard } from './latest-comments-card';
import { NoticeCard } from './notice-card';
import { SiteInfoCard } from './site-info-card';
import { TagCloudCard } from './tag-cloud-card';

/**
 * The home page's right column: who writes here, the notice, the hot list, then what a
 * Butterfly reader looks for (tags, the newest comments, the archive by month) and site facts.
 * The last group stays in view while the article column scrolls on (home.css).
 */
export function HomeSidebar() {
  const { data: config, isPending } = useBlogConfig();
  const { data: statistic } = useSiteStatistic();
  const { data: widgets } = useSidebarWidgets();

  if (isPending) return <div className="card side-card side-card--loading" aria-busy="true" />;
  if (!config) return null;

  return (
    <>
      <BlogProfileCard config={config} statistic={statistic} />
      <NoticeCard notice={config.blog_notice} />
      <HotArticlesCard />
      <TagCloudCard />
      <div className="home-aside__sticky">
        <LatestCommentsCard comments={widgets?.latestComments ?? []} />
        <ArchiveMonthsCard months={widgets?.archiveMonths ?? []} />
        <SiteInfoCard config={config} statistic={statistic} />
      </div>
    </>
  );
}
