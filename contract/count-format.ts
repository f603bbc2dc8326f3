/**
 * Counts and durations as the site shows them (spec §9). In the contract
 * because the worker's prerendered article banner prints the same facts as
 * the app's (contract/article-facts.ts).
 */

const SECOND = 1000;

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
