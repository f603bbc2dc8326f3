import { create } from 'zustand';
import { toast } from '@/components/toast/toast';
import { clearOfflineSongs, keepOfflineSong, listOfflineSongs, OfflineSongError, removeOfflineSong, type OfflineSong, type SongToKeep } from '../lib/offline-songs';

interface OfflineSongsState {
  songs: OfflineSong[];
  loaded: boolean;
  /** ids being saved or removed */
  busy: number[];
  load: () => Promise<void>;
  /** true once kept */
  keep: (song: SongToKeep) => Promise<boolean>;
  remove: (id: number) => Promise<void>;
  clear: () => Promise<void>;
}

const messageOf = (error: unknown) => (error instanceof OfflineSongError ? error.message : '保存失败：浏览器的存储空间可能不够了');

/** The songs marked 离线收听, for the player's buttons and the user center's list. */
export const useOfflineSongs = create<OfflineSongsState>((set, get) => {
  const working = (id: number, on: boolean) => set((s) => ({ busy: on ? [...s.busy, id] : s.busy.filter((b) => b !== id) }));
  return {
    songs: [],
    loaded: false,
    busy: [],
    load: async () => set({ songs: await listOfflineSongs().catch(() => []), loaded: true }),
    keep: async (song) => {
      if (get().busy.includes(song.id)) return false;
      working(song.id, true);
      try {
        await keepOfflineSong(song);
        toast.success(`《${song.name}》已保存，离线也能收听`);
        return true;
      } catch (error) {
        toast.error(messageOf(error));
        return false;
      } finally {
        working(song.id, false);
        await get().load();
      }
    },
    remove: async (id) => {
      working(id, true);
      await removeOfflineSong(id).catch(() => undefined);
      working(id, false);
      await get().load();
    },
    clear: async () => {
      await clearOfflineSongs().catch(() => undefined);
      await get().load();
    },
  };
});
