import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../storybook/axe';
import { type Category, CategorySidebar } from './CategorySidebar';

const categories: Category[] = [
  { id: 'top', label: 'Top' },
  { id: 'slots', label: 'Slots Games' },
  { id: 'treasure', label: 'Treasure', loggedInOnly: true },
];

describe('CategorySidebar', () => {
  test('has no accessibility violations', async () => {
    await render(
      <CategorySidebar
        label="Game categories"
        categories={categories}
        selected="top"
        loggedIn
        onSelect={() => {}}
      />,
    );
    await expectNoAxeViolations();
  });

  test('shows Treasure to logged-in players only', async () => {
    const screen = await render(
      <CategorySidebar
        label="Game categories"
        categories={categories}
        selected="top"
        loggedIn={false}
        onSelect={() => {}}
      />,
    );
    await expect.element(page.getByRole('button', { name: 'Treasure' })).not.toBeInTheDocument();
    await screen.rerender(
      <CategorySidebar
        label="Game categories"
        categories={categories}
        selected="top"
        loggedIn
        onSelect={() => {}}
      />,
    );
    await expect.element(page.getByRole('button', { name: 'Treasure' })).toBeVisible();
  });

  test('marks the selected category and reports a new choice', async () => {
    const onSelect = vi.fn();
    await render(
      <CategorySidebar
        label="Game categories"
        categories={categories}
        selected="top"
        loggedIn
        onSelect={onSelect}
      />,
    );
    await expect.element(page.getByRole('button', { name: 'Top' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(page.getByRole('button', { name: 'Slots Games' }));
    expect(onSelect).toHaveBeenCalledWith('slots');
  });
});
