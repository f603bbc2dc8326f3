import { useRef } from 'react';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { useBlogConfig } from '../api/get-config';
import { useSiteStatistic } from '../api/get-statistic';
import { useSidebarWidgets } from '../api/get-sidebar-widgets';
import type { BlogConfig, SiteStatistic } from '../types';
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
export function HomeSidebarColumn() {
  const { data: config, isPending } = useBlogConfig();
  const { data: statistic } = useSiteStatistic();

  if (isPending) return <div className="card side-card side-card--loading" aria-busy="true" />;
  if (!config) return null;

  return (
    <>
      <BlogProfileCard config={config} statistic={statistic} />
      <NoticeCard notice={config.blog_notice} />
      <HotArticlesCard />
      <LowerCards config={config} statistic={statistic} />
    </>
  );
}

/**
 * The cards that ask for data of their own (the tag dictionary, GET /api/sidebar/widgets), drawn
 * as they near the screen: on a phone the column is under the article list, and their two answers
 * arriving while the page starts re-rendered the sidebar in one long task.
 */
function LowerCards(props: { config: BlogConfig; statistic: SiteStatistic | null | undefined }) {
  const later = useRef<HTMLDivElement>(null);
  const near = useNearViewport(later);
  return near ? <LowerCardsNow {...props} /> : <div ref={later} />;
}

function LowerCardsNow({ config, statistic }: { config: BlogConfig; statistic: SiteStatistic | null | undefined }) {
  const { data: widgets } = useSidebarWidgets();
  return (
    <>
      <TagCloudCard />
      <div className="home-aside__sticky">
        <LatestCommentsCard comments={widgets?.latestComments ?? []} />
        <ArchiveMonthsCard months={widgets?.archiveMonths ?? []} />
        <SiteInfoCard config={config} statistic={statistic} />
      </div>
    </>
  );
}
