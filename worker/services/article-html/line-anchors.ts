import type { MarkdownIt } from 'markdown-it';

/** md-editor-rt's init-line-number rule: every block names its source line (data-line), as in the editor's preview. */
export function lineAnchors(md: MarkdownIt): void {
  md.core.ruler.push('init-line-number', (state) => {
    for (const token of state.tokens) if (token.map) token.attrSet('data-line', String(token.map[0]));
    return true;
  });
}
