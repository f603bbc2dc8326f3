import { useSyncExternalStore } from 'react';
import type { ChallengeScope } from '@contract/challenge-rules';
import { challengeStatus, subscribe } from '@/lib/challenge/challenge-pool';

/**
 * How far a write's proof-of-work search is while a submit waits for it (0..1), or null when nobody
 * waits or it has not waited a second yet (lib/challenge/challenge-pool.ts).
 */
export function useChallengeStatus(scope: ChallengeScope): number | null {
  return useSyncExternalStore(subscribe, () => challengeStatus(scope)?.progress ?? null);
}
