/**
 * A stored password hash is data from outside (a restore archive, a blog-v3 dump): nothing in it
 * may decide how long a check runs. A login against a hash with a huge PBKDF2 count or a costly
 * bcrypt is a wrong password at once; the import refuses a dump that carries one. (The restore's
 * refusal is in backup.test.ts, beside its other refusals.)
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { hashPassword, isCheckableHash, isHashOutsideParameters, verifyPassword } from '../../worker/services/password';
import { call, makeUser, uniqueIp } from './helpers';
import { runImportTool, snapshot } from './import-blog-v3-helpers';

const setPassword = (id: number, hash: string) => env.DB.prepare('UPDATE blog_user SET password = ? WHERE id = ?').bind(hash, id).run();
const withCount = (ours: string, count: string) => ours.replace(/^pbkdf2\$\d+\$/, () => `pbkdf2$${count}$`);

describe('the password check runs our parameters only', () => {
  it('answers a login against a hash claiming 200 times our count as a wrong password, at once', async () => {
    const u = await makeUser();
    const ours = await hashPassword(u.password);
    // 2·10^7 rounds (some 10 s): enough to fail this test if counts are trusted, not enough to hang the run like 10^9 did
    await setPassword(u.id, withCount(ours, '20000000'));
    const started = Date.now();
    const res = await call('POST', '/api/user/login', { body: { username: u.username, password: u.password }, ip: uniqueIp() });
    const took = Date.now() - started;
    expect(res.json).toEqual({ code: '100001', message: '密码不匹配' });
    // ours take well under a second (the whole request, on a loaded machine)
    expect(took).toBeLessThan(3_000);
    // the same password under our own count still logs in
    await setPassword(u.id, ours);
    expect((await call('POST', '/api/user/login', { body: { username: u.username, password: u.password }, ip: uniqueIp() })).json.code).toBe(0);
  });

  it('refuses a count below ours too, a bad salt, a short hash and a costly bcrypt, without throwing', async () => {
    const ours = await hashPassword('abc123');
    const [, , salt, hash] = ours.split('$') as [string, string, string, string];
    const outside = [
      withCount(ours, '1'),
      withCount(ours, '100001'),
      withCount(ours, '0100000'),
      ['pbkdf2', '100000', 'c2FsdA==', hash].join('$'),
      ['pbkdf2', '100000', '!!!', hash].join('$'),
      ['pbkdf2', '100000', salt, 'aGFzaA=='].join('$'),
      `${ours}$extra`,
      `$2a$13$${'a'.repeat(53)}`,
    ];
    for (const stored of outside) {
      expect(isCheckableHash(stored), stored).toBe(false);
      expect(isHashOutsideParameters(stored), stored).toBe(true);
      expect(await verifyPassword('abc123', stored), stored).toBe(false);
    }
    expect(isCheckableHash(ours)).toBe(true);
    expect(await verifyPassword('abc123', ours)).toBe(true);
    // strings that claim no scheme we run cost nothing and never log in: restore and import let them be
    for (const other of ['', 'x', 'md5:abc']) {
      expect(isHashOutsideParameters(other)).toBe(false);
      expect(await verifyPassword('', other)).toBe(false);
    }
  });
});

describe('the blog-v3 import', () => {
  it('refuses a dump whose user carries a hash outside our parameters, writing nothing', async () => {
    await makeUser(1);
    const huge = withCount(await hashPassword('abc123'), '1000000000');
    const dump = `INSERT INTO \`blog_user\` (\`id\`, \`username\`, \`password\`, \`role\`) VALUES (1,'admin','x',1),(8,'slowpoke','${huge}',2);`;
    const before = await snapshot();
    const res = await runImportTool(dump);
    expect(res.status).toBe(422);
    expect(res.text).toContain('dump user 8 "slowpoke": the password hash is outside this site\'s parameters');
    expect(await snapshot()).toEqual(before);
  });
});
