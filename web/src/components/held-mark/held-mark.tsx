import { heldTexts } from '@contract/write-rules-base';
import './held-mark.css';

/**
 * 审核中: beside a reader's own comment, note or chat message that the owner's rules or hold
 * policy kept back (issue 29). Only its author and the owner are ever sent such an item.
 */
export function HeldMark() {
  return (
    <span className="held-mark" title={heldTexts.markTitle}>
      {heldTexts.mark}
      <span className="held-mark__why">：{heldTexts.markTitle}</span>
    </span>
  );
}
