import { describe, expect, it } from 'vitest';
import { fun, MEMBER, pluginApp, pluginStores, real } from '../testing/pluginSuite';

/** Real rounds paid through the signed wallet calls, their failures made whole, and play for fun. */
describe.each(pluginStores())(
  'house vendor plugin: rounds settled through the casino wallet ($name)',
  ({ make }) => {
    const t = pluginApp(make);
    const { open, call, cents, operations } = t;

    it('settles a real slot round at the casino: the bet, then the win (0.00 on a loss)', async () => {
      const session = await open(real('house_fruit_fortune'));
      const state = await call(session, '/session');
      expect(state.data).toMatchObject({ mode: 'real', currency: 'EUR', balance: '100.00' });
      const spin = await call(session, '/slot/spin', { bet: '2.00' });
      expect(spin.error).toBe(0);
      const { outcome, roundId, balance } = spin.data;
      const [, bet, win] = t.casino.requests;
      expect(operations()).toEqual(['balance', 'bet', 'win']);
      expect(bet!.body).toMatchObject({
        roundId,
        amount: '2.00',
        gameId: 11,
        currency: 'EUR',
        transactionId: `${roundId}-bet-1`,
      });
      expect(win!.body).toMatchObject({ roundId, transactionId: `${roundId}-win` });
      expect(cents(String(win!.body.amount))).toBe(outcome.payoutCents);
      expect(t.casino.balances.get(MEMBER)).toBe(10_000 - 200 + outcome.payoutCents);
      expect(cents(balance)).toBe(t.casino.balances.get(MEMBER));
    });

    it('plays roulette and blackjack through the signed wallet, balance moving by the rule tables', async () => {
      const roulette = await open(real('house_roulette'));
      const spin = await call(roulette, '/roulette/spin', {
        bets: [
          { kind: 'red', amount: '1.00' },
          { kind: 'straight', numbers: [17], amount: '0.50' },
        ],
      });
      expect(spin.error).toBe(0);
      const { number } = spin.data.outcome;
      const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(number);
      const expected = (red ? 200 : 0) + (number === 17 ? 1800 : 0);
      expect(spin.data.outcome.payoutCents).toBe(expected);
      expect(t.casino.balances.get(MEMBER)).toBe(10_000 - 150 + expected);
      expect(operations().filter((operation) => operation === 'win')).toHaveLength(1);

      const table = await open(real('house_blackjack'));
      const before = t.casino.balances.get(MEMBER)!;
      let hand = (await call(table, '/blackjack/deal', { bet: '10.00' })).data.blackjack;
      while (hand.phase === 'player') {
        hand = (
          await call(table, '/blackjack/action', {
            roundId: hand.roundId,
            action: hand.legalActions.includes('double') ? 'double' : 'stand',
          })
        ).data.blackjack;
      }
      const staked = hand.hands.reduce((sum: number, each: { betCents: number }) => sum + each.betCents, 0);
      expect(t.casino.balances.get(MEMBER)).toBe(before - staked + hand.payoutCents);
      // the table's own win (opening its page set the count going afresh)
      expect(operations().filter((operation) => operation === 'win')).toHaveLength(1);
    });

    it('refuses a bet above the balance and changes nothing', async () => {
      t.casino.balances.set(MEMBER, 150);
      const session = await open(real('house_fruit_fortune'));
      const spin = await call(session, '/slot/spin', { bet: '2.00' });
      expect(spin).toMatchObject({ error: 2, data: null });
      expect(spin.message).toMatch(/insufficient/i);
      expect(t.casino.balances.get(MEMBER)).toBe(150);
      expect(operations()).toEqual(['bet']);
      expect((await call(session, '/receipts')).data).toEqual([]);
    });

    it('detects a forged wallet answer: nothing is played and the bet is rolled back', async () => {
      const session = await open(real('house_fruit_fortune'));
      t.casino.forgeWith('not-the-shared-secret');
      const spin = await call(session, '/slot/spin', { bet: '1.00' });
      expect(spin).toMatchObject({ error: 9, data: null });
      // the bet reached the casino, the vendor could not trust the answer, so it cancelled the bet (3 tries)
      expect(operations()).toEqual(['bet', 'rollback', 'rollback', 'rollback']);
      expect(t.casino.requests[1]!.body).toMatchObject({
        referenceTransactionId: t.casino.requests[0]!.body.transactionId,
      });
      expect(t.casino.balances.get(MEMBER)).toBe(10_000);
      t.casino.forgeWith(null);
      expect((await call(session, '/receipts')).data).toEqual([]);
    });

    it('retries a win lost on the network with the same transaction id, credited once', async () => {
      const session = await open(real('house_roulette'));
      t.casino.dropAnswers('win', 1);
      const spin = await call(session, '/roulette/spin', { bets: [{ kind: 'even', amount: '5.00' }] });
      expect(spin.error).toBe(0);
      const wins = t.casino.requests.filter((request) => request.operation === 'win');
      expect(wins).toHaveLength(2);
      expect(wins[1]!.body).toEqual(wins[0]!.body);
      expect(t.casino.balances.get(MEMBER)).toBe(10_000 - 500 + spin.data.outcome.payoutCents);
      expect(cents(spin.data.balance)).toBe(t.casino.balances.get(MEMBER));
    });

    it('rolls back a bet whose answer was lost, so the player is whole', async () => {
      const session = await open(real('house_fruit_fortune'));
      t.casino.dropAnswers('bet', 1);
      const spin = await call(session, '/slot/spin', { bet: '4.00' });
      expect(spin.error).toBe(9);
      expect(operations()).toEqual(['bet', 'rollback']);
      expect(t.casino.balances.get(MEMBER)).toBe(10_000);
    });

    it('play for fun uses a 1000.00 demo balance and never calls the wallet', async () => {
      const session = await open(fun('house_fruit_fortune'));
      expect((await call(session, '/session')).data).toMatchObject({ mode: 'fun', balance: '1000.00' });
      let balance = 100_000;
      for (let spin = 0; spin < 5; spin += 1) {
        const result = await call(session, '/slot/spin', { bet: '10.00' });
        balance += result.data.outcome.payoutCents - 1000;
        expect(cents(result.data.balance)).toBe(balance);
      }
      const table = await open(fun('house_blackjack'));
      const hand = await call(table, '/blackjack/deal', { bet: '10.00' });
      expect(hand.error).toBe(0);
      expect(t.casino.requests).toHaveLength(0);
    });

    it('stops new rounds when the launch token expires but still settles the hand in play', async () => {
      const session = await open(real('house_blackjack'), 60);
      let hand = (await call(session, '/blackjack/deal', { bet: '10.00' })).data.blackjack;
      while (hand.phase === 'settled')
        hand = (await call(session, '/blackjack/deal', { bet: '10.00' })).data.blackjack;
      t.now = new Date(t.now.getTime() + 120_000);
      const betsBefore = operations().filter((operation) => operation === 'bet').length;
      const deal = await call(session, '/blackjack/deal', { bet: '10.00' });
      expect(deal).toMatchObject({ error: 2, data: null });
      expect(deal.message).toMatch(/finish the hand/i);
      const stood = await call(session, '/blackjack/action', { roundId: hand.roundId, action: 'stand' });
      expect(stood.data.blackjack.phase).toBe('settled');
      expect(t.casino.requests.at(-1)).toMatchObject({ operation: 'win', body: { roundId: hand.roundId } });
      const after = await call(session, '/blackjack/deal', { bet: '10.00' });
      expect(after).toMatchObject({ error: -2, data: null });
      expect(operations().filter((operation) => operation === 'bet')).toHaveLength(betsBefore);
    });
  },
);
