import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../storybook/axe';
import { HelpSearchBar } from './HelpSearchBar';

const props = { placeholder: 'Search help pages...', label: 'Search help', submitLabel: 'Search' };

describe('HelpSearchBar', () => {
  test('has no accessibility violations', async () => {
    await render(<HelpSearchBar {...props} onSearch={() => {}} />);
    await expectNoAxeViolations();
  });

  test('Enter searches for the trimmed query; a blank query does nothing', async () => {
    const onSearch = vi.fn();
    await render(<HelpSearchBar {...props} onSearch={onSearch} />);
    const field = page.getByRole('searchbox', { name: 'Search help' });
    await expect.element(field).toHaveAttribute('placeholder', 'Search help pages...');

    await userEvent.type(field, '   {Enter}');
    expect(onSearch).not.toHaveBeenCalled();

    await userEvent.type(field, ' deposit limits {Enter}');
    expect(onSearch).toHaveBeenCalledWith('deposit limits');
  });
});
