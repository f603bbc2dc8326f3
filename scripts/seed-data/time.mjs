/** Seed timestamps are relative to today, so the demo always looks alive and the archive spans years. */
import { chinaTime } from '../lib/dev-env.mjs';

const DAY = 86_400_000;

/** China-time "YYYY-MM-DD HH:mm:ss" for `days` ago at `clock` (HH:mm), never in the future. */
export function ago(days, clock = '10:00') {
  const today = chinaTime().slice(0, 10);
  const base = new Date(`${today}T00:00:00Z`).getTime() - days * DAY;
  const stamp = `${new Date(base).toISOString().slice(0, 10)} ${clock.length === 5 ? `${clock}:00` : clock}`;
  const now = chinaTime();
  return stamp > now ? chinaTime(new Date(Date.now() - 5 * 60_000)) : stamp;
}

/** Same stamp in both timestamp columns, or a later edit time. */
export const stamps = (days, clock, editedDaysLater) => ({
  createdAt: ago(days, clock),
  updatedAt: editedDaysLater ? ago(Math.max(0, days - editedDaysLater), clock) : ago(days, clock),
});

/** Days since the most recent 31 December: the year-end review and the new-year talk are dated then. */
export function daysSinceNewYearsEve() {
  const today = chinaTime().slice(0, 10);
  const year = Number(today.slice(0, 4));
  const eve = today === `${year}-12-31` ? `${year}-12-31` : `${year - 1}-12-31`;
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${eve}T00:00:00Z`)) / 86_400_000);
}
