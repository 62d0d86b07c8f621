import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../storybook/axe';
import { AlertDialog } from './AlertDialog';

function Harness({ onOk }: { onOk?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <AlertDialog
      open={open}
      onOpenChange={setOpen}
      title="Warning"
      message="Terms not accepted"
      okLabel="OK"
      onOk={onOk}
    />
  );
}

describe('AlertDialog', () => {
  test('has no accessibility violations', async () => {
    await render(<Harness />);
    await expect.element(page.getByRole('alertdialog', { name: 'Warning' })).toBeVisible();
    await expectNoAxeViolations();
  });

  test('focuses OK, and OK acknowledges and closes', async () => {
    const onOk = vi.fn();
    await render(<Harness onOk={onOk} />);
    await expect.element(page.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onOk).toHaveBeenCalledOnce();
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
  });

  test('Escape closes it', async () => {
    await render(<Harness />);
    await expect.element(page.getByRole('alertdialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
  });

  test('a confirmation reads as a success, not as a warning', async () => {
    await render(
      <AlertDialog
        open
        onOpenChange={() => {}}
        title="Sent"
        message="Request sent"
        okLabel="OK"
        tone="positive"
      />,
    );
    await expect
      .element(page.getByRole('alertdialog', { name: 'Sent' }))
      .toHaveAttribute('data-tone', 'positive');
    await render(<Harness />);
    await expect
      .element(page.getByRole('alertdialog', { name: 'Warning' }))
      .toHaveAttribute('data-tone', 'caution');
  });
});
