import { afterEach, describe, expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { CopyField } from './CopyField';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CopyField', () => {
  test('copies the value and reports success', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const onCopied = vi.fn();
    const onCopyFailed = vi.fn();
    const screen = await render(
      <CopyField
        label="Address"
        value="bc1q-address"
        copyLabel="Copy"
        onCopied={onCopied}
        onCopyFailed={onCopyFailed}
      />,
    );
    await expect.element(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('bc1q-address');
    await screen.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => onCopied.mock.calls.length).toBe(1);
    expect(writeText).toHaveBeenCalledWith('bc1q-address');
    expect(onCopyFailed).not.toHaveBeenCalled();
  });

  test('reports a refused clipboard as a failure', async () => {
    const refusal = new DOMException('Write permission denied.', 'NotAllowedError');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(refusal);
    const onCopied = vi.fn();
    const onCopyFailed = vi.fn();
    const screen = await render(
      <CopyField
        label="Address"
        value="bc1q-address"
        copyLabel="Copy"
        onCopied={onCopied}
        onCopyFailed={onCopyFailed}
      />,
    );
    await screen.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => onCopyFailed.mock.calls.length).toBe(1);
    expect(onCopyFailed).toHaveBeenCalledWith(refusal);
    expect(onCopied).not.toHaveBeenCalled();
  });
});

describe('CopyField with a shorter text shown', () => {
  test('shows the short text and copies the exact value, by the button and by selecting it', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const onCopied = vi.fn();
    const screen = await render(
      <CopyField
        label="Amount"
        value="0.033333333333333334"
        shown="0.03333334"
        copyLabel="Copy"
        onCopied={onCopied}
        onCopyFailed={() => {}}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Amount' });
    await expect.element(field).toHaveValue('0.03333334');
    await screen.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => onCopied.mock.calls.length).toBe(1);
    expect(writeText).toHaveBeenCalledWith('0.033333333333333334');

    const copied = new DataTransfer();
    field.element().dispatchEvent(new ClipboardEvent('copy', { clipboardData: copied, bubbles: true }));
    expect(copied.getData('text/plain')).toBe('0.033333333333333334');
  });
});
