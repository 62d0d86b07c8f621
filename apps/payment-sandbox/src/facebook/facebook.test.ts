import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { facebookSandbox } from './facebook';
import { appSecretProof, FacebookState } from './state';

const casino = {
  appId: '1000000000000361',
  appSecret: 'casino-secret',
  name: 'Casino 361',
  requireAppSecretProof: true,
};
const other = { appId: '2000000000000002', appSecret: 'other-secret', name: 'Another app' };
const appToken = `${casino.appId}|${casino.appSecret}`;
const state = new FacebookState([{ ...casino, redirectUris: ['https://casino.test/'] }, other]);
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(facebookSandbox, { prefix: '/fb', apps: [], state });
  await app.ready();
});
afterAll(() => app.close());
beforeEach(() => {
  state.clockOffsetMs = 0;
});

const get = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};
const dialogQuery = (fields: Record<string, string> = {}) =>
  new URLSearchParams({
    client_id: casino.appId,
    redirect_uri: 'https://casino.test/',
    state: 'st-42',
    response_type: 'token',
    scope: 'email',
    ...fields,
  }).toString();

/** Posts the login dialog's form and reads the address it sends the browser back to. */
async function confirm(fields: Record<string, string>) {
  const response = await app.inject({
    method: 'POST',
    url: '/fb/dialog/oauth',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      client_id: casino.appId,
      redirect_uri: 'https://casino.test/',
      state: 'st-42',
      scope: 'email',
      action: 'continue',
      ...fields,
    }).toString(),
  });
  return {
    status: response.statusCode,
    location: response.headers.location as string | undefined,
    body: response.body,
  };
}

const fragmentOf = (location: string) => new URLSearchParams(new URL(location).hash.slice(1));
const me = (token: string, proofSecret = casino.appSecret) =>
  get(
    `/fb/me?fields=id,email,first_name,last_name&access_token=${token}&appsecret_proof=${appSecretProof(token, proofSecret)}`,
  );

