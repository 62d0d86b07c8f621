import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../storybook/axe';
import { BankingMethodList } from './BankingMethodList';

const props = {
  title: 'Deposit methods',
  limitsLabel: 'Limits',
  timeLabel: 'Processing time',
  emptyText: 'None for you yet',
};

describe('BankingMethodList', () => {
  test('has no accessibility violations', async () => {
    await render(
      <BankingMethodList
        {...props}
        methods={[{ code: 'A', name: 'Pix', limits: '€10 – €50', time: 'Instant' }]}
      />,
    );
    await expectNoAxeViolations();
  });

  test('names each method with its limits and time', async () => {
    await render(
      <BankingMethodList
        {...props}
        methods={[
          { code: 'A', name: 'Pix', limits: '€10.00 – €5,000.00', time: 'Instant' },
          { code: 'B', name: 'Crypto', limits: '€10.00 – €5,000.00', time: '10–60 minutes' },
        ]}
      />,
    );
    const region = page.getByRole('region', { name: 'Deposit methods' });
    await expect
      .element(region.getByRole('listitem').nth(1))
      .toHaveTextContent(/Crypto.*Limits.*€10\.00 – €5,000\.00.*Processing time.*10–60 minutes/);
  });

  test('says so when there is no method', async () => {
    await render(<BankingMethodList {...props} methods={[]} />);
    await expect.element(page.getByText('None for you yet')).toBeVisible();
  });
});
