import type { MarkdownIt, RendererRule, StateBlock } from 'markdown-it';

const MIN_MARKERS = 3;
const MARKER = '!';
const MARKER_CODE = MARKER.charCodeAt(0);

/**
 * md-editor-rt's admonitions, ported line by line:
 *
 *     !!! note 标题
 *     内容
 *     !!!
 *
 * become <div class="md-editor-admonition md-editor-admonition-note"> with
 * the title in <p class="md-editor-admonition-title">.
 */
export function admonition(md: MarkdownIt): void {
  let type = '';
  let title = '';

  const render: RendererRule = (tokens, idx, options, _env, self) => {
    const token = tokens[idx]!;
    if (token.type === 'admonition_open') token.attrPush(['class', `md-editor-admonition md-editor-admonition-${token.info}`]);
    else if (token.type === 'admonition_title_open') token.attrPush(['class', 'md-editor-admonition-title']);
    return self.renderToken(tokens, idx, options);
  };

  const readParams = (params: string) => {
    const parts = params.trim().split(' ', 2);
    title = '';
    type = parts[0]!;
    if (parts.length > 1) title = params.substring(type.length + 2);
  };

  const rule = (state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean => {
    let pos: number;
    let nextLine: number;
    let token;
    let autoClosed = false;
    let start = state.bMarks[startLine]! + state.tShift[startLine]!;
    let max = state.eMarks[startLine]!;
    if (MARKER_CODE !== state.src.charCodeAt(start)) return false;
    for (pos = start + 1; pos <= max && MARKER[(pos - start) % MARKER.length] === state.src[pos]; pos++);
    const markerCount = Math.floor((pos - start) / MARKER.length);
    if (markerCount !== MIN_MARKERS) return false;
    pos -= (pos - start) % MARKER.length;
    const markup = state.src.slice(start, pos);
    const params = state.src.slice(pos, max);
    readParams(params);
    if (silent) return true;

    nextLine = startLine;
    for (;;) {
      nextLine++;
      if (nextLine >= endLine) break;
      start = state.bMarks[nextLine]! + state.tShift[nextLine]!;
      max = state.eMarks[nextLine]!;
      if (start < max && state.sCount[nextLine]! < state.blkIndent) break;
      if (MARKER_CODE !== state.src.charCodeAt(start)) continue;
      if (state.sCount[nextLine]! - state.blkIndent >= 4) continue;
      for (pos = start + 1; pos <= max && MARKER[(pos - start) % MARKER.length] === state.src[pos]; pos++);
      if (Math.floor((pos - start) / MARKER.length) < markerCount) continue;
      pos -= (pos - start) % MARKER.length;
      pos = state.skipSpaces(pos);
      if (pos < max) continue;
      autoClosed = true;
      break;
    }

    const oldParent = state.parentType;
    const oldLineMax = state.lineMax;
    state.parentType = 'root' as typeof state.parentType;
    state.lineMax = nextLine;

    token = state.push('admonition_open', 'div', 1);
    token.markup = markup;
    token.block = true;
    token.info = type;
    token.map = [startLine, nextLine];
    if (title) {
      token = state.push('admonition_title_open', 'p', 1);
      token.markup = `${markup} ${type}`;
      token.map = [startLine, nextLine];
      token = state.push('inline', '', 0);
      token.content = title;
      token.map = [startLine, state.line - 1];
      token.children = [];
      token = state.push('admonition_title_close', 'p', -1);
      token.markup = `${markup} ${type}`;
    }
    state.md.block.tokenize(state, startLine + 1, nextLine);
    token = state.push('admonition_close', 'div', -1);
    token.markup = state.src.slice(start, pos);
    token.block = true;
    state.parentType = oldParent;
    state.lineMax = oldLineMax;
    state.line = nextLine + (autoClosed ? 1 : 0);
    return true;
  };

  md.block.ruler.before('code', 'admonition', rule, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  md.renderer.rules.admonition_open = render;
  md.renderer.rules.admonition_title_open = render;
  md.renderer.rules.admonition_title_close = render;
  md.renderer.rules.admonition_close = render;
}
