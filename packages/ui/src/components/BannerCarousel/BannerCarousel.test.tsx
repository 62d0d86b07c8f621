import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { actNow } from '../../storybook/act';
import { expectNoAxeViolations } from '../../storybook/axe';
import { type Banner, BannerCarousel } from './BannerCarousel';

const pixel = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="1"/>')}`;
const banners: Banner[] = ['One', 'Two', 'Three'].map((name) => ({ id: name, image: pixel, alt: name }));

const renderCarousel = (onSelect?: (banner: Banner) => void) =>
  render(
    <BannerCarousel
      banners={banners}
      label="Promotions"
      previousLabel="Previous"
      nextLabel="Next"
      slideLabel={(position, count) => `Banner ${position} of ${count}`}
      onSelect={onSelect}
    />,
  );

const currentBanner = () => document.querySelector('[aria-current="true"]')?.getAttribute('aria-label');
const advance = (ms: number) => actNow(() => vi.advanceTimersByTime(ms));

describe('BannerCarousel', () => {
  beforeEach(async () => {
    await page.viewport(1440, 960);
  });

  test('has no accessibility violations', async () => {
    await renderCarousel(() => {});
    await expectNoAxeViolations();
  });

  test('arrows and dots move between banners, and a click selects the banner shown', async () => {
    const onSelect = vi.fn();
    await renderCarousel(onSelect);
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    expect(currentBanner()).toBe('Banner 2 of 3');
    await userEvent.click(page.getByRole('button', { name: 'Previous' }));
    await userEvent.click(page.getByRole('button', { name: 'Previous' }));
    expect(currentBanner()).toBe('Banner 3 of 3');
    await userEvent.click(page.getByRole('button', { name: 'Banner 1 of 3' }));
    await userEvent.click(page.getByRole('button', { name: 'One' }));
    expect(onSelect).toHaveBeenCalledWith(banners[0]);
  });

  test('draws the words over the artwork as text, with the dots clear of them', async () => {
    await page.viewport(320, 640);
    const onSelect = vi.fn();
    await render(
      <BannerCarousel
        banners={[
          { id: 'a', image: pixel, title: '100% hasta 200', text: 'Bono de bienvenida · +18', alt: 'x' },
          { id: 'b', image: pixel, title: 'Club VIP', alt: 'y' },
        ]}
        label="Promociones"
        previousLabel="Anterior"
        nextLabel="Siguiente"
        slideLabel={(position, count) => `Banner ${position} de ${count}`}
        onSelect={onSelect}
      />,
    );
    // The slide is named by its words; the artwork says nothing more.
    const slide = page.getByRole('button', { name: '100% hasta 200 Bono de bienvenida · +18' });
    await expect.element(slide).toBeVisible();
    expect(slide.element().querySelector('img')?.getAttribute('alt')).toBe('');
    const slideBottom = slide.element().getBoundingClientRect().bottom;
    const dot = page.getByRole('button', { name: 'Banner 1 de 2' }).element().getBoundingClientRect();
    expect(dot.top).toBeGreaterThanOrEqual(slideBottom);
    // On a phone the arrows would cover the words: the dots move between banners instead.
    await expect
      .element(page.getByRole('button', { name: 'Siguiente', includeHidden: true }))
      .not.toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Banner 2 de 2' }));
    await userEvent.click(page.getByRole('button', { name: 'Club VIP' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'b' }));
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  });

  describe('autoplay', () => {
    beforeEach(async () => {
      await commands.emulateReducedMotion('no-preference');
      // A pointer left over the carousel by an earlier test would pause it.
      await commands.movePointerAway();
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    });
    afterEach(async () => {
      vi.useRealTimers();
      await commands.emulateReducedMotion('reduce');
    });

    test('advances every 3000 ms, not before, and wraps around', async () => {
      await renderCarousel();
      expect(currentBanner()).toBe('Banner 1 of 3');
      advance(2999);
      expect(currentBanner()).toBe('Banner 1 of 3');
      advance(1);
      expect(currentBanner()).toBe('Banner 2 of 3');
      advance(3000);
      advance(3000);
      expect(currentBanner()).toBe('Banner 1 of 3');
    });

    test('pauses while the pointer is over it', async () => {
      await renderCarousel();
      await userEvent.hover(page.getByRole('button', { name: 'Next' }));
      advance(9000);
      expect(currentBanner()).toBe('Banner 1 of 3');
      await userEvent.unhover(page.getByRole('button', { name: 'Next' }));
      await commands.movePointerAway();
      advance(3000);
      expect(currentBanner()).toBe('Banner 2 of 3');
    });

    test('pauses while focus is inside it', async () => {
      await renderCarousel();
      actNow(() => page.getByRole('button', { name: 'Next' }).element().focus());
      advance(9000);
      expect(currentBanner()).toBe('Banner 1 of 3');
      actNow(() => (document.activeElement as HTMLElement).blur());
      advance(3000);
      expect(currentBanner()).toBe('Banner 2 of 3');
    });

    test('stays still when the player prefers reduced motion', async () => {
      await commands.emulateReducedMotion('reduce');
      await renderCarousel();
      advance(9000);
      expect(currentBanner()).toBe('Banner 1 of 3');
    });
  });
});
