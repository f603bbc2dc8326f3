import type { ListenQueued, ListenTrack } from '@contract/chat-listen';
import { nextIndex } from '@contract/chat-listen-state';
import { useEffect, useState } from 'react';
import { control } from '../lib/listen-client';
import type { ListenPlayer } from '../lib/ports';
import { PlayIcon, PlusIcon, TrashIcon, UpIcon } from './listen-icons';
import './listen-queue.css';

/** 待播: the queue, the next one marked; every signed-in listener may vote, controllers may remove. */
export function ListenQueue({ queue, ownId, canControl }: { queue: ListenQueued[]; ownId?: number; canControl: boolean }) {
  if (!queue.length) return <p className="listen-panel__empty">待播列表是空的{canControl ? '，点歌加进来吧' : ''}</p>;
  const next = nextIndex(queue);
  return (
    <ol className="listen-list" aria-label="待播列表">
      {queue.map((q, i) => {
        const mine = ownId !== undefined && q.votes.includes(ownId);
        return (
          <li key={q.key} className="listen-list__item">
            <span className="listen-list__name">
              {q.track.name}
              <small>
                {q.track.artist} · {q.by.nick_name} 点的{i === next ? ' · 下一首' : ''}
              </small>
            </span>
            <button
              type="button"
              className={`listen-vote${mine ? ' is-on' : ''}`}
              aria-pressed={mine}
              aria-label={`${mine ? '取消投票' : '投票'}：${q.track.name}，${q.votes.length} 票`}
              disabled={ownId === undefined}
              onClick={() => control({ op: 'vote', key: q.key })}
            >
              <UpIcon /> {q.votes.length}
            </button>
            {canControl ? (
              <button type="button" className="listen-icon-btn" aria-label={`移出待播：${q.track.name}`} onClick={() => control({ op: 'unqueue', key: q.key })}>
                <TrashIcon />
              </button>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** 点歌: songs from the reader's own list (or the site's first playlist), to play now or queue. */
export function ListenPicker({ player, onDone }: { player: ListenPlayer; onDone: () => void }) {
  const [songs, setSongs] = useState<ListenTrack[] | null>(null);
  useEffect(() => {
    let live = true;
    void player.catalog().then((list) => live && setSongs(list));
    return () => {
      live = false;
    };
  }, [player]);
  if (!songs) return <p className="listen-panel__empty">正在读取歌单…</p>;
  if (!songs.length) return <p className="listen-panel__empty">没有可以点的歌</p>;
  const pick = (move: 'play' | 'queue', track: ListenTrack) => {
    control({ op: move, track });
    onDone();
  };
  return (
    <ul className="listen-list" aria-label="点歌">
      {songs.map((t) => (
        <li key={t.id} className="listen-list__item">
          <span className="listen-list__name">
            {t.name}
            <small>{t.artist}</small>
          </span>
          <button type="button" className="listen-icon-btn" aria-label={`现在播放：${t.name}`} onClick={() => pick('play', t)}>
            <PlayIcon />
          </button>
          <button type="button" className="listen-icon-btn" aria-label={`加入待播：${t.name}`} onClick={() => pick('queue', t)}>
            <PlusIcon />
          </button>
        </li>
      ))}
    </ul>
  );
}
