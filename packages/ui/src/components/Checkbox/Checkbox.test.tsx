import { describe, expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  test('clicking the label toggles it; the terms link does not', async () => {
    const onCheckedChange = vi.fn();
    const screen = await render(
      <Checkbox
        onCheckedChange={onCheckedChange}
        label={
          <>
            I accept the <a href="#terms">terms</a>
          </>
        }
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    await screen.getByText('I accept the').click();
    await expect.element(box).toHaveAttribute('aria-checked', 'true');
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    await screen.getByRole('link', { name: 'terms' }).click();
    await expect.element(box).toHaveAttribute('aria-checked', 'true');
    expect(onCheckedChange).toHaveBeenCalledTimes(1);
  });
});
