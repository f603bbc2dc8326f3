import type { PageMeta } from './page-meta';
import { absolute } from './page-meta';

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Rewrites the SPA's index.html so crawlers and link previews see the page's own title, description and cards. */
export function rewriteHead(html: Response, meta: PageMeta, url: URL): Response {
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
    // data, not script: "</" is escaped so the text can never close the element
    meta.jsonLd ? `<script type="application/ld+json">${JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c')}</script>` : '',
  ].filter(Boolean);

  const rewriter = new HTMLRewriter()
    .on('title', { element: (el) => void el.setInnerContent(meta.title) })
    .on('meta[name="description"]', { element: (el) => void el.setAttribute('content', meta.description) })
    .on('head', { element: (el) => void el.append(tags.join(''), { html: true }) });
  if (meta.heading) {
    // the first paint carries the page's heading and summary; React replaces #root's content when it starts
    const prerender = `<main class="seo-prerender"><h1>${esc(meta.heading)}</h1>${meta.summary ? `<p>${esc(meta.summary)}</p>` : ''}</main>`;
    rewriter.on('div#root', { element: (el) => void el.setInnerContent(prerender, { html: true }) });
  }
  const out = rewriter.transform(html);
  return new Response(out.body, { status: meta.status, headers: out.headers });
}

/** The page's one address: same path, only the query parameters that select content. */
export function canonicalUrl(url: URL): string {
  const keep = new URLSearchParams();
  for (const key of ['id', 'type', 'name']) {
    const v = url.searchParams.get(key);
    if (v) keep.set(key, v);
  }
  const q = keep.toString();
  return `${url.origin}${url.pathname}${q ? `?${q}` : ''}`;
}
