import { ARTICLE_PREVIEW_ID } from '../../contract/article-html-policy';
import { articleFactsHtml } from './article-facts-html';
import type { Boot } from './boot-data';
import { chatRoomHtml } from './chat-room-html';
import { esc } from './esc';
import { pageBannerHtml } from './page-banner-html';
import type { PageMeta } from './page-meta';


/**
 * What the first paint shows before the app starts: the header's brand and
 * the page's banner, in the same markup and classes as the app's
 * (app/layout/site-header.tsx, components/page-banner.tsx, the home hero's
 * empty greeting line, an article's facts), so when React replaces it nothing moves and the
 * largest paint stays the early one. Pages without a banner get their
 * heading and summary as plain text, which crawlers read as well. An article
 * page shows its whole body (the worker's render, already sanitised) where
 * the app puts it, so readers and crawlers have the text before any script. The chat page
 * shows its room as the app first draws it (chat-room-html.ts) when the boot block has its history.
 */
export function prerenderHtml(meta: PageMeta, { headerImage, siteName, articleBody, chatRoom }: Pick<Boot, 'headerImage' | 'siteName' | 'articleBody' | 'chatRoom'>): string {
  // the room fills the page under the header, which is not over a banner here
  if (chatRoom) return `<div class="app">${headerHtml(siteName, '')}<main class="app__main seo-prerender">${chatRoomHtml({ empty: !chatRoom.list.length })}</main></div>`;
  if (!meta.heading) return '';
  const summary = meta.summary ? `<p>${esc(meta.summary)}</p>` : '';
  if (!meta.banner) return `<main class="seo-prerender"><h1>${esc(meta.heading)}</h1>${summary}</main>`;

  const { size, routeName } = meta.banner;
  const image = meta.banner.image || headerImage(routeName);
  const subtitleHtml =
    size === 'hero'
      ? '<p class="home-hero__greeting" aria-live="off"><span class="home-hero__caret" aria-hidden="true"></span></p>'
      : meta.banner.facts
        ? articleFactsHtml(meta.banner.facts)
        : '';
  const banner = pageBannerHtml({ size, title: meta.heading, image, subtitleHtml });
  // an article without text keeps its summary card
  const body = articleBody?.html.trim()
    ? articleMarkup(articleBody.html)
    : summary
      ? `<div class="page-container"><div class="card seo-prerender__summary">${summary}</div></div>`
      : '';
  const page = meta.banner.pageClass ? `<div class="${esc(meta.banner.pageClass)}">${banner}${body}</div>` : banner + body;
  // the header starts transparent over the banner
  return `<div class="app">${headerHtml(siteName, ' site-header--transparent')}<main class="app__main seo-prerender">${page}</main></div>`;
}

/** The header's brand; its menus and buttons arrive with the app. */
const headerHtml = (siteName: string, modifier: string) =>
  `<div class="site-header${modifier}"><div class="site-header__inner"><a class="site-header__brand" href="/home">${esc(siteName)}</a></div></div>`;

/**
 * The article body in the markup of the app's article page (features/article:
 * article-page.tsx, markdown-view.tsx) with the default preview theme; the
 * reader's own themes arrive with the app. The HTML is the worker's render
 * (services/article-html/), already through the article allow-list.
 */
function articleMarkup(html: string): string {
  return (
    '<div class="page-container article-layout"><div class="article-column"><article class="card article-main"><div class="markdown-host">' +
    `<div id="${ARTICLE_PREVIEW_ID}" class="md-editor article-markdown article-markdown--code-dark md-editor-previewOnly">` +
    `<div id="${ARTICLE_PREVIEW_ID}-preview" class="md-editor-preview default-theme">${html}</div>` +
    '</div></div></article></div></div>'
  );
}
