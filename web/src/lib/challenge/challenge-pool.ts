/**
 * Solved challenges waiting for their write (issue 29). A form calls `prepareChallenge(scope)` as the
 * person starts typing: the page asks GET /api/challenge and, if one is required, solves it in a Web
 * Worker meanwhile, so submitting rarely waits. The write then takes it with `challengeHeaders(scope)`
 * (the X-Challenge header) or `takeSolution(scope)` (the chat frame's field); each is used once. A
 * prepared solution belongs to the session it was asked for (a challenge is bound to the account) and
 * is asked again when it nears its expiry. Progress is public (`subscribe`), so a form can say
 * 正在进行人机验证 when a submit has waited more than a second.
 */
import { CHALLENGE_HEADER, type ChallengeAnswer, type ChallengeScope } from '@contract/challenge-rules';
import { api, isOk } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';

/** A solution this close to its expiry is asked for again rather than sent. */
const FRESH_FOR_MS = 30_000;
/** A submit that has waited this long for its solution shows the progress. */
const SHOW_PROGRESS_AFTER_MS = 1_000;

interface Entry {
  /** the session it was asked for */
  token: string | null;
  /** resolves to the header value, or undefined when none is required or none could be made */
  solution: Promise<string | undefined>;
  expiresAt: number;
  /** 0..1 while solving */
  progress: number;
  /** a submit is waiting for it and has waited past SHOW_PROGRESS_AFTER_MS */
  waiting: boolean;
}

const entries = new Map<ChallengeScope, Entry>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What a form shows: null while nobody waits, else how far the search is. */
export function challengeStatus(scope: ChallengeScope): { progress: number } | null {
  const entry = entries.get(scope);
  return entry?.waiting ? { progress: entry.progress } : null;
}

/** Starts asking and solving for this scope, unless a fresh one for this session is on its way or ready. */
export function prepareChallenge(scope: ChallengeScope): void {
  entryFor(scope);
}

function entryFor(scope: ChallengeScope): Entry {
  const token = useSession.getState().token;
  const known = entries.get(scope);
  if (known && known.token === token && known.expiresAt - Date.now() > FRESH_FOR_MS) return known;
  const entry: Entry = { token, solution: Promise.resolve(undefined), expiresAt: Infinity, progress: 0, waiting: false };
  entry.solution = solveFor(scope, entry);
  entries.set(scope, entry);
  return entry;
}

async function solveFor(scope: ChallengeScope, entry: Entry): Promise<string | undefined> {
  const answer = await api.get<ChallengeAnswer>(`/api/challenge?scope=${scope}`, { silent: true }).catch(() => null);
  if (!answer || !isOk(answer) || !answer.result?.required) {
    // nothing required (or the question failed: the write then meets the server's own words); ask again next time
    entry.expiresAt = answer && isOk(answer) ? Date.now() + 60_000 : 0;
    return undefined;
  }
  const { challenge } = answer.result;
  entry.expiresAt = challenge.parameters.expiresAt * 1000;
  const { solveInWorker } = await import('./solve-in-worker');
  const solution = await solveInWorker(challenge.parameters, (tried) => {
    entry.progress = Math.min(0.99, tried / challenge.parameters.data.max);
    if (entry.waiting) notify();
  });
  if (!solution) {
    entry.expiresAt = 0;
    return undefined;
  }
  return JSON.stringify({ challenge, solution });
}

/** The solution for one write (waiting for it if needed), used up. */
export async function takeSolution(scope: ChallengeScope): Promise<string | undefined> {
  const entry = entryFor(scope);
  const timer = setTimeout(() => {
    entry.waiting = true;
    notify();
  }, SHOW_PROGRESS_AFTER_MS);
  try {
    const solution = await entry.solution;
    // a solution is good once; "none required" stands until it expires
    if (solution !== undefined && entries.get(scope) === entry) {
      entries.delete(scope);
      // a new account that commented or chatted is likely to again: the next one is solved meanwhile
      if (scope === 'comment' || scope === 'chat') setTimeout(() => prepareChallenge(scope), 0);
    }
    return solution;
  } finally {
    clearTimeout(timer);
    if (entry.waiting) {
      entry.waiting = false;
      notify();
    }
  }
}

/** The headers of a write that may need a solved challenge (none when nothing is required). */
export async function challengeHeaders(scope: ChallengeScope): Promise<Record<string, string> | undefined> {
  const solution = await takeSolution(scope);
  return solution ? { [CHALLENGE_HEADER]: solution } : undefined;
}
