import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { balance, credit, openAppSignedIn, registeredMember } from './helpers';

/**
 * Each slot tile opens a game of its own (issue 29): one round of every studio slot for money on a
 * 375 px phone, each drawn from its own definition, settled with the casino's wallet.
 */
test.use({ viewport: { width: 375, height: 812 } });
test.describe.configure({ timeout: 900_000 });

// a pick names its own theme's object: the dig's chests, the fairy's lanterns (issue 32 §4)
const SLOTS: { name: string; id: string; pick?: string }[] = [
  { name: 'Cherry Bell Classic', id: 'cherry_bell_classic' },
  { name: 'Aegean Storm', id: 'aegean_storm' },
  { name: 'Jade Tiger Ways', id: 'jade_tiger_ways' },
  { name: "Pharaoh's Scarab", id: 'pharaoh_expanding' },
  { name: 'Treasure Dig', id: 'treasure_dig', pick: 'Cofre 1' },
  { name: 'Blood Moon', id: 'blood_moon' },
  { name: 'Frost Wolf', id: 'frost_wolf' },
  { name: 'Candy Cascade', id: 'candy_cascade' },
  { name: 'Panda Cash', id: 'panda_cash' },
  { name: 'Diamond Sevens', id: 'diamond_sevens' },
  { name: 'Lucky Clover', id: 'lucky_clover' },
  { name: 'Savanna Ways', id: 'savanna_ways' },
  { name: 'Gem Mine', id: 'gem_mine' },
  { name: 'Steam Vault', id: 'steam_vault' },
  { name: 'Thunder Peak', id: 'thunder_peak' },
  { name: 'Forest Fairy', id: 'forest_fairy', pick: 'Farolillo 1' },
];

async function openGame(page: Page, name: string): Promise<FrameLocator> {
  await page.getByRole('button', { name, exact: true }).first().click();
  const game = page.getByRole('dialog', { name }).frameLocator('iframe');
  await expect(game.locator('[data-figure="balance"]')).toHaveText(/\d,\d{2}/, { timeout: 60_000 });
  return game;
}

test('one round of every studio slot for money, each its own game', async ({ page }) => {
  const { username, password } = await registeredMember(page);
  await credit(page, username, '500.00');
  await openAppSignedIn(page, { username, password });
  for (const slot of SLOTS) {
    const game = await openGame(page, slot.name);
    const section = game.locator(`section[data-slot="${slot.id}"]`);
    await expect(section).toBeVisible();
    await expect(game.getByRole('button', { name: 'Girar' })).toBeEnabled({ timeout: 60_000 });
    if (slot.pick) await expect(game.getByRole('button', { name: slot.pick, exact: true })).toBeVisible();
    await game.getByTestId('spin').click();
    await expect(section).not.toHaveAttribute('data-round', '', { timeout: 120_000 });
    expect(Number(await section.getAttribute('data-cycle-ms'))).toBeGreaterThanOrEqual(2500);
    const result = await game.getByTestId('slot-result').getAttribute('data-result');
    expect(['none', 'returned', 'win']).toContain(result);
    if (result !== 'win') await expect(game.locator('section[data-celebrating="true"]')).toHaveCount(0);
    // the casino's top bar comes to the balance the game shows after the round
    await expect(async () => {
      const inGame = (await game.locator('[data-figure="balance"]').textContent())?.trim();
      await expect(balance(page).first()).toHaveText(inGame!, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    // its own rules: the pay table and the exact return of this slot's definition
    await game.getByRole('button', { name: 'Reglas' }).click();
    await expect(game.getByTestId('studio-rtp')).toContainText('%');
    await expect(game.getByTestId('pay-table').locator('img').first()).toBeVisible();
    await page.getByRole('dialog', { name: slot.name }).getByRole('button', { name: 'Cerrar' }).click();
  }
});
