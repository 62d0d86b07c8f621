import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './Accordion';

function Guide() {
  return (
    <Accordion>
      {['Basics', 'Wallet', 'Exchange'].map((title) => (
        <AccordionItem key={title} value={title}>
          <AccordionTrigger>{title}</AccordionTrigger>
          <AccordionContent>{`${title} text`}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

describe('Accordion', () => {
  test('sections open and close independently of each other', async () => {
    const screen = await render(<Guide />);
    const basics = screen.getByRole('button', { name: 'Basics' });
    const wallet = screen.getByRole('button', { name: 'Wallet' });

    await basics.click();
    await wallet.click();
    await expect.element(basics).toHaveAttribute('aria-expanded', 'true');
    await expect.element(wallet).toHaveAttribute('aria-expanded', 'true');
    await expect.element(screen.getByText('Basics text')).toBeVisible();
    await expect.element(screen.getByText('Wallet text')).toBeVisible();

    await basics.click();
    await expect.element(basics).toHaveAttribute('aria-expanded', 'false');
    await expect.element(screen.getByText('Wallet text')).toBeVisible();
  });

  test('works from the keyboard: arrows move between sections, Enter toggles', async () => {
    const screen = await render(<Guide />);
    (screen.getByRole('button', { name: 'Basics' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('button', { name: 'Wallet' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect
      .element(screen.getByRole('button', { name: 'Wallet' }))
      .toHaveAttribute('aria-expanded', 'true');
    await expect
      .element(screen.getByRole('button', { name: 'Basics' }))
      .toHaveAttribute('aria-expanded', 'false');
  });
});
