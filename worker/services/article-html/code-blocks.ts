import type { MarkdownIt, RendererRule, Token } from 'markdown-it';

/** md-editor-rt's zh-CN copy button text, and its collapse icon (lucide circle-chevron-left). */
const COPY_TEXT = '复制代码';
const COLLAPSE_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-circle-chevron-left md-editor-icon"><circle cx="12" cy="12" r="10"/><path d="m14 16-4-4 4-4"/></svg>';

const TAB = /\[(\w*)(?::([\w ]*))?\]/;
const FOLD = /::(open|close)/;

interface CodeOptions {
  /** the preview's id: code tabs name their radio groups with it */
  editorId: string;
  codeFoldable: boolean;
  /** blocks with at least this many lines start folded */
  autoFoldThreshold: number;
}

/** md-editor-rt's safe form of the editor id for names: anything but [A-Za-z0-9_-] becomes _hex_. */
const safeId = (id: string) => Array.from(id, (c) => (/[A-Za-z0-9_-]/.test(c) ? c : `_${c.codePointAt(0)!.toString(16)}_`)).join('');

function mergeAttrs(token: Token, extra: [string, string][]): [string, string][] {
  const attrs = token.attrs ? token.attrs.slice() : [];
  for (const pair of extra) {
    const index = token.attrIndex(pair[0]);
    if (index < 0) attrs.push(pair);
    else {
      attrs[index] = [attrs[index]![0], `${attrs[index]![1]} ${pair[1]}`];
    }
  }
  return attrs;
}

/**
 * md-editor-rt's code block plugin, ported with its markup unchanged: every
 * fence (and indented block) sits in a <details class="md-editor-code"> whose
 * <summary> holds the three dots, the language, the copy button and the
 * collapse icon; a block of autoFoldThreshold lines or more starts folded
 * ("::open"/"::close" after the language decide it by hand); consecutive
 * fences tagged [group:label] become one block with tabs.
 */
export function codeBlocks(md: MarkdownIt, options: CodeOptions): void {
  const fence = md.renderer.rules.fence!;
  const unescapeAll = md.utils.unescapeAll;
  const escapeHtml = md.utils.escapeHtml;
  const groupId = safeId(options.editorId);
  const infoOf = (token: Token) => (token.info ? unescapeAll(token.info).trim() : '');
  const tabOf = (token: Token): [string | null, string] => {
    const [group = null, label = ''] = (TAB.exec(infoOf(token)) || []).slice(1);
    return [group, label];
  };
  const langOf = (token: Token) => {
    const info = infoOf(token);
    return info ? info.split(/(\s+)/g)[0]! : '';
  };
  const foldOf = (token: Token) => {
    const mark = token.info.match(FOLD) || [];
    const open =
      mark[1] === 'open' || (mark[1] !== 'close' && options.codeFoldable && token.content.trim().split('\n').length < options.autoFoldThreshold);
    const container = mark[1] || options.codeFoldable ? 'details' : 'div';
    const head = mark[1] || options.codeFoldable ? 'summary' : 'div';
    return { open, container, head };
  };

  const render: RendererRule = (tokens, idx, opts, env, self) => {
    const token = tokens[idx]!;
    if (token.hidden) return '';
    const copyTips = escapeHtml(COPY_TEXT);
    const copyLabel = copyTips;
    const collapseTips = `<span class="md-editor-collapse-tips">${COLLAPSE_ICON}</span>`;
    const [group] = tabOf(token);

    if (group === null) {
      const { open, container, head } = foldOf(token);
      const extra: [string, string][] = [['class', 'md-editor-code']];
      if (open) extra.push(['open', '']);
      const attrs = { attrs: mergeAttrs(token, extra) } as Token;
      token.info = token.info.replace(FOLD, '');
      const code = fence(tokens, idx, opts, env, self);
      return `
        <${container} ${self.renderAttrs(attrs)}>
          <${head} class="md-editor-code-head">
            <div class="md-editor-code-flag"><span></span><span></span><span></span></div>
            <div class="md-editor-code-action">
              <span class="md-editor-code-lang">${escapeHtml(token.info.trim())}</span>
              <span class="md-editor-copy-button" data-tips="${copyTips}">${copyLabel}</span>
              
              ${container === 'details' ? collapseTips : ''}
            </div>
          </${head}>
          ${code}
        </${container}>
      `;
    }

    let labels = '';
    let panels = '';
    let langs = '';
    const { open, container, head } = foldOf(token);
    const extra: [string, string][] = [['class', 'md-editor-code']];
    if (open) extra.push(['open', '']);
    const attrs = { attrs: mergeAttrs(token, extra) } as Token;
    for (let i = idx; i < tokens.length; i++) {
      const member = tokens[i]!;
      const [memberGroup, label] = tabOf(member);
      if (memberGroup !== group) break;
      member.info = member.info.replace(TAB, '').replace(FOLD, '');
      member.hidden = true;
      const tabClass = `md-editor-codetab-${groupId}-${idx}-${i - idx}`;
      const checked = i - idx > 0 ? '' : 'checked';
      labels += `
        <li>
          <input
            type="radio"
            id="label-md-editor-codetab-label-1-${groupId}-${idx}-${i - idx}"
            name="md-editor-codetab-label-${groupId}-${idx}"
            class="${tabClass}"
            ${checked}
          >
          <label
            for="label-md-editor-codetab-label-1-${groupId}-${idx}-${i - idx}"
            onclick="this.getRootNode().querySelectorAll('.${tabClass}').forEach(e => e.click())"
          >
            ${escapeHtml(label || langOf(member))}
          </label>
        </li>`;
      panels += `
        <div role="tabpanel">
          <input
            type="radio"
            name="md-editor-codetab-pre-${groupId}-${idx}"
            class="${tabClass}"
            ${checked}
            role="presentation">
          ${fence(tokens, i, opts, env, self)}
        </div>`;
      langs += `
        <input
          type="radio"
          name="md-editor-codetab-lang-${groupId}-${idx}"
          class="${tabClass}"
          ${checked}
          role="presentation">
        <span class=md-editor-code-lang role="note">${escapeHtml(langOf(member))}</span>`;
    }
    return `
      <${container} ${self.renderAttrs(attrs)}>
        <${head} class="md-editor-code-head">
          <div class="md-editor-code-flag">
            <ul class="md-editor-codetab-label" role="tablist">${labels}</ul>
          </div>
          <div class="md-editor-code-action">
            <span class="md-editor-codetab-lang">${langs}</span>
            <span class="md-editor-copy-button" data-tips="${copyTips}">${copyLabel}</span>
            
            ${container === 'details' ? collapseTips : ''}
          </div>
        </${head}>
        ${panels}
      </${container}>
    `;
  };

  md.renderer.rules.fence = render;
  md.renderer.rules.code_block = render;
}
