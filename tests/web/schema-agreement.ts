import { expect } from 'vitest';

/**
 * A hand-written check (for code that must load without zod) answers as its zod schema does: null
 * where the schema refuses, the schema's own output where it accepts.
 */
export const agreesWithSchema =
  <T>(schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false } }, read: (v: unknown) => T | null) =>
  (sample: unknown) => {
    const zod = schema.safeParse(sample);
    const mine = read(sample);
    expect(mine !== null).toBe(zod.success);
    if (zod.success) expect(mine).toEqual(zod.data);
  };
