import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { PaletteIcon } from '@/components/icons';

// the choices and their names and swatches come with the first opening, and so does what closes
// them (Escape, a click outside: the layer stack): the header shows only the button
const loadChoices = () => import('./preference-choices');
const OpenChoices = lazy(() => loadChoices().then((m) => ({ default: m.OpenChoices })));

/** Header popover to pick the markdown preview theme and the code highlight theme. */
export function PreferencesPanel() {
  const [open, setOpen] = useState(false);
  const closeMenu = useCallback(() => setOpen(false), []);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  return (
    <div className="prefs" ref={rootRef}>
      <button
        type="button"
        className="icon-btn"
        aria-label="阅读主题设置"
        title="阅读主题设置"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        // fetched as the pointer or focus arrives, so the panel opens full
        onPointerEnter={() => void loadChoices()}
        onFocus={() => void loadChoices()}
      >
        <PaletteIcon />
      </button>
      {open ? (
        <div className="prefs__panel card" id={panelId} role="dialog" aria-label="阅读主题设置">
          <Suspense fallback={null}>
            <OpenChoices rootRef={rootRef} onClose={closeMenu} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
