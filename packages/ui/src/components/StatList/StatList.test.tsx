import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { StatList } from './StatList';

describe('StatList', () => {
  test('pairs each figure with its label as a term and its definition', async () => {
    const screen = await render(
      <StatList
        aria-label="Balances"
        items={[
          { id: 'a', label: 'Bonus balance', value: '€20.00' },
          { id: 'b', label: 'Available points', value: '1,200', hint: 'Spend them in the VIP store' },
        ]}
      />,
    );
    const terms = screen
      .getByRole('term')
      .elements()
      .map((element) => element.textContent);
    const definitions = screen
      .getByRole('definition')
      .elements()
      .map((element) => element.textContent);
    expect(terms).toEqual(['Bonus balance', 'Available points']);
    expect(definitions).toEqual(['€20.00', '1,200', 'Spend them in the VIP store']);
  });
});
