/** Display formatting shared by lists, cards and the article page (spec §9). */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Parses the contract's 'YYYY-MM-DD HH:mm:ss' as local time. Slashes make
 * every browser (old Safari included) read it as local rather than failing.
 */
export function parseDateTime(value: string): Date {
  return new Date(value.replace(/-/g, '/'));
}

/** From this age on a date says more than a count of days ('1882天前' told a reader nothing). */
const DATE_FROM_DAYS = 30;

/**
 * '12秒前', '5分钟前', '3小时前', '2天前'; from 30 days on the date: '5月10日' this year,
 * '2021年5月10日' before. Unparseable input comes back unchanged.
 */
export function relativeTime(dateString: string, now: Date = new Date()): string {
  const date = parseDateTime(dateString);
  const then = date.getTime();
  if (Number.isNaN(then)) return dateString;
  const diff = Math.max(0, now.getTime() - then);
  if (diff < MINUTE) return `${Math.max(1, Math.floor(diff / SECOND))}秒前`;
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}分钟前`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`;
  if (diff < DATE_FROM_DAYS * DAY) return `${Math.floor(diff / DAY)}天前`;
  const dayOfYear = `${date.getMonth() + 1}月${date.getDate()}日`;
  return date.getFullYear() === now.getFullYear() ? dayOfYear : `${date.getFullYear()}年${dayOfYear}`;
}

/**
 * 1234567 → '1,234,567'. Written out rather than toLocaleString because the
 * first Intl call loads locale data and costs ~100 ms of main thread on a phone.
 */
export function groupDigits(n: number): string {
  const whole = Number.isFinite(n) ? Math.trunc(n) : 0;
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}
