import { describe, expect, it } from 'vitest';
import { createAdminClient } from './admin';

/** A fetch that records what it was asked and answers with the given response. */
function observedFetch(answer: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return answer();
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('the back office client', () => {
  it('posts JSON with the operator token and unwraps the envelope', async () => {
    const observed = observedFetch(() =>
      json({ error: 0, message: '', data: { rows: 3, ok: true, headHash: 'abc' } }),
    );
    const client = createAdminClient({
      baseUrl: 'http://casino.test/',
      fetch: observed.fetch,
      getToken: () => 'op_token',
    });
    const answer = await client.call('/admin/cashOuts/move', { id: 7, action: 'reject', note: 'wrong name' });
    expect(answer).toEqual({ ok: true, data: { rows: 3, ok: true, headHash: 'abc' } });
    expect(observed.calls[0]!.url).toBe('http://casino.test/api/admin/cashOuts/move');
    expect(observed.calls[0]!.init.headers).toMatchObject({
      Authorization: 'op_token',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(String(observed.calls[0]!.init.body))).toEqual({
      id: 7,
      action: 'reject',
      note: 'wrong name',
    });
  });

  it('tells when the session is lost, with the token the refused call carried', async () => {
    const lost: (string | null)[] = [];
    const observed = observedFetch(() => json({ error: -2, message: 'Please log in again', data: null }));
    const client = createAdminClient({
      fetch: observed.fetch,
      getToken: () => 'op_old',
      onSessionLost: (token) => lost.push(token),
    });
    expect(await client.call('/admin/auth/me')).toEqual({
      ok: false,
      error: -2,
      message: 'Please log in again',
    });
    expect(lost).toEqual(['op_old']);
    expect(observed.calls[0]!.init.body).toBeUndefined();
  });

  it('answers a document as a Blob, and a refusal as the envelope', async () => {
    const image = observedFetch(
      () => new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } }),
    );
    const client = createAdminClient({ fetch: image.fetch, getToken: () => 'op_t' });
    const blob = await client.document(4, 'idcardProofId');
    expect(blob.ok && blob.data.size).toBe(4);
    const refused = observedFetch(() =>
      json({ error: 5, message: 'Your role does not allow this.', data: null }),
    );
    const other = createAdminClient({ fetch: refused.fetch, getToken: () => 'op_t' });
    expect(await other.document(4, 'idcardProofId')).toEqual({
      ok: false,
      error: 5,
      message: 'Your role does not allow this.',
    });
  });

  it('turns a failed connection into error -1', async () => {
    const client = createAdminClient({
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof globalThis.fetch,
      getToken: () => null,
    });
    expect(await client.call('/admin/dashboard')).toEqual({
      ok: false,
      error: -1,
      message: 'Failed to fetch',
    });
  });
});
