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

/** '12秒前', '5分钟前', '3小时前', '2天前'. Unparseable input comes back unchanged. */
export function relativeTime(dateString: string, now: Date = new Date()): string {
  const then = parseDateTime(dateString).getTime();
  if (Number.isNaN(then)) return dateString;
  const diff = Math.max(0, now.getTime() - then);
  if (diff < MINUTE) return `${Math.max(1, Math.floor(diff / SECOND))}秒前`;
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}分钟前`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`;
  return `${Math.floor(diff / DAY)}天前`;
}

/** Truncates (never rounds up) so 9999 reads '9.9k' rather than '10.0k'. */
function oneDecimal(value: number): string {
  return (Math.floor(value * 10) / 10).toFixed(1);
}

/** 999 → '999', 1234 → '1.2k', 12345 → '1.2w'. */
export function abbreviateCount(n: number): string {
  if (!Number.isFinite(n)) return '0';
  if (n >= 10_000) return `${oneDecimal(n / 10_000)}w`;
  if (n >= 1_000) return `${oneDecimal(n / 1_000)}k`;
  return String(Math.floor(n));
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

/** Reading time: '45秒', '3分12秒', '1小时5分钟'. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor((Number.isFinite(ms) ? ms : 0) / SECOND));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0) return minutes > 0 ? `${hours}小时${minutes}分钟` : `${hours}小时`;
  if (minutes > 0) return seconds > 0 ? `${minutes}分${seconds}秒` : `${minutes}分钟`;
  return `${seconds}秒`;
}
