/**
 * Light/dark theme (spec §4 Theme). The key and values match what vueuse's
 * useDark wrote in the original client, so a returning visitor keeps the choice.
 * index.html carries an inline copy of `resolveInitialTheme` so the class is
 * on <html> before the first paint; keep the two in step.
 */
export type ThemeMode = 'light' | 'dark';

const THEME_STORAGE_KEY = 'useDarkKEY';
const DAY_START_HOUR = 8;
const DAY_END_HOUR = 18;

function readStoredTheme(): ThemeMode | null {
  try {
    const v = localStorage.getItem(THEME_STORAGE_KEY);
    return v === 'dark' || v === 'light' ? v : null;
  } catch {
    return null;
  }
}

function themeForHour(hour: number): ThemeMode {
  return hour >= DAY_START_HOUR && hour <= DAY_END_HOUR ? 'light' : 'dark';
}

function resolveInitialTheme(now: Date = new Date()): ThemeMode {
  return readStoredTheme() ?? themeForHour(now.getHours());
}

export function persistTheme(mode: ThemeMode): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // private mode or full storage: the choice just lasts for this visit
  }
}

const THEME_COLORS: Record<ThemeMode, string> = { light: '#f4f6fa', dark: '#16181d' }; // same as index.html

export function applyTheme(mode: ThemeMode): void {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.dataset.theme = mode;
  root.style.colorScheme = mode;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[mode]);
}

/** The theme the inline script already applied, so React starts in step with the page. */
export function currentDocumentTheme(): ThemeMode {
  if (typeof document === 'undefined') return 'light';
  return document.documentElement.classList.contains('dark') ? 'dark' : resolveInitialTheme();
}
