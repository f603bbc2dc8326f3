/**
 * What /home draws below its hero (which fills the first screen): the article column and the
 * sidebar, one chunk that home-article-list.tsx and home-sidebar.tsx fetch after the page's first
 * render (issue 32: the cards, pagination, profile card, social links and sidebar cards were
 * 4-5 KB of /home's first visit, none of it on the first screen).
 */
export { HomeArticleColumn } from './home-article-column';
export { HomeSidebarColumn } from './home-sidebar-column';
