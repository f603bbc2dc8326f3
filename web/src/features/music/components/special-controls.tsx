import { ImageIcon, SunIcon } from './music-icons';

export interface SpecialSettings {
  titleSize: number;
  authorSize: number;
  lyricSize: number;
  brightness: number;
  professional: boolean;
  background: string;
}

/** Size ranges of spec §5 (rem). */
const SIZE_RANGES = {
  titleSize: { min: 1, max: 5, step: 0.1, start: 2.4, label: '标题' },
  authorSize: { min: 0, max: 2.4, step: 0.1, start: 1.4, label: '作者' },
  lyricSize: { min: 1, max: 4.5, step: 0.1, start: 1.8, label: '歌词' },
} as const;
const BRIGHTNESS = { min: 0.3, max: 1.5, step: 0.1, start: 1 };

export const defaultSpecialSettings = (): SpecialSettings => ({
  titleSize: SIZE_RANGES.titleSize.start,
  authorSize: SIZE_RANGES.authorSize.start,
  lyricSize: SIZE_RANGES.lyricSize.start,
  brightness: BRIGHTNESS.start,
  professional: false,
  background: '',
});

/** Sizes, brightness, the professional (black) background and a local background image. */
export function SpecialControls({
  settings,
  onChange,
}: {
  settings: SpecialSettings;
  onChange: (patch: Partial<SpecialSettings>) => void;
}) {
  return (
    <div className="special-controls__grid">
      {(Object.keys(SIZE_RANGES) as (keyof typeof SIZE_RANGES)[]).map((key) => {
        const range = SIZE_RANGES[key];
        return (
          <label key={key} className="special-controls__field">
            <span>
              {range.label}大小 <b>{settings[key].toFixed(1)}</b>
            </span>
            <input
              type="range"
              min={range.min}
              max={range.max}
              step={range.step}
              value={settings[key]}
              onChange={(e) => onChange({ [key]: Number(e.target.value) })}
            />
          </label>
        );
      })}
      <div className="special-controls__field special-controls__buttons">
        <span>
          <SunIcon /> 亮度 <b>{Math.round(settings.brightness * 100)}%</b>
        </span>
        <div>
          <button
            type="button"
            aria-label="调暗"
            onClick={() => onChange({ brightness: Math.max(BRIGHTNESS.min, +(settings.brightness - BRIGHTNESS.step).toFixed(1)) })}
          >
            −
          </button>
          <button
            type="button"
            aria-label="调亮"
            onClick={() => onChange({ brightness: Math.min(BRIGHTNESS.max, +(settings.brightness + BRIGHTNESS.step).toFixed(1)) })}
          >
            +
          </button>
        </div>
      </div>
      <label className="special-controls__toggle">
        <input type="checkbox" checked={settings.professional} onChange={(e) => onChange({ professional: e.target.checked })} />
        专业模式（黑色背景）
      </label>
      <label className="special-controls__upload">
        <ImageIcon /> 本地图片做背景
        <input
          type="file"
          accept="image/*"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            if (settings.background) URL.revokeObjectURL(settings.background);
            onChange({ background: URL.createObjectURL(file), professional: false });
          }}
        />
      </label>
    </div>
  );
}
