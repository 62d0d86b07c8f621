import { type BrowserContext, expect, type FrameLocator, type Page, test } from '@playwright/test';
import { credit, openAppSignedIn, registeredMember } from './helpers';

/**
 * The shared roulette table (issue 29): two players in two browsers bet on the same round of the one
 * wheel and both see the same result and their own settlement. The e2e server takes bets for 10 s a
 * round (SHARED_TABLE_BETTING_SECONDS in playwright.config.ts), so a round is about 20 s.
 */
test.describe.configure({ timeout: 180_000 });

const TABLE = 'Shared Roulette Table';
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

async function seat(page: Page): Promise<FrameLocator> {
  const { username, password } = await registeredMember(page);
  await credit(page, username, '100.00');
  await openAppSignedIn(page, { username, password });
  await page.getByRole('button', { name: TABLE, exact: true }).first().click();
  const game = page.getByRole('dialog', { name: TABLE }).frameLocator('iframe');
  await expect(game.getByTestId('table-phase')).toHaveAttribute('data-phase', /betting|spinning|result/, {
    timeout: 60_000,
  });
  return game;
}

test('two players bet on the same round and see the same result and their own settlement', async ({
  page,
  browser,
}, testInfo) => {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
  let other: BrowserContext | null = null;
  try {
    other = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL });
    const [alice, bob] = await Promise.all([seat(page), seat(await other.newPage())]);
    const phase = (game: FrameLocator) => game.getByTestId('table-phase');

    // both at the same round while it takes bets (a round that closes on a slow click is retried)
    let round = '';
    for (let attempt = 0; attempt < 4 && !round; attempt += 1) {
      await expect(phase(alice)).toHaveAttribute('data-phase', 'betting', { timeout: 30_000 });
      const current = (await phase(alice).getAttribute('data-round'))!;
      await expect(phase(bob)).toHaveAttribute('data-round', current, { timeout: 10_000 });
      for (const game of [alice, bob]) {
        const clear = game.getByRole('button', { name: 'Borrar' });
        if (await clear.isEnabled()) await clear.click();
      }
      await alice.locator('[data-spot="red"]').click();
      await bob.locator('[data-spot="black"]').click();
      await Promise.all([alice.getByTestId('place-bets').click(), bob.getByTestId('place-bets').click()]);
      const staked = async (game: FrameLocator) =>
        expect(game.getByTestId('my-stake'))
          .toContainText('5,00', { timeout: 5_000 })
          .then(() => true)
          .catch(() => false);
      if ((await staked(alice)) && (await staked(bob))) round = current;
      else {
        // closed before both bets were taken: clear the layout and wait for the next round
        await expect(phase(alice)).not.toHaveAttribute('data-round', current, { timeout: 30_000 });
      }
    }
    expect(round, 'both bets taken on one round').not.toBe('');
    // the table's stakes count both players, each sees the other's
    await expect(alice.getByTestId('table-stakes')).toContainText('10,00', { timeout: 10_000 });
    await expect(bob.getByTestId('table-stakes')).toContainText('10,00');

    // the settlement stays on show after the result, so a slow page that missed the result still has it
    for (const game of [alice, bob]) {
      await expect(game.getByTestId('table-settlement')).toHaveAttribute('data-round', round, {
        timeout: 40_000,
      });
    }
    const number = Number(await alice.getByTestId('table-settlement').getAttribute('data-number'));
    await expect(bob.getByTestId('table-settlement')).toHaveAttribute('data-number', String(number));
    // each their own settlement: red pays 1:1 on a red number, black on a black one, zero takes both
    const paid = (colour: 'red' | 'black') =>
      number !== 0 && RED.has(number) === (colour === 'red') ? '10.00' : '0.00';
    await expect(alice.getByTestId('table-settlement')).toHaveAttribute('data-payout', paid('red'));
    await expect(bob.getByTestId('table-settlement')).toHaveAttribute('data-payout', paid('black'));
    // a lost bet is not celebrated
    const loser = paid('red') === '0.00' ? alice : bob;
    await expect(loser.locator('section[data-celebrating="true"]')).toHaveCount(0);
    // one wheel: both are shown the same round's seed hash and, once bets close, the same seed
    await expect(async () => {
      const [hash, seed] = await Promise.all([
        alice.getByTestId('seed-hash').textContent(),
        alice.getByTestId('seed').textContent(),
      ]);
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      await expect(bob.getByTestId('seed-hash')).toHaveText(hash!, { timeout: 1000 });
      await expect(bob.getByTestId('seed')).toHaveText(seed!, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
  } finally {
    await other?.close();
  }
});
