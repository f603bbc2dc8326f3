import { unescapeAll } from 'markdown-it/lib/common/utils.mjs';
import {
  ARTICLE_ALLOWED_ATTR,
  ARTICLE_ALLOWED_TAGS,
  ARTICLE_PLAIN_ATTR,
  ARTICLE_SVG_TAGS,
  ARTICLE_URI_PATTERN,
  EXTERNAL_LINK_REL,
  cellAlignStyle,
  compact,
  hasCssUrl,
  isExternalHref,
  isOwnImageSrc,
} from '../../../contract/article-html-policy';
import { externalImagePath } from '../../../contract/external-image';
import { missingPictureHtml, pictureAttributes, type PictureFacts } from './article-pictures';

/**
 * The article allow-list (contract/article-html-policy.ts) applied on the
 * worker, with the same decisions the web's DOMPurify setup makes
 * (web/src/lib/sanitize-article.ts: DOMPurify's defaults plus its hooks), over
 * workerd's HTMLRewriter instead of a DOM. HTMLRewriter tokenizes like a
 * browser (raw text, foreign content, the </p> that leaves an <svg>), and
 * this pass writes every kept attribute back from the value it checked, so
 * what the browser reads is what was checked. Where a DOM-less pass must be
 * stricter, it is: text never carries a raw "<" (a removed tag cannot join two
 * pieces of text into a new tag), an element of another namespace that is not
 * allowed goes with its content (an <svg> keeps only the policy's shapes; an
 * unclosed <math> takes the rest of the article), a tag or comment the input
 * leaves unfinished is closed before anything follows it, and inline markup
 * left open is closed at the end (the body sits inside the page's markup).
 * One DOMPurify check needs a document and is not made: an id that names a
 * property of `document` stays (headings keep theirs in both; the app reads
 * its boot block as script#boot-data, lib/boot-data.ts).
 */

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const SVG_NS = 'http://www.w3.org/2000/svg';

const TAGS = new Set(ARTICLE_ALLOWED_TAGS);
const SVG_TAGS = new Set(ARTICLE_SVG_TAGS);
const ATTRS = new Set(ARTICLE_ALLOWED_ATTR);
const PLAIN_ATTRS = new Set(ARTICLE_PLAIN_ATTR);

/** DOMPurify's FORBID_CONTENTS: a removed element of these names takes its content with it. */
const DROP_WITH_CONTENT = new Set([
  'annotation-xml', 'audio', 'colgroup', 'desc', 'foreignobject', 'head', 'iframe', 'math', 'mi', 'mn', 'mo', 'ms', 'mtext',
  'noembed', 'noframes', 'noscript', 'plaintext', 'script', 'selectedcontent', 'style', 'svg', 'template', 'thead', 'title',
  'video', 'xmp',
]);

/** Attribute values DOMPurify (SAFE_FOR_XML) refuses even on a force-kept attribute: they could end a comment or a raw-text element. */
const VALUE_BREAKOUT = /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i;

const HEADING = /^h[1-6]$/;

/** Whether a heading's id stays (it is the table of contents' anchor): only a value that could end a comment or raw text goes. */
export const keepsHeadingId = (id: string) => !VALUE_BREAKOUT.test(id.trim());

