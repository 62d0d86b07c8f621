import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { WageringMeter, wageringProgress, wageringRemaining } from './WageringMeter';

const labels = {
  bonus: 'Bonus held',
  wagered: 'Wagered so far',
  remaining: 'Still needed',
  expires: 'Expires',
  progress: 'Wagering progress',
};

describe('WageringMeter', () => {
  test('measures wagering exactly, in cents, never above the requirement', () => {
    expect(wageringRemaining('1875.5', '5000')).toBe('3124.50');
    expect(wageringRemaining('0.01', '0.03')).toBe('0.02');
    expect(wageringRemaining('6000', '5000')).toBe('0.00');
    expect(wageringProgress('1875.5', '5000')).toBe(37);
    // 99.99 % is not done: the bar shows 100 only once the requirement is met.
    expect(wageringProgress('4999.99', '5000')).toBe(99);
    expect(wageringProgress('5000', '5000')).toBe(100);
    expect(wageringProgress('7000', '5000')).toBe(100);
    expect(() => wageringProgress('1e3', '5000')).toThrow(RangeError);
  });

  test('names the bar and says what is still needed in the player’s money format', async () => {
    const screen = await render(
      <WageringMeter
        title="First-deposit bonus"
        labels={labels}
        bonus="50"
        wagered="1000"
        required="5000"
        expires="22/2/2027"
        currency="EUR"
        locale="es"
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Wagering progress' });
    await expect.element(bar).toHaveAttribute('aria-valuenow', '20');
    // Spanish writes a no-break space before '%' and '€'.
    await expect.element(bar).toHaveAttribute('aria-valuetext', '20\u00a0% · Still needed: 4000,00\u00a0€');
    const region = screen.getByRole('region', { name: 'First-deposit bonus' });
    await expect.element(region).toHaveTextContent('Bonus held50,00 €');
    await expect.element(region).toHaveTextContent('Still needed4000,00 €');
    await expect.element(region).toHaveTextContent('Expires22/2/2027');
  });

  test('marks the game type being played in the contribution table; the strip shows only its share', async () => {
    const contributions = {
      caption: 'How much each game counts',
      gameTypeHeader: 'Game type',
      percentHeader: 'Counts',
      currentLabel: 'Playing now',
      rows: [
        { id: 'slot', gameType: 'Slots', percent: 100 },
        { id: 'table', gameType: 'Table games', percent: 10, current: true },
      ],
    };
    const props = {
      title: 'Bonus',
      labels,
      bonus: '5',
      wagered: '0',
      required: '250',
      expires: 'soon',
      currency: 'EUR',
      locale: 'en',
      contributions,
    };
    const screen = await render(<WageringMeter {...props} />);
    const table = screen.getByRole('table', { name: 'How much each game counts' });
    const rows = table.getByRole('row').elements();
    expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual([null, null, 'true']);
    expect(rows[2]?.textContent).toBe('Table gamesPlaying now10%');

    await screen.rerender(<WageringMeter {...props} variant="strip" />);
    await expect.element(screen.getByRole('table')).not.toBeInTheDocument();
    await expect
      .element(screen.getByRole('region', { name: 'Bonus' }))
      .toHaveTextContent('How much each game countsTable games: 10%');

    const unknown = { ...contributions, rows: contributions.rows.map((row) => ({ ...row, current: false })) };
    await screen.rerender(<WageringMeter {...props} contributions={unknown} variant="strip" />);
    await expect
      .element(screen.getByRole('region', { name: 'Bonus' }))
      .toHaveTextContent('How much each game countsSlots: 100% · Table games: 10%');
  });

  test('shows the note and the leave action it is given', async () => {
    const screen = await render(
      <WageringMeter
        title="Bonus"
        labels={labels}
        bonus="5"
        wagered="0"
        required="250"
        expires="soon"
        currency="EUR"
        locale="en"
        note="You keep your cash."
        action={<button type="button">Leave bonus</button>}
      />,
    );
    await expect.element(screen.getByText('You keep your cash.')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Leave bonus' })).toBeVisible();
  });
});
