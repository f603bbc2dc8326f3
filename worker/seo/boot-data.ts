import { parseListQuery, TAXONOMY_PAGE_SIZE } from '../../contract/article-list-query';
import { BOOT_MESSAGES, BOOT_PATHS, HOME_PAGE_SIZE, type BootData } from '../../contract/boot-data';
import { metaForPath } from '../../contract/page-routes';
import type { ArticleHtml } from '../../contract/article';
import type { ChatPage } from '../../contract/chat';
import { CHAT_PAGE_SIZE } from '../../contract/chat-protocol';
import type { Db } from '../db/client';
import type { Bindings } from '../env';
import { articleHtmlOf } from '../services/article-html/article-html';
import * as articles from '../services/articles';
import { listChat } from '../services/chat';
import * as board from '../services/messages';
import * as site from '../services/site';
import type { PageEntities } from './page-entities';

/**
 * The answers a page's first screen would fetch, from the same services and
 * with the same messages as their routes (BOOT_MESSAGES) (routes/site.ts, routes/article.ts,
 * routes/taxonomy.ts, routes/message.ts); an article page also gets its body, rendered by the
 * worker (services/article-html/), /articleList its first page (and the dictionary that names
 * it when the address does not), /message/detail its note as a visitor sees it, /message/publish
 * the board's hot tags (public notes' only), /message/chat the room's newest page as a visitor reads
 * it (no held message; the room still asks for it once, since a visitor's page may be a minute old).
 * Only public answers that are the same for every visitor belong here.
 */
export interface Boot {
  data: BootData;
  /** the page header image of a route, for the prerendered banner */
  headerImage: (routeName: string) => string | undefined;
  /** the blog's name, for the prerendered header ('' without a config row, as in the app) */
  siteName: string;
  /** an article page's body, rendered by the worker: the prerendered page shows it, the app reads it from the boot block */
  articleBody?: ArticleHtml;
  /** /message/chat's newest page (also in `data`): the prerendered room shows its empty state when it has no message */
  chatRoom?: ChatPage;
}

export const emptyBoot: Boot = { data: {}, headerImage: () => undefined, siteName: '' };

/** `page`: what the address names (an article, a note, a list's dictionary), read once for the head too (page-entities.ts). */
export async function bootData(db: Db, url: URL, siteConfig: ReturnType<typeof site.getConfig>, page: PageEntities, env: Bindings): Promise<Boot> {
  const route = metaForPath(url.pathname)?.name;
  const isHome = route === 'Home';
  const list = route === 'ArticleList' ? parseListQuery(url.searchParams) : undefined;
  const listed = list?.id ? (list.type === 'tag' ? articles.listByTag : articles.listByCategory)(db, list.id, 1, TAXONOMY_PAGE_SIZE) : null;
  // a body that fails to render is left to the app, which asks for it (GET /api/article/html/:id) and says so
  const body = page.article.then((a) => (a ? articleHtmlOf(a, url.origin, db.$client) : undefined)).catch(() => undefined);
  // no reader: what a visitor is shown, never a held message; a room that cannot answer leaves it to the app's own request
  const chat = route === 'MessageChat' ? listChat(env, db, CHAT_PAGE_SIZE, 0, {}).catch(() => null) : null;
  const [config, headers, home, statistic, hot, shown, articleBody, listPage, dictionary, note, noteTags, chatPage] = await Promise.all([
    siteConfig,
    site.listPageHeaders(db),
    isHome ? articles.listHomeArticles(db, '1', String(HOME_PAGE_SIZE)) : null,
    isHome ? site.getStatistic(db) : null,
    isHome ? articles.listHot(db) : null,
    page.article,
    body,
    listed,
    page.dictionary,
    page.note,
    route === 'PublishMessage' ? board.hotTags(db) : null,
    chat,
  ]);
  const data: BootData = {
    [BOOT_PATHS.pageHeaders]: { code: 0, message: BOOT_MESSAGES.pageHeaders, result: headers },
  };
  // without a config row the app asks for itself and shows the owner's tip
  if (config) data[BOOT_PATHS.config] = { code: 0, message: BOOT_MESSAGES.config, result: config };
  if (home) data[BOOT_PATHS.homeArticles(1)] = { code: 0, message: BOOT_MESSAGES.homeArticles, result: home };
  if (statistic) data[BOOT_PATHS.statistic] = { code: 0, message: BOOT_MESSAGES.statistic, result: statistic };
  if (hot) data[BOOT_PATHS.hotArticles] = { code: 0, message: BOOT_MESSAGES.hotArticles, result: hot };
  if (shown) data[BOOT_PATHS.article(shown.id)] = { code: 0, message: BOOT_MESSAGES.article, result: shown };
  if (shown && articleBody) data[BOOT_PATHS.articleHtml(shown.id)] = { code: 0, message: BOOT_MESSAGES.articleHtml, result: articleBody };
  if (list && listPage) {
    const message = list.type === 'tag' ? BOOT_MESSAGES.tagArticles : BOOT_MESSAGES.categoryArticles;
    data[BOOT_PATHS.taxonomyArticles(list.type, list.id)] = { code: 0, message, result: listPage };
  }
  if (dictionary?.type === 'category') data[BOOT_PATHS.categories] = { code: 0, message: BOOT_MESSAGES.categories, result: dictionary.entries };
  if (dictionary?.type === 'tag') data[BOOT_PATHS.tags] = { code: 0, message: BOOT_MESSAGES.tags, result: dictionary.entries };
  if (note) data[BOOT_PATHS.note(note.id)] = { code: 0, message: BOOT_MESSAGES.note, result: note };
  if (noteTags) data[BOOT_PATHS.noteHotTags] = { code: 0, message: BOOT_MESSAGES.noteHotTags, result: noteTags };
  if (chatPage) data[BOOT_PATHS.chatNewest] = { code: 0, message: BOOT_MESSAGES.chatNewest, result: chatPage };
  return { data, headerImage: (routeName) => headers.find((h) => h.route_name === routeName)?.bg_url, siteName: config?.blog_name ?? '', articleBody, chatRoom: chatPage ?? undefined };
}
