import type { MarkdownIt } from 'markdown-it';
import type { ArticleTocItem } from '../../../contract/article';

/** What a render collects besides its HTML (markdown-it's env). */
export interface RenderEnv {
  headings: ArticleTocItem[];
}

/**
 * md-editor-rt's heading plugin: a heading at the top level of the body gets
 * its text as id (its default mdHeadingId), which is what the table of
 * contents and authors' own "#标题" links point at. The text is that of the
 * heading's text and inline-code pieces, as md-editor-rt reads it.
 */
export function headingIds(md: MarkdownIt): void {
  md.renderer.rules.heading_open = (tokens, idx, options, env: RenderEnv, self) => {
    const token = tokens[idx]!;
    const text = (tokens[idx + 1]?.children ?? []).reduce((all, child) => all + ((child.type === 'text' || child.type === 'code_inline') && child.content ? child.content : ''), '');
    if (token.map && token.level === 0) {
      token.attrSet('id', text);
      env.headings.push({ level: Number(token.tag.slice(1)), text, id: text });
    }
    return self.renderToken(tokens, idx, options);
  };
}
