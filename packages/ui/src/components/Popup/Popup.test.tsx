import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../storybook/axe';
import { Button } from '../Button/Button';
import { Popup } from './Popup';

const renderPopup = (onClose = vi.fn()) =>
  render(
    <>
      <button type="button">Behind</button>
      <Popup title="Welcome bonus" closeLabel="Close" onClose={onClose}>
        <p>Double your deposit</p>
        <Button>Join now</Button>
      </Popup>
    </>,
  );

describe('Popup', () => {
  test('opens as a modal named by its title, with no accessibility violations', async () => {
    await renderPopup();
    await expect.element(page.getByRole('dialog', { name: 'Welcome bonus' })).toBeVisible();
    await expectNoAxeViolations();
  });

  test('keeps the page behind out of reach while open', async () => {
    await renderPopup();
    await expect.element(page.getByRole('button', { name: 'Join now' })).toBeVisible();
    // showModal makes everything outside the dialog inert: Tab never reaches the page behind.
    const reached: string[] = [];
    for (let press = 0; press < 6; press++) {
      await userEvent.keyboard('{Tab}');
      reached.push(document.activeElement?.textContent ?? '');
    }
    expect(reached).toContain('Join now');
    expect(reached).not.toContain('Behind');
  });

  test.each([
    ['the close button', () => userEvent.click(page.getByRole('button', { name: 'Close' }))],
    ['Escape', () => userEvent.keyboard('{Escape}')],
    [
      'a click on the backdrop',
      () => userEvent.click(page.getByRole('dialog'), { position: { x: -20, y: -20 } }),
    ],
  ])('closes with %s and says so once', async (_way, closeIt) => {
    const onClose = vi.fn();
    await renderPopup(onClose);
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await closeIt();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  test('a click inside the card does not close it', async () => {
    const onClose = vi.fn();
    await renderPopup(onClose);
    await userEvent.click(page.getByText('Double your deposit'));
    await userEvent.click(page.getByRole('button', { name: 'Join now' }));
    expect(onClose).not.toHaveBeenCalled();
    await expect.element(page.getByRole('dialog')).toBeVisible();
  });
});
