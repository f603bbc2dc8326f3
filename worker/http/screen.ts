import type { Context } from 'hono';
import type { HeldKind } from '../../contract/write-rules';
import type { AppEnv } from '../env';
import { type ChallengeVerdict, type ScreenVerdict, screenWrite } from '../services/write-screen';
import { clientIp } from './client-ip';

/**
 * A reader write's screen (services/write-screen) with what the request knows: who writes,
 * from where, and the challenge's verdict. Routes call it after the challenge and before the
 * service stores the item with the verdict's held flag.
 */
export function screenRequest(
  c: Context<AppEnv>,
  kind: HeldKind,
  text: { nickname?: string; site?: string; body?: string },
  challenge?: ChallengeVerdict,
): Promise<ScreenVerdict> {
  const user = c.var.user;
  return screenWrite(c.var.db, {
    kind,
    author: user ? { id: user.id, role: user.role } : null,
    ip: clientIp(c),
    nickname: text.nickname ?? (user ? user.nick_name || user.username : undefined),
    site: text.site,
    body: text.body,
    challenge,
  });
}
