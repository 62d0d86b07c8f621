import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { balance, credit, logIn, openApp, registeredMember } from './helpers';

/**
 * The house vendor's game client played for money in the casino's overlay (both projects: 1280 and
 * 375 px): each round's balance in the game frame is the one the casino's top bar shows.
 */
test.describe.configure({ timeout: 600_000 });

async function openGame(page: Page, name: string): Promise<FrameLocator> {
  await page.getByRole('button', { name, exact: true }).first().click();
  const game = page.getByRole('dialog', { name }).frameLocator('iframe');
  await expect(game.locator('[data-figure="balance"]')).toHaveText(/\d,\d{2}/, { timeout: 60_000 });
  return game;
}

/** The top bar follows the wallet on the overlay's 3 s beat: it must come to the game's figure. */
async function balancesMatch(page: Page, game: FrameLocator) {
  await expect(async () => {
    const inGame = (await game.locator('[data-figure="balance"]').textContent())?.trim();
    expect(inGame).toMatch(/\d,\d{2}/);
    await expect(balance(page).first()).toHaveText(inGame!, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

async function member(page: Page) {
  const { username, password } = await registeredMember(page);
  await credit(page, username, '500.00');
  await openApp(page);
  await logIn(page, username, password);
}

test('a slot spin lasts 2.5 s stake to stake, and a return at or below the stake is not celebrated', async ({
  page,
}) => {
  await member(page);
  const game = await openGame(page, 'Fruit Fortune');
  const spin = game.getByRole('button', { name: 'Girar' });
  const section = game.locator('section[data-round]');
  let returned = false;
  for (let round = 0; round < 40 && !returned; round += 1) {
    await expect(spin).toBeEnabled({ timeout: 60_000 });
    const before = await section.getAttribute('data-round');
    const started = Date.now();
    await spin.click();
    // a new round has been shown and the next stake is possible again
    await expect(section).not.toHaveAttribute('data-round', before ?? '', { timeout: 60_000 });
    await expect(spin).toBeEnabled({ timeout: 60_000 });
    expect(Date.now() - started, 'click to next possible stake').toBeGreaterThanOrEqual(2500);
    // the client's own measure, from the stake to the button coming back
    expect(Number(await section.getAttribute('data-cycle-ms'))).toBeGreaterThanOrEqual(2500);
    const result = game.getByTestId('slot-result');
    const kind = await result.getAttribute('data-result');
    if (kind === 'win') continue;
    // nothing back, or less than or equal to the stake: no celebration and no winning words
    await expect(game.locator('section[data-celebrating="true"]')).toHaveCount(0);
    await expect(result).not.toContainText(/ganas/i);
    returned = kind === 'returned';
  }
  expect(returned, 'a spin that paid at most its stake came up').toBe(true);
  await balancesMatch(page, game);
  // the last rounds and their receipts are one tap away
  await game.getByRole('button', { name: 'Historial' }).click();
  await expect(game.getByTestId('history').locator('tbody tr').first()).toBeVisible();
});

test('a roulette round with an inside and an outside bet', async ({ page }) => {
  await member(page);
  const game = await openGame(page, 'European Roulette');
  await game.locator('[data-spot="n17"]').click();
  await game.locator('[data-spot="red"]').click();
  await game.locator('[data-spot="dozen2"]').click();
  await game.getByRole('button', { name: 'Deshacer' }).click();
  await expect(game.getByText(/Apuesta total 2,00/)).toBeVisible();
  await game.getByTestId('spin').click();
  await expect(game.getByTestId('roulette-result')).toHaveAttribute('data-number', /^\d+$/, {
    timeout: 90_000,
  });
  await expect(game.getByTestId('last-numbers').locator('span')).not.toHaveCount(0);
  await balancesMatch(page, game);
});
