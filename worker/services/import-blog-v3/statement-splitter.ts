/**
 * Cuts a MySQL dump into statements while its text arrives, so a dump of any
 * size is read one statement at a time. Comments (`-- `, `#`, `/* *\/`, and
 * mysqldump's `/*!40101 … *\/` version comments, which only SET session
 * options) are dropped; quoted text ('…', "…", `…`) is kept raw, with its
 * escapes, for the value parser. A character whose meaning depends on the
 * next one (a quote that may be doubled, a backslash, `-`, `/`, `*`) waits for
 * the next chunk when it ends one.
 */
import { DumpSyntaxError } from './sql-cursor';

type State = 'code' | "'" | '"' | '`' | 'line-comment' | 'block-comment';

const CODE_SPECIAL = /[;'"`#/-]/g;
const QUOTE_SPECIAL: Record<string, RegExp> = { "'": /['\\]/g, '"': /["\\]/g, '`': /`/g };
const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v';

export class StatementSplitter {
  private state: State = 'code';
  private pending = '';
  private statement: string[] = [];

  /** The statements completed by this chunk. */
  push(chunk: string): string[] {
    this.pending += chunk;
    return this.scan(false);
  }

  /** The rest: a last statement without its `;`. An unclosed quote or comment is an error. */
  end(): string[] {
    const out = this.scan(true);
    if (this.state === "'" || this.state === '"' || this.state === '`') throw new DumpSyntaxError(`the dump ends inside a quoted text (${this.state}); is the file complete?`);
    if (this.state === 'block-comment') throw new DumpSyntaxError('the dump ends inside a /* comment */; is the file complete?');
    const last = this.statement.join('').trim();
    this.statement = [];
    if (last) out.push(last);
    return out;
  }

  private emit(out: string[]) {
    const text = this.statement.join('').trim();
    this.statement = [];
    if (text) out.push(text);
  }

  private scan(final: boolean): string[] {
    const text = this.pending;
    const out: string[] = [];
    let i = 0;
    // true when text[i + n] is needed to decide and may still come
    const short = (n: number) => !final && i + n >= text.length;
    scanning: while (i < text.length) {
      switch (this.state) {
        case 'code': {
          CODE_SPECIAL.lastIndex = i;
          const hit = CODE_SPECIAL.exec(text);
          const at = hit ? hit.index : text.length;
          this.statement.push(text.slice(i, at));
          i = at;
          if (!hit) break;
          const c = text[i];
          if (c === ';') {
            this.emit(out);
            i += 1;
          } else if (c === "'" || c === '"' || c === '`') {
            this.statement.push(c);
            this.state = c;
            i += 1;
          } else if (c === '#') {
            this.state = 'line-comment';
            i += 1;
          } else if (c === '-') {
            // MySQL's "-- " comment needs a space (or the end of the line) after the dashes
            if (short(2)) break scanning;
            if (text[i + 1] === '-' && (isSpace(text[i + 2]) || i + 2 >= text.length)) {
              this.state = 'line-comment';
              i += 2;
            } else {
              this.statement.push(c);
              i += 1;
            }
          } else if (c === '/') {
            if (short(1)) break scanning;
            if (text[i + 1] === '*') {
              this.state = 'block-comment';
              this.statement.push(' ');
              i += 2;
            } else {
              this.statement.push(c);
              i += 1;
            }
          }
          break;
        }
        case "'":
        case '"':
        case '`': {
          const quote = this.state;
          const special = QUOTE_SPECIAL[quote]!;
          special.lastIndex = i;
          const hit = special.exec(text);
          const at = hit ? hit.index : text.length;
          this.statement.push(text.slice(i, at));
          i = at;
          if (!hit) break;
          if (short(1)) break scanning;
          if (text[i] === '\\') {
            // an escaped character is copied as is; the value parser decodes it
            this.statement.push(text.slice(i, i + 2));
            i += 2;
          } else if (text[i + 1] === quote) {
            this.statement.push(quote + quote);
            i += 2;
          } else {
            this.statement.push(quote);
            this.state = 'code';
            i += 1;
          }
          break;
        }
        case 'line-comment': {
          const at = text.indexOf('\n', i);
          if (at < 0) {
            i = text.length;
            break;
          }
          this.statement.push('\n');
          this.state = 'code';
          i = at + 1;
          break;
        }
        case 'block-comment': {
          const at = text.indexOf('*/', i);
          if (at < 0) {
            // keep a trailing '*': its '/' may open the next chunk
            i = text.endsWith('*') && !final ? text.length - 1 : text.length;
            break scanning;
          }
          this.state = 'code';
          i = at + 2;
          break;
        }
      }
    }
    this.pending = text.slice(i);
    return out;
  }
}
