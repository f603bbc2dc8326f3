/**
 * The page's pool of solved challenges (web/src/lib/challenge/challenge-pool.ts): asked once per
 * scope and session, a solution used once (the next one solved meanwhile for comments and chat),
 * "none required" kept a while, and a write that could not get one sends none (the server then says
 * why). The Web Worker is stood in for by the page's own search, run in place.
 */
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { solveSync } from '../../web/src/lib/challenge/solve-sync';
import { json, stubFetch } from './helpers';

vi.mock('../../web/src/lib/challenge/solve-in-worker', () => ({
  solveInWorker: async (parameters: { salt: string; nonce: string; keyPrefix: string }) => solveSync(parameters),
}));

const challengeFor = async (scope: string) => {
  const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 500, deriveKey, data: { scope, uid: 0, max: 1000 }, expiresAt: Math.floor(Date.now() / 1000) + 300 });
  return { ...challenge, signature: 'ab'.repeat(32) };
};

let pool: typeof import('../../web/src/lib/challenge/challenge-pool');
let useSession: typeof import('../../web/src/lib/session-store').useSession;
beforeEach(async () => {
  // a fresh pool (and the session store it reads) for each test
  vi.resetModules();
  pool = await import('../../web/src/lib/challenge/challenge-pool');
  useSession = (await import('../../web/src/lib/session-store')).useSession;
  useSession.setState({ token: '', userInfo: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('challenge pool', () => {
  it('solves a required challenge once and sends it once in X-Challenge', async () => {
    const calls = stubFetch(async (url) => json({ code: 0, message: 'ok', result: { required: true, challenge: await challengeFor(url.split('=')[1]!) } }));
    pool.prepareChallenge('register');
    pool.prepareChallenge('register');
    const headers = await pool.challengeHeaders('register');
    const sent = JSON.parse(headers!['X-Challenge']!);
    expect(sent.solution.counter).toBe(500);
    expect(sent.challenge.parameters.data.scope).toBe('register');
    expect(calls.map((c) => c.url)).toEqual(['/api/challenge?scope=register']);
    // used up: the next write asks again
    await pool.challengeHeaders('register');
    expect(calls).toHaveLength(2);
  });

  it("a new account's comment: once a solution is used, the next one is asked for and solved meanwhile", async () => {
    const calls = stubFetch(async (url) => json({ code: 0, message: 'ok', result: { required: true, challenge: await challengeFor(url.split('=')[1]!) } }));
    expect(await pool.challengeHeaders('comment')).toBeDefined();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(await pool.challengeHeaders('comment')).toBeDefined();
  });

  it('keeps "none required" for a while and sends no header', async () => {
    const calls = stubFetch(() => json({ code: 0, message: 'ok', result: { required: false } }));
    expect(await pool.challengeHeaders('comment')).toBeUndefined();
    expect(await pool.challengeHeaders('comment')).toBeUndefined();
    expect(calls).toHaveLength(1);
  });

  it('asks again for another session, and when the question fails sends nothing', async () => {
    const calls = stubFetch(() => json({ code: 0, message: 'ok', result: { required: false } }));
    await pool.challengeHeaders('chat');
    useSession.setState({ token: 'another' });
    await pool.challengeHeaders('chat');
    expect(calls).toHaveLength(2);
    stubFetch(() => json({ message: 'boom' }, 500));
    expect(await pool.challengeHeaders('link')).toBeUndefined();
  });
});
