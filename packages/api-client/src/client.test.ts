import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, heldAnswers, observedFetch } from '../test/observed-fetch';
import { type CasinoClientOptions, createCasinoClient } from './client';
import { createLoadingSignal } from './loading';

const origin = 'http://casino.test';
const user = { id: 7, username: 'ana', token: 'tok-7f3a' };

function setup(answer?: Parameters<typeof observedFetch>[0], options: Partial<CasinoClientOptions> = {}) {
  const observed = observedFetch(answer);
  const onSessionLost = vi.fn();
  const loading = createLoadingSignal();
  const client = createCasinoClient({
    baseUrl: origin,
    fetch: observed.fetch,
    getToken: () => 'tok-7f3a',
    getLanguage: () => 'en',
    onSessionLost,
    loading,
    ...options,
  });
  const sent = (index = 0) => {
    const request = observed.requests[index];
    if (!request) throw new Error(`request #${index} was not sent`);
    return request;
  };
  return { client, sent, requests: observed.requests, onSessionLost, loading };
}

describe('where calls go', () => {
  it('posts every call under /api on the server origin', async () => {
    const { client, sent } = setup();
    await client.call('/sys/auth/logout');
    expect(sent().method).toBe('POST');
    expect(sent().url).toBe('http://casino.test/api/sys/auth/logout');
  });

  it('builds file URLs for GET /sys/file/get with the optional size', () => {
    const { client } = setup();
    const id = '3f0c1a52-8a4e-4d5b-9c61-2b7f0e9d4a10';
    expect(client.fileUrl(id, { width: 120, height: 80 })).toBe(
      `http://casino.test/api/sys/file/get?id=${id}&width=120&height=80`,
    );
    expect(client.fileUrl(id)).toBe(`http://casino.test/api/sys/file/get?id=${id}`);
  });

  it('uses the page origin when no base URL is given', () => {
    const client = createCasinoClient({ getToken: () => null, getLanguage: () => null });
    expect(client.fileUrl('abc')).toBe('/api/sys/file/get?id=abc');
  });
});

