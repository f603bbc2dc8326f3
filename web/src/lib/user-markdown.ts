import { escapeHtml } from '@contract/escape-html';
import { USER_TAGS } from '@contract/user-tags';
import { linkHtml, userTagHtml } from '@/lib/user-tag';

const FENCE_OPEN = /^\s*```/;
const FENCE_CLOSE = /^\s*```\s*$/;

// one pass, left to right: `code`, [text](address), **bold**, *italic*, a bare address, a tag
const INLINE =
  /(`+)([^`\n]+?)\1|\[([^\]\n]+)\]\(([^()\s]+)\)|\*\*(?=\S)([^\n]*?\S)\*\*|\*(?=[^\s*])([^*\n]*?[^\s*])\*|(https?:\/\/[^\s<>"'`）)\]]+)|<\/?([a-z][a-z0-9]*)(?:\s[^<>]*)?\/?>/gi;
// punctuation that ends a sentence rather than the address before it
const TRAILING = /[.,;:!?。，；：！？、]+$/;

function inline(text: string, markup: boolean): string {
  let html = '';
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    const [whole, , code, linkText, href, bold, italic, url, tag] = m;
    html += escapeHtml(text.slice(last, m.index));
    last = m.index + whole.length;
    if (code !== undefined) html += `<code>${escapeHtml(code)}</code>`;
    else if (linkText !== undefined) html += linkHtml(href!, escapeHtml(linkText));
    else if (bold !== undefined) html += `<strong>${inline(bold, markup)}</strong>`;
    else if (italic !== undefined) html += `<em>${inline(italic, markup)}</em>`;
    else if (url !== undefined) {
      const tail = TRAILING.exec(url)?.[0] ?? '';
      const address = url.slice(0, url.length - tail.length);
      html += linkHtml(address, escapeHtml(address)) + escapeHtml(tail);
    } else html += markup && USER_TAGS.includes(tag!.toLowerCase()) ? userTagHtml(whole, tag!.toLowerCase()) : escapeHtml(whole);
  }
  return html + escapeHtml(text.slice(last));
}

/**
 * A reader's text as HTML: a small Markdown subset (fenced code blocks,
 * `inline code`, links, **bold**, *italic*), line breaks kept, the tags of
 * USER_TAGS kept when `markup` is true, and every other character shown as
 * typed. Code is always literal. The result is safe as it is (lib/user-tag.ts).
 */
export function userMarkdownToHtml(text: string, markup: boolean): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let prose: string[] = [];
  const flush = () => {
    const chunk = prose.join('\n').replace(/^\n+|\n+$/g, '');
    if (chunk) out.push(inline(chunk, markup).replace(/\n/g, '<br>'));
    prose = [];
  };
  for (let i = 0; i < lines.length; i++) {
    if (!FENCE_OPEN.test(lines[i]!)) {
      prose.push(lines[i]!);
      continue;
    }
    flush();
    const code: string[] = [];
    for (i++; i < lines.length && !FENCE_CLOSE.test(lines[i]!); i++) code.push(lines[i]!);
    out.push(`<pre><code>${escapeHtml(code.join('\n'))}</code></pre>`);
  }
  flush();
  return out.join('');
}
