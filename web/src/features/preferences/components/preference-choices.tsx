import { useId, type RefObject } from 'react';
import { useDismiss } from '@/hooks/use-dismiss';
import { usePreferences } from '@/lib/preferences-store';
import { codeThemeName, codeThemeSwatch, previewThemeName, previewThemeSwatch } from '../theme-names';
interface ChoiceGroupProps {
  legend: string;
  options: string[];
  value: string;
  onChange: (value: string) => void;
  /** what the reader reads for an option (the option itself is the stored value) */
  nameOf: (option: string) => string;
  /** the option's colours for its swatch: one is an accent dot, more are a ground with token bars */
  swatchOf: (option: string) => string[];
}

function Swatch({ colours }: { colours: string[] }) {
  const [ground, ...tokens] = colours;
  if (!ground) return null;
  return (
    <span className={tokens.length ? 'prefs__swatch prefs__swatch--code' : 'prefs__swatch'} style={{ background: ground }} aria-hidden="true">
      {tokens.map((colour) => (
        <i key={colour} style={{ background: colour }} />
      ))}
    </span>
  );
}

function ChoiceGroup({ legend, options, value, onChange, nameOf, swatchOf }: ChoiceGroupProps) {
  const name = useId();
  return (
    <fieldset className="prefs__group">
      <legend>{legend}</legend>
      <div className="prefs__chips">
        {options.map((option) => (
          <label key={option} className={`chip${option === value ? ' chip--active' : ''}`}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
            />
            <Swatch colours={swatchOf(option)} />
            {nameOf(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The panel's two choices: the markdown preview theme and the code highlight theme. */
function PreferenceChoices() {
  const prefs = usePreferences();
  return (
    <>
      <ChoiceGroup
        legend="文章预览主题"
        options={prefs.previewThemeList}
        value={prefs.previewTheme}
        onChange={prefs.setPreviewTheme}
        nameOf={previewThemeName}
        swatchOf={previewThemeSwatch}
      />
      <ChoiceGroup
        legend="代码高亮主题"
        options={prefs.codeThemeList}
        value={prefs.codeTheme}
        onChange={prefs.setCodeTheme}
        nameOf={codeThemeName}
        swatchOf={codeThemeSwatch}
      />
    </>
  );
}

/** The opened panel's choices; while they are shown, Escape or a pointer down outside `rootRef` (the button and the panel) closes them. */
export function OpenChoices({ rootRef, onClose }: { rootRef: RefObject<HTMLElement | null>; onClose: () => void }) {
  useDismiss(rootRef, true, onClose);
  return <PreferenceChoices />;
}
