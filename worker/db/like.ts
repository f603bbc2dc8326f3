/** LIKE conditions for drizzle, with the user's text taken literally (like-pattern.ts escapes it). */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { escapeLike, LIKE_ESCAPE } from './like-pattern';

/** `column LIKE pattern ESCAPE '\'`; build the pattern's literal parts with escapeLike. */
const likeEscaped = (column: SQLWrapper, pattern: string): SQL => sql`${column} LIKE ${pattern} ${sql.raw(LIKE_ESCAPE)}`;

/** The column contains `text`, literally. */
export const containsText = (column: SQLWrapper, text: string): SQL => likeEscaped(column, `%${escapeLike(text)}%`);

/** One of the columns contains `text`, literally. */
export const anyContains = (columns: SQLWrapper[], text: string): SQL =>
  sql`(${sql.join(
    columns.map((c) => containsText(c, text)),
    sql` OR `,
  )})`;
