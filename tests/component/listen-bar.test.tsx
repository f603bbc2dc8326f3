import type { ListenTrack } from '@contract/chat-listen';
import { ROLE_USER } from '@contract/session';
import { act, render, screen } from '@testing-library/react';
import { afterAll, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ListenBar } from '@/features/listen/components/listen-bar';
import type { ListenPlayer, ListenSocket } from '@/features/listen/lib/ports';
import { useSession } from '@/lib/session-store';

const track = (id: number, name: string): ListenTrack => ({ id, name, artist: '童谣', cover: '', dt: 62_000 });
const sent: Record<string, unknown>[] = [];
const quoted: string[] = [];
const listeners = new Set<(raw: unknown) => void>();
const socket: ListenSocket = {
  send: (frame) => sent.push(frame as Record<string, unknown>),
  isOpen: () => true,
  onFrame: (l) => (listeners.add(l), () => listeners.delete(l)),
  onOpen: () => () => undefined,
  quote: (text) => quoted.push(text),
};
const player: ListenPlayer = {
  load: async () => undefined,
  element: () => null,
  loadedId: () => null,
  catalog: async () => [track(1, '小星星'), track(2, '两只老虎')],
  useLyricLine: () => '一闪一闪亮晶晶',
};

/** The room's answer, as it arrives over the socket. */
const roomSays = (mode: 'owner' | 'members', queue: unknown[] = []) =>
  act(() =>
    listeners.forEach((l) =>
      l({
        type: 'listenState',
        state: { track: track(1, '小星星'), startedAt: Date.now() - 5000, position: 0, queue, version: mode === 'owner' ? 1 : 2 },
        listeners: { list: [{ user_id: 1, nick_name: '小张', avatar: '' }], guests: 2 },
        control: { mode, users: [] },
      }),
    ),
  );

/** The last 一起听 frame sent (clock pings go out between them). */
const lastMove = () => sent.filter((f) => f.type === 'listen').at(-1);

afterAll(() => useSession.setState({ token: '', userInfo: null }));

it('一起听 bar: what plays and who listens; a reader joins; controls only for those the owner allows; the lyric line quoted', async () => {
  useSession.setState({ token: 'tok', userInfo: { id: 7, role: ROLE_USER, nick_name: '读者', qq: '', avatar: '', ipAddress: '' } });
  render(<ListenBar socket={socket} player={player} />);
  expect(sent).toContainEqual({ type: 'listen', op: 'watch' });
  await roomSays('owner');
  expect(screen.getByText('小星星')).toBeTruthy();
  expect(screen.getByText('3 人在听')).toBeTruthy();
  // owner only: a reader sees the progress, cannot move it, and has no play or skip
  expect(screen.queryByRole('button', { name: /大家一起/ })).toBeNull();
  expect(screen.queryByRole('button', { name: '点歌' })).toBeNull();
  expect((screen.getByRole('slider', { name: '大家的播放进度' }) as HTMLInputElement).disabled).toBe(true);

  // a watcher's few pings set the clock of its progress; joining sends a burst more
  const pings = () => sent.filter((f) => f.type === 'clock').length;
  await expect.poll(pings).toBe(3);
  await userEvent.click(screen.getByRole('button', { name: '加入一起听' }));
  expect(sent).toContainEqual({ type: 'listen', op: 'join' });
  await expect.poll(pings).toBeGreaterThanOrEqual(3 + 6);
  expect(screen.getByText('♪ 一闪一闪亮晶晶')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: '引用这句歌词' }));
  expect(quoted).toEqual(['🎵「一闪一闪亮晶晶」——小星星']);

  // every signed-in user may control: the buttons come, and they send the room's moves
  await roomSays('members', [{ key: 'k1', track: track(2, '两只老虎'), by: { user_id: 1, nick_name: '小张', avatar: '' }, votes: [] }]);
  await userEvent.click(screen.getByRole('button', { name: '大家一起暂停' }));
  expect(lastMove()).toEqual({ type: 'listen', op: 'pause' });
  await userEvent.click(screen.getByRole('button', { name: '待播 1' }));
  await userEvent.click(screen.getByRole('button', { name: /^投票：两只老虎/ }));
  expect(lastMove()).toEqual({ type: 'listen', op: 'vote', key: 'k1' });
  await userEvent.click(screen.getByRole('button', { name: '点歌' }));
  await userEvent.click(await screen.findByRole('button', { name: '加入待播：两只老虎' }));
  expect(lastMove()).toEqual({ type: 'listen', op: 'queue', track: track(2, '两只老虎') });

  await userEvent.click(screen.getByRole('button', { name: '退出一起听' }));
  expect(lastMove()).toEqual({ type: 'listen', op: 'leave' });
});
