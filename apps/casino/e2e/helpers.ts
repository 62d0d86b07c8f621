import { expect, type Page } from '@playwright/test';

/** A player in an allowed country (Spain) opening the app; the app stays hidden until the region check. */
export async function openApp(page: Page, path = '/') {
  await page.setExtraHTTPHeaders({ 'CF-IPCountry': 'ES' });
  await page.goto(`/#${path}`);
  await expect(page.locator('header')).toBeVisible();
}

export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 20);
}

/** The activation link the server mailed to `email`, read from the development outbox. */
export async function activationLink(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const html = await (await page.request.get('/dev/mailbox')).text();
    const mail = html.split('<article>').find((part) => part.includes(email));
    link = mail?.match(/href="([^"]*activation\?token=[^"]+)"/)?.[1];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return link!.replace(/&amp;/g, '&');
}

/** Picks an option of a ui Select (Radix) by its visible label. */
export async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByLabel(label).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** The balance in the top bar (members only), as the player reads it. */
export function balance(page: Page) {
  return page.locator('header').getByText(/\d[.,]\d{2}/);
}
