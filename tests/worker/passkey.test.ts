import { env } from 'cloudflare:workers';
import { afterAll, describe, expect, it } from 'vitest';
import { passkeyTexts } from '../../contract/passkey';
import { DISABLED_ACCOUNT } from '../../worker/services/users';
import { call, makeUser, uniqueIp } from './helpers';
import { SoftAuthenticator } from './passkey-authenticator';

type User = Awaited<ReturnType<typeof makeUser>>;

const post = (path: string, body: unknown, token?: string) => call('POST', `/api/passkey${path}`, { body: body as Record<string, unknown>, token, ip: uniqueIp() });

/** Adds a passkey to `user` through the two calls the user center makes; answers the authenticator and the stored item. */
async function addPasskey(user: { token: string; password?: string }, name = '我的电脑', auth?: SoftAuthenticator) {
  const device = auth ?? (await SoftAuthenticator.create());
  const options = await post('/register/options', { password: user.password }, user.token);
  expect(options.json.code, options.json.message).toBe(0);
  const done = await post('/register/verify', { name, response: await device.register(options.json.result) }, user.token);
  expect(done.json.code, done.json.message).toBe(0);
  return { device, item: done.json.result };
}

/** Signs in with `device` as the login dialog does; answers the envelope. */
async function signIn(device: SoftAuthenticator, bend: Parameters<SoftAuthenticator['assert']>[1] = {}) {
  const options = await post('/login/options', {});
  expect(options.json.code).toBe(0);
  return post('/login/verify', { response: await device.assert(options.json.result, bend) });
}

const mine = (token: string) => call('GET', '/api/passkey/mine', { token });
const setting = (token: string, requireForConsole: boolean) => call('PUT', '/api/admin/security/passkey', { token, body: { requireForConsole } });

