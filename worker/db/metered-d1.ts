/** What one request spent in D1: the count and summed time of its queries, and whether one wrote. */
export interface D1Spend {
  queries: number;
  ms: number;
  wrote: boolean;
}

// a statement that changes the database (migrations included); reads never start with these
const WRITES = /^\s*(?:insert|update|delete|replace|create|drop|alter)\b/i;

async function timed<T>(spend: D1Spend, writes: boolean, run: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await run();
  } finally {
    spend.queries += 1;
    spend.ms += performance.now() - start;
    if (writes) spend.wrote = true;
  }
}

class MeteredStatement implements D1PreparedStatement {
  constructor(
    readonly inner: D1PreparedStatement,
    readonly writes: boolean,
    private readonly spend: D1Spend,
  ) {}

  bind(...values: unknown[]): D1PreparedStatement {
    return new MeteredStatement(this.inner.bind(...values), this.writes, this.spend);
  }

  first<T>(colName?: string): Promise<T | null> {
    return timed(this.spend, this.writes, () => (colName === undefined ? this.inner.first<T>() : this.inner.first<T>(colName)));
  }

  run<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    return timed(this.spend, this.writes, () => this.inner.run<T>());
  }

  all<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    return timed(this.spend, this.writes, () => this.inner.all<T>());
  }

  raw<T = unknown[]>(options: { columnNames: true }): Promise<[string[], ...T[]]>;
  raw<T = unknown[]>(options?: { columnNames?: false }): Promise<T[]>;
  raw<T = unknown[]>(options?: { columnNames?: boolean }): Promise<T[] | [string[], ...T[]]> {
    return timed<T[] | [string[], ...T[]]>(this.spend, this.writes, () =>
      options?.columnNames ? this.inner.raw<T>({ columnNames: true }) : this.inner.raw<T>({ columnNames: false }),
    );
  }
}

const inner = (s: D1PreparedStatement) => (s instanceof MeteredStatement ? s.inner : s);
const writes = (s: D1PreparedStatement) => s instanceof MeteredStatement && s.writes;

/**
 * The request's D1 binding: every query goes through its Sessions API session (a replica near
 * the visitor when one is recent enough, db/client.ts `openSession`) and is counted and timed
 * for Server-Timing (http/server-timing.ts). A batch is one round trip, so it counts once.
 * drizzle's D1 driver only ever calls prepare and batch, so it runs on this unchanged.
 */
export function meteredD1(raw: D1Database, session: D1DatabaseSession, spend: D1Spend): D1Database {
  return {
    prepare: (query) => new MeteredStatement(session.prepare(query), WRITES.test(query), spend),
    batch: <T = unknown>(statements: D1PreparedStatement[]) =>
      timed(spend, statements.some(writes), () => session.batch<T>(statements.map(inner))),
    // sessions have no exec: a script (the setup and migration paths) goes to the primary
    exec: (query) => timed(spend, true, () => raw.exec(query)),
    withSession: (constraintOrBookmark) => raw.withSession(constraintOrBookmark),
    dump: () => raw.dump(),
  };
}
