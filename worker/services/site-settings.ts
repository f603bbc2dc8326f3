/**
 * The owner's security settings (issue 29): one JSON document per key in `site_setting`.
 * Each key's shape and defaults are a zod schema in contract/ that both sides import;
 * a missing row, an older shape or a hand-edited row reads as the schema's defaults
 * for what it cannot parse, so a new field never needs a migration and a bad row
 * never stops a write path.
 */
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { siteSettings } from '../db/schema';

/** A settings document: an object schema whose every field has a default (`schema.parse({})` succeeds). */
export type SettingSchema = z.ZodType<Record<string, unknown>>;

export async function readSetting<S extends SettingSchema>(db: Db, key: string, schema: S): Promise<z.infer<S>> {
  const row = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key)).get();
  return parseSetting(schema, row?.value);
}

/** The stored text through the schema; a field that does not parse falls back to its default. */
export function parseSetting<S extends SettingSchema>(schema: S, stored: string | undefined): z.infer<S> {
  let raw: unknown;
  try {
    raw = stored === undefined ? {} : JSON.parse(stored);
  } catch {
    raw = {};
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) raw = {};
  const first = schema.safeParse(raw);
  if (first.success) return first.data;
  // Drop the fields that failed and keep the rest: one bad field costs its own value only.
  const bad = new Set(first.error.issues.map((i) => String(i.path[0])));
  const kept = Object.fromEntries(Object.entries(raw as Record<string, unknown>).filter(([k]) => !bad.has(k)));
  const second = schema.safeParse(kept);
  return second.success ? second.data : schema.parse({});
}

/** Stores a document that has already passed its schema (routes validate the body first). */
export async function writeSetting<S extends SettingSchema>(db: Db, key: string, schema: S, value: z.input<S>): Promise<z.infer<S>> {
  const parsed = schema.parse(value);
  const text = JSON.stringify(parsed);
  await db
    .insert(siteSettings)
    .values({ key, value: text })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: text, updatedAt: sql`(strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours'))` } })
    .run();
  return parsed;
}
