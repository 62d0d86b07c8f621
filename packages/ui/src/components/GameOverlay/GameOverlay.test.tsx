import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { GameOverlay } from './GameOverlay';

const labels = {
  gameName: 'Golden Pharaoh',
  closeLabel: 'Close',
  loadingLabel: 'Loading game',
  depositLabel: 'Deposit',
};
const page = (text: string) => `data:text/html,${encodeURIComponent(`<p>${text}</p>`)}`;

describe('GameOverlay', () => {
  test('shows the loading state until the frame has loaded, then the game', async () => {
    const screen = await render(<GameOverlay open onOpenChange={() => {}} {...labels} />);
    await expect.element(screen.getByRole('dialog', { name: 'Golden Pharaoh' })).toBeVisible();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading game');

    await screen.rerender(<GameOverlay open onOpenChange={() => {}} {...labels} src={page('first')} />);
    await expect.element(screen.getByTitle('Golden Pharaoh')).toBeVisible();
    await expect.element(screen.getByRole('status')).not.toBeInTheDocument();

    // A different game address starts over: loading until its frame loads.
    await screen.rerender(<GameOverlay open onOpenChange={() => {}} {...labels} src={page('second')} />);
    await expect.element(screen.getByTitle('Golden Pharaoh')).toBeVisible();
    await expect.element(screen.getByRole('status')).not.toBeInTheDocument();
  });

  test('the frame stays hidden behind the loading state until its load event fires', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    // Rendered synchronously, so nothing can have loaded yet when the first checks run.
    flushSync(() => root.render(<GameOverlay open onOpenChange={() => {}} {...labels} src={page('game')} />));
    const frame = document.querySelector('iframe');
    expect(frame?.hasAttribute('data-loading')).toBe(true);
    expect(document.querySelector('[role="status"]')?.textContent).toContain('Loading game');

    await expect.poll(() => frame?.hasAttribute('data-loading')).toBe(false);
    expect(document.querySelector('[role="status"]')).toBeNull();
    root.unmount();
    container.remove();
  });

  test('the deposit button shows only when there is a deposit action; Escape and close ask to close', async () => {
    const onOpenChange = vi.fn();
    const onDeposit = vi.fn();
    const screen = await render(
      <GameOverlay open onOpenChange={onOpenChange} {...labels} src={page('game')} onDeposit={onDeposit} />,
    );
    await screen.getByRole('button', { name: 'Deposit' }).click();
    expect(onDeposit).toHaveBeenCalledOnce();

    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await screen.getByRole('button', { name: 'Close' }).click();
    expect(onOpenChange).toHaveBeenCalledTimes(2);

    await screen.rerender(<GameOverlay open onOpenChange={onOpenChange} {...labels} src={page('game')} />);
    await expect.element(screen.getByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
  });
});
