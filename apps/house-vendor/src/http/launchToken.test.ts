import { describe, expect, it } from 'vitest';
import { createLaunchToken, launchPath, verifyLaunchToken } from './launchToken';

const SECRET = 'launch-secret';
const INPUT = { memberId: 42, gameId: 3, gameCode: 'house_roulette', currency: 'BRL', mode: 'real' } as const;
const NOW = new Date('2026-11-22T02:00:00Z');

describe('launch token', () => {
  it('carries the claims and their expiry', () => {
    const token = createLaunchToken(SECRET, INPUT, { ttlSeconds: 300, now: NOW });
    const check = verifyLaunchToken(SECRET, token, NOW);
    expect(check).toMatchObject({
      ok: true,
      expired: false,
      claims: { ...INPUT, iat: NOW.getTime() / 1000 },
    });
    expect(verifyLaunchToken(SECRET, token, new Date(NOW.getTime() + 300_000))).toMatchObject({
      ok: true,
      expired: true,
    });
  });

  it('is refused when signed with another secret or altered', () => {
    const token = createLaunchToken(SECRET, INPUT, { now: NOW });
    expect(verifyLaunchToken('other', token, NOW)).toEqual({ ok: false, reason: 'bad-signature' });
    const [prefix, payload, mac] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const altered = Buffer.from(JSON.stringify({ ...claims, memberId: 43 })).toString('base64url');
    expect(verifyLaunchToken(SECRET, `${prefix}.${altered}.${mac}`, NOW)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(verifyLaunchToken(SECRET, 'garbage', NOW)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('never carries a real-money launch without a member', () => {
    expect(() => createLaunchToken(SECRET, { ...INPUT, memberId: null })).toThrow();
    expect(
      verifyLaunchToken(SECRET, createLaunchToken(SECRET, { ...INPUT, memberId: null, mode: 'fun' }), NOW).ok,
    ).toBe(true);
  });

  it('is unique per launch and travels URL-encoded in the play path', () => {
    const a = createLaunchToken(SECRET, INPUT, { now: NOW });
    expect(createLaunchToken(SECRET, INPUT, { now: NOW })).not.toBe(a);
    expect(launchPath('/vendor/house', a)).toBe(`/vendor/house/play?token=${encodeURIComponent(a)}`);
  });
});
