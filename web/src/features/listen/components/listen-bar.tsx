import type { ListenControl } from '@contract/chat-listen';
import { isOwnImage } from '@contract/own-image';
import { ROLE_ADMIN } from '@contract/session';
import { useEffect, useState, type CSSProperties } from 'react';
import { useSession } from '@/lib/session-store';
import { control, quote, rejoin, setJoined, startListen } from '../lib/listen-client';
import type { ListenPlayer, ListenSocket } from '../lib/ports';
import { useListen } from '../stores/listen-store';
import { HeadphonesIcon, PauseIcon, PlayIcon, PlusIcon, QuoteIcon, SkipIcon } from './listen-icons';
import { ListenPeople } from './listen-person';
import { ListenPicker, ListenQueue } from './listen-queue';
import { useRoomNow } from './use-room-position';
import './listen-bar.css';

const clock = (ms: number) => {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

function mayControl(c: ListenControl | undefined, user: { id: number; role: number } | null): boolean {
  if (!user || !c) return false;
  return user.role === ROLE_ADMIN || c.mode === 'members' || (c.mode === 'chosen' && c.users.includes(user.id));
}

/** 一起听 in the chat room (issue 31): what the room plays, who listens, join or leave, and the controls for those allowed. */
export function ListenBar({ socket, player }: { socket: ListenSocket; player: ListenPlayer }) {
  useEffect(() => startListen(socket, player), [socket, player]);
  const { room, joined, apart, drift, rtt } = useListen();
  const user = useSession((s) => s.userInfo);
  const { state, position } = useRoomNow(room?.state);
  const line = player.useLyricLine();
  const [panel, setPanel] = useState<'queue' | 'pick' | null>(null);
  // a drag shows where it is going and moves the room once, when let go
  const [dragging, setDragging] = useState<number | null>(null);
  const commitSeek = () => {
    if (dragging !== null) control({ op: 'seek', position: dragging });
    setDragging(null);
  };
  const canControl = mayControl(room?.control, user);
  const track = state?.track ?? null;
  const playing = state?.startedAt !== null && track !== null;
  const shown = dragging ?? Math.min(position, track?.dt ?? 0);

  return (
    <section className={`listen${joined ? ' is-joined' : ''}`} aria-label="一起听" data-rtt={rtt ?? undefined}>
      <div className="listen__row">
        <span className="listen__cover" aria-hidden="true">
          {track && isOwnImage(track.cover) ? <img src={track.cover} alt="" /> : <HeadphonesIcon />}
        </span>
        <div className="listen__now">
          <p className="listen__title">
            <span className="listen__badge">一起听</span>
            {track ? (
              <>
                <strong>{track.name}</strong>
                <span className="listen__artist">{track.artist}</span>
              </>
            ) : (
              <span className="listen__artist">还没有在放的歌</span>
            )}
          </p>
          <p className="listen__lyric" aria-live="off">
            {joined && line && track ? `♪ ${line}` : track ? (playing ? '正在播放' : '已暂停') : canControl ? '点一首歌，大家一起听' : '等有人点歌'}
          </p>
        </div>
        {room ? <ListenPeople list={room.listeners.list} guests={room.listeners.guests} /> : null}
        <button type="button" className={`chat-btn chat-btn--small${joined ? '' : ' chat-btn--primary'}`} onClick={() => setJoined(!joined)}>
          <HeadphonesIcon /> {joined ? '退出一起听' : '加入一起听'}
        </button>
      </div>
      {track ? (
        <div className="listen__row listen__row--controls">
          {canControl ? (
            <>
              <button type="button" className="listen-icon-btn listen-icon-btn--main" aria-label={playing ? '大家一起暂停' : '大家一起播放'} onClick={() => control({ op: playing ? 'pause' : 'play' })}>
                {playing ? <PauseIcon /> : <PlayIcon />}
              </button>
              <button type="button" className="listen-icon-btn" aria-label="下一首" onClick={() => control({ op: 'skip' })}>
                <SkipIcon />
              </button>
            </>
          ) : null}
          <span className="listen__time">{clock(shown)}</span>
          <input
            className="listen__progress"
            type="range"
            min={0}
            max={track.dt}
            step={1000}
            value={shown}
            disabled={!canControl}
            aria-label="大家的播放进度"
            aria-valuetext={`${clock(shown)} / ${clock(track.dt)}`}
            onChange={(e) => setDragging(Number(e.target.value))}
            onPointerUp={commitSeek}
            onKeyUp={commitSeek}
            onBlur={commitSeek}
            style={{ '--listen-at': `${(shown / track.dt) * 100}%` } as CSSProperties}
          />
          <span className="listen__time">{clock(track.dt)}</span>
          {joined && line ? (
            <button type="button" className="listen-icon-btn" aria-label="引用这句歌词" title="引用这句歌词" onClick={() => quote(`🎵「${line}」——${track.name}`)}>
              <QuoteIcon />
            </button>
          ) : null}
        </div>
      ) : null}
      {apart ? (
        <p className="listen__apart" role="status">
          你暂停了自己的播放，现在和大家不同步。
          <button type="button" className="chat-btn chat-btn--small" onClick={rejoin}>
            回到大家的进度
          </button>
        </p>
      ) : null}
      <div className="listen__row listen__row--tabs">
        <button type="button" className="listen-tab" aria-expanded={panel === 'queue'} onClick={() => setPanel(panel === 'queue' ? null : 'queue')}>
          待播 {state?.queue.length ?? 0}
        </button>
        {canControl ? (
          <button type="button" className="listen-tab" aria-expanded={panel === 'pick'} onClick={() => setPanel(panel === 'pick' ? null : 'pick')}>
            <PlusIcon /> 点歌
          </button>
        ) : null}
        {joined && drift !== null ? (
          <span className="listen__sync" data-drift={drift}>
            {Math.abs(drift) <= 80 ? '已和大家同步' : '正在对齐进度…'}
          </span>
        ) : null}
      </div>
      {panel ? (
        <div className="listen-panel">
          {panel === 'queue' ? <ListenQueue queue={state?.queue ?? []} ownId={user?.id} canControl={canControl} /> : <ListenPicker player={player} onDone={() => setPanel('queue')} />}
        </div>
      ) : null}
    </section>
  );
}
