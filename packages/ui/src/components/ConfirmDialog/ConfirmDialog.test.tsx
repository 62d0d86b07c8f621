import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../storybook/axe';
import { ConfirmDialog } from './ConfirmDialog';

const texts = { title: 'Log out?', message: 'Sure?', confirmLabel: 'Log out', cancelLabel: 'Cancel' };

describe('ConfirmDialog', () => {
  test('has no accessibility violations', async () => {
    await render(<ConfirmDialog open onOpenChange={() => {}} onConfirm={() => {}} {...texts} />);
    await expect.element(page.getByRole('alertdialog', { name: 'Log out?' })).toBeVisible();
    await expectNoAxeViolations();
  });

  test('Enter on the initial focus cancels rather than confirms', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    await render(<ConfirmDialog open onOpenChange={onOpenChange} onConfirm={onConfirm} {...texts} />);
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  test('the confirm button confirms and closes', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    await render(<ConfirmDialog open onOpenChange={onOpenChange} onConfirm={onConfirm} {...texts} />);
    await userEvent.click(page.getByRole('button', { name: 'Log out' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
