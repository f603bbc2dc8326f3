import type { MarkdownIt, StateCore, Token } from 'markdown-it';

type TokenClass = StateCore['Token'];

const isTodo = (token: Token) => token.content.indexOf('[ ] ') === 0 || token.content.indexOf('[x] ') === 0 || token.content.indexOf('[X] ') === 0;
const isTaskItem = (tokens: Token[], i: number) =>
  tokens[i]!.type === 'inline' && tokens[i - 1]!.type === 'paragraph_open' && tokens[i - 2]!.type === 'list_item_open' && isTodo(tokens[i]!);

function setAttr(token: Token, name: string, value: string): void {
  const index = token.attrIndex(name);
  if (index < 0) token.attrPush([name, value]);
  else token.attrs![index] = [name, value];
}

function parentIndex(tokens: Token[], i: number): number {
  const level = tokens[i]!.level - 1;
  for (let j = i - 1; j >= 0; j--) if (tokens[j]!.level === level) return j;
  return -1;
}

function checkbox(inline: Token, TokenType: TokenClass): Token {
  const token = new TokenType('html_inline', '', 0);
  // md-editor-rt's read-only list: the box is disabled
  const disabled = ' disabled="" ';
  if (inline.content.indexOf('[ ] ') === 0) token.content = `<input class="task-list-item-checkbox"${disabled}type="checkbox">`;
  else token.content = `<input class="task-list-item-checkbox" checked=""${disabled}type="checkbox">`;
  return token;
}

const html = (content: string, TokenType: TokenClass) => Object.assign(new TokenType('html_inline', '', 0), { content });

/**
 * md-editor-rt's GitHub task lists ("- [ ] " and "- [x] "), ported as it
 * runs in a read-only preview (never enabled): the item gets a disabled
 * checkbox and the classes task-list-item / contains-task-list; with `label`
 * (its option of that name), the box and the item's text sit in one
 * <label>, which names the box.
 */
export function taskLists(md: MarkdownIt, options: { label?: boolean } = {}): void {
  md.core.ruler.after('inline', 'github-task-lists', (state) => {
    const tokens = state.tokens;
    for (let i = 2; i < tokens.length; i++) {
      if (!isTaskItem(tokens, i)) continue;
      const inline = tokens[i]!;
      inline.children = inline.children || [];
      inline.children.unshift(checkbox(inline, state.Token));
      inline.children[1]!.content = inline.children[1]!.content.slice(3);
      inline.content = inline.content.slice(3);
      if (options.label) {
        inline.children.unshift(html('<label>', state.Token));
        inline.children.push(html('</label>', state.Token));
      }
      // md-editor-rt writes the class with a trailing space when the list is not editable
      setAttr(tokens[i - 2]!, 'class', 'task-list-item ');
      setAttr(tokens[parentIndex(tokens, i - 2)]!, 'class', 'contains-task-list');
    }
  });
}
