import { articleFacts, type ArticleFactsSource, type FactIcon } from '../../contract/article-facts';
import { esc } from './esc';

/** The shapes of web/src/components/icons.tsx for the banner's facts, in React's markup of them. */
const ICON_SHAPES: Record<FactIcon, string> = {
  calendar: '<rect width="18" height="18" x="3" y="4" rx="2"></rect><path d="M16 2v4M8 2v4M3 10h18"></path>',
  refresh:
    '<path d="M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8"></path><path d="M21 3v5h-5"></path>' +
    '<path d="M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16"></path><path d="M8 16H3v5"></path>',
  folder:
    '<path d="M20 20a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-7.9a2 2 0 0 1-1.69-.9L9.6 3.9A2 2 0 0 0 7.93 3H4a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2Z"></path>',
  'file-text': '<path d="M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7Z"></path><path d="M14 2v4a2 2 0 0 0 2 2h4M16 13H8M16 17H8M10 9H8"></path>',
  clock: '<circle cx="12" cy="12" r="10"></circle><path d="M12 6v6l4 2"></path>',
  eye: '<path d="M2 12s3-7 10-7 10 7 10 7-3 7-10 7-10-7-10-7Z"></path><circle cx="12" cy="12" r="3"></circle>',
  comment: '<path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"></path>',
};

const icon = (name: FactIcon) =>
  '<svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" ' +
  `stroke-linejoin="round" aria-hidden="true" focusable="false">${ICON_SHAPES[name]}</svg>`;

/**
 * The article banner's facts as the app's ArticleFacts renders them
 * (web/src/features/article/components/article-facts.tsx), so the prerendered
 * banner has the app's height; tests/web/article-facts.test.tsx compares the two.
 */
export function articleFactsHtml(article: ArticleFactsSource): string {
  const rows = articleFacts(article).map((row) => {
    const items = row.map((fact) => {
      const text = fact.badge
        ? `<span class="article-facts__type">${esc(fact.text)}</span>`
        : fact.href
          ? `<a href="${esc(fact.href)}">${esc(fact.text)}</a>` // as the app's Link (web/src/lib/router) writes it
          : esc(fact.text);
      return `<li${fact.title ? ` title="${esc(fact.title)}"` : ''}>${fact.icon ? icon(fact.icon) : ''}${text}</li>`;
    });
    return `<ul class="article-facts__row">${items.join('')}</ul>`;
  });
  return `<div class="article-facts">${rows.join('')}</div>`;
}
