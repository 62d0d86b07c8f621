import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../storybook/axe';
import { PromotionCard } from './PromotionCard';

describe('PromotionCard', () => {
  test('has no accessibility violations', async () => {
    await render(
      <PromotionCard image="data:," text="Double your deposit" actionLabel="Deposit" onAction={() => {}} />,
    );
    await expectNoAxeViolations();
  });

  test('says the offer and runs its action from its one button', async () => {
    const onAction = vi.fn();
    await render(<PromotionCard text="Double your deposit" actionLabel="Deposit now" onAction={onAction} />);
    await expect.element(page.getByText('Double your deposit')).toBeVisible();
    await expect.element(page.getByRole('img')).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Deposit now' }));
    expect(onAction).toHaveBeenCalledOnce();
  });
});
