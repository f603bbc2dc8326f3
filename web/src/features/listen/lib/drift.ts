/**
 * How a listener's player follows the room: a small error is closed gently by playing a little
 * faster or slower (no audible jump), a large one by seeking. Pure, so the thresholds are tested
 * without an audio element (tests/web/listen-drift.test.ts).
 */

/** Past this (ms) the player seeks: closing it by rate would take seconds. */
export const SEEK_OVER_MS = 250;
/** Under this (ms) the player plays at 1x: nobody hears it, and rates near 1 cost nothing. */
const DEADBAND_MS = 8;
/** Seconds over which a nudge means to close the error (err 80 ms → rate 0.96 or 1.04). */
const CLOSE_OVER_S = 2;
/** The widest nudge: 5% is below what a listener notices in pitch-kept playback. */
const MAX_NUDGE = 0.05;

export type Correction = { seek: true } | { seek: false; rate: number };

/** `errorMs`: the player's position minus the room's (positive: ahead). */
export function correction(errorMs: number): Correction {
  const size = Math.abs(errorMs);
  if (size > SEEK_OVER_MS) return { seek: true };
  if (size < DEADBAND_MS) return { seek: false, rate: 1 };
  const nudge = Math.min(MAX_NUDGE, errorMs / 1000 / CLOSE_OVER_S);
  return { seek: false, rate: 1 - Math.max(-MAX_NUDGE, nudge) };
}

/**
 * What a seek lands late by: a seek takes the element a moment before it plays again, so the next
 * seek aims that far ahead. Learnt from each seek's outcome, kept between 0 and 400 ms.
 */
export function nextSeekLead(lead: number, errorAfterSeekMs: number): number {
  return Math.max(0, Math.min(400, lead - errorAfterSeekMs * 0.7));
}