describe('login dialog', () => {
  it('shows the app and the test users, and refuses an unknown app or an unregistered redirect', async () => {
    const user = state.createUser({ firstName: 'Ana', lastName: 'Prueba', email: 'ana@fb.test' });
    const page = await app.inject({ method: 'GET', url: `/fb/dialog/oauth?${dialogQuery()}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Casino 361 will receive your name and profile picture and e-mail address');
    expect(page.body).toContain(`value="${user.id}"`);
    expect(page.body).toContain('name="state" value="st-42"');
    const unknown = await app.inject({
      method: 'GET',
      url: `/fb/dialog/oauth?${dialogQuery({ client_id: '9' })}`,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Invalid App ID');
    const blocked = await app.inject({
      method: 'GET',
      url: `/fb/dialog/oauth?${dialogQuery({ redirect_uri: 'https://evil.test/' })}`,
    });
    expect(blocked.body).toContain('URL blocked');
    expect((await confirm({ redirect_uri: 'https://evil.test/', user_id: user.id })).status).toBe(400);
  });

  it('sends a new test user back with a random token and the state in the fragment', async () => {
    const answer = await confirm({
      user_id: 'new',
      first_name: 'Bea',
      last_name: 'Gómez',
      email: 'bea@fb.test',
      share_email: '1',
    });
    expect(answer.status).toBe(303);
    expect(answer.location).toMatch(/^https:\/\/casino\.test\/#access_token=EAA/);
    const fragment = fragmentOf(answer.location!);
    expect(fragment.get('state')).toBe('st-42');
    expect(fragment.get('expires_in')).toBe('7200');
    const again = fragmentOf(
      (await confirm({ user_id: 'new', first_name: 'Bea', last_name: 'Gómez', email: 'bea@fb.test' }))
        .location!,
    );
    expect(again.get('access_token')).not.toBe(fragment.get('access_token'));
  });

  it('answers a cancel with access_denied in the query', async () => {
    const answer = await confirm({ action: 'cancel' });
    const back = new URL(answer.location!);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('error_reason')).toBe('user_denied');
    expect(back.searchParams.get('state')).toBe('st-42');
  });
});

describe('Graph API', () => {
  async function tokenFor(fields: Record<string, string>, appId = casino.appId) {
    const answer = await confirm({
      client_id: appId,
      user_id: 'new',
      first_name: 'Carla',
      last_name: 'Ruiz',
      ...fields,
    });
    return fragmentOf(answer.location!).get('access_token')!;
  }

  it('debug_token describes a token to its app: valid, whose, until when, with which permissions', async () => {
    const token = await tokenFor({ email: 'carla@fb.test', share_email: '1' });
    const { status, body } = await get(
      `/fb/debug_token?input_token=${token}&access_token=${encodeURIComponent(appToken)}`,
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      app_id: casino.appId,
      type: 'USER',
      is_valid: true,
      scopes: ['public_profile', 'email'],
    });
    expect(body.data.expires_at - body.data.issued_at).toBe(7200);
    const profile = await me(token);
    expect(profile.body).toEqual({
      id: body.data.user_id,
      email: 'carla@fb.test',
      first_name: 'Carla',
      last_name: 'Ruiz',
    });
  });

  it('refuses an app token with a wrong secret, and calls an unknown token invalid', async () => {
    expect((await get(`/fb/debug_token?input_token=x&access_token=${casino.appId}|wrong`)).status).toBe(400);
    const forged = await get(
      `/fb/debug_token?input_token=EAAforged&access_token=${encodeURIComponent(appToken)}`,
    );
    expect(forged.body.data).toMatchObject({ is_valid: false, error: { code: 190 } });
    expect((await me('EAAforged')).body.error).toMatchObject({ code: 190, type: 'OAuthException' });
  });

  it('names the other app of a token issued to it, and its appsecret_proof must be that app’s', async () => {
    const token = await tokenFor({}, other.appId);
    const { body } = await get(
      `/fb/debug_token?input_token=${token}&access_token=${encodeURIComponent(appToken)}`,
    );
    expect(body.data).toMatchObject({ app_id: other.appId, is_valid: true });
    expect((await me(token)).body.error.message).toBe('Invalid appsecret_proof provided in the API argument');
  });

  it('lets a token expire with the clock, and keeps the e-mail back when it was not shared', async () => {
    const token = await tokenFor({ email: 'dora@fb.test' });
    expect((await me(token)).body).not.toHaveProperty('email');
    await app.inject({ method: 'POST', url: '/fb/clock', payload: { advanceSeconds: 7200 } });
    const { body } = await get(
      `/fb/debug_token?input_token=${token}&access_token=${encodeURIComponent(appToken)}`,
    );
    expect(body.data).toMatchObject({ is_valid: false, error: { subcode: 463 } });
    expect((await me(token)).body.error).toMatchObject({ code: 190, error_subcode: 463 });
  });

  it('asks for the appsecret_proof when the app requires it', async () => {
    const token = await tokenFor({});
    expect((await get(`/fb/me?access_token=${token}`)).status).toBe(400);
  });

  it('makes test users with the app token, installed with a token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/fb/${casino.appId}/accounts/test-users`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `installed=true&permissions=email&name=Eva%20Sanz&email=eva@fb.test&access_token=${encodeURIComponent(appToken)}`,
    });
    const created = response.json();
    expect(created).toMatchObject({ email: 'eva@fb.test' });
    expect((await me(created.access_token)).body).toMatchObject({
      id: created.id,
      first_name: 'Eva',
      last_name: 'Sanz',
      email: 'eva@fb.test',
    });
    const refused = await app.inject({
      method: 'POST',
      url: `/fb/${other.appId}/accounts/test-users`,
      payload: { access_token: appToken },
    });
    expect(refused.statusCode).toBe(400);
  });
});
