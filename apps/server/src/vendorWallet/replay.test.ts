import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { getBalances } from '../wallet/balances.js';
import { credit } from '../wallet/ledger.js';
import { replayWindowSeconds, SeenCalls, signRequest } from './signature.js';
import { createLaunch, createMember, seedGames } from './testing.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedGames(t.db);
});
afterAll(async () => t.close());

async function send(payload: string, header: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/vendor/wallet/bet',
    headers: { 'content-type': 'application/json', 'x-signature': header },
    payload,
  });
  return response.json() as { error: number; data: { code: string } };
}

describe('what a signed wallet call carries (issue 13 finding 12)', () => {
  it('refuses a call signed more than 300 s away from now, either way', async () => {
    const member = await createMember(t.db, { cash: '10.00' });
    const sessionToken = await createLaunch(t.db, member.id, 3);
    const payload = JSON.stringify({
      sessionToken,
      gameId: 3,
      roundId: 'old',
      transactionId: 'old-1',
      amount: '1.00',
    });
    const secret = t.config.houseVendorSecrets.request;
    expect((await send(payload, signRequest(secret, payload, Date.now() - 301_000))).data.code).toBe(
      'INVALID_SIGNATURE',
    );
    expect((await send(payload, signRequest(secret, payload, Date.now() + 301_000))).data.code).toBe(
      'INVALID_SIGNATURE',
    );
    expect((await getBalances(t.db, member.id)).availableBalance).toBe('10.00');
  });

  it('refuses a replay of a refused bet once the balance would allow it', async () => {
    const member = await createMember(t.db, { cash: '1.00' });
    const sessionToken = await createLaunch(t.db, member.id, 3);
    const payload = JSON.stringify({
      sessionToken,
      gameId: 3,
      roundId: 'r',
      transactionId: 'replayed',
      amount: '5.00',
    });
    const header = signRequest(t.config.houseVendorSecrets.request, payload);
    expect((await send(payload, header)).data.code).toBe('INSUFFICIENT_FUNDS');
    await credit(t.db, {
      memberId: member.id,
      type: 'DEPOSIT',
      class: 1,
      amount: '100.00',
      externalRef: `replay:${member.id}`,
    });
    expect((await send(payload, header)).data.code).toBe('INVALID_SIGNATURE');
    expect((await getBalances(t.db, member.id)).availableBalance).toBe('101.00');
    // The vendor's own retry is signed anew and goes through.
    const retry = await send(
      payload,
      signRequest(t.config.houseVendorSecrets.request, payload, Date.now() + 1000),
    );
    expect(retry.data.code).toBe('OK');
    expect((await getBalances(t.db, member.id)).availableBalance).toBe('96.00');
  });

  it('never accepts the launch or answer secret for a call', async () => {
    const member = await createMember(t.db, { cash: '10.00' });
    const sessionToken = await createLaunch(t.db, member.id, 3);
    const payload = JSON.stringify({
      sessionToken,
      gameId: 3,
      roundId: 'x',
      transactionId: 'x-1',
      amount: '1.00',
    });
    for (const secret of [t.config.houseVendorSecrets.launch, t.config.houseVendorSecrets.answer]) {
      expect((await send(payload, signRequest(secret, payload))).data.code).toBe('INVALID_SIGNATURE');
    }
    expect(new Set(Object.values(t.config.houseVendorSecrets)).size).toBe(3);
  });
});

describe('the calls seen inside the replay window', () => {
  it('refuses a repeat inside the window, forgets it after, and keeps no expired call', () => {
    const seen = new SeenCalls();
    const start = 1_800_000_000_000;
    const lifetime = 2 * replayWindowSeconds * 1000;
    expect(seen.firstSighting('a', start)).toBe(true);
    expect(seen.firstSighting('a', start + lifetime - 1)).toBe(false);
    for (let call = 0; call < 20_000; call++) expect(seen.firstSighting(`b${call}`, start + call)).toBe(true);
    // Everything from the first millisecond has expired; only what is younger than the window stays.
    expect(seen.firstSighting('a', start + lifetime + 20_000)).toBe(true);
    expect(seen.size).toBe(1);
    expect(seen.firstSighting('b19999', start + lifetime + 20_000)).toBe(true);
  });
});
