/**
 * Reading one MySQL statement (as the splitter hands it over: comments gone,
 * quotes raw): words, identifiers and the literals a dump writes for values.
 */
export type DumpValue = string | number | null;

/** A statement the importer cannot read; it stops the import before anything is written. */
export class DumpSyntaxError extends Error {}

const ESCAPES: Record<string, string> = { '0': '\0', b: '\b', n: '\n', r: '\r', t: '\t', Z: '\x1a' };
// outside LIKE patterns MySQL keeps the backslash of \% and \_
const KEEPS_BACKSLASH = new Set(['%', '_']);
const NUMBER = /[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/y;
const WORD = /[A-Za-z0-9_$]+/y;
const utf8 = new TextDecoder('utf-8');

function hexText(hex: string, where: string): string {
  if (hex.length % 2 || /[^0-9a-fA-F]/.test(hex)) throw new DumpSyntaxError(`bad hex literal ${where}`);
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return utf8.decode(bytes);
}

export class SqlCursor {
  at = 0;
  constructor(readonly text: string) {}

  /** Where we are, for error messages: a few characters of the statement. */
  where(): string {
    return `near "${this.text.slice(this.at, this.at + 40).replace(/\s+/g, ' ')}"`;
  }

  fail(what: string): never {
    throw new DumpSyntaxError(`${what} ${this.where()}`);
  }

  skipSpace() {
    while (this.at < this.text.length && /\s/.test(this.text[this.at]!)) this.at++;
  }

  done(): boolean {
    this.skipSpace();
    return this.at >= this.text.length;
  }

  peek(): string | undefined {
    this.skipSpace();
    return this.text[this.at];
  }

  /** Consumes `char` if it comes next. */
  take(char: string): boolean {
    if (this.peek() !== char) return false;
    this.at++;
    return true;
  }

  expect(char: string) {
    if (!this.take(char)) this.fail(`expected "${char}"`);
  }

  /** The next bare word, upper-cased, without consuming it (or '' when none). */
  peekWord(): string {
    this.skipSpace();
    WORD.lastIndex = this.at;
    return WORD.exec(this.text)?.[0].toUpperCase() ?? '';
  }

  /** Consumes the keyword `word` if it comes next. */
  takeWord(word: string): boolean {
    if (this.peekWord() !== word) return false;
    this.at += word.length;
    return true;
  }

  /** `name`, "name" or name. */
  identifier(): string {
    const c = this.peek();
    if (c === '`' || c === '"') return this.quoted(c).replace(/``/g, '`');
    this.skipSpace();
    WORD.lastIndex = this.at;
    const word = WORD.exec(this.text)?.[0];
    if (!word) this.fail('expected a name');
    this.at += word.length;
    return word;
  }

  /** A table name, possibly qualified by its schema (`db`.`table`): the table part. */
  tableName(): string {
    let name = this.identifier();
    while (this.take('.')) name = this.identifier();
    return name;
  }

  /** The raw inside of a quoted text starting here, escapes undecoded. */
  quoted(quote: string): string {
    const start = ++this.at;
    for (;;) {
      const c = this.text[this.at];
      if (c === undefined) this.fail('unclosed quote');
      if (c === '\\' && quote !== '`') this.at += 2;
      else if (c === quote && this.text[this.at + 1] === quote) this.at += 2;
      else if (c === quote) break;
      else this.at++;
    }
    const raw = this.text.slice(start, this.at);
    this.at++;
    return raw;
  }

  /** A string literal's text: MySQL escapes and doubled quotes decoded; adjacent literals join. */
  private stringLiteral(quote: string): string {
    let out = '';
    do {
      const raw = this.quoted(quote);
      out += raw.replace(quote === "'" ? /\\([\s\S])|''/g : /\\([\s\S])|""/g, (match, escaped: string | undefined) => {
        if (escaped === undefined) return quote;
        if (KEEPS_BACKSLASH.has(escaped)) return match;
        return ESCAPES[escaped] ?? escaped;
      });
      // 'a' 'b' is one literal in MySQL
    } while (this.peek() === quote);
    return out;
  }

  /** Moves past one column definition of a CREATE TABLE: up to its top-level `,` or the closing `)`. */
  skipDefinition() {
    let depth = 0;
    for (;;) {
      const c = this.text[this.at];
      if (c === undefined) this.fail('unclosed CREATE TABLE');
      if (c === "'" || c === '"' || c === '`') {
        this.quoted(c);
        continue;
      }
      if ((c === ',' || c === ')') && depth === 0) return;
      if (c === '(') depth++;
      if (c === ')') depth--;
      this.at++;
    }
  }

  /** One value of a VALUES tuple. */
  value(): DumpValue {
    const c = this.peek();
    if (c === "'" || c === '"') return this.stringLiteral(c);
    const word = this.peekWord();
    if (word === 'NULL') return (this.at += 4), null;
    if (word === 'TRUE') return (this.at += 4), 1;
    if (word === 'FALSE') return (this.at += 5), 0;
    // X'E4B8AD' and b'101'
    if ((word === 'X' || word === 'B') && this.text[this.at + 1] === "'") {
      this.at++;
      const raw = this.quoted("'");
      return word === 'X' ? hexText(raw, this.where()) : parseInt(raw || '0', 2);
    }
    if (/^0X[0-9A-F]+$/.test(word)) return (this.at += word.length), hexText(word.slice(2), this.where());
    if (/^0B[01]+$/.test(word)) return (this.at += word.length), parseInt(word.slice(2), 2);
    // _binary'…', _utf8mb4 0x…, N'…': the introducer names a character set; the text is what counts
    if (word.startsWith('_') || (word === 'N' && this.text[this.at + 1] === "'")) {
      this.at += word.length;
      return this.value();
    }
    NUMBER.lastIndex = this.at;
    const number = NUMBER.exec(this.text)?.[0];
    if (number) {
      this.at += number.length;
      return Number(number);
    }
    return this.fail('expected a value');
  }
}
