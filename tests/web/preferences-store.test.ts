// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';

/** A fresh page load: the store module evaluated again, reading localStorage. */
async function loadedPreferences() {
  vi.resetModules();
  return (await import('@/lib/preferences-store')).usePreferences;
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove('dark');
});

describe('preferences store (spec §9 local storage, key staticData)', () => {
  it('reads what zustand persist wrote ({ state, version: 0 }), keeping the build’s lists and the document’s theme', async () => {
    storage.set('staticData', {
      state: { previewTheme: 'github', codeTheme: 'kimbie', messageTypeIsCard: true, theme: 'dark', previewThemeList: ['old'], codeThemeList: ['old'] },
      version: 0,
    });
    localStorage.setItem('useDarkKEY', 'light');
    const prefs = (await loadedPreferences()).getState();
    expect(prefs).toMatchObject({ previewTheme: 'github', codeTheme: 'kimbie', messageTypeIsCard: true });
    expect(prefs.previewThemeList).toContain('vuepress');
    expect(prefs.codeThemeList).toContain('atom');
    expect(prefs.theme).toBe('light'); // the theme is useDarkKEY's, applied before paint
  });

  it('falls back to the defaults for unknown or broken stored values, and writes nothing on load', async () => {
    storage.set('staticData', { state: { previewTheme: 'nope', codeTheme: 42, messageTypeIsCard: 'yes' }, version: 0 });
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    expect((await loadedPreferences()).getState()).toMatchObject({ previewTheme: 'default', codeTheme: 'atom', messageTypeIsCard: false });
    expect(writes).not.toHaveBeenCalled();
    writes.mockRestore();
    localStorage.setItem(btoa(encodeURIComponent('staticData')), 'not base64 json');
    expect((await loadedPreferences()).getState()).toMatchObject({ previewTheme: 'default', codeTheme: 'atom' });
  });

  it('a change is stored in the same shape and read back by the next page load', async () => {
    const usePreferences = await loadedPreferences();
    usePreferences.getState().setPreviewTheme('cyanosis');
    usePreferences.getState().setCodeTheme('not-a-theme'); // refused
    usePreferences.getState().setMessageTypeIsCard(true);
    const saved = storage.get<{ state: Record<string, unknown>; version: number }>('staticData');
    expect(saved).toMatchObject({ version: 0, state: { previewTheme: 'cyanosis', codeTheme: 'atom', messageTypeIsCard: true } });
    expect((await loadedPreferences()).getState()).toMatchObject({ previewTheme: 'cyanosis', codeTheme: 'atom', messageTypeIsCard: true });
  });
});
