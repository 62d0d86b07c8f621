import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../storybook/axe';
import { KeyFigures } from './KeyFigures';

describe('KeyFigures', () => {
  test('has no accessibility violations', async () => {
    await render(
      <KeyFigures aria-label="Totals" figures={[{ id: 'a', label: 'Deposited', value: '€10.00' }]} />,
    );
    await expectNoAxeViolations();
  });

  test('pairs each label with its value and fits a 320 px phone', async () => {
    await page.viewport(320, 640);
    await render(
      <KeyFigures
        aria-label="Totals"
        figures={[
          { id: 'a', label: 'Deposited', value: '€1,250.00' },
          { id: 'b', label: 'Cashed out', value: '€400.00', note: 'Paid or completed' },
        ]}
      />,
    );
    const terms = document.querySelectorAll('dt');
    expect([...terms].map((term) => [term.textContent, term.nextElementSibling?.textContent])).toEqual([
      ['Deposited', '€1,250.00'],
      ['Cashed out', '€400.00'],
    ]);
    await expect.element(page.getByText('Paid or completed')).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    await page.viewport(1440, 960);
  });
});
