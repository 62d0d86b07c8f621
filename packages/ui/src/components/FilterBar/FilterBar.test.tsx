import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../storybook/axe';
import { TextField } from '../TextField/TextField';
import { FilterBar } from './FilterBar';

describe('FilterBar', () => {
  it('has no accessibility violations', async () => {
    await render(
      <FilterBar label="Search players" applyLabel="Search" onApply={() => {}}>
        <TextField label="Query" />
      </FilterBar>,
    );
    await expectNoAxeViolations();
  });

  it('applies on Enter in a field and on the button, and clears', async () => {
    const onApply = vi.fn();
    const onClear = vi.fn();
    await render(
      <FilterBar
        label="Search players"
        applyLabel="Search"
        clearLabel="Clear"
        onApply={onApply}
        onClear={onClear}
      >
        <TextField label="Query" />
      </FilterBar>,
    );
    await userEvent.type(page.getByLabelText('Query'), 'ana{Enter}');
    expect(onApply).toHaveBeenCalledTimes(1);
    await userEvent.click(page.getByRole('button', { name: 'Search' }));
    expect(onApply).toHaveBeenCalledTimes(2);
    await userEvent.click(page.getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole('search', { name: 'Search players' })).toBeVisible();
  });
});
