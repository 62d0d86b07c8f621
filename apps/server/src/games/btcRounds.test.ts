import { verifyLaunchToken } from '@casino/house-vendor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { freePort } from '../test/freePort.js';
import { signRequest } from '../vendorWallet/signature.js';
import { createMember, createMemberSession } from '../vendorWallet/testing.js';
import { getBalances } from '../wallet/balances.js';

/*
 * A BTC account plays (issue 25): the launch carries the tile's limits converted at BTC's rate to the
 * satoshi, the house vendor stakes in satoshis and the wallet books them, to the satoshi, in the
 * balance, the ledger, the round and the BTC jackpot pool.
 */

let t: TestApp;
let base: string;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ publicUrl: base, houseVendorWalletUrl: `${base}/api/vendor/wallet` });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => t.close());

interface Envelope<T = unknown> {
  error: number;
  message: string;
  data: T;
}

async function launch(gameId: number, token: string): Promise<URL> {
  const response = await fetch(`${base}/api/sys/game/getLaunchUrl`, {
    method: 'POST',
    headers: { 'x-fe-lang': 'en', authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
    body: `id=${gameId}&channel=pc`,
  });
  const answer = (await response.json()) as Envelope<string>;
  expect(answer.error, answer.message).toBe(0);
  return new URL(answer.data);
}

async function openPage(url: URL): Promise<string> {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  return /<meta name="house-session" content="([^"]+)">/.exec(await page.text())![1]!;
}

