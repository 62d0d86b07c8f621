import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { GameCard } from './GameCard';

describe('GameCard', () => {
  test("is named by the game's name alone and described by its return and volatility", async () => {
    const screen = await render(
      <>
        <GameCard
          name="Golden Pharaoh"
          rtp="RTP 96.12 %"
          volatility={{ level: 'medium', label: 'Medium volatility' }}
          aria-describedby="pool"
        />
        <span id="pool">Jackpot €1,234.00</span>
      </>,
    );
    const card = screen.getByRole('button', { name: 'Golden Pharaoh', exact: true });
    await expect.element(card).toBeVisible();
    // the caller's description (a jackpot's pool) first, then the figures
    await expect
      .element(card)
      .toHaveAccessibleDescription(/^Jackpot €1,234\.00 RTP 96\.12 % ?Medium volatility$/);
    await expect.element(screen.getByText('RTP 96.12 %')).toBeVisible();
    await expect.element(screen.getByText('Medium volatility')).toBeVisible();
  });

  test('has no description without figures', async () => {
    const screen = await render(<GameCard name="Ruby Roulette" />);
    await expect
      .element(screen.getByRole('button', { name: 'Ruby Roulette', exact: true }))
      .not.toHaveAttribute('aria-describedby');
  });
});
