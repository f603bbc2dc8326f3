import { Deferred } from '@/components/deferred';
import { useSession } from '@/lib/session-store';
import { HomeArticleList } from '@/features/blog/components/home-article-list';
import { HomeHero } from '@/features/blog/components/home-hero';
import { HomeSidebar } from '@/features/blog/components/home-sidebar';
import { usePageHeaderImage } from '@/hooks/use-page-headers';
import '@/styles/home.css';
import '@/styles/home-sidebar.css';

/** /home: the hero, then the article column and the blog owner's sidebar. */
export function Component() {
  const image = usePageHeaderImage('Home');
  const readerName = useSession((s) => s.userInfo?.nick_name);

  return (
    <div className="home">
      <HomeHero image={image} readerName={readerName} />
      <div className="page-container home-grid" id="home-content">
        {/* below the hero, so it can wait until the first screen is up */}
        <Deferred>
          <section className="home-main" aria-label="文章列表">
            <HomeArticleList />
          </section>
          <aside className="home-aside" aria-label="侧边栏">
            <HomeSidebar />
          </aside>
        </Deferred>
      </div>
    </div>
  );
}
