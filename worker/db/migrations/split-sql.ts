/**
 * wrangler's own statement splitter (wrangler 4.86.0, src/d1/splitter.ts and trimmer.ts), so the
 * worker runs a migration file as exactly the statements `wrangler d1 migrations apply` and
 * vitest-pool-workers' readD1Migrations run (tests/worker/self-migrate.test.ts compares them for
 * every file). Kept a faithful port, quirks included: a "fix" here would make the two disagree.
 */
type Chars = Iterator<string>;

export function splitSqlQuery(sql: string): string[] {
  const trimmed = trimSqlQuery(sql);
  if (!mayContainMultipleStatements(trimmed)) return [trimmed];
  const split = splitSqlIntoStatements(trimmed);
  return split.length === 0 ? [trimmed] : split;
}

/** D1 runs a file in a transaction of its own: one BEGIN/COMMIT pair is dropped, more is refused. */
function trimSqlQuery(sql: string): string {
  if (!sql.includes('BEGIN TRANSACTION')) return sql;
  const trimmed = sql.replace('BEGIN TRANSACTION;', '').replace('COMMIT;', '');
  if (trimmed.includes('BEGIN TRANSACTION')) throw new Error('a migration may not contain several transactions');
  return trimmed;
}

function mayContainMultipleStatements(sql: string): boolean {
  const trimmed = sql.trimEnd();
  const semicolon = trimmed.indexOf(';');
  return semicolon !== -1 && semicolon !== trimmed.length - 1;
}

function splitSqlIntoStatements(sql: string): string[] {
  const statements: string[] = [];
  let str = '';
  const compoundStatementStack: ((s: string) => boolean)[] = [];
  const iterator: Chars = sql[Symbol.iterator]();
  let next = iterator.next();
  while (!next.done) {
    const char = next.value;
    if (compoundStatementStack[0]?.(str + char)) compoundStatementStack.shift();
    switch (char) {
      case `'`:
      case `"`:
      case '`':
        str += char + consumeUntilMarker(iterator, char);
        break;
      case '$': {
        const dollarQuote = '$' + consumeWhile(iterator, isDollarQuoteIdentifier);
        str += dollarQuote;
        if (dollarQuote.endsWith('$')) str += consumeUntilMarker(iterator, dollarQuote);
        break;
      }
      case '-':
        next = iterator.next();
        if (!next.done && next.value === '-') {
          consumeUntilMarker(iterator, '\n');
          str += '\n';
          break;
        } else {
          str += char;
          continue;
        }
      case '/':
        next = iterator.next();
        if (!next.done && next.value === '*') {
          consumeUntilMarker(iterator, '*/');
          break;
        } else {
          str += char;
          continue;
        }
      case ';':
        if (compoundStatementStack.length === 0) {
          statements.push(str);
          str = '';
        } else {
          str += char;
        }
        break;
      default:
        str += char;
        break;
    }
    if (isCompoundStatementStart(str)) compoundStatementStack.unshift(isCompoundStatementEnd);
    next = iterator.next();
  }
  statements.push(str);
  return statements.map((statement) => statement.trim()).filter((statement) => statement.length > 0);
}

function consumeWhile(iterator: Chars, predicate: (s: string) => boolean): string {
  let next = iterator.next();
  let str = '';
  while (!next.done) {
    str += next.value;
    if (!predicate(str)) break;
    next = iterator.next();
  }
  return str;
}

const consumeUntilMarker = (iterator: Chars, endMarker: string) => consumeWhile(iterator, (s) => !s.endsWith(endMarker));

function isDollarQuoteIdentifier(str: string): boolean {
  const lastChar = str.slice(-1);
  return lastChar !== '$' && (/[0-9_]/i.test(lastChar) || lastChar.toLowerCase() !== lastChar.toUpperCase());
}

const isCompoundStatementStart = (str: string) => /\s(BEGIN|CASE)\s$/i.test(str);
const isCompoundStatementEnd = (str: string) => /\sEND[;\s]$/.test(str);
