/**
 * How SPECIAL mode shows one line (spec §4): lines under 1000 ms flash;
 * longer ones fade in over 0.8 s and out over 0.4 s, or 1.2 s / 0.6 s from
 * 1500 ms on. The fill sweeps across the line for its whole duration.
 */
export interface LineAnimation {
  flash: boolean;
  fadeInMs: number;
  fadeOutMs: number;
  fillMs: number;
}

export function lineAnimation(durationMs: number): LineAnimation {
  const fillMs = Math.max(0, durationMs);
  if (durationMs < 1000) return { flash: true, fadeInMs: 0, fadeOutMs: 0, fillMs };
  if (durationMs < 1500) return { flash: false, fadeInMs: 800, fadeOutMs: 400, fillMs };
  return { flash: false, fadeInMs: 1200, fadeOutMs: 600, fillMs };
}

/** Duration of line i: until the next line, or until the end of the song for the last one. */
export function lineDuration(times: number[], index: number, songMs: number): number {
  if (index < 0) return 0;
  const end = times[index + 1] ?? songMs;
  return Math.max(0, end - (times[index] ?? 0));
}
