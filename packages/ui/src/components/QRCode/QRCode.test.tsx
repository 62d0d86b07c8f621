import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { QRCode } from './QRCode';

describe('QRCode', () => {
  test('draws the value as a labelled SVG image, and a different value draws a different code', async () => {
    const screen = await render(<QRCode value="bc1q-first" label="Deposit address" loadingText="Loading" />);
    const image = screen.getByRole('img', { name: 'Deposit address' });
    await expect.element(image).toBeVisible();
    expect(image.element().tagName.toLowerCase()).toBe('svg');
    const first = image.element().innerHTML;

    await screen.rerender(<QRCode value="bc1q-second" label="Deposit address" loadingText="Loading" />);
    expect(screen.getByRole('img', { name: 'Deposit address' }).element().innerHTML).not.toBe(first);
  });
});
