import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { FeedbackWidget } from './FeedbackWidget';

const labels = {
  question: 'Was this page helpful?',
  yesLabel: 'YES',
  noLabel: 'NO',
  commentLabel: 'Tell us more',
  sendLabel: 'Send',
};

describe('FeedbackWidget', () => {
  test('YES/NO opens the comment box; sending hands over the feedback and clears it', async () => {
    const onSend = vi.fn();
    const screen = await render(<FeedbackWidget {...labels} onSend={onSend} />);
    await expect.element(screen.getByRole('textbox', { name: 'Tell us more' })).not.toBeInTheDocument();

    await screen.getByRole('button', { name: 'NO' }).click();
    const comment = screen.getByRole('textbox', { name: 'Tell us more' });
    await expect.element(comment).toHaveFocus();
    await userEvent.type(comment, 'Missing the limits');
    await screen.getByRole('button', { name: 'Send' }).click();

    expect(onSend).toHaveBeenCalledExactlyOnceWith({ helpful: false, comment: 'Missing the limits' });
    await expect.element(screen.getByRole('button', { name: 'YES' })).toBeVisible();

    await screen.getByRole('button', { name: 'YES' }).click();
    await expect.element(screen.getByRole('textbox', { name: 'Tell us more' })).toHaveValue('');
    await screen.getByRole('button', { name: 'Send' }).click();
    expect(onSend).toHaveBeenLastCalledWith({ helpful: true, comment: '' });
  });
});
