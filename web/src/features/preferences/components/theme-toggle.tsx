import { MoonIcon, SunIcon } from '@/components/icons';
import { usePreferences } from '@/lib/preferences-store';

/** Header button that flips light/dark and remembers the choice. */
export function ThemeToggle({ className = 'icon-btn' }: { className?: string }) {
  const theme = usePreferences((s) => s.theme);
  const toggleTheme = usePreferences((s) => s.toggleTheme);
  const label = theme === 'dark' ? '切换到浅色模式' : '切换到深色模式';
  return (
    <button type="button" className={className} onClick={toggleTheme} aria-label={label} title={label}>
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
