import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../storybook/axe';
import { RealityCheckDialog } from './RealityCheckDialog';

const props = () => ({
  open: true,
  title: 'Reality check',
  message: 'Play is paused.',
  figures: [
    { id: 'time', label: 'Time played', value: '30 minutes' },
    { id: 'net', label: 'Net position', value: '-€12.50', tone: 'negative' as const },
  ],
  continueLabel: 'Continue',
  historyLabel: 'See my history',
  logoutLabel: 'Log out',
  onContinue: vi.fn(),
  onHistory: vi.fn(),
  onLogout: vi.fn(),
});

describe('RealityCheckDialog', () => {
  test('shows the session figures, accessibly', async () => {
    await render(<RealityCheckDialog {...props()} />);
    await expect.element(page.getByRole('alertdialog', { name: 'Reality check' })).toBeVisible();
    await expect.element(page.getByText('-€12.50')).toBeVisible();
    await expectNoAxeViolations();
  });

  test('Escape does not dismiss it: only an answer does', async () => {
    const answers = props();
    await render(<RealityCheckDialog {...answers} />);
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('alertdialog')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'See my history' }));
    expect(answers.onHistory).toHaveBeenCalledOnce();
    await userEvent.click(page.getByRole('button', { name: 'Continue' }));
    expect(answers.onContinue).toHaveBeenCalledOnce();
    expect(answers.onLogout).not.toHaveBeenCalled();
  });
});