describe('passkey registration', () => {
  it('asks for a discoverable, user-verified credential on the request host, then stores it', async () => {
    const user = await makeUser();
    const options = await post('/register/options', { password: user.password }, user.token);
    expect(options.json.code).toBe(0);
    const o = options.json.result;
    expect(o.rp.id).toBe('blog.test');
    expect(o.user.name).toBe(user.username);
    expect(o.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(o.attestation).toBe('none');
    const device = await SoftAuthenticator.create();
    const done = await post('/register/verify', { name: ' 办公室电脑 ', response: await device.register(o) }, user.token);
    expect(done.json).toMatchObject({ code: 0, message: passkeyTexts.added, result: { name: '办公室电脑', rpId: 'blog.test', lastUsedAt: null } });
    const list = await mine(user.token);
    expect(list.json.result).toMatchObject({ signedInWith: 'password', rpId: 'blog.test', consoleRequiresPasskey: false });
    expect(list.json.result.list.map((p: { name: string }) => p.name)).toEqual(['办公室电脑']);
    // the next options leave out what this account already has, and keep its user handle
    const again = await post('/register/options', { password: user.password }, user.token);
    expect(again.json.result.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([device.id]);
    expect(again.json.result.user.id).toBe(o.user.id);
    // the same authenticator's credential twice is refused
    const twice = await post('/register/verify', { name: '再来一次', response: await device.register(again.json.result) }, user.token);
    expect(twice.json).toMatchObject({ code: '100001', message: passkeyTexts.alreadyAdded });
  });

  it('a password session confirms with the password; a wrong one is refused and counted', async () => {
    const user = await makeUser();
    expect((await post('/register/options', {}, user.token)).json).toMatchObject({ code: '100001', message: passkeyTexts.passwordRequired });
    expect((await post('/register/options', { password: 'nope123' }, user.token)).json).toMatchObject({ code: '100001', message: passkeyTexts.passwordWrong });
    const failures = await env.DB.prepare("SELECT count FROM rate_limit WHERE key LIKE 'loginFailAll:%' AND key = ?1").bind(`loginFailAll:${user.username.toLowerCase()}`).first<{ count: number }>();
    expect(failures?.count).toBe(1);
  });

  it('refuses a replayed registration, another origin, another RP ID and a device that did not verify its user', async () => {
    const user = await makeUser();
    const fresh = async () => (await post('/register/options', { password: user.password }, user.token)).json.result;
    const device = await SoftAuthenticator.create();
    const o1 = await fresh();
    const answer = await device.register(o1);
    expect((await post('/register/verify', { name: 'a', response: answer }, user.token)).json.code).toBe(0);
    expect((await post('/register/verify', { name: 'a', response: answer }, user.token)).json.message).toBe(passkeyTexts.expired);

    const other = await SoftAuthenticator.create();
    const wrongOrigin = await other.register(await fresh(), { origin: 'https://evil.example' });
    expect((await post('/register/verify', { name: 'b', response: wrongOrigin }, user.token)).json.message).toBe(passkeyTexts.wrongSite);
    const wrongRp = await other.register(await fresh(), { rpId: 'evil.example' });
    expect((await post('/register/verify', { name: 'b', response: wrongRp }, user.token)).json.message).toBe(passkeyTexts.wrongSite);
    const unverified = await other.register(await fresh(), { verified: false });
    expect((await post('/register/verify', { name: 'b', response: unverified }, user.token)).json.message).toBe(passkeyTexts.failed);
    // a challenge issued to one account is no use to another
    const stranger = await makeUser();
    const stolen = await other.register(await fresh());
    expect((await post('/register/verify', { name: 'b', response: stolen }, stranger.token)).json.message).toBe(passkeyTexts.expired);
    expect((await mine(user.token)).json.result.list).toHaveLength(1);
  });
});

describe('passkey sign-in', () => {
  it('signs in with no username and gives the same session a password login gives, marked as a passkey one', async () => {
    const user = await makeUser();
    const { device } = await addPasskey(user);
    const options = await post('/login/options', {});
    expect(options.json.result).toMatchObject({ rpId: 'blog.test', userVerification: 'required' });
    expect(options.json.result.allowCredentials ?? []).toEqual([]);
    const res = await post('/login/verify', { response: await device.assert(options.json.result) });
    expect(res.json).toMatchObject({ code: 0, message: '登录成功', result: { id: user.id, username: user.username, role: 2 } });
    expect(res.headers.get('Set-Cookie')).toMatch(/blog_session=/);
    const token = res.json.result.token as string;
    // the token works where a password login's does
    expect((await call('POST', '/api/user/getOwnComments', { token, body: {} })).json.code).toBe(0);
    const list = (await mine(token)).json.result;
    expect(list.signedInWith).toBe('passkey');
    expect(list.list[0].lastUsedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('refuses a replayed answer, another origin or RP ID, a tampered signature and an unknown credential', async () => {
    const user = await makeUser();
    const { device } = await addPasskey(user);
    const options = await post('/login/options', {});
    const answer = await device.assert(options.json.result);
    expect((await post('/login/verify', { response: answer })).json.code).toBe(0);
    expect((await post('/login/verify', { response: answer })).json).toMatchObject({ code: '100001', message: passkeyTexts.expired });

    expect((await signIn(device, { origin: 'https://evil.example' })).json.message).toBe(passkeyTexts.wrongSite);
    expect((await signIn(device, { rpId: 'evil.example' })).json.message).toBe(passkeyTexts.wrongSite);
    expect((await signIn(device, { verified: false })).json.message).toBe(passkeyTexts.failed);
    expect((await signIn(device, { type: 'webauthn.create' })).json.message).toBe(passkeyTexts.failed);

    const o = (await post('/login/options', {})).json.result;
    const forged = await device.assert(o);
    forged.response.signature = forged.response.signature.replace(/^.{8}/, 'MEUCIQDx');
    expect((await post('/login/verify', { response: forged })).json.message).toBe(passkeyTexts.failed);

    const stranger = await SoftAuthenticator.create();
    expect((await signIn(stranger)).json.message).toBe(passkeyTexts.unknown);
    // after all that, the real one still signs in
    expect((await signIn(device)).json.code).toBe(0);
  });

  it('refuses an expired challenge, and a new challenge clears the expired ones', async () => {
    const user = await makeUser();
    const { device } = await addPasskey(user);
    const options = await post('/login/options', {});
    await env.DB.prepare('UPDATE passkey_challenge SET expires_at = expires_at - 3600 WHERE challenge = ?1').bind(options.json.result.challenge).run();
    expect((await post('/login/verify', { response: await device.assert(options.json.result) })).json.message).toBe(passkeyTexts.expired);
    await post('/login/options', {});
    const left = await env.DB.prepare('SELECT count(*) AS n FROM passkey_challenge WHERE expires_at < unixepoch()').first<{ n: number }>();
    expect(left?.n).toBe(0);
  });

  it('keeps the signature counter moving forward; an authenticator that counts nothing stays at 0', async () => {
    const user = await makeUser();
    const { device } = await addPasskey(user);
    expect((await signIn(device, { counter: 5 })).json.code).toBe(0);
    expect((await signIn(device, { counter: 5 })).json.message).toBe(passkeyTexts.counterWentBack);
    expect((await signIn(device, { counter: 3 })).json.message).toBe(passkeyTexts.counterWentBack);
    expect((await signIn(device, { counter: 9 })).json.code).toBe(0);
    const row = await env.DB.prepare('SELECT counter FROM passkey_credential WHERE credential_id = ?1').bind(device.id).first<{ counter: number }>();
    expect(row?.counter).toBe(9);

    const synced = await makeUser();
    const { device: keychain } = await addPasskey(synced);
    expect((await signIn(keychain, { counter: 0 })).json.code).toBe(0);
    expect((await signIn(keychain, { counter: 0 })).json.code).toBe(0);
  });

  it('a disabled account cannot sign in with its passkey', async () => {
    const user = await makeUser();
    const { device } = await addPasskey(user);
    await env.DB.prepare('UPDATE blog_user SET disabled = 1 WHERE id = ?1').bind(user.id).run();
    expect((await signIn(device)).json.message).toBe(DISABLED_ACCOUNT);
  });
});

describe('managing passkeys', () => {
  it('renames and removes its own; someone else cannot touch them, and visitors are asked to sign in', async () => {
    const user = await makeUser();
    const { item } = await addPasskey(user, '旧名字');
    const stranger = await makeUser();
    expect((await call('PUT', '/api/passkey/rename', { token: stranger.token, body: { id: item.id, name: '偷改' } })).json).toMatchObject({ code: '100001', message: passkeyTexts.badId });
    expect((await post('/remove', { id: item.id, password: stranger.password }, stranger.token)).json).toMatchObject({ code: '100001', message: passkeyTexts.badId });
    for (const [method, path] of [['GET', '/mine'], ['PUT', '/rename'], ['POST', '/remove'], ['POST', '/register/options'], ['POST', '/register/verify']] as const) {
      expect((await call(method, `/api/passkey${path}`, method === 'GET' ? {} : { body: { id: item.id, name: 'x' } })).status).toBe(401);
    }
    expect((await mine(user.token)).json.result.list[0].name).toBe('旧名字');

    const renamed = await call('PUT', '/api/passkey/rename', { token: user.token, body: { id: item.id, name: '新名字' } });
    expect(renamed.json).toMatchObject({ code: 0, result: { id: item.id, name: '新名字' } });
    expect((await post('/remove', { id: item.id }, user.token)).json.message).toBe(passkeyTexts.passwordRequired);
    expect((await post('/remove', { id: item.id, password: user.password }, user.token)).json).toMatchObject({ code: 0, message: passkeyTexts.removed });
    expect((await mine(user.token)).json.result.list).toEqual([]);
  });

  it('a passkey session removes without the password', async () => {
    const user = await makeUser();
    const { device, item } = await addPasskey(user);
    const token = (await signIn(device)).json.result.token;
    expect((await post('/remove', { id: item.id }, token)).json.code).toBe(0);
  });

  it('answers bad input with the envelope: malformed JSON, wrong shapes, junk bytes, oversized bodies', async () => {
    const user = await makeUser();
    const raw = (path: string, body: string) => call('POST', `/api/passkey${path}`, { token: user.token, body, headers: { 'Content-Type': 'application/json' } });
    for (const path of ['/register/verify', '/login/verify', '/remove']) {
      const res = await raw(path, '{"response": ');
      expect(res.status).toBeLessThan(500);
      expect(res.json.code).not.toBe(0);
    }
    expect((await post('/login/verify', { response: { id: 'x' } })).json.message).toBe(passkeyTexts.badResponse);
    expect((await post('/login/verify', { response: 'x' })).json.message).toBe(passkeyTexts.badResponse);
    const junk = { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: 'bm90IGpzb24', authenticatorData: 'AAAA', signature: 'AAAA' }, clientExtensionResults: {} };
    expect((await post('/login/verify', { response: junk })).json.message).toBe(passkeyTexts.unknown);
    // a known credential with bytes that decode to nothing
    const { device } = await addPasskey(user);
    expect((await post('/login/verify', { response: { ...junk, id: device.id, rawId: device.id } })).json.message).toBe(passkeyTexts.failed);
    const reg = { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: 'bm90IGpzb24', attestationObject: 'oWNmbXRkbm9uZQ' }, clientExtensionResults: {} };
    expect((await post('/register/verify', { name: 'x', response: reg }, user.token)).json.message).toBe(passkeyTexts.failed);
    expect((await post('/register/verify', { name: '名'.repeat(31), response: reg }, user.token)).json.message).toBe(passkeyTexts.nameTooLong);
    expect((await post('/register/verify', { name: '  ', response: reg }, user.token)).json.message).toBe(passkeyTexts.nameRequired);
    const big = { ...reg, response: { ...reg.response, attestationObject: 'A'.repeat(20_000) } };
    expect((await post('/register/verify', { name: 'x', response: big }, user.token)).json.message).toBe(passkeyTexts.badResponse);
    const huge = await raw('/login/verify', JSON.stringify({ response: { id: 'A'.repeat(400_000) } }));
    expect(huge.status).toBe(413);
    expect(huge.json.message).toMatch(/[\u4e00-\u9fff]/);
    expect((await call('PUT', '/api/passkey/rename', { token: user.token, body: { id: 'x', name: 'y' } })).json.message).toBe(passkeyTexts.badId);
  });
});

describe('the console requires a passkey', () => {
  let owner: User;
  let ownerPasskeyToken = '';

  afterAll(async () => {
    // a group's later members log in as administrators with passwords
    await env.DB.prepare("DELETE FROM site_setting WHERE key = 'passkey'").run();
  });

  it('cannot be turned on without a passkey, nor from a password session', async () => {
    owner = await makeUser(1);
    expect((await call('GET', '/api/admin/security/passkey', { token: owner.token })).json.result).toEqual({
      setting: { requireForConsole: false },
      ownPasskeys: 0,
      signedInWith: 'password',
    });
    expect((await setting(owner.token, true)).json).toMatchObject({ code: '100001', message: passkeyTexts.noPasskeyForConsole });
    const { device } = await addPasskey(owner);
    expect((await setting(owner.token, true)).json).toMatchObject({ code: '100001', message: passkeyTexts.signInWithPasskeyFirst });
    ownerPasskeyToken = (await signIn(device)).json.result.token;
    const on = await setting(ownerPasskeyToken, true);
    expect(on.json).toMatchObject({ code: 0, result: { setting: { requireForConsole: true }, ownPasskeys: 1, signedInWith: 'passkey' } });
    expect((await call('PUT', '/api/admin/security/passkey', { token: ownerPasskeyToken, body: { requireForConsole: 'yes' } })).json.code).toBe('100001');
  });

  it('then refuses a password session at every console endpoint and lets a passkey session in', async () => {
    const refused = await call('GET', '/api/admin/dashboard', { token: owner.token });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(passkeyTexts.consoleNeedsPasskey);
    expect((await call('POST', '/api/article/getArticleList', { token: owner.token, body: {} })).status).toBe(403);
    // and a password session cannot turn it off again
    expect((await setting(owner.token, false)).status).toBe(403);
    expect((await call('GET', '/api/admin/dashboard', { token: ownerPasskeyToken })).json.code).toBe(0);
    expect((await mine(owner.token)).json.result.consoleRequiresPasskey).toBe(true);
    // readers are not administrators: their answer says nothing of the setting
    const reader = await makeUser();
    expect((await mine(reader.token)).json.result.consoleRequiresPasskey).toBe(false);
    expect((await post('/register/options', { password: reader.password }, reader.token)).json.code).toBe(0);
  });

  it('a stolen password neither adds nor removes an administrator passkey, and the last one stays', async () => {
    expect((await post('/register/options', { password: owner.password }, owner.token)).json.message).toBe(passkeyTexts.manageNeedsPasskey);
    const [only] = (await mine(ownerPasskeyToken)).json.result.list;
    expect((await post('/remove', { id: only.id, password: owner.password }, owner.token)).json.message).toBe(passkeyTexts.manageNeedsPasskey);
    expect((await post('/remove', { id: only.id }, ownerPasskeyToken)).json.message).toBe(passkeyTexts.lastPasskeyForConsole);
    // a second one, added from the passkey session, makes the first removable
    const second = await addPasskey({ token: ownerPasskeyToken }, '备用钥匙');
    expect(second.item.name).toBe('备用钥匙');
    expect((await post('/remove', { id: only.id }, ownerPasskeyToken)).json.code).toBe(0);
  });

  it('turned off from a passkey session, password sessions reach the console again', async () => {
    expect((await setting(ownerPasskeyToken, false)).json.code).toBe(0);
    expect((await call('GET', '/api/admin/dashboard', { token: owner.token })).json.code).toBe(0);
    expect((await setting(owner.token, false)).json.code).toBe(0);
    const reader = await makeUser();
    expect((await call('GET', '/api/admin/security/passkey', { token: reader.token })).status).toBe(403);
    expect((await call('GET', '/api/admin/security/passkey')).status).toBe(401);
  });
});
