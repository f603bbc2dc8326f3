/**
 * The dump reader of the blog-v3 import on its own: MySQL literals (escapes, doubled quotes,
 * NULL, numbers, hex and binary forms, introducers), statements cut across chunk boundaries,
 * comments, column orders from CREATE TABLE or the original's, and what it refuses. Also the
 * password check that lets the imported bcrypt hashes log in.
 */
import { describe, expect, it } from 'vitest';
import { hashSync } from 'bcryptjs';
import { readDump } from '../../worker/services/import-blog-v3/dump-reader';
import { parseStatement } from '../../worker/services/import-blog-v3/dump-statements';
import { DumpSyntaxError } from '../../worker/services/import-blog-v3/sql-cursor';
import { StatementSplitter } from '../../worker/services/import-blog-v3/statement-splitter';
import { isBcryptHash, needsRehash, verifyPassword } from '../../worker/services/password';
import { FIXTURE_DUMP } from './import-blog-v3-helpers';

const all = () => true;
const valuesOf = (sql: string) => {
  const statement = parseStatement(sql, all);
  if (statement?.kind !== 'insert' || !statement.rows) throw new Error('not an insert with rows');
  return statement.rows;
};

/** The splitter fed `text` in pieces of `size` characters. */
function split(text: string, size: number): string[] {
  const splitter = new StatementSplitter();
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(...splitter.push(text.slice(i, i + size)));
  return [...out, ...splitter.end()];
}

/** A byte stream in pieces of `size` bytes, cutting UTF-8 characters in half. */
function byteStream(text: string, size: number): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let i = 0; i < bytes.length; i += size) controller.enqueue(bytes.slice(i, i + size));
      controller.close();
    },
  });
}

describe('MySQL literals', () => {
  it('decodes the escapes mysqldump writes', () => {
    const [row] = valuesOf(String.raw`INSERT INTO t VALUES ('it\'s', 'a\\b', 'line\nnext\r\ttab', 'nul\0z\Z', 'q\"q', 'keep \% and \_', 'other \y')`);
    expect(row).toEqual(["it's", 'a\\b', 'line\nnext\r\ttab', 'nul\0z\x1a', 'q"q', 'keep \\% and \\_', 'other y']);
  });

  it('reads doubled quotes, double-quoted strings and adjacent literals', () => {
    const [row] = valuesOf(`INSERT INTO t VALUES ('it''s', "say ""hi"" 'there'", 'a' 'b', '')`);
    expect(row).toEqual(["it's", `say "hi" 'there'`, 'ab', '']);
  });

  it('reads NULL, numbers, booleans, hex, bit and introduced strings', () => {
    const [row] = valuesOf(`INSERT INTO t VALUES (NULL, null, -12, 3.5, -1.5e3, .5, +7, TRUE, false, X'E4B8ADE69687', 0xF09F9880, b'101', 0b11, _binary 'bin', _utf8mb4'文字', N'national', _binary 0x41)`);
    expect(row).toEqual([null, null, -12, 3.5, -1500, 0.5, 7, 1, 0, '中文', '😀', 5, 3, 'bin', '文字', 'national', 'A']);
  });

  it('keeps Chinese text, emoji and real line breaks inside a string', () => {
    const [row] = valuesOf("INSERT INTO t VALUES ('第一行\n第二行 🎉\r\n第三行; 不是语句的结尾')");
    expect(row).toEqual(['第一行\n第二行 🎉\r\n第三行; 不是语句的结尾']);
  });

  it('reads many rows, column lists, qualified names and what may follow the rows', () => {
    expect(parseStatement('INSERT IGNORE INTO `db`.`blog_tag` (`id`, tag_name) VALUES (1, \'a\'), (2, \'b\') ON DUPLICATE KEY UPDATE tag_name = VALUES(tag_name)', all)).toEqual({
      kind: 'insert',
      table: 'blog_tag',
      columns: ['id', 'tag_name'],
      rows: [
        [1, 'a'],
        [2, 'b'],
      ],
    });
    expect(parseStatement("REPLACE INTO blog_tag VALUE (3, 'c')", all)).toMatchObject({ table: 'blog_tag', rows: [[3, 'c']] });
  });

  it('does not read the rows of tables nobody imports', () => {
    expect(parseStatement("INSERT INTO `other` VALUES (1, 'this is never parsed', BROKEN", (t) => t !== 'other')).toEqual({ kind: 'insert', table: 'other', columns: null, rows: null });
  });

  it('learns the column order from CREATE TABLE, not from its keys and options', () => {
    const create = "CREATE TABLE IF NOT EXISTS `blog_tag` (\n  `id` int NOT NULL AUTO_INCREMENT,\n  `tag_name` varchar(55) DEFAULT 'a,b(' COMMENT '标签, 唯一',\n  `kind` enum('x','y') DEFAULT NULL,\n  PRIMARY KEY (`id`) USING BTREE,\n  UNIQUE KEY `tag_name` (`tag_name`),\n  KEY `k` (`kind`)\n) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3";
    expect(parseStatement(create, all)).toEqual({ kind: 'create', table: 'blog_tag', columns: ['id', 'tag_name', 'kind'] });
  });

  it('ignores every other statement', () => {
    for (const sql of ['SET NAMES utf8mb4', 'DROP TABLE IF EXISTS `blog_tag`', 'LOCK TABLES `blog_tag` WRITE', 'UNLOCK TABLES', 'ALTER TABLE `blog_tag` DISABLE KEYS']) {
      expect(parseStatement(sql, all)).toBeNull();
    }
  });

  it('refuses what it cannot read, saying where', () => {
    expect(() => valuesOf("INSERT INTO t VALUES (1, 'a'")).toThrow(DumpSyntaxError);
    expect(() => valuesOf('INSERT INTO t VALUES (1, NOW())')).toThrow(/expected a value near "NOW\(\)\)"/);
    expect(() => valuesOf("INSERT INTO t SET a = 1")).toThrow(/only INSERT … VALUES/);
    expect(() => valuesOf("INSERT INTO t VALUES (X'E4B')")).toThrow(/bad hex literal/);
    expect(() => valuesOf("INSERT INTO t VALUES (1) garbage")).toThrow(/unexpected text after the rows/);
  });
});