async function vendorPage<T>(path: string, session: string, body: object): Promise<Envelope<T>> {
  const response = await fetch(`${base}/vendor/house/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-house-session': session },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

/** Satoshis of a BTC amount as the database or the API writes it ('0.00000340', '-0.0000034'). */
const sats = (amount: string | number): bigint => {
  const [whole, fraction = ''] = String(amount).replace('-', '').split('.');
  const units = BigInt(whole!) * 100_000_000n + BigInt(fraction.padEnd(8, '0').slice(0, 8));
  return String(amount).startsWith('-') ? -units : units;
};
const btc = (units: bigint) => `${units / 100_000_000n}.${String(units % 100_000_000n).padStart(8, '0')}`;

describe('a BTC member plays through the house vendor', () => {
  it('plays a slot, a roulette and a blackjack round to the satoshi, and refuses a stake under the minimum', async () => {
    const member = await createMember(t.db, { cash: '0.01000000', currency: 'BTC' });
    const token = await createMemberSession(t.db, member.id);
    const rate = await t.db
      .selectFrom('currency')
      .select('exchange_rate')
      .where('code', '=', 'BTC')
      .executeTakeFirstOrThrow();
    const games = await t.db
      .selectFrom('game')
      .select(['id', 'game_code', 'min_bet', 'max_bet'])
      .where('enabled', '=', 1)
      .execute();
    const gameOf = (prefix: string) => games.find((game) => game.game_code.startsWith(prefix))!;
    // the reference figure in satoshis at BTC's rate: a minimum rounded up, a maximum down
    const rateCents = sats(String(rate.exchange_rate)) / 1_000_000n;
    const converted = (figure: string | number, up: boolean) => {
      const numerator = sats(figure) * 100n;
      return up ? (numerator + rateCents - 1n) / rateCents : numerator / rateCents;
    };
    const limitsOf = (game: (typeof games)[number]) => ({
      min: converted(game.min_bet, true),
      max: converted(game.max_bet, false),
    });

    // The slot: its launch carries the tile's limits in BTC, and its stake is whole satoshis a line.
    const slot = gameOf('slot:fruit_fortune');
    const slotUrl = await launch(slot.id, token);
    const claims = verifyLaunchToken(t.config.houseVendorSecrets.launch, slotUrl.searchParams.get('token')!);
    expect(claims).toMatchObject({
      ok: true,
      claims: { currency: 'BTC', minBet: btc(limitsOf(slot).min), maxBet: btc(limitsOf(slot).max) },
    });
    const slotPage = await openPage(slotUrl);
    const slotStake = ((limitsOf(slot).min + 19n) / 20n) * 20n;
    // under the converted minimum the vendor asks the casino nothing
    const tooSmall = await vendorPage('/slot/spin', slotPage, { bet: btc(slotStake - 20n) });
    expect(tooSmall.error).not.toBe(0);
    const spin = await vendorPage<{ balance: string }>('/slot/spin', slotPage, { bet: btc(slotStake) });
    expect(spin.error, spin.message).toBe(0);
    expect(spin.data.balance).toMatch(/^0\.\d{8}$/);

    const roulette = gameOf('roulette:');
    const rouletteStake = limitsOf(roulette).min;
    const wheel = await vendorPage('/roulette/spin', await openPage(await launch(roulette.id, token)), {
      bets: [{ kind: 'red', amount: btc(rouletteStake) }],
    });
    expect(wheel.error, wheel.message).toBe(0);

    const blackjack = gameOf('blackjack:');
    const blackjackStake = limitsOf(blackjack).min + (limitsOf(blackjack).min % 2n);
    const table = await openPage(await launch(blackjack.id, token));
    type Hand = { roundId: string; balance: string; blackjack: { phase: string } };
    let hand = await vendorPage<Hand>('/blackjack/deal', table, { bet: btc(blackjackStake) });
    expect(hand.error, hand.message).toBe(0);
    for (let moves = 0; hand.data.blackjack.phase !== 'settled' && moves < 10; moves += 1) {
      hand = await vendorPage<Hand>('/blackjack/action', table, {
        roundId: hand.data.roundId,
        action: 'stand',
      });
      expect(hand.error, hand.message).toBe(0);
    }
    expect(hand.data.blackjack.phase).toBe('settled');

    // Every ledger row to the satoshi; the balance is the deposit, less the stakes, plus the wins.
    const ledger = await t.db
      .selectFrom('wallet_ledger')
      .select(['type', 'amount'])
      .where('member_id', '=', member.id)
      .orderBy('id')
      .execute();
    const stakes = [slotStake, rouletteStake, blackjackStake];
    expect(ledger.filter((row) => row.type === 'GAME_BET').map((row) => sats(row.amount))).toEqual(
      stakes.map((stake) => -stake),
    );
    const rounds = await t.db
      .selectFrom('game_round')
      .select(['game_id', 'bet_amount', 'win_amount'])
      .where('member_id', '=', member.id)
      .execute();
    expect(rounds.map((round) => [round.game_id, sats(round.bet_amount)])).toEqual(
      expect.arrayContaining([
        [slot.id, slotStake],
        [roulette.id, rouletteStake],
        [blackjack.id, blackjackStake],
      ]),
    );
    const wins = rounds.reduce((sum, round) => sum + sats(round.win_amount), 0n);
    const ledgerWins = ledger
      .filter((row) => row.type === 'GAME_WIN')
      .reduce((sum, row) => sum + sats(row.amount), 0n);
    expect(ledgerWins).toBe(wins);
    const expected = 1_000_000n - stakes.reduce((a, b) => a + b, 0n) + wins;
    expect(ledger.reduce((sum, row) => sum + sats(row.amount), 0n)).toBe(expected);
    const balances = await getBalances(t.db, member.id);
    expect(balances.availableBalance).toBe(btc(expected));
    expect(hand.data.balance).toBe(btc(expected));

    // The slot's stake fed the BTC pool with exactly 1% of it (a depositor's cash bet).
    const fed = await t.db
      .selectFrom('vendor_transaction')
      .select('jackpot_contribution')
      .where('member_id', '=', member.id)
      .where('kind', '=', 'BET')
      .where('game_id', '=', slot.id)
      .executeTakeFirstOrThrow();
    // 1% of a satoshi is 10^-10 BTC: the contribution keeps 10 decimals (migration 2153)
    expect(String(fed.jackpot_contribution)).toBe(`0.${String(slotStake).padStart(10, '0')}`);

    // A stake under the converted minimum sent straight to the wallet is refused, taking nothing.
    const payload = JSON.stringify({
      sessionToken: slotUrl.searchParams.get('token'),
      gameId: slot.id,
      roundId: 'under-the-minimum',
      transactionId: 'under-the-minimum-bet',
      amount: btc(limitsOf(slot).min - 1n),
      currency: 'BTC',
    });
    const refused = await fetch(`${base}/api/vendor/wallet/bet`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-fe-lang': 'en',
        'x-signature': signRequest(t.config.houseVendorSecrets.request, payload),
      },
      body: payload,
    });
    const answer = (await refused.json()) as Envelope<{ code: string; balance?: string }>;
    expect(answer.data.code).toBe('TABLE_LIMIT');
    expect(answer.message).toContain(btc(limitsOf(slot).min));
    expect((await getBalances(t.db, member.id)).availableBalance).toBe(btc(expected));
  });
});
