import { EMOJI_LIST } from '../lib/emoji-list';

/** A grid of the 90 bundled emoji; picking one inserts it at the caret. */
export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  return (
    <div className="chat-emoji" role="listbox" aria-label="表情">
      {EMOJI_LIST.map((e) => (
        <button key={e} type="button" className="chat-emoji__item" role="option" aria-selected="false" onClick={() => onPick(e)}>
          {e}
        </button>
      ))}
    </div>
  );
}
