import { describe, expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { PaymentPanel } from './PaymentPanel';

describe('PaymentPanel', () => {
  test('shows the QR and each value to copy, and copies the one asked for', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const onCopied = vi.fn();
    const screen = await render(
      <PaymentPanel
        qrValue="bitcoin:bc1qaddress?amount=0.1"
        qrLabel="QR code to pay"
        qrLoadingText="Preparing"
        fields={[
          { label: 'Address', value: 'bc1qaddress' },
          { label: 'Amount', value: '0.1' },
        ]}
        copyLabel="Copy"
        onCopied={onCopied}
        onCopyFailed={() => {}}
      >
        <button type="button">Done</button>
      </PaymentPanel>,
    );
    await expect.element(screen.getByRole('img', { name: 'QR code to pay' })).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('0.1');
    await screen.getByRole('button', { name: 'Copy' }).nth(1).click();
    await expect.poll(() => onCopied.mock.calls.length).toBe(1);
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith('0.1');
    await expect.element(screen.getByRole('button', { name: 'Done' })).toBeVisible();
  });
});
