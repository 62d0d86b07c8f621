import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../storybook/axe';
import { Footer } from './Footer';

const links = [{ id: 'help', label: 'Help', href: '#/branchIndex/help' }];

describe('Footer', () => {
  test('has no accessibility violations', async () => {
    await render(
      <Footer copyright="© Casino" links={links} linksLabel="Quick links" toTopLabel="To the top" />,
    );
    await expectNoAxeViolations();
  });

  test('to the top scrolls the window back up', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await render(
      <Footer copyright="© Casino" links={links} linksLabel="Quick links" toTopLabel="To the top" />,
    );
    await userEvent.click(page.getByRole('button', { name: 'To the top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    scrollTo.mockRestore();
  });

  test('an entry without an address opens its pop-up from a button among the links', async () => {
    const onSelect = vi.fn();
    await render(
      <Footer
        copyright="© Casino"
        links={[...links, { id: 'contact', label: 'Contact us', onSelect }]}
        linksLabel="Quick links"
        toTopLabel="To the top"
      />,
    );
    const nav = page.getByRole('navigation', { name: 'Quick links' });
    await expect
      .element(nav.getByRole('link', { name: 'Help' }))
      .toHaveAttribute('href', '#/branchIndex/help');
    await userEvent.click(nav.getByRole('button', { name: 'Contact us' }));
    expect(onSelect).toHaveBeenCalledOnce();
  });
});
