import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../storybook/axe';
import { Button } from '../Button/Button';
import { Dialog, DialogContent, DialogTrigger } from './Dialog';

function LoginDialog({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Dialog onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>Log in</Button>
      </DialogTrigger>
      <DialogContent title="Welcome back" closeLabel="Close">
        <label>
          Username <input />
        </label>
        <Button>Submit</Button>
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  test('has no accessibility violations when open', async () => {
    await render(<LoginDialog />);
    await userEvent.click(page.getByRole('button', { name: 'Log in' }));
    await expect.element(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
    await expectNoAxeViolations();
  });

  test('keeps Tab focus inside the dialog', async () => {
    await render(<LoginDialog />);
    await userEvent.click(page.getByRole('button', { name: 'Log in' }));
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await expect.element(dialog).toBeVisible();

    for (let press = 0; press < 6; press += 1) {
      await userEvent.keyboard('{Tab}');
      expect(dialog.element().contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(dialog.element().contains(document.activeElement)).toBe(true);
  });

  test('Escape closes it and returns focus to the trigger', async () => {
    const onOpenChange = vi.fn();
    await render(<LoginDialog onOpenChange={onOpenChange} />);
    const trigger = page.getByRole('button', { name: 'Log in' });
    await userEvent.click(trigger);
    await expect.element(page.getByRole('dialog')).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await expect.element(trigger).toHaveFocus();
  });

  test('the title bar close button closes it', async () => {
    await render(<LoginDialog />);
    await userEvent.click(page.getByRole('button', { name: 'Log in' }));
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });
});
