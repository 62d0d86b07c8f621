import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../storybook/axe';
import { Stepper } from './Stepper';

const steps = ['Account', 'Personal details', 'Address'];
const renderStep = (current: number, onBack = vi.fn()) =>
  render(
    <Stepper steps={steps} current={current} backLabel="Back" label="Registration steps" onBack={onBack} />,
  );

describe('Stepper', () => {
  test('has no accessibility violations', async () => {
    await renderStep(1);
    await expectNoAxeViolations();
  });

  test('offers no back control on the first step', async () => {
    await renderStep(0);
    await expect.element(page.getByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('listitem').nth(0)).toHaveAttribute('aria-current', 'step');
  });

  test.each([1, 2])('step %i + 1 goes back with the back control', async (current) => {
    const onBack = vi.fn();
    await renderStep(current, onBack);
    await expect.element(page.getByRole('listitem').nth(current)).toHaveAttribute('aria-current', 'step');
    await userEvent.click(page.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});
