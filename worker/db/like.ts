/** LIKE with the user's text taken literally: the one place its wildcards are escaped. */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** `%`, `_` and the escape character itself stand for themselves (pair with ESCAPE '\'). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** `column LIKE pattern ESCAPE '\'`; build the pattern's literal parts with escapeLike. */
export const likeEscaped = (column: SQLWrapper, pattern: string): SQL => sql`${column} LIKE ${pattern} ESCAPE '\\'`;

/** The column contains `text`, literally. */
export const containsText = (column: SQLWrapper, text: string): SQL => likeEscaped(column, `%${escapeLike(text)}%`);

/** One of the columns contains `text`, literally. */
export const anyContains = (columns: SQLWrapper[], text: string): SQL =>
  sql`(${sql.join(
    columns.map((c) => containsText(c, text)),
    sql` OR `,
  )})`;
