import { step, togglePlay } from '../audio/playback';
import { formatTime } from '../lib/format-time';
import { nextPlayModel, PLAY_MODEL_LABEL } from '../lib/play-order';
import { artistText, coverOf } from '../lib/song-shape';
import { usePlayer } from '../stores/player-store';
import { NextIcon, PauseIcon, PlayIcon, PrevIcon, RepeatIcon, RepeatOneIcon, ShuffleIcon } from './music-icons';
import { ProgressSlider } from './progress-slider';
import { VolumePopover } from './volume-popover';

const MODE_ICON = { RANDOM: ShuffleIcon, LISTLOOP: RepeatIcon, SINGLECYCLE: RepeatOneIcon };

/** The bottom bar: progress, cover, title and artist, transport, play mode, volume and time. */
export function ControlBar({ narrow }: { narrow: boolean }) {
  const song = usePlayer((s) => s.currentSong);
  const isPaused = usePlayer((s) => s.isPaused);
  const loading = usePlayer((s) => s.loadingSong);
  const playModel = usePlayer((s) => s.playModel);
  const currentTime = usePlayer((s) => s.currentTime);
  const duration = usePlayer((s) => s.duration);
  const ModeIcon = MODE_ICON[playModel];
  const cover = coverOf(song);

  return (
    <footer className={`music-bar${narrow ? ' is-narrow' : ''}`}>
      <ProgressSlider className="music-bar__progress" />
      <div className="music-bar__row">
        <button
          type="button"
          className={`music-bar__cover${isPaused ? '' : ' is-spinning'}`}
          aria-label="打开歌词"
          onClick={() => usePlayer.getState().set({ showLyricBoard: true })}
        >
          {cover ? <img src={cover} alt="" width={48} height={48} /> : <span aria-hidden="true">♪</span>}
        </button>
        <div className="music-bar__meta">
          <strong className="music-bar__title">{song?.name ?? '还没有播放歌曲'}</strong>
          <span className="music-bar__artist">{song ? artistText(song) : '点一首喜欢的歌吧'}</span>
        </div>
        <div className="music-bar__transport">
          <button type="button" className="music-icon-button" aria-label="上一首" onClick={() => void step(-1)}>
            <PrevIcon />
          </button>
          <button
            type="button"
            className={`music-bar__play${loading ? ' is-loading' : ''}`}
            aria-label={isPaused ? '播放' : '暂停'}
            onClick={togglePlay}
          >
            {isPaused ? <PlayIcon /> : <PauseIcon />}
          </button>
          <button type="button" className="music-icon-button" aria-label="下一首" onClick={() => void step(1)}>
            <NextIcon />
          </button>
        </div>
        <div className="music-bar__extra">
          <button
            type="button"
            className="music-icon-button"
            aria-label={`播放模式：${PLAY_MODEL_LABEL[playModel]}`}
            title={PLAY_MODEL_LABEL[playModel]}
            data-mode={playModel}
            onClick={() => usePlayer.getState().set({ playModel: nextPlayModel(playModel) })}
          >
            <ModeIcon />
          </button>
          <VolumePopover />
          <span className="music-bar__time" role="timer" aria-label="播放时间">
            {formatTime(currentTime)} / {formatTime(duration)}
          </span>
        </div>
      </div>
    </footer>
  );
}
