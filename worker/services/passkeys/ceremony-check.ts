/**
 * One WebAuthn verification with its challenge taken from the table, and its failure as the
 * person should read it. The library throws plain errors for anything it refuses (a forged
 * signature, another site's origin, a malformed byte string): none of that may become a 500.
 */
import { ErrorCode } from '../../../contract/envelope';
import { passkeyTexts } from '../../../contract/passkey';
import { fail } from '../../http/app-error';

/** The library's words for an answer made for another site (pinned version; tests/worker/passkey.test.ts holds them). */
const OTHER_SITE = /origin|RP ID/i;
const COUNTER = /counter/i;

/**
 * Runs `verify` with a challenge check that takes the challenge (single use), and turns every
 * refusal into the envelope: expired or replayed, another site, a counter gone back, or failed.
 */
export async function checkCeremony<T>(take: (challenge: unknown) => Promise<boolean>, verify: (expectedChallenge: (challenge: string) => Promise<boolean>) => Promise<T>): Promise<T> {
  let asked = false;
  let taken = false;
  try {
    return await verify(async (challenge) => {
      asked = true;
      taken = await take(challenge);
      return taken;
    });
  } catch (err) {
    if (asked && !taken) throw fail(ErrorCode.user, passkeyTexts.expired);
    const message = err instanceof Error ? err.message : '';
    if (OTHER_SITE.test(message)) throw fail(ErrorCode.user, passkeyTexts.wrongSite);
    if (COUNTER.test(message)) throw fail(ErrorCode.user, passkeyTexts.counterWentBack);
    throw fail(ErrorCode.user, passkeyTexts.failed);
  }
}
