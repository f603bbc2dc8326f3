/** "Contains the user's text" conditions for drizzle (contains-sql.ts says why instr() and not LIKE). */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** The column contains `text`, literally, ASCII letters in either case. */
export const containsText = (column: SQLWrapper, text: string): SQL => sql`instr(lower(${column}), lower(${text})) > 0`;

/** One of the columns contains `text`, literally. */
export const anyContains = (columns: SQLWrapper[], text: string): SQL =>
  sql`(${sql.join(
    columns.map((c) => containsText(c, text)),
    sql` OR `,
  )})`;
