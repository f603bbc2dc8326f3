import { create } from 'zustand';
import { storage } from '@/lib/storage';
import { applyTheme, currentDocumentTheme, persistTheme, type ThemeMode } from './theme';

const PREVIEW_THEMES = ['default', 'github', 'vuepress', 'mk-cute', 'smart-blue', 'cyanosis'] as const;
const CODE_THEMES = ['atom', 'a11y', 'github', 'gradient', 'kimbie', 'paraiso', 'qtcreator', 'stackoverflow'] as const;

interface PreferencesData {
  previewThemeList: string[];
  codeThemeList: string[];
  previewTheme: string;
  codeTheme: string;
  theme: ThemeMode;
  messageTypeIsCard: boolean;
}

interface PreferencesActions {
  setTheme: (mode: ThemeMode) => void;
  toggleTheme: () => void;
  setPreviewTheme: (name: string) => void;
  setCodeTheme: (name: string) => void;
  setMessageTypeIsCard: (isCard: boolean) => void;
}

export type PreferencesState = PreferencesData & PreferencesActions;

/**
 * Kept in the spec's encoded local storage (§9) under 'staticData', in the
 * shape zustand's persist middleware wrote ({ state, version: 0 }), read and
 * written here by hand: the middleware is a kilobyte of every first visit.
 */
const STORAGE_KEY = 'staticData';

function storedPreferences(): Pick<PreferencesData, 'previewTheme' | 'codeTheme' | 'messageTypeIsCard'> {
  const stored = storage.get<{ state?: Partial<PreferencesData> }>(STORAGE_KEY);
  const saved = (stored && typeof stored === 'object' && stored.state) || {};
  // The theme lives in useDarkKEY (applied before paint) and the lists are
  // constants of this build, so stored copies of those never win.
  return {
    previewTheme: PREVIEW_THEMES.includes(saved.previewTheme as never) ? saved.previewTheme! : 'default',
    codeTheme: CODE_THEMES.includes(saved.codeTheme as never) ? saved.codeTheme! : 'atom',
    messageTypeIsCard: saved.messageTypeIsCard === true,
  };
}

const persisted = (s: PreferencesData): PreferencesData => ({
  previewThemeList: s.previewThemeList,
  codeThemeList: s.codeThemeList,
  previewTheme: s.previewTheme,
  codeTheme: s.codeTheme,
  theme: s.theme,
  messageTypeIsCard: s.messageTypeIsCard,
});

export const usePreferences = create<PreferencesState>()((set, get) => ({
  previewThemeList: [...PREVIEW_THEMES],
  codeThemeList: [...CODE_THEMES],
  theme: currentDocumentTheme(),
  ...storedPreferences(),
  setTheme: (mode) => {
    applyTheme(mode);
    persistTheme(mode);
    set({ theme: mode });
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
  setPreviewTheme: (name) => {
    if (get().previewThemeList.includes(name)) set({ previewTheme: name });
  },
  setCodeTheme: (name) => {
    if (get().codeThemeList.includes(name)) set({ codeTheme: name });
  },
  setMessageTypeIsCard: (isCard) => set({ messageTypeIsCard: isCard }),
}));

usePreferences.subscribe((state, prev) => {
  const now = persisted(state);
  const before = persisted(prev);
  if ((Object.keys(now) as (keyof PreferencesData)[]).some((key) => now[key] !== before[key])) {
    storage.set(STORAGE_KEY, { state: now, version: 0 });
  }
});
