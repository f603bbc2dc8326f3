/** "YYYY-MM-DD HH:mm:ss" in China time (UTC+8), the contract's date format. */
export function chinaTime(date = new Date()): string {
  return new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}
