/**
 * The TOML that Hugo front matter uses: key = value lines, dotted and quoted
 * keys, [tables] and [[arrays of tables]], strings (basic, literal,
 * multi-line), numbers, booleans, dates (kept as their text), arrays and
 * inline tables, comments. Not a validating parser: duplicate keys simply
 * take the last value. Errors say the line, in Chinese.
 */
import { Reader, assign, type Table } from './toml-values';

export { TomlError } from './toml-values';

/** The table a [header] or [[header]] names, made on the way. */
function tableAt(r: Reader, root: Table, key: string[], arrayItem: boolean): Table {
  let at = root;
  key.forEach((part, i) => {
    const last = i === key.length - 1;
    let next = at[part];
    if (last && arrayItem) {
      if (next === undefined) next = at[part] = [];
      if (!Array.isArray(next)) r.fail(`[[${key.join('.')}]] 与已有的值冲突`);
      const item: Table = {};
      next.push(item);
      at = item;
      return;
    }
    if (next === undefined) next = at[part] = {};
    if (Array.isArray(next)) next = next[next.length - 1];
    if (!next || typeof next !== 'object' || Array.isArray(next)) r.fail(`[${key.join('.')}] 与已有的值冲突`);
    at = next as Table;
  });
  return at;
}

export function parseToml(text: string): Record<string, unknown> {
  const r = new Reader(text.replace(/^\uFEFF/, ''));
  const root: Table = {};
  let table = root;
  while (!r.done()) {
    r.skip();
    const ch = r.peek();
    if (ch === '\n' || ch === '\r' || ch === '#' || ch === '') {
      r.endLine();
      continue;
    }
    if (ch === '[') {
      const arrayItem = r.peek(2) === '[[';
      r.at += arrayItem ? 2 : 1;
      const key = r.key();
      r.expect(arrayItem ? ']]' : ']');
      table = tableAt(r, root, key, arrayItem);
    } else {
      const key = r.key();
      r.expect('=');
      assign(r, table, key, r.value());
    }
    r.endLine();
  }
  return root;
}
