import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
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

/** zustand's persist speaks to the spec's encoded local storage (§9) under 'staticData'. */
const staticDataStorage: PersistStorage<PreferencesData> = {
  getItem: (name) => {
    const value = storage.get<{ state: PreferencesData; version?: number }>(name);
    return value === '' ? null : value;
  },
  setItem: (name, value) => storage.set(name, value),
  removeItem: (name) => storage.remove(name),
};

export const usePreferences = create<PreferencesState>()(
  persist(
    (set, get) => ({
      previewThemeList: [...PREVIEW_THEMES],
      codeThemeList: [...CODE_THEMES],
      previewTheme: 'default',
      codeTheme: 'atom',
      theme: currentDocumentTheme(),
      messageTypeIsCard: false,
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
    }),
    {
      name: 'staticData',
      storage: staticDataStorage,
      partialize: (s) => ({
        previewThemeList: s.previewThemeList,
        codeThemeList: s.codeThemeList,
        previewTheme: s.previewTheme,
        codeTheme: s.codeTheme,
        theme: s.theme,
        messageTypeIsCard: s.messageTypeIsCard,
      }),
      // The theme lives in useDarkKEY (applied before paint) and the lists are
      // constants of this build, so stored copies of those never win.
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<PreferencesData>;
        return {
          ...current,
          previewTheme: PREVIEW_THEMES.includes(saved.previewTheme as never) ? saved.previewTheme! : current.previewTheme,
          codeTheme: CODE_THEMES.includes(saved.codeTheme as never) ? saved.codeTheme! : current.codeTheme,
          messageTypeIsCard: saved.messageTypeIsCard === true,
        };
      },
    },
  ),
);