/** Elements a browser closes by itself: never given an end tag they lack (a stray </p> would add an empty paragraph). */
const OPTIONAL_END = new Set(['p', 'li', 'dt', 'dd', 'rt', 'rp', 'colgroup', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th']);
const VOID = new Set(['br', 'hr', 'img', 'input', 'col', 'wbr', 'area', 'base', 'embed', 'link', 'meta', 'source', 'track']);

/** An attribute value as the browser reads it: character references decoded (backslashes are not escapes in HTML). */
const decode = (raw: string) => (raw.includes('&') ? raw.split('\\').map(unescapeAll).join('\\') : raw);
/** An attribute value written back: HTMLRewriter quotes it and escapes '"', the '&' is ours to escape. */
const encode = (value: string) => value.replace(/&/g, '&amp;');

/** The allowed attributes of an allowed element, decided as DOMPurify and the web's hooks decide them; null: drop the element. */
function allowedAttributes(tag: string, attributes: Iterable<[string, string]>, externalImages: boolean): [string, string][] | null {
  const seen = new Set<string>();
  const kept: [string, string][] = [];
  for (const [rawName, rawValue] of attributes) {
    const name = rawName.toLowerCase();
    // a browser keeps the first of a repeated attribute
    if (seen.has(name)) continue;
    seen.add(name);
    const initial = decode(rawValue);
    let value = initial.trim();
    // the web's hook: a heading's id is the table of contents' anchor
    if (name === 'id' && HEADING.test(tag)) {
      if (keepsHeadingId(initial)) kept.push([name, initial]);
      continue;
    }
    if (name === 'style') {
      const align = tag === 'th' || tag === 'td' ? cellAlignStyle(value) : null;
      if (!align) continue;
      value = align;
    } else if (name !== 'href' && name !== 'src' && hasCssUrl(value)) continue;
    if (VALUE_BREAKOUT.test(value) || !ATTRS.has(name)) continue;
    if (!PLAIN_ATTRS.has(name) && value && !ARTICLE_URI_PATTERN.test(compact(value)) && !(name === 'src' && tag === 'img' && value.startsWith('data:'))) continue;
    kept.push([name, value]);
  }
  const get = (name: string) => kept.find(([n]) => n === name)?.[1];
  switch (tag) {
    case 'img':
      // another host's picture only where the worker copies it for the page (article-pictures.ts)
      if (!isOwnImageSrc(get('src') ?? '') && !(externalImages && externalImagePath(get('src') ?? ''))) return null;
      break;
    case 'input':
      // only the task list's checkboxes, and never editable
      if (get('type') !== 'checkbox') return null;
      if (get('disabled') === undefined) kept.push(['disabled', '']);
      else kept[kept.findIndex(([n]) => n === 'disabled')] = ['disabled', ''];
      break;
    case 'a': {
      const href = get('href');
      if (href && isExternalHref(href)) kept.push(['rel', EXTERNAL_LINK_REL]);
      break;
    }
  }
  return kept;
}

/** Whether an element may stay, by its name and namespace (DOMPurify's namespace check, narrowed to what the policy allows). */
function allowedElement(tag: string, namespace: string): boolean {
  if (namespace === SVG_NS) return SVG_TAGS.has(tag);
  if (namespace !== HTML_NS) return false;
  return TAGS.has(tag) && !SVG_TAGS.has(tag);
}

/** An element's attributes as HTMLRewriter gives them (pairs of name and raw value); the DOM's Element type shadows workerd's here. */
const attributesOf = (el: Element) => [...(el.attributes as unknown as Iterable<[string, string]>)];

interface Pass {
  html: string;
  /** the input's last element was reached: no tag or comment was left unfinished */
  complete: boolean;
  /** the marker element put after the input, as text if raw text swallowed it */
  marker: string;
}

async function pass(html: string, pictures?: PictureFacts): Promise<Pass> {
  const end = `x-end-${crypto.randomUUID().replace(/-/g, '')}`;
  let complete = false;
  /** kept elements still open, whose end tag the browser needs to see (unfinished inline markup must not run on into the page) */
  const open: { tag: string }[] = [];

  const rewriter = new HTMLRewriter()
    .on('*', {
      element(el) {
        const tag = el.tagName.toLowerCase();
        if (tag === end) {
          complete = true;
          el.remove();
          return;
        }
        // inside an element already removed with its content: it goes with it
        if (el.removed) return;
        const namespace = el.namespaceURI ?? '';
        if (!allowedElement(tag, namespace)) {
          if (namespace !== HTML_NS || DROP_WITH_CONTENT.has(tag) || SVG_TAGS.has(tag)) el.remove();
          else el.removeAndKeepContent();
          return;
        }
        let attrs = allowedAttributes(tag, attributesOf(el), Boolean(pictures));
        if (!attrs) {
          el.remove();
          return;
        }
        if (tag === 'img' && pictures) {
          const shown = pictureAttributes(attrs, pictures);
          if ('missing' in shown) {
            el.replace(missingPictureHtml(shown.missing), { html: true });
            return;
          }
          attrs = shown;
        }
        for (let left = attributesOf(el); left.length; left = attributesOf(el)) el.removeAttribute(left[0]![0]);
        for (const [name, value] of attrs) el.setAttribute(name, encode(value));
        if (VOID.has(tag) || OPTIONAL_END.has(tag) || (namespace === SVG_NS && tag !== 'svg')) return;
        const entry = { tag };
        open.push(entry);
        el.onEndTag(() => {
          const at = open.lastIndexOf(entry);
          if (at >= 0) open.splice(at, 1);
        });
      },
    })
    .onDocument({
      // the document's handler sees all text, also text outside any element (an element's sees only its own)
      text(chunk) {
        if (chunk.text.includes('<')) chunk.replace(chunk.text.replace(/</g, '&lt;'), { html: true });
      },
      comments(comment) {
        comment.remove();
      },
      end(docEnd) {
        if (open.length) docEnd.append(open.map((e) => `</${e.tag}>`).reverse().join(''), { html: true });
      },
    });
  const out = await rewriter.transform(new Response(`${html}<${end}></${end}>`)).text();
  return { html: out, complete, marker: `&lt;${end}>&lt;/${end}>` };
}

/**
 * What closes a tag, attribute value, comment or CDATA section the input
 * leaves open at its very end: HTMLRewriter passes such a tail through as it
 * is, and in a page it would swallow the markup that follows.
 */
const CLOSERS = ['">', "'>", '>', '-->', ']]>'];

/** An article's rendered HTML with only what the policy allows; with `pictures`, its pictures as readers get them (article-pictures.ts). */
export async function sanitizeArticleHtml(html: string, pictures?: PictureFacts): Promise<string> {
  const first = await pass(html, pictures);
  if (first.complete) return first.html;
  for (const closer of CLOSERS) {
    const next = await pass(html + closer, pictures);
    if (next.complete) return next.html;
  }
  // the end lies inside raw text: an element removed with its content (an unclosed <script> or
  // <style>), or an unclosed <textarea> whose text stays text; either way no markup is left open
  return first.html.replace(first.marker, '');
}
