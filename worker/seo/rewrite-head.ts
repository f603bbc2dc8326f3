import { BOOT_DATA_ELEMENT_ID, type BootData } from '../../contract/boot-data';
import { wellFormed } from '../../contract/clip';
import type { PageMeta } from './page-meta';
import { absolute } from './page-meta';
import { esc } from './esc';

/**
 * JSON inside a <script> data block: "<" is escaped so the text can never close the element nor
 * open a comment, and the line separators U+2028/U+2029 (raw in JSON, line ends in a script) too.
 */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

interface FirstPaint {
  /** markup for #root until the app starts (prerender.ts) */
  html: string;
  /** the answers the first screen needs (boot-data.ts) */
  boot: BootData;
  /** the route's own stylesheets, for a page whose body is prerendered (route-styles.ts) */
  stylesheets?: string[];
}

/**
 * Rewrites the SPA's index.html so crawlers and link previews see the page's
 * own title, description and cards, and the first paint shows the page's
 * banner with the data the app needs already in the page.
 */
export function rewriteHead(html: Response, meta: PageMeta, url: URL, first: FirstPaint): Response {
  const canonical = canonicalUrl(url);
  const image = meta.image ? absolute(url, meta.image) : undefined;
  const tags = [
    `<link rel="canonical" href="${esc(canonical)}">`,
    `<link rel="alternate" type="application/rss+xml" title="RSS" href="/rss.xml">`,
    `<meta property="og:type" content="${meta.type}">`,
    `<meta property="og:title" content="${esc(meta.title)}">`,
    `<meta property="og:description" content="${esc(meta.description)}">`,
    `<meta property="og:url" content="${esc(canonical)}">`,
    `<meta property="og:locale" content="zh_CN">`,
    image ? `<meta property="og:image" content="${esc(image)}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${esc(meta.title)}">`,
    `<meta name="twitter:description" content="${esc(meta.description)}">`,
    image ? `<meta name="twitter:image" content="${esc(image)}">` : '',
    meta.status === 404 ? '<meta name="robots" content="noindex">' : '',
    ...(first.stylesheets ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${esc(href)}">`),
    meta.jsonLd ? `<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>` : '',
  ].filter(Boolean);

  // HTMLRewriter stops the page at a lone surrogate (not valid UTF-8): everything it is given is made well-formed
  const rewriter = new HTMLRewriter()
    .on('title', { element: (el) => void el.setInnerContent(wellFormed(meta.title)) })
    .on('meta[name="description"]', { element: (el) => void el.setAttribute('content', wellFormed(meta.description)) })
    .on('head', { element: (el) => void el.append(wellFormed(tags.join('')), { html: true }) })
    .on('body', {
      element: (el) =>
        void el.append(wellFormed(`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${scriptJson(first.boot)}</script>`), { html: true }),
    });
  if (first.html) {
    // React replaces #root's content when it starts; until then the page's banner is already there
    rewriter.on('html', { element: (el) => void el.setAttribute('data-prerendered', '') });
    rewriter.on('div#root', { element: (el) => void el.setInnerContent(wellFormed(first.html), { html: true }) });
  }
  const out = rewriter.transform(html);
  return new Response(out.body, { status: meta.status, headers: out.headers });
}

/** The page's one address: same path, only the query parameters that select content. */
function canonicalUrl(url: URL): string {
  const keep = new URLSearchParams();
  for (const key of ['id', 'type', 'name']) {
    const v = url.searchParams.get(key);
    if (v) keep.set(key, v);
  }
  const q = keep.toString();
  return `${url.origin}${url.pathname}${q ? `?${q}` : ''}`;
}
