/**
 * A message's time as chat apps show it: the clock for today, 昨天 for
 * yesterday, the date within this year, the full date before. The room stores
 * ISO instants (the REST list's kept quirk), so this reads them in the
 * reader's own time zone.
 */
const pad = (n: number) => String(n).padStart(2, '0');

const dayStart = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();

export function chatTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const clock = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  const days = Math.round((dayStart(now) - dayStart(at)) / 86_400_000);
  if (days <= 0) return clock;
  if (days === 1) return `昨天 ${clock}`;
  const date = `${at.getMonth() + 1}月${at.getDate()}日 ${clock}`;
  return at.getFullYear() === now.getFullYear() ? date : `${at.getFullYear()}年${date}`;
}

/** The full local date and time, for the tooltip. */
export function chatTimeTitle(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
}

/**
 * The day a message was sent, for the separator between days: 今天, 昨天, then
 * the date as relativeTime (lib/format.ts) writes it: 11月27日 this year,
 * 2025年12月31日 before. Nonsense reads as nothing.
 */
export function chatDay(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const days = Math.round((dayStart(now) - dayStart(at)) / 86_400_000);
  if (days <= 0) return '今天';
  if (days === 1) return '昨天';
  const date = `${at.getMonth() + 1}月${at.getDate()}日`;
  return at.getFullYear() === now.getFullYear() ? date : `${at.getFullYear()}年${date}`;
}

/** The local calendar day of an instant, to tell when two messages were sent on different days. */
export function chatDayKey(iso: string): number {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? NaN : dayStart(at);
}
