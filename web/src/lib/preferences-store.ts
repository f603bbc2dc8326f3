import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { storage } from '@/lib/storage';
import { BOOT_PATHS } from '@contract/boot-data';
import { takeBootAnswer } from '@/lib/boot-data';
import { applyTheme, currentDocumentTheme, persistTheme, type ThemeMode } from '../theme';
import type { PageHeader } from '../types';

export const PREVIEW_THEMES = ['default', 'github', 'vuepress', 'mk-cute', 'smart-blue', 'cyanosis'] as const;
export const CODE_THEMES = ['atom', 'a11y', 'github', 'gradient', 'kimbie', 'paraiso', 'qtcreator', 'stackoverflow'] as const;

interface PreferencesData {
  previewThemeList: string[];
  codeThemeList: string[];
  previewTheme: string;
  codeTheme: string;
  theme: ThemeMode;
  pageHeaderList: PageHeader[];
  messageTypeIsCard: boolean;
}

interface PreferencesActions {
  setTheme: (mode: ThemeMode) => void;
  toggleTheme: () => void;
  setPreviewTheme: (name: string) => void;
  setCodeTheme: (name: string) => void;
  setPageHeaderList: (list: PageHeader[]) => void;
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

// A page the worker served carries the current banner list; it beats the copy stored from an earlier visit.
const bootHeaders = (() => {
  const res = takeBootAnswer<PageHeader[]>(BOOT_PATHS.pageHeaders);
  return res?.code === 0 && Array.isArray(res.result) ? res.result : undefined;
})();

/** True when the banner list came with the page, so nobody needs to fetch it. */
export const pageHeadersCameWithPage = bootHeaders !== undefined;

export const usePreferences = create<PreferencesState>()(
  persist(
    (set, get) => ({
      previewThemeList: [...PREVIEW_THEMES],
      codeThemeList: [...CODE_THEMES],
      previewTheme: 'default',
      codeTheme: 'atom',
      theme: currentDocumentTheme(),
      pageHeaderList: bootHeaders ?? [],
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
      setPageHeaderList: (list) => set({ pageHeaderList: list }),
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
        pageHeaderList: s.pageHeaderList,
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
          pageHeaderList: bootHeaders ?? (Array.isArray(saved.pageHeaderList) ? saved.pageHeaderList : current.pageHeaderList),
          messageTypeIsCard: saved.messageTypeIsCard === true,
        };
      },
    },
  ),
);

/** The banner image for a route name, or '' when the owner has not set one. */
export function usePageHeaderImage(routeName: string | undefined): string {
  return usePreferences((s) => s.pageHeaderList.find((h) => h.route_name === routeName)?.bg_url ?? '');
}
