import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { actNow } from '../../storybook/act';
import { expectNoAxeViolations } from '../../storybook/axe';
import { type ToastApi, ToastProvider, useToast } from './Toast';

let toastApi: ToastApi;
function CaptureApi() {
  toastApi = useToast();
  return null;
}

const renderProvider = (maxVisible = 3) =>
  render(
    <ToastProvider label="Notifications" closeLabel="Close" maxVisible={maxVisible} duration={5000}>
      <CaptureApi />
    </ToastProvider>,
  );

// Radix renders each toast as an item of the notifications list; these toasts hold only a title.
const shownTitles = () => [...document.querySelectorAll('ol li')].map((item) => item.textContent);

describe('Toast queue', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('has no accessibility violations', async () => {
    await renderProvider();
    actNow(() => {
      toastApi.show({ title: 'Currency required', tone: 'critical' });
    });
    await expect.element(page.getByText('Currency required')).toBeVisible();
    await expectNoAxeViolations();
  });

  test('shows at most maxVisible toasts and the next one when one is closed', async () => {
    await renderProvider(2);
    actNow(() => {
      for (const title of ['Country required', 'State required', 'City required']) toastApi.show({ title });
    });
    await expect.element(page.getByText('State required')).toBeVisible();
    expect(shownTitles()).toEqual(['Country required', 'State required']);

    await userEvent.click(page.getByRole('button', { name: 'Close' }).first());
    await expect.element(page.getByText('City required')).toBeVisible();
    expect(shownTitles()).toEqual(['State required', 'City required']);
  });

  test('each toast closes itself after its duration and lets the next one in', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderProvider(1);
    actNow(() => {
      toastApi.show({ title: 'Deposit received' });
      toastApi.show({ title: 'Bonus credited', duration: 2000 });
    });
    // The region loads with the first toast; its timer starts once the toast is on screen.
    await expect.element(page.getByText('Deposit received')).toBeVisible();
    expect(shownTitles()).toEqual(['Deposit received']);

    actNow(() => vi.advanceTimersByTime(4999));
    expect(shownTitles()).toEqual(['Deposit received']);
    actNow(() => vi.advanceTimersByTime(1));
    expect(shownTitles()).toEqual(['Bonus credited']);
    actNow(() => vi.advanceTimersByTime(2000));
    expect(shownTitles()).toEqual([]);
  });
});
