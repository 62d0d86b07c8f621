import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../storybook/axe';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  test('has no accessibility violations, with or without an error', async () => {
    await render(<TextArea label="Message" error="Message required" />);
    await expectNoAxeViolations();
  });

  test('is named by its label, takes several lines and describes its error', async () => {
    await render(<TextArea label="Message" error="Message required" />);
    const box = page.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'first line{Enter}second line');
    await expect.element(box).toHaveValue('first line\nsecond line');
    await expect.element(box).toHaveAccessibleDescription('Message required');
    await expect.element(box).toHaveAttribute('aria-invalid', 'true');
  });
});