describe('headers', () => {
  it('sends the stored token as-is in Authorization, read at the time of each call', async () => {
    let token: string | null = 'tok-7f3a';
    const { client, sent } = setup(undefined, { getToken: () => token });
    await client.call('/sys/auth/logout');
    token = 'tok-second';
    await client.call('/sys/auth/logout');
    expect(sent(0).headers.get('Authorization')).toBe('tok-7f3a');
    expect(sent(1).headers.get('Authorization')).toBe('tok-second');
  });

  it('sends no Authorization header when there is no token', async () => {
    const { client, sent } = setup(undefined, { getToken: () => null });
    await client.call('/sys/auth/login', { username: 'ana', password: 'secret', type: 'MEMBER' });
    expect(sent().headers.has('Authorization')).toBe(false);
  });

  it('sends the chosen language in X-FE-LANG', async () => {
    const { client, sent } = setup(undefined, { getLanguage: () => 'fil' });
    await client.call('/sys/auth/logout');
    expect(sent().headers.get('X-FE-LANG')).toBe('fil');
  });

  it('sends X-FE-LANG es when no language is stored', async () => {
    const { client, sent } = setup(undefined, { getLanguage: () => null });
    await client.call('/sys/auth/logout');
    expect(sent().headers.get('X-FE-LANG')).toBe('es');
  });

  it('sends the device id only where the contract asks for it: registration and deposit orders', async () => {
    const { client, sent } = setup(undefined, { getDeviceId: () => '3b241101-e2bb-4255-8caf-4136c566a962' });
    await client.call('/sys/auth/register', {} as never);
    await client.call('/sys/deposit/pix/depositOrder', {} as never);
    await client.call('/sys/auth/logout');
    expect(sent(0).headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(sent(0).headers.get('X-Device-Id')).toBe('3b241101-e2bb-4255-8caf-4136c566a962');
    expect(sent(1).headers.get('X-Device-Id')).toBe('3b241101-e2bb-4255-8caf-4136c566a962');
    expect(sent(2).headers.get('X-Device-Id')).toBeNull();
  });
});

describe('body encodings', () => {
  it('form-encodes operations that declare a form body', async () => {
    const { client, sent } = setup();
    await client.call('/sys/auth/login', { username: 'ana@mail.com', password: 'p&ss word', type: 'MEMBER' });
    expect(sent().headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(await sent().text()).toBe('username=ana%40mail.com&password=p%26ss+word&type=MEMBER');
  });

  it('form-encodes nested payout data as payoutData[field], as the contract declares', async () => {
    const { client, sent } = setup();
    await client.call('/sys/withdraw/apply', {
      amount: 300,
      paymentMethod: 'CPAY',
      payoutData: { accountName: 'Ana Cruz', toAccount: '09171234567' },
    });
    expect(await sent().text()).toBe(
      'amount=300&paymentMethod=CPAY&payoutData%5BaccountName%5D=Ana+Cruz&payoutData%5BtoAccount%5D=09171234567',
    );
  });

  it('sends JSON for operations that declare JSON', async () => {
    const { client, sent } = setup();
    const query = { enabled: 1, totalPlayCount_0: 'DESC', pageNum: 1, pageSize: 300 } as const;
    await client.call('/base/game/listPage', query);
    expect(sent().headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(await sent().text())).toEqual(query);
  });

  it('uploads files as multipart form data in the field file', async () => {
    const { client, sent } = setup();
    const file = new File(['\x89PNG'], 'id-front.png', { type: 'image/png' });
    await client.call('/sys/file/upload', { file });
    expect(sent().headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const sentFile = (await sent().formData()).get('file');
    expect(sentFile).toBeInstanceOf(File);
    expect((sentFile as File).name).toBe('id-front.png');
    expect(await (sentFile as File).text()).toBe('\x89PNG');
  });

  it('sends no body and no Content-Type for operations without a payload', async () => {
    const { client, sent } = setup();
    await client.call('/sys/auth/logout');
    expect(sent().headers.has('Content-Type')).toBe(false);
    expect(await sent().text()).toBe('');
  });
});

describe('answers', () => {
  it('unwraps a successful envelope into its data', async () => {
    const { client } = setup(() => envelope(0, 'success', user));
    const result = await client.call('/sys/auth/login', {
      username: 'ana',
      password: 'secret',
      type: 'MEMBER',
    });
    expect(result).toEqual({ ok: true, data: user });
  });

  it('turns a refusal into its error code and message', async () => {
    const { client } = setup(() => envelope(2, 'Login failed'));
    const result = await client.call('/sys/auth/login', {
      username: 'ana',
      password: 'wrong',
      type: 'MEMBER',
    });
    expect(result).toEqual({ ok: false, error: 2, message: 'Login failed' });
  });

  it('reads the envelope of a rate-limited answer (HTTP 429)', async () => {
    const { client } = setup(() => envelope(4, 'Too many attempts', null, { status: 429 }));
    const result = await client.call('/sys/auth/login', { username: 'ana', password: 'x', type: 'MEMBER' });
    expect(result).toEqual({ ok: false, error: 4, message: 'Too many attempts' });
  });

  it('turns a failed fetch into error -1 with the failure message', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('fetch failed')));
    expect(await client.call('/sys/auth/logout')).toEqual({ ok: false, error: -1, message: 'fetch failed' });
  });

  it.each([
    ['an HTML error page', () => new Response('<html>Bad gateway</html>', { status: 502 })],
    ['JSON that is not an envelope', () => Response.json({ status: 'ok' })],
    ['an empty body', () => new Response(null, { status: 200 })],
    ['broken JSON', () => new Response('{"error": 0,', { headers: { 'Content-Type': 'application/json' } })],
  ])('treats %s as a network failure (-1)', async (_, answer) => {
    const { client, onSessionLost } = setup(answer);
    const result = await client.call('/sys/auth/logout');
    expect(result).toMatchObject({ ok: false, error: -1 });
    expect(result.ok === false && result.message.length > 0).toBe(true);
    expect(onSessionLost).not.toHaveBeenCalled();
  });
});

