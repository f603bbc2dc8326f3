/** What an import reports back to the terminal, and how it refuses. */

export interface TableCounts {
  /** rows of the table in the dump */
  read: number;
  /** written here as new rows */
  imported: number;
  /** the same thing already existed here (a category of the same name, the site's owner, …): references point to it */
  matched: number;
  /** written by an earlier run of this import: left as they are */
  already: number;
  skipped: number;
}

export interface ImportSummary {
  /** the dump's administrator, who became this site's owner */
  owner: { sourceId: number; username: string; targetId: number } | null;
  tables: Record<string, TableCounts>;
  /** rows whose id was taken here, per table: [dump id, new id] */
  remapped: Record<string, [number, number][]>;
  /** rows that became an existing row here, with the name they matched by */
  matched: { table: string; id: number; name: string; targetId: number }[];
  skipped: { table: string; id: number | null; reason: string }[];
  /** INSERT statements of tables the original blog does not have */
  ignoredTables: Record<string, number>;
  notes: string[];
  images: { copied: number; failed: { url: string; reason: string }[] } | null;
  /** false when there was nothing new to write (a second run) */
  written: boolean;
  contentVersion: number | null;
}

/** Reasons the import stops before writing anything. */
export class ImportRefused extends Error {
  constructor(readonly problems: string[]) {
    super(`nothing was imported:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ImportRefused';
  }
}
