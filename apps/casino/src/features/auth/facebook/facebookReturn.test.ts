import { describe, expect, it } from 'vitest';
import { readFacebookReturn } from './facebookReturn';

const sent = JSON.stringify({ state: 'abc123', back: '/aboutBtc' });

describe("the way back from Facebook's login dialog", () => {
  it('takes the token when the state is the one this tab sent, and the route to return to', () => {
    expect(readFacebookReturn('#access_token=EAAtoken&expires_in=7200&state=abc123', '', sent)).toEqual({
      answer: { kind: 'token', accessToken: 'EAAtoken' },
      back: '/aboutBtc',
    });
  });

  it('never takes a token without our state: another tab, a planted link, or none sent', () => {
    const forged = { answer: { kind: 'forged' }, back: '/aboutBtc' };
    expect(readFacebookReturn('#access_token=EAAplanted&state=other', '', sent)).toEqual(forged);
    expect(readFacebookReturn('#access_token=EAAplanted', '', sent)).toEqual(forged);
    expect(readFacebookReturn('#access_token=EAAplanted&state=', '', null)).toEqual({
      answer: { kind: 'forged' },
      back: '/',
    });
  });

  it("reads Facebook's Cancel in the query, and leaves any other address alone", () => {
    expect(
      readFacebookReturn('#_=_', '?error=access_denied&error_reason=user_denied&state=abc123', sent),
    ).toEqual({
      answer: { kind: 'cancelled' },
      back: '/aboutBtc',
    });
    expect(readFacebookReturn('#/join', '', sent)).toBeUndefined();
  });

  it('returns only to a route of the app', () => {
    const elsewhere = JSON.stringify({ state: 's', back: 'https://evil.test/' });
    expect(readFacebookReturn('#access_token=t&state=s', '', elsewhere)?.back).toBe('/');
  });
});