describe('session lost (-2)', () => {
  it('calls onSessionLost and still returns the refusal', async () => {
    const { client, onSessionLost } = setup(() => envelope(-2, 'Session expired'));
    const result = await client.call('/sys/auth/logout');
    expect(onSessionLost).toHaveBeenCalledTimes(1);
    expect(result).toEqual({ ok: false, error: -2, message: 'Session expired' });
  });

  it('tells onSessionLost which token the refused call carried, even if the app has since dropped it', async () => {
    let token: string | null = 'tok-old';
    const { client, onSessionLost } = setup(
      () => {
        token = null;
        return envelope(-2, 'Session expired');
      },
      { getToken: () => token },
    );
    await client.call('/sys/auth/logout');
    expect(onSessionLost).toHaveBeenCalledWith('tok-old');
  });

  it('does not call onSessionLost for token info, where -2 just means a guest', async () => {
    const { client, onSessionLost } = setup(() => envelope(-2, 'Session expired'));
    const result = await client.call('/sys/auth/token/info');
    expect(result).toEqual({ ok: false, error: -2, message: 'Session expired' });
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('does not call onSessionLost for other refusals', async () => {
    const { client, onSessionLost } = setup(() => envelope(2, 'Login failed'));
    await client.call('/sys/auth/logout');
    expect(onSessionLost).not.toHaveBeenCalled();
  });
});

describe('loading indicator', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is on from the start of a call until 100 ms after it ends', async () => {
    const held = heldAnswers();
    const { client, loading } = setup(held.answer);
    expect(loading.getSnapshot()).toBe(false);
    const call = client.call('/sys/auth/logout');
    expect(loading.getSnapshot()).toBe(true);
    await vi.waitFor(() => held.release(0));
    await call;
    vi.advanceTimersByTime(99);
    expect(loading.getSnapshot()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(loading.getSnapshot()).toBe(false);
  });

  it('stays on while overlapping calls run and goes off 100 ms after the last one ends', async () => {
    const held = heldAnswers();
    const { client, loading } = setup(held.answer);
    const first = client.call('/sys/auth/logout');
    const second = client.call('/sys/auth/logout');
    await vi.waitFor(() => held.release(0));
    await first;
    vi.advanceTimersByTime(500);
    expect(loading.getSnapshot()).toBe(true);
    held.release(1);
    await second;
    vi.advanceTimersByTime(99);
    expect(loading.getSnapshot()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(loading.getSnapshot()).toBe(false);
  });

  it('is kept on by a call that starts within 100 ms of the previous end', async () => {
    const held = heldAnswers();
    const { client, loading } = setup(held.answer);
    const seen: boolean[] = [];
    loading.subscribe(() => seen.push(loading.getSnapshot()));
    const first = client.call('/sys/auth/logout');
    await vi.waitFor(() => held.release(0));
    await first;
    vi.advanceTimersByTime(60);
    const second = client.call('/sys/auth/logout');
    vi.advanceTimersByTime(60);
    expect(loading.getSnapshot()).toBe(true);
    await vi.waitFor(() => held.release(1));
    await second;
    vi.advanceTimersByTime(100);
    expect(loading.getSnapshot()).toBe(false);
    expect(seen).toEqual([true, false]);
  });

  it('never turns on for a call made with { loading: false }', async () => {
    const held = heldAnswers();
    const { client, loading } = setup(held.answer);
    const seen: boolean[] = [];
    loading.subscribe(() => seen.push(loading.getSnapshot()));
    const call = client.call('/sys/auth/logout', undefined, { loading: false });
    expect(loading.getSnapshot()).toBe(false);
    await vi.waitFor(() => held.release(0));
    await call;
    vi.advanceTimersByTime(100);
    expect(seen).toEqual([]);
  });

  it('turns off after a failed call too', async () => {
    const { client, loading } = setup(() => Promise.reject(new TypeError('fetch failed')));
    await client.call('/sys/auth/logout');
    expect(loading.getSnapshot()).toBe(true);
    vi.advanceTimersByTime(100);
    expect(loading.getSnapshot()).toBe(false);
  });
});