describe('cutting a dump into statements', () => {
  const dump = [
    '/*!40101 SET NAMES utf8mb4 */;',
    "-- a comment; with a semicolon and a 'quote",
    "# another comment 'quote",
    "/* a block; comment */ INSERT INTO a VALUES ('semi;colon', 'dash -- not a comment', 'hash # not either', '/* nor this */', 'back\\\\slash\\'', -1);",
    "INSERT INTO b VALUES ('it''s', 2--3);",
    'INSERT INTO c VALUES (1)',
  ].join('\n');
  const expected = [
    "INSERT INTO a VALUES ('semi;colon', 'dash -- not a comment', 'hash # not either', '/* nor this */', 'back\\\\slash\\'', -1)",
    "INSERT INTO b VALUES ('it''s', 2--3)",
    'INSERT INTO c VALUES (1)',
  ];

  it('finds the same statements however the text is cut', () => {
    for (const size of [1, 2, 3, 5, 7, 64, dump.length]) expect(split(dump, size).map((s) => s.trim())).toEqual(expected);
  });

  it('says so when the dump ends inside a string or a comment', () => {
    expect(() => split("INSERT INTO a VALUES ('never closed", 4)).toThrow(/ends inside a quoted text/);
    expect(() => split('SELECT 1; /* never closed', 4)).toThrow(/ends inside a \/\* comment \*\//);
  });

  it('reads the fixture the same from a stream cut into odd byte pieces', async () => {
    const whole = await readDump(byteStream(FIXTURE_DUMP, 1 << 20));
    const cut = await readDump(byteStream(FIXTURE_DUMP, 7));
    expect(cut).toEqual(whole);
    expect(Object.fromEntries([...whole.rows].map(([table, rows]) => [table, rows.length]))).toEqual({
      blog_user: 3, blog_category: 3, blog_tag: 4, blog_article: 4, blog_article_tag: 6, blog_talk: 2, blog_talk_photo: 2, blog_photo_album: 2,
      blog_photo: 3, blog_links: 2, blog_message: 2, blog_comment: 6, blog_like: 7, blog_notify: 4, blog_config: 1, blog_header: 2,
      blog_recommend: 1, blog_chat: 2,
    });
    expect(whole.ignored).toEqual(new Map([['SequelizeMeta', 1]]));
  });
});

describe('rows of the dump', () => {
  it('names the values by a column list, the dump\'s CREATE TABLE, or the original\'s order, case-insensitively', async () => {
    const dump = [
      'INSERT INTO `BLOG_TAG` (`ID`, `Tag_Name`) VALUES (1, \'按列名\');',
      'INSERT INTO `blog_category` VALUES (2, \'按原版顺序\', NULL, NULL);',
      'CREATE TABLE `blog_photo` (`url` varchar(9), `id` int, `album_id` int);',
      "INSERT INTO `blog_photo` VALUES ('按建表顺序', 3, 1);",
    ].join('\n');
    const read = await readDump(byteStream(dump, 5));
    expect(read.rows.get('blog_tag')).toEqual([{ id: 1, tag_name: '按列名' }]);
    expect(read.rows.get('blog_category')).toEqual([{ id: 2, category_name: '按原版顺序', createdAt: null, updatedAt: null }]);
    expect(read.rows.get('blog_photo')).toEqual([{ url: '按建表顺序', id: 3, album_id: 1 }]);
  });

  it('refuses a row whose values do not fit its columns', async () => {
    await expect(readDump(byteStream("INSERT INTO `blog_tag` (`id`, `tag_name`) VALUES (1, 'a'), (2);", 9))).rejects.toThrow('blog_tag: row 2 has 1 values for 2 columns (id, tag_name)');
  });
});

describe('imported passwords', () => {
  // the original's format: bcryptjs, cost 10, "$2a$"
  const original = hashSync('OldPass2023', '$2a$10$abcdefghijklmnopqrstuu');

  it('checks a bcrypt hash with bcryptjs', async () => {
    expect(original).toMatch(/^\$2a\$10\$/);
    expect(isBcryptHash(original)).toBe(true);
    expect(await verifyPassword('OldPass2023', original)).toBe(true);
    expect(await verifyPassword('oldpass2023', original)).toBe(false);
    expect(await verifyPassword('', original)).toBe(false);
    const y = original.replace('$2a$', '$2y$');
    expect(await verifyPassword('OldPass2023', y)).toBe(true);
  });

  it('refuses a bcrypt hash too costly to check, and a malformed one, without throwing', async () => {
    const costly = original.replace('$10$', '$13$');
    expect(isBcryptHash(costly)).toBe(false);
    expect(await verifyPassword('OldPass2023', costly)).toBe(false);
    expect(await verifyPassword('OldPass2023', '$2a$10$short')).toBe(false);
    expect(await verifyPassword('OldPass2023', '')).toBe(false);
  });

  it('asks for our own hash in place of anything that is not PBKDF2', () => {
    expect(needsRehash(original)).toBe(true);
    expect(needsRehash('pbkdf2$100000$c2FsdA==$aGFzaA==')).toBe(false);
  });
});
