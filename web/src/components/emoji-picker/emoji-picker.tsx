import { EMOJI_LIST } from './emoji-list';
import './emoji-picker.css';

/**
 * A grid of the 90 bundled emoji (plain unicode, nothing fetched); picking one
 * calls `onPick`. The chat composer and the comment editor place it
 * (`className`) next to their own button.
 */
export function EmojiPicker({ onPick, className = '' }: { onPick: (emoji: string) => void; className?: string }) {
  return (
    <div className={`emoji-picker ${className}`} role="listbox" aria-label="表情">
      {EMOJI_LIST.map((e) => (
        <button key={e} type="button" className="emoji-picker__item" role="option" aria-selected="false" onClick={() => onPick(e)}>
          {e}
        </button>
      ))}
    </div>
  );
}
