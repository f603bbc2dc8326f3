import type { ChallengeScope } from '@contract/challenge-rules';
import { challengeTexts } from '@contract/challenge-rules';
import { useChallengeStatus } from '@/hooks/use-challenge-status';
import './challenge-status.css';

/**
 * 正在进行人机验证… with a thin bar, under a form's submit button, only while the submit has waited
 * more than a second for its proof-of-work (a slow phone, a high difficulty). Most of the time the
 * search finished while the person typed and this never shows.
 */
export function ChallengeStatus({ scope }: { scope: ChallengeScope }) {
  const progress = useChallengeStatus(scope);
  if (progress === null) return null;
  const percent = Math.round(progress * 100);
  return (
    <div className="challenge-status" role="status">
      <span className="challenge-status__text">
        {challengeTexts.solving} {percent}%
      </span>
      <span className="challenge-status__track" aria-hidden="true">
        <span className="challenge-status__bar" style={{ transform: `scaleX(${Math.max(0.04, progress)})` }} />
      </span>
    </div>
  );
}
