/**
 * TOML's values (toml.ts reads the document's lines and tables): keys,
 * strings, numbers, booleans, dates kept as text, arrays and inline tables,
 * read by one cursor over the text that says the line when it fails.
 */
export type Value = string | number | boolean | Value[] | Table;
export interface Table {
  [key: string]: Value;
}

export class TomlError extends Error {}

const BARE = /[A-Za-z0-9_-]/;
const DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)?/i;
const TIME = /^\d{2}:\d{2}:\d{2}(?:\.\d+)?/;
const NUMBER = /^[+-]?(?:0x[0-9a-f_]+|0o[0-7_]+|0b[01_]+|inf|nan|[0-9_]+(?:\.[0-9_]+)?(?:e[+-]?[0-9_]+)?)/i;
const ESCAPES: Record<string, string> = { b: '\b', t: '\t', n: '\n', f: '\f', r: '\r', '"': '"', '\\': '\\' };

export class Reader {
  at = 0;
  constructor(readonly text: string) {}

  get line() {
    return this.text.slice(0, this.at).split('\n').length;
  }
  fail(what: string): never {
    throw new TomlError(`TOML 第 ${this.line} 行：${what}`);
  }
  peek(n = 1) {
    return this.text.slice(this.at, this.at + n);
  }
  done() {
    return this.at >= this.text.length;
  }
  /** spaces and tabs; with `lines`, also newlines and comments (inside arrays) */
  skip(lines = false) {
    for (;;) {
      const ch = this.text[this.at];
      if (ch === ' ' || ch === '\t' || (lines && (ch === '\n' || ch === '\r'))) this.at++;
      else if (lines && ch === '#') this.comment();
      else return;
    }
  }
  comment() {
    while (!this.done() && this.text[this.at] !== '\n') this.at++;
  }
  expect(s: string) {
    if (this.peek(s.length) !== s) this.fail(`这里应为 ${s}`);
    this.at += s.length;
  }
  /** the rest of a line after a value or header: only a comment may follow */
  endLine() {
    this.skip();
    if (this.peek() === '#') this.comment();
    if (this.done()) return;
    if (this.peek() === '\r') this.at++;
    if (this.peek() !== '\n') this.fail('一行只能有一个键值');
    this.at++;
  }

  key(): string[] {
    const parts: string[] = [];
    for (;;) {
      this.skip();
      const ch = this.peek();
      if (ch === '"') parts.push(this.basic());
      else if (ch === "'") parts.push(this.literal());
      else {
        const start = this.at;
        while (!this.done() && BARE.test(this.text[this.at]!)) this.at++;
        if (start === this.at) this.fail('缺少键名');
        parts.push(this.text.slice(start, this.at));
      }
      this.skip();
      if (this.peek() !== '.') return parts;
      this.at++;
    }
  }

  basic(): string {
    if (this.peek(3) === '"""') return this.multiline('"""', true);
    this.at++;
    let out = '';
    for (;;) {
      if (this.done() || this.peek() === '\n') this.fail('字符串没有结束');
      const ch = this.text[this.at++]!;
      if (ch === '"') return out;
      out += ch === '\\' ? this.escape() : ch;
    }
  }

  escape(): string {
    const ch = this.text[this.at++] ?? '';
    if (ch in ESCAPES) return ESCAPES[ch]!;
    if (ch === 'u' || ch === 'U') {
      const len = ch === 'u' ? 4 : 8;
      const hex = this.text.slice(this.at, this.at + len);
      if (!/^[0-9a-f]+$/i.test(hex) || hex.length !== len) this.fail('转义字符不合法');
      this.at += len;
      return String.fromCodePoint(parseInt(hex, 16));
    }
    return this.fail('转义字符不合法');
  }

  literal(): string {
    if (this.peek(3) === "'''") return this.multiline("'''", false);
    this.at++;
    const end = this.text.indexOf("'", this.at);
    const newline = this.text.indexOf('\n', this.at);
    if (end < 0 || (newline >= 0 && newline < end)) this.fail('字符串没有结束');
    const out = this.text.slice(this.at, end);
    this.at = end + 1;
    return out;
  }

  multiline(quote: string, escapes: boolean): string {
    this.at += 3;
    if (this.peek() === '\n') this.at++;
    else if (this.peek(2) === '\r\n') this.at += 2;
    let out = '';
    for (;;) {
      if (this.done()) this.fail('多行字符串没有结束');
      if (this.peek(3) === quote) {
        this.at += 3;
        // up to two more quotes: they belong to the string, and the last three close it
        let extra = 0;
        while (extra < 2 && this.peek() === quote[0]) {
          extra++;
          this.at++;
        }
        return out + quote[0]!.repeat(extra);
      }
      const ch = this.text[this.at++]!;
      if (escapes && ch === '\\') {
        if (/^[ \t]*\r?\n/.test(this.text.slice(this.at))) {
          // a line-ending backslash joins the next non-blank text
          while (/[ \t\r\n]/.test(this.text[this.at] ?? '')) this.at++;
        } else out += this.escape();
      } else out += ch;
    }
  }

  value(): Value {
    this.skip();
    const ch = this.peek();
    if (ch === '"') return this.basic();
    if (ch === "'") return this.literal();
    if (ch === '[') return this.array();
    if (ch === '{') return this.inlineTable();
    const rest = this.text.slice(this.at, this.at + 64);
    if (rest.startsWith('true') && !BARE.test(rest[4] ?? '')) return (this.at += 4), true;
    if (rest.startsWith('false') && !BARE.test(rest[5] ?? '')) return (this.at += 5), false;
    const date = DATE.exec(rest) ?? TIME.exec(rest);
    if (date) return (this.at += date[0].length), date[0];
    const number = NUMBER.exec(rest);
    if (number) {
      this.at += number[0].length;
      const text = number[0].replace(/_/g, '').toLowerCase();
      if (/inf$/.test(text)) return text.startsWith('-') ? -Infinity : Infinity;
      if (/nan$/.test(text)) return NaN;
      const sign = text.startsWith('-') ? -1 : 1;
      const bare = text.replace(/^[+-]/, '');
      if (/^0[xob]/.test(bare)) return sign * parseInt(bare.slice(2), { x: 16, o: 8, b: 2 }[bare[1] as 'x' | 'o' | 'b']);
      return Number(text);
    }
    return this.fail('无法识别的值');
  }

  array(): Value[] {
    this.at++;
    const out: Value[] = [];
    for (;;) {
      this.skip(true);
      if (this.peek() === ']') return this.at++, out;
      out.push(this.value());
      this.skip(true);
      if (this.peek() === ',') this.at++;
      else if (this.peek() !== ']') this.fail('数组元素之间应有逗号');
    }
  }

  inlineTable(): Table {
    this.at++;
    const out: Table = {};
    this.skip();
    if (this.peek() === '}') return this.at++, out;
    for (;;) {
      const key = this.key();
      this.expect('=');
      assign(this, out, key, this.value());
      this.skip();
      if (this.peek() === '}') return this.at++, out;
      this.expect(',');
    }
  }
}

export function assign(r: Reader, table: Table, key: string[], value: Value) {
  let at = table;
  for (const part of key.slice(0, -1)) {
    const next = at[part];
    if (next === undefined) at = at[part] = {};
    else if (typeof next === 'object' && !Array.isArray(next)) at = next;
    else r.fail(`键 ${key.join('.')} 与已有的值冲突`);
  }
  at[key[key.length - 1]!] = value;
}
